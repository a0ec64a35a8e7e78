// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// `popkit record`: a demo's script run headlessly, every write recorded, written as a trace
/// for Perfetto or as CSV.
enum RecordCommand: Command {
  static let name = "record"

  static let summary = "Record a demo's motion as a trace for Perfetto, or as CSV."

  static let usage = [
    "popkit record <\(DemoCommand.sceneNames.joined(separator: "|"))> --seconds S "
      + "[--fps F] [--format chrome|csv] [--output FILE]"
  ]

  static let discussion = """
    Runs the named demo's script of key presses on an animator driven by hand (frame I at \
    I / fps seconds, as popkit demo --frames does), playing the script again each time the \
    scene has come to rest, with a MotionRecorder attached, and writes what it recorded: \
    every value written by an animation or a choreography player, the runs' starts and stops \
    and the frames. The chrome format is Chrome's trace event format (JSON), which \
    ui.perfetto.dev and chrome://tracing open: each animation a thread with one complete \
    event per run (its kind, key, spring parameters and whether it finished), each animated \
    property a counter track, each frame an instant event; times in microseconds. The csv \
    format has one line per write: frame, time, key, object, property, value and velocity \
    components, done. Output goes to standard output, or to --output whole or not at all.
    """

  /// The formats `--format` names.
  enum Format: String, CaseIterable, Sendable {
    /// Chrome's trace event format.
    case chrome
    /// One line per write.
    case csv
  }

  /// The most frames a recording may have, seconds × fps.
  static let maximumFrames = 36_000

  /// `--seconds`: how long to record.
  static let seconds = Option(
    "seconds", value: "S", reading: .number(.within(0.001...600, "seconds")),
    help: "How long to record, \(.range) seconds.")

  /// `--fps`: the frame rate.
  static let fps = Option(
    "fps", value: "F", default: 60.0, reading: .number(.within(1...240, "frames per second")),
    help: "Frames per second, \(.range). Default \(.default).")

  /// `--format`: what to write.
  static let format = Option(
    "format", value: "F", default: Format.chrome,
    reading: .choice(of: Format.self, joinedBy: " or "),
    help: "chrome (a trace for Perfetto) or csv. Default \(.default).")

  /// `-o`, `--output`.
  static let output = OutputFlag.option

  static let optionGroups = [
    OptionGroup(title: "Recording", options: [seconds, fps]),
    OptionGroup(title: "Output", options: [format, output]),
  ]

  static let examples = [
    "popkit record menu --seconds 5 --output menu-trace.json",
    "popkit record sheet --seconds 3 --format csv",
  ]

  static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
    let parsed = try ArgumentParser.parse(arguments, options: options, maximumPositionals: 1)
    guard let name = parsed.positionals.first else {
      throw .usage(
        "name the demo to record: \(DemoCommand.sceneNames.joined(separator: ", "))")
    }
    guard let index = DemoGallery.index(of: name) else {
      throw .usage(
        "unknown demo '\(name)'; demos: \(DemoCommand.sceneNames.joined(separator: ", "))")
    }
    guard let seconds = try parsed[Self.seconds] else {
      throw .usage("give \(Self.seconds.synopsis): how long to record")
    }
    let framesPerSecond = try parsed[Self.fps]
    let frames = Int((seconds * framesPerSecond).rounded(.up))
    guard frames <= maximumFrames else {
      throw .usage(
        "--seconds \(JSONText.shortest(seconds)) at --fps "
          + "\(JSONText.shortest(framesPerSecond)) is \(frames) frames; at most "
          + "\(maximumFrames)")
    }
    let (recorder, _) = DemoRecording.record(
      sceneAt: index, frames: frames, framesPerSecond: framesPerSecond)
    let (text, kind) =
      switch try parsed[Self.format] {
      case .chrome: (recorder.chromeTrace(), "a Chrome trace")
      case .csv: (recorder.csv(), "CSV")
      }
    var result = CommandOutput()
    if recorder.overwrittenCount > 0 {
      result.notes.append(
        "popkit: the recording kept the last \(recorder.count) records; "
          + "\(recorder.overwrittenCount) earlier ones were overwritten")
    }
    try OutputFlag.deliver(
      text, parsed, describing: "\(frames) frames as \(kind)", into: &result)
    return result
  }
}
