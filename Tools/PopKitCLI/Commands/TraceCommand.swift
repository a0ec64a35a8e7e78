// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// `popkit trace`: runs an animation through the real animator and prints every frame.
enum TraceCommand: Command {
  static let name = "trace"

  static let summary = "Run an animation frame by frame; print each frame as CSV or JSON."

  static let usage = [
    "popkit trace [spring] [spring model flags] [--from V] [--to V] [--velocity V] [flags]",
    "popkit trace decay --velocity V [--from V] [--deceleration D] [--bounds L,U] [flags]",
    "popkit trace basic [--from V] [--to V] [--duration D] [--curve C] [flags]",
    "popkit trace keyframes --track T [--from V] [spring model flags] [flags]",
    "popkit trace path --path DATA --duration D [--curve C] [--fps N] [--max-frames N] "
      + "[--format F]",
    "popkit trace DOCUMENT --choreography NAME [--script S] [--reduced-motion] [--fps N] "
      + "[--max-frames N] [--format F]",
  ]

  static let discussion = """
    Runs the animation through PopKit's Animator, rendering frame N at time N / fps, from the \
    start frame (frame 0, time 0) until the animation is done, and prints one row per frame: \
    frame, time (s), value (units), velocity (units/s) and done. Vectors of 2 to 4 components \
    (--from 0,0 --to 100,50) print value0, value1, … and velocity0, velocity1, …. Numbers are \
    printed in their shortest form that reads back exactly. On the frame that finishes, the \
    value is the target and the velocity 0. The animation kind defaults to spring, and the \
    spring to pop's default (\(SpringModelFlags.popDefault.label)). A decay with --bounds L,U \
    follows the free decay until a component meets a bound, then a critically damped spring \
    (0.4 s) that carries it a little past the bound with the velocity it met it with and \
    brings it back to rest on it; JSON lists each crossing's time and velocity. Keyframes play \
    a --track of segments one after another (a KeyframeAnimation), continuous in value and \
    velocity, from --from (default \(MotionOptions.from.defaultText)) \
    and end at the track's duration on its last value: \
    --track "spring:1;cubic:0.4@0.3;linear:0@0.2" springs to 1 until settled, then moves \
    along a Catmull-Rom cubic to 0.4 in 0.3 s, then linearly to 0 in 0.2 s. A path moves a \
    point along SVG path data (a PathTrack) in --duration seconds, at constant speed unless \
    --curve eases it, and prints frame, time, x, y, direction (of travel, degrees, unwrapped \
    along the path) and done; path data that cannot be read names the offset of the first \
    character that cannot be read and what was expected there. With --choreography, the \
    positional is a motion document (or - for standard input): its choreography plays on a \
    ChoreographyPlayer under --script (default "0:play"), each command given just before the \
    first frame at or after its time, several at one time in the order written; the run \
    ends on the first frame after which the player is at rest and no command is left. CSV \
    prints one line per frame and property: frame, time, target, property, value0… and \
    velocity0… (units per second, the player's: its tracks' velocity times how fast its time \
    moves; 0 on a frame it does not write), a property of fewer components leaving the rest \
    of its cells empty; before the player first writes, a property holds its value at time 0. \
    JSON prints {"frames": [{"frame", "time", "properties": [{"target", "property", "value", \
    "velocity"}]}], "finished": "end", "start" or null} (the end the player rests at).
    """

  /// The motion flags, `--fps` defaulting to 60.
  static let motion = MotionOptions(defaultFPS: 60)

  /// What `--format` prints.
  enum Format: String, CaseIterable, Sendable {
    /// One row per frame.
    case csv
    /// One object with the inputs and the frames.
    case json
  }

  /// `--format`.
  static let format = Option(
    "format", value: "F", default: Format.csv, reading: .choice(of: Format.self, joinedBy: " or "),
    help: "\(.range). Default \(.default).")

  /// `--choreography`: the document's choreography to play.
  static let choreography = Option(
    "choreography", value: "NAME", reading: .text,
    help: "A choreography of the motion document DOCUMENT to play (required for a "
      + "document).")

  /// `--script`: the commands to the choreography's player.
  static let script = Option(
    "script", value: "S", reading: .text,
    help: "Commands to the player, TIME:COMMAND separated by ';' (TIME in animator seconds, "
      + "never earlier than the previous command's): play, pause, reverse, stop, seek T "
      + "(seconds), progress P, rate R, release start|end|nearest [VELOCITY] (progress/s). "
      + "Default \"0:play\".")

  /// `--reduced-motion`: the choreography's animator reduces motion.
  static let reducedMotion = Option(
    "reduced-motion",
    help: "Play on an animator that reduces motion (Animator.reducesMotion): a choreography "
      + "with a reduced variant (\"reduced\" in the document) plays it instead; one without "
      + "jumps to its end.")

  static let optionGroups = [
    OptionGroup(title: "Motion", options: motion.valueOptions),
    OptionGroup(title: "Decay and basic", options: MotionOptions.kindOptions),
    OptionGroup(title: "Keyframes", options: [MotionOptions.track]),
    OptionGroup(title: "Path", options: [PathOptions.path]),
    OptionGroup(title: "Choreography", options: [choreography, script, reducedMotion]),
    OptionGroup(
      title: "Spring model (one of them; --duration with --bounce is SwiftUI's)",
      options: SpringModelFlags.springOnlyOptions),
    OptionGroup(title: "Output", options: [format]),
  ]

  static let examples = [
    "popkit trace --bounciness 12 --speed 8 --from 0 --to 100 --threshold 1",
    "popkit trace spring --duration 0.5 --bounce 0.3 --from 0,0 --to 100,50 --format json",
    "popkit trace decay --velocity 1000 --threshold 1",
    "popkit trace decay --velocity 3000 --bounds 0,500",
    "popkit trace basic --duration 0.3 --curve easeOut --fps 120",
    "popkit trace keyframes --track \"spring:1;cubic:0.4@0.3;linear:0@0.2/easeOut\"",
    "popkit trace path --path \"M0,0 C80,-200 240,-200 320,0\" --duration 1 --fps 30",
    "popkit trace docs/motion.json --choreography open --script \"0:play; 0.3:release start 0\"",
  ]

  static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
    let parsed = try ArgumentParser.parse(arguments, options: options, maximumPositionals: 1)
    let format = try parsed[Self.format]
    if parsed.contains(choreography) { return try ChoreographyTraceCommand.run(parsed, format) }
    if let flag = parsed.given(among: [script, reducedMotion]).first {
      throw .usage("\(flag) is for a choreography; give DOCUMENT --choreography NAME")
    }
    if parsed.positionals.first == "path" { return try tracePath(parsed, format: format) }
    try PathOptions.refuse(parsed)
    let request = try motion.request(from: parsed)
    let trace = TraceRunner.run(request)
    var output = CommandOutput()
    if format == .csv {
      output.standardOutput = TraceTable.csv(trace, componentCount: request.componentCount)
    } else {
      output.standardOutput = TraceTable.json(
        trace, inputs: inputs(request, trace), componentCount: request.componentCount)
    }
    output.notes += jumpNotes(request)
    if let note = unfinishedNote(request, trace) { output.notes.append(note) }
    return output
  }

  /// `trace path`: the frames of a path track.
  ///
  /// - Parameters:
  ///   - parsed: The parsed command line, of kind `path`.
  ///   - format: CSV or JSON.
  /// - Returns: The frames, and a note when the frame limit came first.
  /// - Throws: ``CLIError/usage(_:)`` naming the first flag that is wrong.
  private static func tracePath(
    _ parsed: ParsedArguments, format: Format
  ) throws(CLIError) -> CommandOutput {
    let request = try PathOptions.request(
      from: parsed, allowed: [Self.format], all: options, fps: motion.fps)
    let frames = PathTrace.frames(request)
    var output = CommandOutput()
    output.standardOutput =
      format == .csv ? PathTrace.csv(frames) : PathTrace.json(frames, request)
    if let note = PathTrace.unfinishedNote(frames, request) { output.notes.append(note) }
    return output
  }

  /// Notes for timed steps too short to compute with, which jump instead: a basic run shorter
  /// than a nanosecond, and track segments that take time but whose speed would not be finite.
  ///
  /// - Parameter request: The request.
  /// - Returns: One line for standard error per step that jumps.
  static func jumpNotes(_ request: MotionRequest) -> [String] {
    if request.kind == .basic, request.duration < 1e-9 {
      return [
        "note: --duration \(JSONText.shortest(request.duration)) s is shorter than a "
          + "nanosecond; the run jumps to its end"
      ]
    }
    guard let track = request.track else { return [] }
    // The track leaves out a segment it could not compute with, so it adds no time.
    let ends = track.boundaries(from: request.from) + [request.duration]
    return track.segments.indices.compactMap { index in
      let segment = track.segments[index]
      let start = index == 0 ? 0 : ends[index - 1]
      guard segment.kind != .move, let duration = segment.duration, duration > 0,
        ends[index] == start
      else { return nil }
      return "note: --track segment \(index + 1) '\(segment.text)' is too short for its move "
        + "(its speed would be beyond the range of numbers); it jumps"
    }
  }

  /// The note for a run that hit the frame limit, or `nil`.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - trace: Its run.
  ///   - label: The run's legend label when a chart draws several springs; empty for one.
  /// - Returns: One line for standard error.
  static func unfinishedNote(_ request: MotionRequest, _ trace: Trace, label: String = "")
    -> String?
  {
    guard !trace.finished else { return nil }
    let frames = trace.frames.count
    let seconds = NumberFormatting.rounded(Double(frames - 1) / request.fps, significantDigits: 4)
    var reason = ""
    if request.kind == .spring, request.springs.count == 1 || !label.isEmpty {
      let index = request.springs.firstIndex { $0.label == label } ?? 0
      if request.springs[index].model.spring.oscillatesForever {
        reason = " (a spring without friction never settles)"
      }
    }
    let subject = label.isEmpty ? "the animation" : "'\(label)'"
    return "note: \(subject) did not settle within \(frames) frames (\(seconds) s, --max-frames)"
      + reason
  }

  /// The inputs of a run, for the JSON output.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - trace: Its run.
  /// - Returns: Members of the top-level JSON object.
  static func inputs(_ request: MotionRequest, _ trace: Trace) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [
      ("kind", .string(request.kind.rawValue)), ("from", .vector(request.from)),
    ]
    switch request.kind {
    case .spring:
      members.append(("to", .vector(request.to)))
      members.append(("velocity", .vector(request.velocity ?? request.from.map { _ in 0 })))
      members.append(("threshold", .number(request.threshold)))
      let model = request.springs[0].model
      let spring = model.spring
      members.append(
        (
          "spring",
          .object([
            ("model", .string(model.label)), ("tension", .number(spring.tension)),
            ("friction", .number(spring.friction)), ("mass", .number(spring.mass)),
          ])
        ))
    case .decay:
      members.append(("velocity", .vector(request.velocity ?? [])))
      members.append(("threshold", .number(request.threshold)))
      members.append(("deceleration", .number(request.deceleration)))
      if let bounds = request.bounds {
        members.append(
          ("bounds", .array([.number(bounds.lowerBound), .number(bounds.upperBound)])))
        let crossings = BoundCrossing.crossings(of: request).map { crossing -> JSONValue in
          .object([
            ("component", .number(Double(crossing.component))), ("time", .number(crossing.time)),
            ("bound", .number(crossing.bound)), ("velocity", .number(crossing.velocity)),
          ])
        }
        members.append(("crossings", .array(crossings)))
      }
    case .basic:
      members.append(("to", .vector(request.to)))
      members.append(("duration", .number(request.duration)))
      members.append(("curve", CurveParser.json(request.curve, name: request.curveName)))
    case .keyframes:
      members.append(("track", .string(request.track?.text ?? "")))
      members.append(("spring", .string(request.springs.first?.model.label ?? "")))
      members.append(("duration", .number(request.duration)))
    }
    members.append(("fps", .number(request.fps)))
    members.append(("target", .vector(trace.target)))
    members.append(("finished", .bool(trace.finished)))
    return members
  }
}
