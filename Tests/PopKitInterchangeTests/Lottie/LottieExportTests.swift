// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

/// A one-target document: `card` at (40, 100), 80 × 60, blue, on a 400 × 300 stage.
func lottieDocument(_ tracks: String) throws -> MotionDocument {
  try MotionDocument(
    json: """
      {"popkit": 1, "size": [400, 300], "choreographies": {"show": {
        "targets": {"card": {"x": 40, "y": 100, "width": 80, "height": 60, "color": "#3366FF"}},
        "tracks": [\(tracks)]}}}
      """)
}

/// Exports the one-target document and reads it back.
func lottieExport(
  _ tracks: String, framesPerSecond: Double = 60
) throws -> (LottieExport.Result, LottieReading) {
  let result = try LottieExport.animation(
    for: try lottieDocument(tracks), choreography: "show", framesPerSecond: framesPerSecond)
  return (result, try LottieReading(result.json))
}

@Suite("Lottie export: the rules")
struct LottieExportTests {
  @Test("The header: fr, ip 0, op one past the frame that shows the final state, w and h")
  func header() throws {
    let track =
      #"{"target": "card", "property": "rotation", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 90, "duration": 1.2}]}}"#
    let (_, lottie) = try lottieExport(track, framesPerSecond: 30)
    #expect(lottie.number(["fr"]) == 30)
    #expect(lottie.number(["ip"]) == 0)
    #expect(lottie.number(["op"]) == 37)  // 1.2 s × 30 = frame 36 shows 90°
    #expect(lottie.number(["w"]) == 400)
    #expect(lottie.number(["h"]) == 300)
    let uneven = track.replacingOccurrences(of: "1.2}", with: "1.01}")
    #expect(try lottieExport(uneven, framesPerSecond: 30).1.number(["op"]) == 32)  // 30.3 → 31
  }

  @Test("One shape layer per target: a rectangle of its size centred on the anchor, its fill")
  func layer() throws {
    let (_, lottie) = try lottieExport("")
    let layer: [Any] = ["layers", 0]
    #expect(lottie.number(layer + ["ty"]) == 4)
    #expect(lottie.value(layer + ["nm"]) == .string("card"))
    #expect(lottie.value(layer + ["shapes", 0, "ty"]) == .string("rc"))
    #expect(lottie.value(layer + ["shapes", 0, "s", "k"]) == .array([.number(80), .number(60)]))
    #expect(lottie.value(layer + ["shapes", 0, "p", "k"]) == .array([.number(0), .number(0)]))
    #expect(lottie.value(layer + ["shapes", 1, "ty"]) == .string("fl"))
    let blue = [0x33, 0x66, 0xFF, 0xFF].map { JSONValue.number(Double($0) / 255) }
    #expect(lottie.value(layer + ["shapes", 1, "c", "k"]) == .array(blue))
    #expect(lottie.value(layer + ["ks", "a", "k"]) == .array([.number(0), .number(0)]))
    // The centre: 40 + 80 / 2, 100 + 60 / 2.
    #expect(lottie.number(layer + ["ks", "p", "x", "k"]) == 80)
    #expect(lottie.number(layer + ["ks", "p", "y", "k"]) == 130)
    #expect(lottie.value(layer + ["ks", "p", "s"]) == .bool(true))
  }

  @Test("A linear segment is one keyframe whose easing is its curve")
  func linearSegment() throws {
    let (result, lottie) = try lottieExport(
      #"{"target": "card", "property": "rotation", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 90, "duration": 0.5, "curve": [0.2, 0, 0, 1]}]}}"#
    )
    let keyframes = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "r"]))
    #expect(keyframes.count == 2)
    #expect(keyframes.map(\.frame) == [0, 30])
    #expect(keyframes.map(\.value) == [[0], [90]])
    #expect(keyframes[0].out! == (0.2, 0) && keyframes[0].into! == (0, 1))
    #expect(keyframes[1].out == nil && keyframes[1].into == nil)
    #expect(result.keyframeCount == 2)
    #expect(result.bakedKeyframeCount == 0)
  }

  @Test("A cubic segment is one keyframe with the Hermite slopes at thirds: exact")
  func cubicSegment() throws {
    let (_, lottie) = try lottieExport(
      #"{"target": "card", "property": "opacity", "track": {"from": 1, "keyframes": [{"kind": "cubic", "to": 0.4, "duration": 0.5, "startVelocity": -2, "endVelocity": 0.5}]}}"#
    )
    let keyframes = LottieReading.keyframes(lottie.value(["layers", 0, "shapes", 1, "o"]))
    #expect(keyframes.count == 2)
    // Fill opacity in percent: Δv = -60, slopes -200 and 50 per second, Δt = 0.5.
    let outY = -200 * 0.5 / (3 * -60.0)
    let inY = 1 - 50 * 0.5 / (3 * -60.0)
    // Numbers print with 12 significant digits (finding 24): within half a unit of the twelfth.
    expectClose(keyframes[0].out!.x, 1.0 / 3, absolute: 5e-13)
    expectClose(keyframes[0].out!.y, outY, absolute: 1e-12)
    expectClose(keyframes[0].into!.x, 2.0 / 3, absolute: 5e-13)
    expectClose(keyframes[0].into!.y, inY, absolute: 5e-12)
    // The curve played is the Hermite cubic itself.
    for step in 0...60 {
      let time = 0.5 * Double(step) / 60
      let s = time / 0.5
      let hermite =
        (2 * s * s * s - 3 * s * s + 1) * 100 + (s * s * s - 2 * s * s + s) * 0.5 * -200
        + (-2 * s * s * s + 3 * s * s) * 40 + (s * s * s - s * s) * 0.5 * 50
      let played = LottieReading.evaluate(keyframes, atFrame: time * 60)[0]
      expectClose(played, hermite, absolute: 1e-9)
    }
  }

  @Test("A cubic that ends where it starts is split at its middle, still exact")
  func cubicWithoutChange() throws {
    let (_, lottie) = try lottieExport(
      #"{"target": "card", "property": "rotation", "track": {"from": 10, "keyframes": [{"kind": "cubic", "to": 10, "duration": 0.4, "startVelocity": 60, "endVelocity": 60}]}}"#
    )
    let keyframes = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "r"]))
    // This cubic passes 10 at its middle too, so each half is split again: quarters.
    #expect(keyframes.count == 5)
    #expect(keyframes.enumerated().allSatisfy { isClose($1.frame, 6 * Double($0), absolute: 1e-9) })
    for step in 0...48 {
      let s = Double(step) / 48
      let hermite = 10 + (s * s * s - 2 * s * s + s) * 0.4 * 60 + (s * s * s - s * s) * 0.4 * 60
      expectClose(LottieReading.evaluate(keyframes, atFrame: s * 24)[0], hermite, absolute: 1e-9)
    }
  }

  @Test("A jump is a hold of the value before and a keyframe of the value after at one frame")
  func jump() throws {
    let (_, lottie) = try lottieExport(
      #"{"target": "card", "property": "rotation", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 30, "duration": 0.5}, {"kind": "move", "to": 10}, {"kind": "linear", "to": 0, "duration": 0.5}]}}"#
    )
    let keyframes = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "r"]))
    #expect(keyframes.map(\.frame) == [0, 30, 30, 60])
    #expect(keyframes.map(\.value) == [[0], [30], [10], [0]])
    #expect(keyframes.map(\.hold) == [false, true, false, false])
    expectClose(LottieReading.evaluate(keyframes, atFrame: 29.5)[0], 29.5, absolute: 1e-9)
    #expect(LottieReading.evaluate(keyframes, atFrame: 30)[0] == 10)
  }

  @Test("A track placed later holds its first value until its start")
  func timeOffset() throws {
    let (_, lottie) = try lottieExport(
      #"{"target": "card", "property": "rotation", "at": 0.25, "track": {"from": 5, "keyframes": [{"kind": "linear", "to": 20, "duration": 0.5}]}}"#
    )
    let keyframes = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "r"]))
    // The first keyframe at the track's start: a Lottie property holds it before.
    #expect(keyframes.map(\.frame) == [15, 45])
    #expect(keyframes.map(\.value) == [[5], [20]])
    #expect(LottieReading.evaluate(keyframes, atFrame: 0) == [5])
  }

  @Test("Opacity and colour go into the fill: opacity × the colour's alpha, in percent")
  func fill() throws {
    let (_, lottie) = try lottieExport(
      #"{"target": "card", "property": "opacity", "track": {"from": 1, "keyframes": [{"kind": "linear", "to": 0, "duration": 1}]}}, {"target": "card", "property": "color", "track": {"from": [1, 0, 0, 0.5], "keyframes": [{"kind": "linear", "to": [0, 0, 1, 0.5], "duration": 1, "curve": "easeIn"}]}}"#
    )
    #expect(lottie.number(["layers", 0, "ks", "o", "k"]) == 100)
    let opacity = LottieReading.keyframes(lottie.value(["layers", 0, "shapes", 1, "o"]))
    #expect(opacity.map(\.value) == [[50], [0]])
    let color = LottieReading.keyframes(lottie.value(["layers", 0, "shapes", 1, "c"]))
    #expect(color.map(\.value) == [[1, 0, 0, 1], [0, 0, 1, 1]])
    #expect(color[0].out! == (0.42, 0) && color[0].into! == (1, 1))
  }

  @Test("x and a position offset feeding one axis are merged within 0.1 % of the range")
  func mergedPosition() throws {
    let (result, lottie) = try lottieExport(
      #"{"target": "card", "property": "x", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 100, "duration": 1, "curve": "easeInEaseOut"}]}}, {"target": "card", "property": "position", "at": 0.5, "track": {"from": [0, 0], "keyframes": [{"kind": "linear", "to": [50, 20], "duration": 1}]}}"#
    )
    let x = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "p", "x"]))
    var worst = 0.0
    for step in 0...900 {
      let time = 1.5 * Double(step) / 900
      let eased = TimingCurve.easeInEaseOut.value(at: min(time, 1))
      let expected = 80 + 100 * eased + 50 * min(max(time - 0.5, 0), 1)
      worst = max(worst, abs(LottieReading.evaluate(x, atFrame: time * 60)[0] - expected))
    }
    #expect(worst <= 0.001 * 150)
    #expect(result.worstError <= 0.001)
    #expect(result.bakedKeyframeCount > 0)
  }

  @Test("Lottie cannot carry a property of the user's own; a bad frame rate is refused")
  func errors() throws {
    let own =
      #"{"target": "card", "property": "blur", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1}]}}"#
    #expect {
      try lottieExport(own)
    } throws: { error in
      (error as? MotionDocumentError)?.place == "choreographies.show.tracks[0].property"
    }
    #expect(throws: MotionDocumentError(place: "fps", rule: "must be > 0")) {
      try lottieExport("", framesPerSecond: 0)
    }
    #expect(throws: MotionDocumentError.self) {
      try LottieExport.animation(for: try lottieDocument(""), choreography: "nope")
    }
  }

  @Test("No property's last keyframe carries o/i, and none is animated with one keyframe")
  func lastKeyframes() throws {
    let document = try MotionDocument(json: LottieFixtures.showcase)
    let result = try LottieExport.animation(for: document, choreography: "show")
    let lottie = try LottieReading(result.json)
    var animated = 0
    func visit(_ value: JSONValue) {
      switch value {
      case .object(let members):
        if let a = members.first(where: { $0.0 == "a" })?.1, a == .number(1),
          case .array(let keyframes)? = members.first(where: { $0.0 == "k" })?.1
        {
          animated += 1
          #expect(keyframes.count >= 2)
          #expect(LottieReading.value(keyframes[keyframes.count - 1], ["o"]) == nil)
          #expect(LottieReading.value(keyframes[keyframes.count - 1], ["i"]) == nil)
        }
        for member in members { visit(member.1) }
      case .array(let items):
        for item in items { visit(item) }
      default: break
      }
    }
    visit(lottie.root)
    #expect(animated == 7)  // x, y, scale, rotation (as r and rz), colour, opacity
  }
}
