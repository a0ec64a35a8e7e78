// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

/// The Lottie export played by real players: rlottie and thorvg render it, and the target found
/// in the pixels is where PopKit puts it, its size, opacity and colour.
///
/// Players' conventions met here (see `LottiePlayer`): frames are counted from `ip`; rlottie
/// reports `op − ip + 1` frames and thorvg `op − ip`, and both show frame `n` at time `n / fr`;
/// both hand back premultiplied pixels, which `lottie-measure` un-premultiplies (so colours are
/// good to about 1/255 ÷ opacity); thorvg snaps axis-aligned rectangle edges to whole pixels.
@Suite("Lottie export in real players", .needsLottiePlayers)
@MainActor
struct LottiePlayerTests {
  /// The worst differences between a player's pixels and PopKit.
  struct Worst: CustomStringConvertible {
    var centre = 0.0
    var size = 0.0
    var opacity = 0.0
    var color = 0.0
    var description: String {
      String(
        format: "centre %.3f px, size %.3f px, opacity %.4f, colour %.4f", centre, size, opacity,
        color)
    }
  }

  @Test(
    "The showcase played by a Choreography on a stand-in equals each player's pixels",
    arguments: LottiePlayer.allCases)
  func showcase(player: LottiePlayer) throws {
    let framesPerSecond = 30.0
    let document = try MotionDocument(json: LottieFixtures.showcase)
    let result = try LottieExport.animation(
      for: document, choreography: "show", framesPerSecond: framesPerSecond)
    let lottie = try LottieReading(result.json)
    let endFrame = Int(try #require(lottie.number(["op"])))
    let frames = Array(0..<endFrame)
    #expect(frames.count >= 20)
    let started = Date()
    let rendering = try LottiePlayer.render(lottie: result.json, frames: frames, player: player)
    let seconds = Date().timeIntervalSince(started)
    #expect(rendering.totalFrames == Double(player == .rlottie ? endFrame + 1 : endFrame))

    // PopKit's side: the document's choreography on a stand-in, under a manual clock.
    let card = LottieStandIn()
    card.color = SIMD4(0x33 / 255.0, 0x66 / 255.0, 1, 1)
    let choreography = try document.choreography(named: "show") { _, property in
      card.binding(property)
    }
    let clock = ManualClock(startTime: 0)
    let animator = Animator(clock: clock)
    let playing = animator.play(choreography)
    var worst = Worst()
    for frame in frames {
      let time = Double(frame) / framesPerSecond
      clock.advance(to: time)
      expectClose(playing.time, min(time, choreography.duration), absolute: 1e-9)
      let measure = try #require(
        rendering.measure(frame: frame)?.largest, "\(player) drew nothing at frame \(frame)")
      // The rest centre (80, 130) plus the path's offset.
      let centre = (x: 80 + card.position.x, y: 130 + card.position.y)
      let centreError = max(abs(measure.centerX - centre.x), abs(measure.centerY - centre.y))
      // The size: the row and column spans when upright; from the area when turned.
      let sizeError: Double
      if card.rotation == 0 {
        sizeError = max(
          abs(measure.width - 80 * card.scale), abs(measure.height - 60 * card.scale))
      } else {
        sizeError = 80 * abs((measure.area / 4800).squareRoot() - card.scale)
      }
      let opacityError = abs(measure.opacity - card.opacity * card.color[3])
      let colorError = (0..<3).map { abs(measure.color[$0] - card.color[$0]) }.max() ?? 0
      worst.centre = max(worst.centre, centreError)
      worst.size = max(worst.size, sizeError)
      worst.opacity = max(worst.opacity, opacityError)
      worst.color = max(worst.color, colorError)
      #expect(centreError <= 1, "\(player) frame \(frame): centre \(measure.center) \(centre)")
      #expect(sizeError <= 1, "\(player) frame \(frame): size \(sizeError)")
      #expect(opacityError <= 0.01, "\(player) frame \(frame): opacity \(measure.opacity)")
      // 1 % and the pixels' own 8 bits: rlottie floors each channel to 8 bits, then floors the
      // premultiplied one (blue 0.8933 at opacity 0.686 reads 0.8824), so a channel carries up to
      // 1/255 ÷ opacity more than thorvg's rounding.
      let colorBound = 0.01 + 1 / (255 * max(card.opacity, 0.01))
      #expect(colorError <= colorBound, "\(player) frame \(frame): colour \(measure.color)")
    }
    print(
      "\(player): \(frames.count) frames in \(String(format: "%.2f", seconds)) s; worst \(worst); "
        + result.summary)
  }

  @Test(
    "import → export of a Lottie file plays the same in the same player",
    arguments: LottiePlayer.allCases)
  func importedFilePlaysTheSame(player: LottiePlayer) throws {
    let file = LottieHarnessTests.movingRectangle
    let (document, _) = try LottieImport.document(fromLottie: file)
    let name = try #require(document.choreographyNames.first)
    let exported = try LottieExport.animation(
      for: document, choreography: name, framesPerSecond: 10)
    let frames = Array(0...10)
    let original = try LottiePlayer.render(lottie: file, frames: frames, player: player)
    let again = try LottiePlayer.render(lottie: exported.json, frames: frames, player: player)
    for frame in frames {
      let first = try #require(original.measure(frame: frame)?.largest)
      let second = try #require(again.measure(frame: frame)?.largest)
      expectClose(first.centerX, second.centerX, absolute: 1e-6)
      expectClose(first.centerY, second.centerY, absolute: 1e-6)
      #expect(first.span == second.span && first.color == second.color)
      #expect(first.opacity == second.opacity, "\(player) frame \(frame)")
    }
  }
}
