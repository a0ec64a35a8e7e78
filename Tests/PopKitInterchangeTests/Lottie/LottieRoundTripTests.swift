// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

@Suite("Lottie round trips")
struct LottieRoundTripTests {
  /// Linear, cubic and spring segments, a jump and a later start on several properties.
  static let tracks = """
    {"target": "card", "property": "rotation", "at": 0.2, "track": {"from": 0, "keyframes": [
      {"kind": "linear", "to": 30, "duration": 0.5, "curve": [0.3, 0.1, 0.2, 1]},
      {"kind": "cubic", "to": 10, "duration": 0.4, "startVelocity": 20, "endVelocity": -5},
      {"kind": "move", "to": 40},
      {"kind": "linear", "to": 0, "duration": 0.3}]}},
    {"target": "card", "property": "opacity", "track": {"from": 1, "keyframes": [
      {"kind": "cubic", "to": 0.3, "duration": 0.6, "startVelocity": -1, "endVelocity": 0},
      {"kind": "linear", "to": 1, "duration": 0.4, "curve": "easeOut"}]}},
    {"target": "card", "property": "scale", "track": {"from": 1, "keyframes": [
      {"kind": "spring", "to": 1.4, "spring": {"duration": 0.5, "bounce": 0.3}, "duration": 0.8},
      {"kind": "linear", "to": 1, "duration": 0.3}]}},
    {"target": "card", "property": "x", "track": {"from": 0, "keyframes": [
      {"kind": "linear", "to": 120, "duration": 1, "curve": "easeInEaseOut"}]}},
    {"target": "card", "property": "color", "at": 0.3, "track": {"from": "#3366FF", "keyframes": [
      {"kind": "linear", "to": "#FF3366", "duration": 0.8}]}}
    """

  @Test("export → import gives back every linear and cubic segment exactly and the spring's motion")
  func exportThenImport() throws {
    let original = try lottieDocument(LottieRoundTripTests.tracks)
    let lottie = try LottieExport.animation(for: original, choreography: "show")
    let (imported, notes) = try LottieImport.document(fromLottie: lottie.json)
    #expect(notes.isEmpty)
    #expect(
      imported.choreographies["show"]?.targets["card"]
        == MotionTarget(x: 40, y: 100, width: 80, height: 60, color: .color("#3366FF")))
    let before = try original.placements(ofChoreography: "show")
    let after = try imported.placements(ofChoreography: "show")
    var exactSegments = 0
    for placement in before {
      let match = try #require(after.first { $0.property == placement.property })
      // Every linear and cubic segment comes back with its times, values, curve and slopes.
      for segment in placement.track.segments {
        let start = placement.at + segment.startTime
        guard segment.shape != .spring(Spring(duration: 0.5, bounce: 0.3)) else { continue }
        let twin = try #require(
          match.track.segments.first { isClose(match.at + $0.startTime, start, absolute: 1e-9) },
          "\(placement.property) at \(start)")
        expectClose(twin.duration, segment.duration, absolute: 1e-9)
        for (first, second) in [
          (segment.startValue, twin.startValue), (segment.endValue, twin.endValue),
          (segment.startVelocity, twin.startVelocity), (segment.endVelocity, twin.endVelocity),
        ] {
          #expect(
            zip(first, second).allSatisfy { isClose($0, $1, absolute: 1e-9) },
            "\(placement.property)")
        }
        switch (segment.shape, twin.shape) {
        case (.linear(let curve), .linear(let back)):
          let points = curve.controlPoints?.coordinates ?? []
          let backPoints = back.controlPoints?.coordinates ?? []
          #expect(points.count == 4 && backPoints.count == 4)
          for (given, read) in zip(points, backPoints) {
            expectClose(given, read, absolute: 1e-9)
          }
        case (.cubic, .cubic): break
        default: Issue.record("\(placement.property): \(segment.shape) came back as \(twin.shape)")
        }
        exactSegments += 1
      }
      // And the whole track plays the same (the spring within its baking tolerance).
      var worst = 0.0
      for step in 0...600 {
        let time = 1.5 * Double(step) / 600
        let first = LottieRoundTripTests.value(placement, at: time)
        let second = LottieRoundTripTests.value(match, at: time)
        worst = max(worst, zip(first, second).map { abs($0 - $1) }.max() ?? 0)
      }
      let tolerance = placement.property == "scale" ? 0.001 * 0.5 : 1e-9
      #expect(worst <= tolerance, "\(placement.property): \(worst)")
    }
    #expect(exactSegments == 8)  // rotation 3, opacity 2, scale 1, x 1, colour 1
  }

  /// A placement's value at a choreography time (held before its start).
  static func value(_ placement: ResolvedPlacement, at time: Double) -> [Double] {
    placement.track.value(at: min(max(time - placement.at, 0), placement.track.duration))
  }

  @Test("import → export of a Lottie file gives the same keyframes")
  func importThenExport() throws {
    let file = """
      {"v": "5.7.0", "nm": "show", "fr": 30, "ip": 0, "op": 46, "w": 400, "h": 300, "layers": [
        {"ty": 4, "nm": "card", "ind": 1, "ip": 0, "op": 46, "st": 0, "ks": {
          "o": {"a": 0, "k": 100},
          "r": {"a": 1, "k": [{"t": 10, "s": [0], "o": {"x": [0.2], "y": [0.5]}, "i": {"x": [0.3], "y": [1.2]}}, {"t": 25, "s": [45], "h": 1}, {"t": 25, "s": [20], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 45, "s": [0]}]},
          "p": {"s": true, "x": {"a": 1, "k": [{"t": 0, "s": [80], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 30, "s": [280]}]}, "y": {"a": 0, "k": 130}},
          "a": {"a": 0, "k": [0, 0]},
          "s": {"a": 1, "k": [{"t": 0, "s": [100, 100], "o": {"x": [0.3333333333333333], "y": [0.4]}, "i": {"x": [0.6666666666666666], "y": [0.9]}}, {"t": 20, "s": [150, 150]}]}},
        "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [80, 60]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 1, "k": [{"t": 5, "s": [0.2, 0.4, 1, 1], "o": {"x": [0], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 35, "s": [1, 0.4, 0.2, 1]}]}, "o": {"a": 1, "k": [{"t": 0, "s": [100], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 15, "s": [40]}]}}]}]}
      """
    let (document, notes) = try LottieImport.document(fromLottie: file)
    #expect(notes.isEmpty)
    let exported = try LottieExport.animation(
      for: document, choreography: "show", framesPerSecond: 30)
    let before = try LottieReading(file)
    let after = try LottieReading(exported.json)
    let layer: [Any] = ["layers", 0]
    for path in [
      ["ks", "r"], ["ks", "p", "x"], ["ks", "s"], ["shapes", 1, "c"], ["shapes", 1, "o"],
    ] as [[Any]] {
      let first = LottieReading.keyframes(before.value(layer + path))
      let second = LottieReading.keyframes(after.value(layer + path))
      #expect(first.count == second.count, "\(path)")
      for (one, two) in zip(first, second) {
        expectClose(one.frame, two.frame, absolute: 1e-9, "\(path)")
        #expect(zip(one.value, two.value).allSatisfy { isClose($0, $1, absolute: 1e-9) }, "\(path)")
        #expect(one.hold == two.hold, "\(path)")
        #expect((one.out == nil) == (two.out == nil), "\(path)")
        if let out = one.out, let into = one.into, let back = two.out, let backIn = two.into {
          expectClose(out.x, back.x, absolute: 1e-9, "\(path)")
          expectClose(out.y, back.y, absolute: 1e-9, "\(path)")
          expectClose(into.x, backIn.x, absolute: 1e-9, "\(path)")
          expectClose(into.y, backIn.y, absolute: 1e-9, "\(path)")
        }
      }
    }
    #expect(after.number(["op"]) == 46)
  }
}
