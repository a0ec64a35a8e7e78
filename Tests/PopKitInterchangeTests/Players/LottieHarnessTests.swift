// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

/// The Lottie harness itself: a hand-made file with known geometry, rendered by both players.
@Suite(.needsLottiePlayers)
struct LottieHarnessTests {
  /// A hand-made Lottie file: one rectangle moving right.
  ///
  /// A 300 × 100 canvas at 10 fps, frames 0…10 (`op` 11): one shape layer, a 100 × 50 rectangle
  /// whose centre moves linearly from (50, 50) at frame 0 to (150, 50) at frame 10, filled
  /// (0.2, 0.4, 1) at fill opacity 100, held to 50 from frame 6. The last position keyframe has
  /// no `o`/`i` (rlottie drops the property otherwise).
  static let movingRectangle = """
    {"v": "5.7.0", "w": 300, "h": 100, "fr": 10, "ip": 0, "op": 11, "layers": [
      {"ty": 4, "ind": 1, "nm": "card", "ip": 0, "op": 11, "st": 0,
       "ks": {"a": {"a": 0, "k": [0, 0]},
              "p": {"a": 1, "k": [
                {"t": 0, "s": [50, 50], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                {"t": 10, "s": [150, 50]}]},
              "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
       "shapes": [
         {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 50]}, "r": {"a": 0, "k": 0}},
         {"ty": "fl", "c": {"a": 0, "k": [0.2, 0.4, 1, 1]},
          "o": {"a": 1, "k": [{"t": 0, "s": [100], "h": 1}, {"t": 6, "s": [50]}]}}]}]}
    """

  @Test(arguments: LottiePlayer.allCases)
  func movingRectangleIsMeasured(player: LottiePlayer) throws {
    let started = Date()
    let rendering = try LottiePlayer.render(
      lottie: Self.movingRectangle, frames: [0, 5, 10], player: player)
    print("\(player) 3 frames: \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
    #expect(rendering.width == 300 && rendering.height == 100)
    // ip 0, op 11: rlottie counts op − ip + 1, thorvg op − ip.
    #expect(rendering.totalFrames == (player == .rlottie ? 12 : 11))
    expectClose(rendering.frameRate, 10, absolute: 1e-3)
    for frame in [0, 5, 10] {
      let measure = try #require(rendering.measure(frame: frame)?.largest, "frame \(frame) empty")
      let centerX = 50 + 100 * Double(frame) / 10
      expectClose(
        measure.centerX, centerX, absolute: 1, "\(player) frame \(frame) x \(measure.centerX)")
      expectClose(measure.centerY, 50, absolute: 1, "\(player) frame \(frame) y \(measure.centerY)")
      expectClose(measure.width, 100, absolute: 1)
      expectClose(measure.height, 50, absolute: 1)
      #expect(
        measure.colorDistance(0.2, 0.4, 1) <= 0.01, "\(player) frame \(frame) \(measure.color)")
      let opacity = frame >= 6 ? 0.5 : 1
      expectClose(
        measure.opacity, opacity, absolute: 0.01, "\(player) frame \(frame) \(measure.opacity)")
    }
  }

  /// The layer-rotation quirk and its cure.
  ///
  /// rlottie rotates a layer by `ks.rz` only, thorvg by `ks.r` only; a layer with both (equal) turns 30° in both. The 100 × 50 rectangle turned 30°
  /// has a bounding box of 100 cos 30° + 50 sin 30° = 111.6 by 100 sin 30° + 50 cos 30° = 93.3.
  @Test(arguments: LottiePlayer.allCases)
  func layerRotationWithBothKeysTurnsInBothPlayers(player: LottiePlayer) throws {
    let rotated = Self.movingRectangle.replacingOccurrences(
      of: "\"r\": {\"a\": 0, \"k\": 0}, \"o\"",
      with: "\"r\": {\"a\": 0, \"k\": 30}, \"rz\": {\"a\": 0, \"k\": 30}, \"o\"")
    try #require(rotated != Self.movingRectangle)
    let measure = try #require(
      LottiePlayer.render(lottie: rotated, frames: [5], player: player).frames.first?.largest)
    let angle = 30 * Double.pi / 180
    let boxWidth = Double(measure.box[2] - measure.box[0])
    let boxHeight = Double(measure.box[3] - measure.box[1])
    expectClose(
      boxWidth, 100 * cos(angle) + 50 * sin(angle), absolute: 2, "\(player) \(measure.box)")
    expectClose(
      boxHeight, 100 * sin(angle) + 50 * cos(angle), absolute: 2, "\(player) \(measure.box)")
    expectClose(measure.area, 5000, absolute: 50)
    expectClose(measure.centerX, 100, absolute: 1)
    expectClose(measure.centerY, 50, absolute: 1)
  }
}
