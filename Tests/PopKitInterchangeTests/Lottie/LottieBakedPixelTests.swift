// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import Testing

@testable import PopKitInterchange

/// Baked keyframes in the players' pixels: a spring and a path, which Lottie cannot carry but as
/// keyframes, found where their closed forms put them, frame by frame.
@Suite("Lottie baked springs and paths in real players", .needsLottiePlayers)
struct LottieBakedPixelTests {
  /// A red square springing 250 px right and a green one on a half circle, 1.5 s at 60 fps.
  static let document = """
    {"popkit": 1, "size": [400, 300], "choreographies": {"baked": {
      "targets": {
        "spring": {"x": 10, "y": 50, "width": 20, "height": 20, "color": "#FF0000"},
        "path": {"x": 80, "y": 180, "width": 20, "height": 20, "color": "#00CC00"}},
      "tracks": [
        {"target": "spring", "property": "x", "track": {"from": 0, "keyframes": [
          {"kind": "spring", "to": 250, "spring": {"stiffness": 120, "damping": 8}, "duration": 1.5}]}},
        {"target": "path", "property": "position",
         "track": {"path": "M0 0 A100 100 0 0 1 200 0", "duration": 1.5}}]}}}
    """

  @Test("Their centres are the closed forms' within 1 px", arguments: LottiePlayer.allCases)
  func centres(player: LottiePlayer) throws {
    let document = try MotionDocument(json: Self.document)
    let result = try LottieExport.animation(for: document, choreography: "baked")
    let frames = Array(0...90)
    let rendering = try LottiePlayer.render(lottie: result.json, frames: frames, player: player)
    // The spring: m x'' + c x' + k x = 0, m = 1, k = 120, c = 8, from 250 short of its target.
    let omega = 120.0.squareRoot()
    let zeta = 8 / (2 * omega)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    var worstSpring = 0.0
    var worstPath = 0.0
    for frame in frames {
      let time = Double(frame) / 60
      let measure = try #require(rendering.measure(frame: frame))
      let spring = try #require(measure.target(nearestRed: 1, green: 0, blue: 0))
      let springX =
        20 + 250 - 250 * exp(-zeta * omega * time)
        * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
      let springError = max(abs(spring.centerX - springX), abs(spring.centerY - 60))
      // The path: half a circle of radius 100 about (190, 190), over the top, at constant speed.
      let path = try #require(measure.target(nearestRed: 0, green: 0.8, blue: 0))
      let angle = Double.pi * (1 + time / 1.5)
      let pathX = 190 + 100 * cos(angle)
      let pathY = 190 + 100 * sin(angle)
      let pathError = hypot(path.centerX - pathX, path.centerY - pathY)
      worstSpring = max(worstSpring, springError)
      worstPath = max(worstPath, pathError)
      #expect(springError <= 1, "\(player) frame \(frame): spring at \(spring.center), \(springX)")
      #expect(
        pathError <= 1, "\(player) frame \(frame): path at \(path.center), \(pathX), \(pathY)")
    }
    print(
      "\(player) baked: spring centre within \(String(format: "%.3f", worstSpring)) px, path "
        + "within \(String(format: "%.3f", worstPath)) px over 91 frames; \(result.summary)")
  }
}
