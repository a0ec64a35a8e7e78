// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitShared

/// What `trace path` and `plot path` run: a ``PathTrack`` and how it is sampled.
struct PathRequest: Sendable {
  /// The path data as given.
  var data: String
  /// The track: the path, the duration and the curve.
  var track: PathTrack
  /// The curve's name or control points as given (`linear` by default).
  var curveName: String
  /// Frames per second.
  var fps: Double
  /// The most frames to sample, frame 0 included.
  var maxFrames: Int
}

/// The flags of `trace path` and `plot path`, and how they become a ``PathRequest``.
enum PathOptions {
  /// `--path`: SVG path data, read by ``MotionPath/init(svg:)``.
  static let path = Option(
    "path", value: "DATA", reading: .text,
    help: "Path (required): SVG path data, M L H V C S Q T A Z, absolute or relative, as "
      + "drawing tools write it (\"M0,0 C80,-200 240,-200 320,0\"). With --duration (required, "
      + "seconds) and --curve (default linear: constant speed along the path).")

  /// The columns `trace path` prints: frame, time, the point, the direction of travel in
  /// degrees (unwrapped along the path), done.
  static let columns = ["frame", "time", "x", "y", "direction", "done"]

  /// Reads a path request, refusing flags a path does not use.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line; its kind is `path`.
  ///   - allowed: The flags the command accepts for a path besides the path's own.
  ///   - all: Every flag of the command.
  ///   - fps: The command's `--fps`.
  /// - Returns: The request.
  /// - Throws: ``CLIError/usage(_:)`` naming the first flag that is wrong; for path data that
  ///   cannot be read, `--path` with the offset and what was expected there.
  static func request(
    from arguments: ParsedArguments, allowed: [any Flag], all: [any Flag], fps: Option<Double>
  ) throws(CLIError) -> PathRequest {
    let own: [any Flag] = [
      path, MotionOptions.duration, MotionOptions.curve, fps,
      MotionOptions.maxFrames,
    ]
    let notFor = all.filter { flag in !(own + allowed).contains { $0.name == flag.name } }
    if let flag = arguments.given(among: notFor).first {
      throw .usage("\(flag) is not used by path animations; see --help")
    }
    guard let data = try arguments[path] else {
      throw .usage("path needs \(path.synopsis), the SVG path data to move along; see --help")
    }
    let motionPath: MotionPath
    do {
      motionPath = try MotionPath(svg: data)
    } catch {
      throw .usage(
        "\(path.flag) cannot be read at offset \(error.offset) (of \(data.count) characters): "
          + "expected \(error.message)")
    }
    guard let duration = try arguments.valueIfGiven(MotionOptions.duration) else {
      throw .usage(
        "path needs \(MotionOptions.duration.synopsis), the seconds the motion takes")
    }
    let curve = try arguments.valueIfGiven(MotionOptions.curve)
    let maxFrames = try arguments[MotionOptions.maxFrames]
    let values = maxFrames * 3
    guard values <= MotionOptions.maximumValues else {
      throw .usage(
        "\(MotionOptions.maxFrames.flag) \(maxFrames) × 3 columns is \(values) values; at most "
          + "\(MotionOptions.maximumValues) (lower \(MotionOptions.maxFrames.flag))")
    }
    return PathRequest(
      data: data,
      track: PathTrack(along: motionPath, duration: duration, timingCurve: curve?.curve ?? .linear),
      curveName: curve?.name ?? "linear", fps: try arguments[fps], maxFrames: maxFrames)
  }

  /// Refuses `--path` for a kind other than `path`.
  ///
  /// - Parameter arguments: The parsed command line, of another kind.
  /// - Throws: ``CLIError/usage(_:)`` when `--path` was given.
  static func refuse(_ arguments: ParsedArguments) throws(CLIError) {
    guard arguments.contains(path) else { return }
    let kind = arguments.positionals.first ?? "spring"
    throw .usage("\(path.flag) is not used by \(kind) animations; it is for path")
  }
}
