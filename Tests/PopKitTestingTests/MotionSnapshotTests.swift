// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitTesting

/// A ball with a position on one axis.
final class Ball {
  /// Its position.
  var x = 0.0
}

/// The ball's `x`, settled within 0.001.
@MainActor let ballX = AnimatableProperty(\Ball.x, name: "x", threshold: 0.001)

/// `MotionSnapshot`: recording, the CSV round trip, and the first difference from a golden.
@Suite("Motion snapshot")
@MainActor
struct MotionSnapshotTests {
  /// A linear run of a ball from 0 to 1 over 0.5 s, started at 0.
  func linearRun(seconds: Double = 1) -> MotionSnapshot {
    let ball = Ball()
    return MotionSnapshot.record(seconds: seconds) { animator, time in
      if time == 0 {
        animator.add(
          BasicAnimation(property: ballX, from: 0, to: 1, duration: 0.5, timingCurve: .linear),
          to: ball, forKey: "slide")
      }
    }
  }

  @Test("a recorded run holds each frame's write at its time: linear 0 → 1 over 0.5 s")
  func recordsFrames() throws {
    let snapshot = linearRun()
    // The clock ticks at i/60 while the animation runs: frames 0 … 30, then it stops.
    #expect(snapshot.rows.count == 31)
    for (index, row) in snapshot.rows.enumerated() {
      #expect(row.frame == index && row.time == Double(index) / 60)
      expectClose(row.value[0], row.time / 0.5, absolute: 1e-12)
      #expect(row.track == "Ball 1.x" && row.key == "slide")
    }
    #expect(snapshot.rows.last?.value == [1] && snapshot.rows.last?.isDone == true)
    #expect(snapshot.rows.dropLast().allSatisfy { !$0.isDone })
  }

  @Test("the CSV is the recorder's, and reads back to the same snapshot")
  func csvRoundTrip() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let recorder = MotionRecorder()
    animator.recorder = recorder
    let ball = Ball()
    let spring = SpringAnimation(property: ballX, to: 1, spring: Spring(tension: 300, friction: 9))
    MotionSnapshot.drive(clock, seconds: 2) { time in
      if time == 0 { animator.add(spring, to: ball, forKey: "s") }
    }
    let snapshot = MotionSnapshot(recorder)
    #expect(snapshot.csv == recorder.csv())
    #expect(try MotionSnapshot(csv: snapshot.csv) == snapshot)
    #expect(snapshot.rows.count > 30 && snapshot.rows.last?.value == [1])
  }

  @Test("an exact copy matches; a difference within the tolerance matches")
  func matches() {
    let snapshot = linearRun()
    #expect(snapshot.mismatch(against: snapshot) == nil)
    var nudged = snapshot
    nudged.rows[7].value[0] += 1e-12
    #expect(nudged.mismatch(against: snapshot) == nil)
    #expect(nudged.mismatch(against: snapshot, tolerance: 0) != nil)
  }

  @Test("a value off by more than the tolerance names the frame, track, component, both values")
  func valueMismatch() throws {
    let golden = linearRun()
    var actual = golden
    actual.rows[12].value[0] += 1e-6
    actual.rows[20].value[0] += 1
    let mismatch = try #require(actual.mismatch(against: golden))
    #expect(mismatch.frame == 12 && mismatch.time == 12.0 / 60)
    #expect(mismatch.track == "Ball 1.x" && mismatch.key == "slide")
    let value = golden.rows[12].value[0]
    #expect(mismatch.difference == .number(component: "value", golden: value, actual: value + 1e-6))
    #expect(
      mismatch.description.hasPrefix(
        "frame 12 (t = 0.2 s), Ball 1.x (key \"slide\"), value: golden \(value), actual \(value + 1e-6)"
      ))
  }

  @Test("a velocity, a time or done that differs is named by its column")
  func otherColumns() throws {
    let golden = linearRun()
    var actual = golden
    actual.rows[3].velocity[0] = 3
    #expect(
      try #require(actual.mismatch(against: golden)).difference
        == .number(component: "velocity", golden: golden.rows[3].velocity[0], actual: 3))
    actual = golden
    actual.rows[5].time += 0.001
    #expect(
      try #require(actual.mismatch(against: golden)).difference
        == .number(component: "time", golden: 5.0 / 60, actual: 5.0 / 60 + 0.001))
    actual = golden
    actual.rows[30].isDone = false
    let done = try #require(actual.mismatch(against: golden))
    #expect(done.frame == 30 && done.difference == .done(golden: true, actual: false))
  }

  @Test("a missing write, an extra write and a shorter run are named, with the row counts")
  func rowMismatch() throws {
    let golden = linearRun()
    var actual = golden
    actual.rows.remove(at: 9)
    let missing = try #require(actual.mismatch(against: golden))
    #expect(missing.frame == 9 && missing.difference == .missingRow)
    #expect(missing.goldenRowCount == 31 && missing.actualRowCount == 30)
    #expect(missing.description.hasSuffix("; golden has 31 rows, actual 30"))
    actual = golden
    var other = golden.rows[4]
    other.object = "Ball 2"
    actual.rows.insert(other, at: 5)
    let extra = try #require(actual.mismatch(against: golden))
    #expect(extra.frame == 4 && extra.track == "Ball 2.x" && extra.difference == .extraRow)
    let short = try #require(linearRun(seconds: 0.25).mismatch(against: golden))
    #expect(short.frame == 16 && short.difference == .missingRow)
    let long = try #require(golden.mismatch(against: linearRun(seconds: 0.25)))
    #expect(long.frame == 16 && long.difference == .extraRow)
  }

  @Test("thinning keeps every n-th frame and the last")
  func thinning() {
    let snapshot = linearRun()
    let thinned = snapshot.thinned(keepingEvery: 4)
    #expect(thinned.rows.map(\.frame) == [0, 4, 8, 12, 16, 20, 24, 28, 30])
    #expect(snapshot.thinned(keepingEvery: 1) == snapshot)
  }

  @Test("a malformed CSV is an error naming its line")
  func malformed() {
    #expect(throws: MotionSnapshotError.malformed(line: 1, reason: "the file is empty")) {
      try MotionSnapshot(csv: "")
    }
    let text = "frame,time,key,object,property,value,velocity,done\n0,0,k,Ball 1,x,zero,0,false\n"
    #expect(
      throws: MotionSnapshotError.malformed(
        line: 2, reason: "value component 0 'zero' is not a finite number")
    ) {
      try MotionSnapshot(csv: text)
    }
    #expect(
      throws: MotionSnapshotError.malformed(line: 1, reason: "the header has no column 'done'")
    ) {
      try MotionSnapshot(csv: "frame,time,key,object,property,value,velocity\n")
    }
  }

  @Test("quoted labels survive the round trip")
  func quoted() throws {
    let row = MotionSnapshot.Row(
      frame: 0, time: 0, key: "a,\"b\"", object: "Odd, 1", property: "x", value: [1, 2],
      velocity: [0, -0.5], isDone: true)
    let snapshot = MotionSnapshot(rows: [row])
    #expect(
      snapshot.csv.hasPrefix(
        "frame,time,key,object,property,value0,value1,velocity0,velocity1,done\n0,0,\"a,\"\"b\"\"\",\"Odd, 1\",x,1,2,0,-0.5,true\n"
      ))
    #expect(try MotionSnapshot(csv: snapshot.csv) == snapshot)
  }
}
