// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// What the keyframe-code tests share: a document with every kind of step, PopKit's own values
/// of what is exported, the platforms' documented formulas written here independently of the
/// export (a cubic Bézier solved by bisection, the damped oscillator's closed form), and the
/// comparison at 4,001 instants.
enum TrackCodeTestSupport {
  /// Every kind of step: Bézier eases, a spring cut short with a start velocity, Catmull-Rom
  /// cubics, a jump, a whole spring, elastic, bounce, steps and back eases, a two-component
  /// whole spring of mass 2, a path, a flat cubic step with velocities, and a choreography with
  /// tracks placed late and two tracks one after another on one property.
  static let document = """
    {"popkit": 1,
     "springs": {"snappy": {"tension": 300, "friction": 20},
                 "bouncy": {"dampingRatio": 0.3, "response": 0.4},
                 "heavy": {"tension": 200, "friction": 40, "mass": 2}},
     "curves": {"standard": [0.2, 0, 0, 1]},
     "tracks": {
       "mixed": {"from": 0, "keyframes": [
         {"kind": "linear", "to": 100, "duration": 0.3, "curve": "standard"},
         {"kind": "spring", "to": 40, "spring": "bouncy", "duration": 0.25, "startVelocity": -200},
         {"kind": "cubic", "to": 60, "duration": 0.2},
         {"kind": "cubic", "to": 10, "duration": 0.3},
         {"kind": "move", "to": 30},
         {"kind": "spring", "to": 80, "spring": "snappy"},
         {"kind": "linear", "to": 0, "duration": 0.4}]},
       "eases": {"from": 0, "keyframes": [
         {"kind": "linear", "to": 1, "duration": 0.5, "curve": "easeOutElastic"},
         {"kind": "linear", "to": 0, "duration": 0.5, "curve": "easeOutBounce"},
         {"kind": "linear", "to": 1, "duration": 0.4, "curve": {"steps": 4, "jump": "end"}},
         {"kind": "linear", "to": 0, "duration": 0.3, "curve": "easeInOutBack"}]},
       "point": {"from": [0, 0], "keyframes": [
         {"kind": "spring", "to": [100, -50], "spring": "heavy"}]},
       "fly": {"path": "M0 0 C 80 -200 240 -200 320 0", "duration": 1.2, "curve": "easeInEaseOut"},
       "flat": {"from": 5, "keyframes": [
         {"kind": "cubic", "to": 5, "duration": 0.5, "startVelocity": 40, "endVelocity": 40}]},
       "settle": {"from": 240, "keyframes": [
         {"kind": "linear", "to": 40, "duration": 0.3, "curve": "standard"},
         {"kind": "spring", "to": 0, "spring": "bouncy"}]}
     },
     "choreographies": {"open": {
       "targets": {"card": {"x": 0, "y": 0, "width": 10, "height": 10}},
       "tracks": [
         {"target": "card", "property": "y", "track": "mixed"},
         {"target": "card", "property": "opacity", "at": 0.1,
          "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 0.2}]}},
         {"target": "card", "property": "opacity", "at": 0.6,
          "track": {"from": 1, "keyframes": [
            {"kind": "linear", "to": 0.5, "duration": 0.3, "curve": "easeIn"}]}},
         {"target": "card", "property": "position", "track": "point", "at": 0.25},
         {"target": "card", "property": "x", "track": "settle", "at": 0.5}]}}}
    """

  /// The tracks of the document.
  static let trackNames = ["eases", "fly", "flat", "mixed", "point", "settle"]

  /// The instants the comparison takes.
  static let instants = 4001

  /// One field's exported motion: its value at a time, by the platform's formulas.
  typealias Evaluator = (Double) -> Double

  /// PopKit's values of what is exported, one function per field in the export's order: a
  /// track's components, or a choreography's target properties' components (the first track on
  /// a property held at its `from` before it starts, each track's final value held after it).
  static func reference(
    _ document: MotionDocument, _ selection: MotionExport.Selection
  ) throws -> [Evaluator] {
    switch selection {
    case .track(let name):
      let track = try document.track(named: name)
      return (0..<track.componentCount).map { component in
        { time in track.value(at: time)[component] }
      }
    case .choreography(let name):
      var groups: [(key: String, placements: [ResolvedPlacement])] = []
      for placement in try document.placements(ofChoreography: name) {
        let key = placement.target + "." + placement.property
        if let index = groups.firstIndex(where: { $0.key == key }) {
          groups[index].placements.append(placement)
        } else {
          groups.append((key, [placement]))
        }
      }
      var result: [Evaluator] = []
      for group in groups {
        for component in 0..<group.placements[0].track.componentCount {
          result.append { time in
            var value = group.placements[0].track.initialValue[component]
            for placement in group.placements where time >= placement.at {
              value = placement.track.value(at: time - placement.at)[component]
            }
            return value
          }
        }
      }
      return result
    default:
      Issue.record("not a track or choreography")
      return []
    }
  }

  /// The worst difference between an export and PopKit over `0...duration`, per field, at
  /// ``instants`` instants; at an instant within 1e-9 s of a jump (whose time the printed
  /// durations round at the twelfth digit) the nearer side of the jump counts.
  static func worstErrors(
    _ exported: [Evaluator], _ reference: [Evaluator], duration: Double
  ) -> [(error: Double, range: Double)] {
    zip(exported, reference).map { exported, reference in
      var worst = 0.0
      var lowest = Double.infinity
      var highest = -Double.infinity
      for index in 0..<instants {
        let time = duration * Double(index) / Double(instants - 1)
        let value = exported(time)
        let sides = [time, max(time - 1e-9, 0), time + 1e-9].map(reference)
        worst = max(worst, sides.map { abs($0 - value) }.min() ?? 0)
        lowest = min(lowest, sides[0])
        highest = max(highest, sides[0])
      }
      return (worst, highest - lowest)
    }
  }

  /// CSS's `cubic-bezier(x1, y1, x2, y2)` at `x`: the curve's parameter found by bisection to
  /// the last bit (x(s) increases on 0...1 for x1, x2 in 0...1), then y(s).
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
      let r = 1 - s
      return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
  }

  /// The damped oscillator `m·x″ + c·x′ + k·x = 0` from displacement `x0` and velocity `v0`
  /// after `t` seconds: its displacement and velocity, in the three regimes.
  static func oscillator(
    stiffness k: Double, damping c: Double, mass m: Double, x0: Double, v0: Double, t: Double
  ) -> (x: Double, v: Double) {
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if abs(zeta - 1) < 1e-9 {
      let b = v0 + omega * x0
      let e = exp(-omega * t)
      return ((x0 + b * t) * e, (b - omega * (x0 + b * t)) * e)
    }
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 + zeta * omega * x0) / wd
      let e = exp(-zeta * omega * t)
      let (s, co) = (sin(wd * t), cos(wd * t))
      let x = e * (x0 * co + b * s)
      let v = e * ((-zeta * omega) * (x0 * co + b * s) + wd * (b * co - x0 * s))
      return (x, v)
    }
    let root = omega * (zeta * zeta - 1).squareRoot()
    let (r1, r2) = (-zeta * omega + root, -zeta * omega - root)
    let a = (v0 - r2 * x0) / (r1 - r2)
    let b = x0 - a
    return (a * exp(r1 * t) + b * exp(r2 * t), a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t))
  }

  /// The numbers in a text of code (outside comments), as written.
  static func numberTexts(in code: String) throws -> [String] {
    let pattern = try Regex("(?:^|[^A-Za-z_0-9.])(-?[0-9]+(?:\\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)")
    return code.split(separator: "\n").filter { !$0.hasPrefix("//") }.flatMap { line in
      line.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
    }
  }

  /// The number of significant digits of a decimal text.
  static func significantDigits(_ text: String) -> Int {
    let mantissa = text.split(whereSeparator: { $0 == "e" || $0 == "E" }).first ?? ""
    let digits = mantissa.filter(\.isNumber).drop(while: { $0 == "0" })
    var trimmed = Substring(digits)
    if mantissa.contains(".") {
      while trimmed.last == "0" { trimmed.removeLast() }
    }
    return trimmed.count
  }

  /// The stated worst errors: the number after `worst error` on each comment line.
  static func statedErrors(in code: String) throws -> [Double] {
    let pattern = try Regex("worst error ([-0-9.e]+)")
    return code.split(separator: "\n").filter { $0.hasPrefix("//") }.compactMap { line in
      line.firstMatch(of: pattern).flatMap { Double(String($0.output[1].substring ?? "")) }
    }
  }
}
