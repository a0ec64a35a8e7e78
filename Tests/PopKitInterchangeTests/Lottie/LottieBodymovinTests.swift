// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

@Suite("Lottie import of a bodymovin file as After Effects writes it")
struct LottieBodymovinTests {
  /// An old-style bodymovin layer: 3-component vectors, `ix` indexes, scalar easings on a 1D
  /// property, an `e` end value and a last keyframe that has only its time.
  static let file = """
    {"v": "5.5.7", "fr": 25, "ip": 0, "op": 50, "w": 512, "h": 512, "nm": "Comp 1", "ddd": 0,
     "assets": [], "layers": [
      {"ddd": 0, "ind": 1, "ty": 4, "nm": "Shape Layer 1", "sr": 1,
       "ks": {"o": {"a": 0, "k": 100, "ix": 11},
              "r": {"a": 1, "k": [{"i": {"x": [0.833], "y": [0.833]}, "o": {"x": [0.167], "y": [0.167]}, "t": 0, "s": [0], "e": [180]}, {"t": 25}], "ix": 10},
              "p": {"a": 0, "k": [256, 256, 0], "ix": 2},
              "a": {"a": 0, "k": [0, 0, 0], "ix": 1},
              "s": {"a": 1, "k": [{"i": {"x": [0.667, 0.667, 0.667], "y": [1, 1, 1]}, "o": {"x": [0.333, 0.333, 0.333], "y": [0, 0, 0]}, "t": 10, "s": [100, 100, 100], "e": [50, 50, 100]}, {"t": 40}], "ix": 6}},
       "ao": 0,
       "shapes": [{"ty": "gr", "it": [
         {"d": 1, "ty": "rc", "s": {"a": 0, "k": [100, 50], "ix": 2}, "p": {"a": 0, "k": [0, 0], "ix": 3}, "r": {"a": 0, "k": 0, "ix": 4}, "nm": "Rectangle Path 1", "hd": false},
         {"ty": "fl", "c": {"a": 0, "k": [0.2, 0.6, 0.4, 1], "ix": 4}, "o": {"a": 0, "k": 100, "ix": 5}, "r": 1, "nm": "Fill 1", "hd": false},
         {"ty": "tr", "p": {"a": 0, "k": [0, 0], "ix": 2}, "a": {"a": 0, "k": [0, 0], "ix": 1}, "s": {"a": 0, "k": [100, 100], "ix": 3}, "r": {"a": 0, "k": 0, "ix": 6}, "o": {"a": 0, "k": 100, "ix": 7}, "sk": {"a": 0, "k": 0, "ix": 4}, "sa": {"a": 0, "k": 0, "ix": 5}, "nm": "Transform"}],
         "nm": "Rectangle 1", "np": 3, "cix": 2, "ix": 1, "mn": "ADBE Vector Group", "hd": false}],
       "ip": 0, "op": 50, "st": 0, "bm": 0}]}
    """

  @Test("It imports: the rectangle's rest, its rotation and scale, seconds by fr")
  func imports() throws {
    let (document, notes) = try LottieImport.document(fromLottie: Self.file)
    #expect(notes.isEmpty, "\(notes)")
    let choreography = try #require(document.choreographies["Comp 1"])
    let target = try #require(choreography.targets["Shape Layer 1"])
    #expect(target.x == 206 && target.y == 231 && target.width == 100 && target.height == 50)
    #expect(target.color == .color("#339966"))  // 0.2, 0.6, 0.4 are whole in 0…255
    let placements = try document.placements(ofChoreography: "Comp 1")
    #expect(placements.map(\.property) == ["scale", "rotation"])
    // Scale: from frame 10 to 40 at 25 fps, 1 → 0.5 on the curve (0.333, 0, 0.667, 1).
    expectClose(placements[0].at, 0.4, absolute: 1e-12)
    #expect(placements[0].track.segments.count == 1)
    #expect(
      placements[0].track.segments[0].shape
        == .linear(TimingCurve(x1: 0.333, y1: 0, x2: 0.667, y2: 1)))
    expectClose(placements[0].track.duration, 1.2, absolute: 1e-12)
    #expect(placements[0].track.value(at: 1.2) == [0.5])
    // Rotation: 0 → 180 over 1 s.
    #expect(placements[1].track.value(at: 1) == [180])
    // And it exports again, playing the same.
    let again = try LottieExport.animation(
      for: document, choreography: "Comp 1", framesPerSecond: 25)
    let lottie = try LottieReading(again.json)
    let rotation = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "r"]))
    #expect(rotation.map(\.frame) == [0, 25])
    // Its curve's controls lie on the diagonal, so it is the identity: written back as linear.
    #expect(rotation[0].out! == (0, 0) && rotation[0].into! == (1, 1))
  }
}
