// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// `popkit trace DOCUMENT --choreography NAME [--script S]`: a document's choreography played
/// under a script of player commands, every property's value and velocity per frame.
@MainActor
enum ChoreographyTraceCommand {
  /// Runs the choreography trace of a parsed `trace` command line that has `--choreography`.
  ///
  /// - Parameters:
  ///   - parsed: The parsed command line.
  ///   - format: CSV or JSON.
  /// - Returns: The frames, and a note when the frame limit came first.
  /// - Throws: ``CLIError/usage(_:)`` for a flag that is wrong (a script names the command and
  ///   its position), a choreography the document does not have (listing its names), or a
  ///   flag a choreography does not use; ``CLIError/runtime(_:)`` for a document that cannot be
  ///   read.
  static func run(
    _ parsed: ParsedArguments, _ format: TraceCommand.Format
  ) throws(CLIError) -> CommandOutput {
    let own: [any Flag] = [
      TraceCommand.choreography, TraceCommand.script, TraceCommand.reducedMotion,
      TraceCommand.motion.fps,
      MotionOptions.maxFrames, TraceCommand.format,
    ]
    let notFor = TraceCommand.options.filter { flag in !own.contains { $0.name == flag.name } }
    if let flag = parsed.given(among: notFor).first {
      throw .usage("\(flag) is not used by a choreography; see --help")
    }
    guard let path = parsed.positionals.first else {
      throw .usage(
        "\(TraceCommand.choreography.flag) needs DOCUMENT, the motion document to read (or - "
          + "for standard input)")
    }
    let name = try parsed[TraceCommand.choreography] ?? ""
    let script = try parsed[TraceCommand.script].map(PlayerScript.parse) ?? .playFromStart
    let fps = try parsed[TraceCommand.motion.fps]
    let givenFrames = try parsed.valueIfGiven(MotionOptions.maxFrames)
    let text = try FileInput.text(path)
    let document: MotionDocument
    do {
      document = try MotionDocument(json: text)
    } catch {
      throw .runtime("\(path): \(error)")
    }
    guard document.choreographies[name] != nil else {
      let names = document.choreographyNames.map(JSONText.quoted).joined(separator: ", ")
      throw .usage(
        "\(TraceCommand.choreography.flag): no choreography \(JSONText.quoted(name)) in \(path)"
          + (names.isEmpty ? " (it has none)" : " (known: \(names))"))
    }
    let reducesMotion = try parsed[TraceCommand.reducedMotion]
    let played = reducesMotion ? document.choreographies[name]?.reduced ?? name : name
    let placements: [ResolvedPlacement]
    do {
      placements = try document.placements(ofChoreography: played)
    } catch {
      throw .runtime("\(path): \(error)")
    }
    let maxFrames = try frameLimit(placements, given: givenFrames)
    let trace: ChoreographyTrace
    do {
      trace = try ChoreographyTraceRunner.run(
        document, choreography: name, script: script, fps: fps, maxFrames: maxFrames,
        reducesMotion: reducesMotion)
    } catch {
      throw .runtime("\(path): \(error)")
    }
    var output = CommandOutput()
    let duration = placements.reduce(0) { max($0, $1.at + $1.track.duration) }
    output.standardOutput =
      format == .csv
      ? ChoreographyTraceTable.csv(trace)
      : ChoreographyTraceTable.json(trace, name: name, duration: duration, fps: fps)
    output.notes += trace.notes.map { "note: \($0)" }
    if !trace.cameToRest {
      let frames = trace.frames.count
      let seconds = NumberFormatting.rounded(Double(frames - 1) / fps, significantDigits: 4)
      output.notes.append(
        "note: the player did not come to rest within \(frames) frames (\(seconds) s, "
          + "\(MotionOptions.maxFrames.flag))")
    }
    return output
  }

  /// The most frames to run: `--max-frames` as given, within ``MotionOptions/maximumValues``
  /// values (frames × the properties' components); without it, the default or fewer, so that
  /// a document of many properties stays within that many.
  private static func frameLimit(
    _ placements: [ResolvedPlacement], given: Int?
  ) throws(CLIError) -> Int {
    var seen: Set<String> = []
    var components = 0
    for placement in placements
    where seen.insert(JSONText.quoted(placement.target) + " " + placement.property).inserted {
      components += placement.track.componentCount
    }
    let perFrame = max(components, 1)
    guard let given else {
      return max(
        1, min(MotionOptions.maxFrames.defaultValue, MotionOptions.maximumValues / perFrame))
    }
    guard given * perFrame <= MotionOptions.maximumValues else {
      throw .usage(
        "\(MotionOptions.maxFrames.flag) \(given) × \(perFrame) component(s) is "
          + "\(given * perFrame) values; at most \(MotionOptions.maximumValues) (lower "
          + "\(MotionOptions.maxFrames.flag))")
    }
    return given
  }
}
