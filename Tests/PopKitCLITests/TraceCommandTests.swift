// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit trace")
struct TraceCommandTests {
  @Test("pop's default spring 0 → 1 at 60 fps: CSV header, closed-form values, done on frame 27")
  func defaultSpring() throws {
    let result = popkit("trace")
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    let table = CSVTable(result.standardOutput)
    #expect(table.header == ["frame", "time", "value", "velocity", "done"])
    let spring = Spring(bounciness: 4, speed: 12)
    let last = table.rows.count - 1
    // pop finishes this move on frame 27 (its own reference), and so does PopKit.
    #expect(table.number(last, "frame") == 27)
    #expect(table.text(last, "done") == "true")
    #expect(table.number(last, "value") == 1)
    #expect(table.number(last, "velocity") == 0)
    for row in 0..<last {
      let time = Double(row) / 60
      #expect(table.number(row, "frame") == Double(row))
      #expect(table.number(row, "time") == time)
      #expect(table.text(row, "done") == "false")
      let value = 1 + spring.displacement(at: time, initialDisplacement: -1, initialVelocity: 0)
      let velocity = spring.velocity(at: time, initialDisplacement: -1, initialVelocity: 0)
      expectClose(table.number(row, "value"), value, absolute: 1e-9, relative: 1e-9)
      expectClose(table.number(row, "velocity"), velocity, absolute: 1e-9, relative: 1e-9)
    }
  }

  @Test("the done frame is the first where pop's rule holds, computed independently")
  func doneFrameMatchesPopsRule() {
    let result = popkit("trace --tension 300 --friction 10 --from 0 --to 100 --threshold 1")
    let table = CSVTable(result.standardOutput)
    let spring = Spring(tension: 300, friction: 10)
    var previous = 0.0
    var expected = -1
    for frame in 1..<600 {
      let value =
        100
        + spring.displacement(at: Double(frame) / 60, initialDisplacement: -100, initialVelocity: 0)
      if isClose(value, 100, absolute: 0.2) && isClose(value, previous, absolute: 0.2) {
        expected = frame
        break
      }
      previous = value
    }
    #expect(table.number(table.rows.count - 1, "frame") == Double(expected))
    // pop's own run of this spring ends on frame 64.
    #expect(abs(expected - 64) <= 2)
  }

  @Test("every printed number reads back exactly and prints the same again")
  func shortestRoundTrip() {
    let result = popkit(
      "trace --bounciness 10 --speed 5 --from -3.5 --to 7.25 --velocity 12 --fps 144")
    let table = CSVTable(result.standardOutput)
    #expect(!table.rows.isEmpty)
    for row in table.rows {
      for cell in row.dropLast() {
        let value = Double(cell)
        #expect(value != nil)
        #expect(value.map(JSONText.shortest) == cell)
      }
    }
  }

  @Test("vectors: value0…, velocity0… columns, each component its own spring")
  func vectorSpring() throws {
    let result = popkit("trace --duration 0.5 --bounce 0.3 --from 0,0 --to 100,50 --velocity 0,-20")
    #expect(result.exitCode == 0)
    let table = CSVTable(result.standardOutput)
    #expect(
      table.header == ["frame", "time", "value0", "value1", "velocity0", "velocity1", "done"])
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let time = 10.0 / 60
    expectClose(
      table.number(10, "value0"),
      100 + spring.displacement(at: time, initialDisplacement: -100, initialVelocity: 0),
      absolute: 1e-9, relative: 1e-9)
    expectClose(
      table.number(10, "value1"),
      50 + spring.displacement(at: time, initialDisplacement: -50, initialVelocity: -20),
      absolute: 1e-9, relative: 1e-9)
    expectClose(
      table.number(10, "velocity1"),
      spring.velocity(at: time, initialDisplacement: -50, initialVelocity: -20), absolute: 1e-9,
      relative: 1e-9)
    let last = table.rows.count - 1
    #expect(table.number(last, "value0") == 100 && table.number(last, "value1") == 50)
  }

  @Test("decay follows pop's decay and lands where Decay says")
  func decay() {
    let result = popkit("trace decay --velocity 1000 --threshold 1 --from 5")
    #expect(result.exitCode == 0)
    let table = CSVTable(result.standardOutput)
    let decay = Decay(deceleration: 0.998)
    for row in [1, 10, 60] {
      let time = Double(row) / 60
      expectClose(
        table.number(row, "value"), 5 + decay.displacement(at: time, initialVelocity: 1000),
        absolute: 1e-9, relative: 1e-9)
      expectClose(
        table.number(row, "velocity"), decay.velocity(at: time, initialVelocity: 1000),
        absolute: 1e-9, relative: 1e-9)
    }
    let last = table.rows.count - 1
    let stop = decay.stoppingTime(initialVelocity: 1000, threshold: 1)
    #expect(table.number(last, "time") >= stop)
    #expect(table.number(last - 1, "time") < stop)
    expectClose(
      table.number(last, "value"),
      5 + decay.stoppingDisplacement(initialVelocity: 1000, threshold: 1), absolute: 1e-9,
      relative: 1e-9)
  }

  @Test("basic follows its timing curve, with the curve's slope as velocity")
  func basic() {
    let result = popkit("trace basic --from 10 --to 20 --duration 0.3 --curve easeOut --fps 100")
    #expect(result.exitCode == 0)
    let table = CSVTable(result.standardOutput)
    #expect(table.rows.count == 31)
    for row in [0, 5, 17] {
      let fraction = Double(row) / 100 / 0.3
      expectClose(
        table.number(row, "value"), 10 + 10 * TimingCurve.easeOut.value(at: fraction),
        absolute: 1e-9, relative: 1e-9)
      expectClose(
        table.number(row, "velocity"), TimingCurve.easeOut.slope(at: fraction) / 0.3 * 10,
        absolute: 1e-9, relative: 1e-9)
    }
    #expect(table.number(30, "value") == 20 && table.text(30, "done") == "true")
  }

  @Test(
    "custom cubic-bezier curves and CSS's names are accepted",
    arguments: [
      "0.15,1.5,0.55,1", "ease", "ease-in-out", "linear", "easeInEaseOut",
    ])
  func curves(curve: String) {
    let result = popkit("trace basic --curve \(curve)")
    #expect(result.exitCode == 0)
    #expect(CSVTable(result.standardOutput).rows.count == 25)
  }

  @Test("JSON: the inputs, then frames with the CSV's keys")
  func json() throws {
    let result = popkit("trace --stiffness 200 --damping 20 --from 0,10 --to 1,0 --format json")
    #expect(result.exitCode == 0)
    let document = try parseJSON(result.standardOutput)
    #expect(document["kind"] as? String == "spring")
    #expect(document["from"] as? [Double] == [0, 10])
    #expect(document["finished"] as? Bool == true)
    let spring = try #require(document["spring"] as? [String: Any])
    #expect(spring["tension"] as? Double == 200)
    let frames = try #require(document["frames"] as? [[String: Any]])
    let csv = CSVTable(
      popkit("trace --stiffness 200 --damping 20 --from 0,10 --to 1,0").standardOutput)
    #expect(frames.count == csv.rows.count)
    #expect(Set(frames[3].keys) == Set(csv.header))
    #expect(frames[3]["value1"] as? Double == csv.number(3, "value1"))
    #expect(frames.last?["done"] as? Bool == true)
  }

  @Test("a spring without friction stops at --max-frames with a note on standard error")
  func frameLimit() {
    let result = popkit("trace --tension 100 --friction 0 --max-frames 50")
    #expect(result.exitCode == 0)
    let table = CSVTable(result.standardOutput)
    #expect(table.rows.count == 50)
    #expect(table.text(49, "done") == "false")
    #expect(result.standardError.contains("did not settle within 50 frames"))
    #expect(result.standardError.contains("without friction"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test("the frame rate changes the sampling, not the motion")
  func frameRateIndependence() {
    let at60 = CSVTable(popkit("trace --bounciness 12 --speed 8 --fps 60").standardOutput)
    let at240 = CSVTable(popkit("trace --bounciness 12 --speed 8 --fps 240").standardOutput)
    expectClose(at60.number(6, "value"), at240.number(24, "value"), absolute: 1e-9, relative: 1e-9)
  }
}
