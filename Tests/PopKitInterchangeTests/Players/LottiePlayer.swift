// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// A real Lottie player, run through `Scripts/players/lottie-measure` under the players' Python
/// (``PlayerEnvironment/python``), which renders frames and measures the shapes in the pixels.
///
/// Quirks met (rlottie-python 1.3.8, thorvg-python 1.1.3, measured with that script):
/// - Both hand back premultiplied RGBA; the script un-premultiplies (whole 0…255 channels). At a
///   fill opacity of 50 % (alpha 127/255 = 0.498) the straight channels carry about 1/255 of
///   rounding: a channel of 0.2 reads 0.196 in rlottie and 0.204 in thorvg.
/// - Frame counts: rlottie reports `op − ip + 1` total frames, thorvg `op − ip`. Frames are
///   counted from `ip` by both.
/// - Layer rotation: rlottie reads the layer transform's rotation only from `rz`, and ignores
///   `ks.r`; thorvg reads only `ks.r` and ignores `rz` on a 2D layer. A layer carrying both,
///   equal, rotates once in each; a group's `tr.r` rotates in both. A static `ks.r` written as
///   an array (`[30]`) makes rlottie draw nothing.
/// - rlottie loses a property whose LAST keyframe carries `o`/`i` tangents: it reads as zero (a
///   position keyframed so draws the shape about (0, 0), mostly off the canvas; "renders
///   nothing"). Leave `o`/`i` off the last keyframe.
/// - thorvg snaps the edges of axis-aligned rectangles to whole pixels: a 40.5 × 30.25 rectangle
///   centred at (100.3, 50.6) measures 41 × 31 centred at (100.5, 50.5), and centred at
///   (220, 50) 40 × 30; rlottie antialiases the edges (40.498 × 30.247 at (100.299, 50.593)).
///   Rotated edges are antialiased in both.
/// - Layer opacity (`ks.o`) 50 reads 0.490 in rlottie (125/255, about 1 % low) and 0.498 in
///   thorvg; fill opacity 50 reads 0.498 in both.
/// - Frames past the end show the last frame (both clamp).
/// - Time (an idle 2-core machine, `/usr/bin/time`): 3 frames of 300 × 100 take 0.08–0.10 s a
///   run in either player; 21 frames of 360 × 640 with a 320 × 200 target 0.45 s. Pillow does
///   the per-pixel work; ask for all the frames of a test in one call.
enum LottiePlayer: String, CaseIterable, Sendable {
  /// Samsung's rlottie (`rlottie-python`).
  case rlottie
  /// ThorVG (`thorvg-python`), its software canvas.
  case thorvg

  /// The script or the player failed.
  struct Failed: Error, CustomStringConvertible {
    /// What went wrong.
    let message: String

    var description: String { "lottie-measure: \(message)" }
  }

  /// The measuring script, found from this source file's place in the repository.
  static let script: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scripts/players/lottie-measure").path

  /// Renders `frames` of a Lottie file with `player` and measures them.
  ///
  /// - Parameters:
  ///   - json: The Lottie JSON.
  ///   - frames: Frame numbers, counted from the file's `ip`.
  ///   - player: Which player.
  ///   - timeout: Seconds before the script is killed.
  /// - Returns: What the player reports and what was measured in each frame.
  /// - Throws: ``PlayerMissing`` when the Python is missing (reachable only when required),
  ///   ``PlayerProcess/TimedOut``, or ``Failed``.
  static func render(
    lottie json: String, frames: [Int], player: LottiePlayer, timeout: Double = 120
  ) throws -> LottieRendering {
    let python = try PlayerEnvironment.requirePython()
    let frameList = frames.map(String.init).joined(separator: ",")
    let outcome = try PlayerProcess.run(
      python, [script, "--player", player.rawValue, "--frames", frameList, "-"],
      input: Data(json.utf8), timeout: timeout)
    guard outcome.status == 0 else {
      throw Failed(message: "exit status \(outcome.status): \(outcome.errors)")
    }
    let lines = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n")
    guard let headerLine = lines.first else { throw Failed(message: "no output") }
    let decoder = JSONDecoder()
    do {
      let header = try decoder.decode(LottieRendering.Header.self, from: Data(headerLine.utf8))
      let measures = try lines.dropFirst().map {
        try decoder.decode(LottieFrameMeasure.self, from: Data($0.utf8))
      }
      return LottieRendering(
        player: player, width: header.width, height: header.height, frameRate: header.frameRate,
        totalFrames: header.totalFrames, frames: measures)
    } catch {
      throw Failed(message: "output not understood: \(error)")
    }
  }
}

/// What a player rendered: its own view of the file, and each frame's measures.
struct LottieRendering {
  /// The player.
  let player: LottiePlayer
  /// The canvas width and height, px (the file's `w`, `h`).
  let width: Int
  /// The canvas height, px.
  let height: Int
  /// Frames per second as the player reports it (thorvg: total frames / duration, so ≈ `fr`).
  let frameRate: Double
  /// The total frame count as the player reports it: rlottie `op − ip + 1`, thorvg `op − ip`.
  let totalFrames: Double
  /// One measure per requested frame, in the order asked.
  let frames: [LottieFrameMeasure]

  /// The measure of one frame, if it was requested.
  ///
  /// - Parameter frame: The frame number.
  /// - Returns: Its measure.
  func measure(frame: Int) -> LottieFrameMeasure? {
    frames.first { $0.frame == frame }
  }

  /// The script's first line.
  struct Header: Decodable {
    let width: Int
    let height: Int
    let frameRate: Double
    let totalFrames: Double
  }
}

/// The shapes found in one rendered frame.
struct LottieFrameMeasure: Decodable {
  /// The frame number.
  let frame: Int
  /// One entry per distinct colour on the transparent canvas, most coverage first; empty when
  /// nothing was drawn.
  let targets: [LottieTargetMeasure]

  /// The target with the most coverage (the only one when a file draws one target).
  var largest: LottieTargetMeasure? { targets.first }

  /// The target whose colour is nearest to `red`, `green`, `blue` (0…1), for files that draw
  /// several targets of clearly different colours.
  ///
  /// - Parameters:
  ///   - red: Red, 0…1.
  ///   - green: Green, 0…1.
  ///   - blue: Blue, 0…1.
  /// - Returns: That target, or nil when nothing was drawn.
  func target(nearestRed red: Double, green: Double, blue: Double) -> LottieTargetMeasure? {
    targets.min { first, second in
      first.colorDistance(red, green, blue) < second.colorDistance(red, green, blue)
    }
  }
}

/// One target measured in the pixels (see `Scripts/players/lottie-measure`).
struct LottieTargetMeasure: Decodable {
  /// How many pixels have alpha > 0.
  let pixels: Int
  /// Left, top, right, bottom pixel edges of those pixels (right and bottom one past the last).
  let box: [Int]
  /// The alpha-weighted centroid, px (pixel centres at +0.5).
  let center: [Double]
  /// The coverage-weighted area, px² (sum of alpha / interior alpha).
  let area: Double
  /// The largest coverage along a row and along a column, px: an axis-aligned rectangle's width
  /// and height, antialiased edges counted by their coverage.
  let span: [Double]
  /// The mean straight-alpha colour of the interior pixels, [red, green, blue], 0…1.
  let color: [Double]
  /// The interior pixels' mean alpha, 0…1: the shape's opacity.
  let opacity: Double
  /// How many pixels are interior (every pixel within 2 px carries this target).
  let interiorPixels: Int

  /// The centre's x, px.
  var centerX: Double { center[0] }
  /// The centre's y, px.
  var centerY: Double { center[1] }
  /// The width of an axis-aligned rectangle, px.
  var width: Double { span[0] }
  /// The height of an axis-aligned rectangle, px.
  var height: Double { span[1] }

  /// The Euclidean distance of the colour to another, 0…1 channels.
  func colorDistance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
    ((color[0] - red) * (color[0] - red) + (color[1] - green) * (color[1] - green)
      + (color[2] - blue) * (color[2] - blue)).squareRoot()
  }
}
