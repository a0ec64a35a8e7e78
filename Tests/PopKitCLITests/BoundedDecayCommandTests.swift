// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitInterchange
import PopKitShared
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// `trace decay --bounds` and `plot decay --bounds`, checked against closed forms computed here:
/// the free decay before the crossing, a critically damped spring after it.
@MainActor
@Suite("popkit trace and plot: a decay inside --bounds")
struct BoundedDecayCommandTests {
  /// `r = 1000·ln(0.998)`, per second: the default deceleration's rate.
  static let rate = 1000 * log(0.998)
  /// The default boundary spring (0.4 s, no bounce, mass 1) is critically damped with
  /// `ω = 2π/0.4` per second.
  static let omega = 2 * Double.pi / 0.4

  /// The free decay from `x0` at `v0` after `time` seconds: value and velocity.
  static func free(_ x0: Double, _ v0: Double, at time: Double) -> (x: Double, v: Double) {
    (x0 + v0 * expm1(rate * time) / rate, v0 * exp(rate * time))
  }

  /// A critically damped spring's displacement from its rest and velocity after `time` seconds,
  /// from displacement `x0` and velocity `v0`: `x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt)`.
  static func criticallyDamped(
    _ x0: Double, _ v0: Double, at time: Double
  ) -> (x: Double, v: Double) {
    let decay = exp(-omega * time)
    let slope = v0 + omega * x0
    return ((x0 + slope * time) * decay, (slope - omega * (x0 + slope * time)) * decay)
  }

  /// The exact motion of one component: the free decay up to `t*`, then the spring from
  /// `(bound, v*)`.
  static func exact(
    _ x0: Double, _ v0: Double, bound: Double, at time: Double
  ) -> (x: Double, v: Double) {
    let crossing = log(1 + rate * (bound - x0) / v0) / rate
    guard time > crossing else { return free(x0, v0, at: time) }
    let spring = criticallyDamped(0, v0 + rate * (bound - x0), at: time - crossing)
    return (bound + spring.x, spring.v)
  }

  @Test("3000 units/s inside 0…500 at 60 fps: the free decay to t* 0.2028 s, then the spring")
  func handOff() {
    let result = popkit("trace decay --velocity 3000 --bounds 0,500")
    #expect(result.exitCode == 0 && result.standardError.isEmpty)
    let table = CSVTable(result.standardOutput)
    #expect(table.header == ["frame", "time", "value", "velocity", "done"])
    let crossing = log(1 + 500 * Self.rate / 3000) / Self.rate
    expectClose(crossing, 0.20278, absolute: 1e-5)
    let last = table.rows.count - 1
    var (before, after) = (0, 0)
    for row in 0..<last {
      let time = Double(row) / 60
      let exact = Self.exact(0, 3000, bound: 500, at: time)
      expectClose(
        table.number(row, "value"), exact.x, absolute: 1e-9, relative: 1e-9, "frame \(row)")
      expectClose(
        table.number(row, "velocity"), exact.v, absolute: 1e-9, relative: 1e-9, "frame \(row)")
      if time <= crossing { before += 1 } else { after += 1 }
    }
    #expect(before == 13 && after > 30)
    // The hand-off: frame 12 still free, frame 13 past 500 on the spring; it overshoots and
    // comes back.
    #expect(table.number(12, "value") < 500 && table.number(13, "value") > 500)
    let peak = (0..<last).map { table.number($0, "value") }.max() ?? 0
    #expect(peak > 546 && peak < 548)
    #expect(table.number(last, "value") == 500 && table.text(last, "done") == "true")
  }

  @Test("a vector: each component meets its own bound at its own t*, at 144 fps")
  func vector() {
    let result = popkit("trace decay --from 0,400 --velocity 3000,-1500 --bounds 0,500 --fps 144")
    #expect(result.exitCode == 0)
    let table = CSVTable(result.standardOutput)
    let last = table.rows.count - 1
    for row in stride(from: 0, to: last, by: 7) {
      let time = Double(row) / 144
      expectClose(
        table.number(row, "value0"), Self.exact(0, 3000, bound: 500, at: time).x, absolute: 1e-9,
        relative: 1e-9)
      expectClose(
        table.number(row, "value1"), Self.exact(400, -1500, bound: 0, at: time).x, absolute: 1e-9,
        relative: 1e-9)
    }
    #expect(table.number(last, "value0") == 500 && table.number(last, "value1") == 0)
  }

  @Test("starting outside: the spring starts at once; resting before a bound: the free decay")
  func outsideAndShort() {
    let outside = CSVTable(
      popkit("trace decay --from 600 --velocity 100 --bounds 0,500").standardOutput)
    for row in [0, 1, 5, 20] {
      let spring = Self.criticallyDamped(100, 100, at: Double(row) / 60)
      expectClose(outside.number(row, "value"), 500 + spring.x, absolute: 1e-9, relative: 1e-9)
    }
    let short = popkit("trace decay --velocity 1000 --bounds 0,1000").standardOutput
    #expect(short == popkit("trace decay --velocity 1000").standardOutput)
  }

  @Test("JSON: the bounds, each crossing's t* and v*, and the bounded end as target")
  func json() throws {
    let result = popkit("trace decay --from 0,10 --velocity 3000,-200 --bounds 0,500 --format json")
    let document = try parseJSON(result.standardOutput)
    #expect(document["bounds"] as? [Double] == [0, 500])
    #expect(document["target"] as? [Double] == [500, 0])
    let crossings = try #require(document["crossings"] as? [[String: Double]])
    #expect(crossings.count == 2)
    #expect(crossings[0]["component"] == 0 && crossings[0]["bound"] == 500)
    expectClose(
      crossings[0]["time"] ?? 0, log(1 + 500 * Self.rate / 3000) / Self.rate, absolute: 1e-9,
      relative: 1e-9)
    expectClose(
      crossings[0]["velocity"] ?? 0, 3000 + 500 * Self.rate, absolute: 1e-9, relative: 1e-9)
    #expect(crossings[1]["component"] == 1 && crossings[1]["bound"] == 0)
    expectClose(
      crossings[1]["time"] ?? 0, log(1 + Self.rate * -10 / -200) / Self.rate, absolute: 1e-9,
      relative: 1e-9)
  }

  @Test("plot: a dash-dot line at each bound and the crossing marked at (t*, 500), labelled")
  func plot() throws {
    let result = popkit("plot decay --velocity 3000 --bounds 0,500 -o bounded.svg")
    #expect(result.exitCode == 0)
    let file = try #require(result.files.first)
    let svg = try #require(SVGInspector.inspect(file.contents))
    // The axes' own tick labels give the mapping from seconds and units to pixels.
    func label(_ text: String) throws -> [String: String] {
      let index = try #require(svg.texts.firstIndex(of: text))
      return svg.elements.filter { $0.name == "text" }[index - 1].attributes
    }
    let x0 = try #require(Double(try label("0 s")["x"] ?? ""))
    let x1 = try #require(Double(try label("0.5 s")["x"] ?? ""))
    let y0 = try #require(Double(try label("0")["y"] ?? "")) - 4
    let y500 = try #require(Double(try label("500")["y"] ?? "")) - 4
    let crossing = log(1 + 500 * Self.rate / 3000) / Self.rate
    let x = x0 + crossing / 0.5 * (x1 - x0)

    let bounds = svg.elements.filter { $0.name == "line" && $0.attributes["class"] == "bound" }
    #expect(bounds.count == 2)
    let heights = Set(bounds.compactMap { $0.attributes["y1"].flatMap(Double.init) })
    #expect(
      heights.contains { isClose($0, y0, absolute: 0.01) }
        && heights.contains { isClose($0, y500, absolute: 0.01) })
    #expect(bounds.allSatisfy { $0.attributes["stroke-dasharray"] != nil })
    #expect(svg.texts.contains("upper bound 500") && svg.texts.contains("lower bound 0"))

    let ring = try #require(
      svg.elements.first { $0.name == "circle" && $0.attributes["class"] == "crossing" })
    expectClose(Double(ring.attributes["cx"] ?? "") ?? 0, x, absolute: 0.01)
    expectClose(Double(ring.attributes["cy"] ?? "") ?? 0, y500, absolute: 0.01)
    let tick = try #require(
      svg.elements.first { $0.name == "line" && $0.attributes["class"] == "crossing" })
    expectClose(Double(tick.attributes["x1"] ?? "") ?? 0, x, absolute: 0.01)
    #expect(svg.texts.contains("t* 0.203 s"))
    #expect(svg.texts.contains { $0.hasPrefix("dash-dot lines: bounds 0 and 500") })
    #expect(svg.texts.contains("Decay from 0 at 3000 per second within 0…500"))
  }

  @Test("plot of a vector: one crossing mark per component that meets a bound")
  func plotVector() throws {
    let result = popkit("plot decay --from 0,400 --velocity 3000,-1500 --bounds 0,500 -o -")
    let svg = try #require(SVGInspector.inspect(result.standardOutput))
    #expect(svg.count("circle", class: "crossing") == 2)
    #expect(svg.texts.contains("t*[0] 0.203 s"))
    let lower = log(1 + Self.rate * -400 / -1500) / Self.rate
    #expect(svg.texts.contains("t*[1] \(NumberFormatting.fixed(lower, decimals: 3)) s"))
  }
}
