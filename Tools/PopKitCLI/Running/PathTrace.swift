// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitShared

/// One frame of a path run: where the point is and which way it travels.
struct PathFrame: Equatable, Sendable {
  /// The frame number; 0 is the start frame.
  var frame: Int
  /// The frame's time, `frame / fps` seconds.
  var time: Double
  /// The point's x.
  var x: Double
  /// The point's y.
  var y: Double
  /// The direction of travel, degrees, unwrapped along the path.
  var direction: Double
  /// Whether the run reached the end on this frame.
  var done: Bool
}

/// Samples a ``PathTrack`` frame by frame, as `trace` samples an animation: frame N at time
/// N / fps, from frame 0 to the first frame at or after the duration (at the path's end).
enum PathTrace {
  /// The frames of a request, at most `maxFrames` of them.
  ///
  /// - Parameter request: The request.
  /// - Returns: The frames; the last is done unless the frame limit came first.
  static func frames(_ request: PathRequest) -> [PathFrame] {
    let track = request.track
    let orientation = track.orientation
    var frames: [PathFrame] = []
    for index in 0..<request.maxFrames {
      let time = Double(index) / request.fps
      let point = track.value(at: time)
      let done = time >= track.duration
      frames.append(
        PathFrame(
          frame: index, time: time, x: point.x, y: point.y,
          direction: orientation.value(at: time).degrees, done: done))
      if done { break }
    }
    return frames
  }

  /// The frames as CSV: `frame,time,x,y,direction,done`.
  ///
  /// - Parameter frames: The frames.
  /// - Returns: The CSV text, ending with a newline.
  static func csv(_ frames: [PathFrame]) -> String {
    var lines = [PathOptions.columns.joined(separator: ",")]
    for frame in frames {
      let numbers = [Double(frame.frame), frame.time, frame.x, frame.y, frame.direction]
      lines.append(
        numbers.map(JSONText.shortest).joined(separator: ",") + ",\(frame.done)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The run as JSON: the inputs, then `frames` with the CSV's keys.
  ///
  /// - Parameters:
  ///   - frames: The frames.
  ///   - request: The request.
  /// - Returns: The JSON text, ending with a newline.
  static func json(_ frames: [PathFrame], _ request: PathRequest) -> String {
    let curve = request.track.timingCurve
    let end = request.track.value(at: request.track.duration)
    let members: [(String, JSONValue)] = [
      ("kind", .string("path")), ("path", .string(request.data)),
      ("length", .number(request.track.path.length)),
      ("duration", .number(request.track.duration)),
      ("curve", CurveParser.json(curve, name: request.curveName)),
      ("fps", .number(request.fps)), ("target", .array([.number(end.x), .number(end.y)])),
      ("finished", .bool(frames.last?.done ?? false)),
      (
        "frames",
        .array(
          frames.map { frame in
            .object([
              ("frame", .number(Double(frame.frame))), ("time", .number(frame.time)),
              ("x", .number(frame.x)), ("y", .number(frame.y)),
              ("direction", .number(frame.direction)), ("done", .bool(frame.done)),
            ])
          })
      ),
    ]
    return JSONValue.object(members).pretty() + "\n"
  }

  /// The note for a run that hit the frame limit, or `nil`.
  static func unfinishedNote(_ frames: [PathFrame], _ request: PathRequest) -> String? {
    guard !(frames.last?.done ?? false) else { return nil }
    let seconds = NumberFormatting.rounded(
      Double(frames.count - 1) / request.fps, significantDigits: 4)
    return "note: the path did not reach its end within \(frames.count) frames (\(seconds) s, "
      + "--max-frames)"
  }
}
