// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// `popkit export`: a motion document's choreography, track or spring in another format.
enum ExportCommand: Command {
  static let name = "export"

  static let summary = "Export a motion document to CSS, HTML, WAAPI, Lottie, tokens or code."

  static let usage = [
    "popkit export FILE --to FORMAT [--choreography NAME | --track NAME | --spring NAME] "
      + "[--fps N] [--spring-type T] [--output FILE]"
  ]

  static let discussion =
    "Reads a motion document (JSON; FILE or - for standard input) and writes one format. "
    + "\(names(choreographyFormats, lastJoinedBy: " and ")) export a choreography (with none "
    + "named, the document's only one); css also exports a lone --spring as a transition. "
    + "tokens exports every spring, curve and track, or the one named. "
    + "\(names(springCodeFormats, lastJoinedBy: " and ")) write each spring (or the one named) "
    + "as that platform's code, numerically the same spring; "
    + "\(names(trackCodeFormats, lastJoinedBy: " and ")) also write a --track or a whole "
    + "--choreography as keyframe code, saying in a comment what is exact and what is baked, "
    + "with the worst error. Output goes to standard output, "
    + "or to --output whole or not at all; a document with any problem writes nothing and "
    + "names the place and the rule. Each approximation's measured worst error is reported on "
    + "standard error."

  /// The formats that export a choreography (css, html, waapi, lottie).
  static let choreographyFormats = MotionExport.Format.formats { $0 == .choreography }

  /// The formats that write a platform's spring code (swiftui, uikit, …).
  static let springCodeFormats = MotionExport.Format.formats {
    if case .springCode = $0 { true } else { false }
  }

  /// The formats that also write tracks and choreographies as keyframe code (swiftui, motion).
  static let trackCodeFormats = MotionExport.Format.allCases.filter(\.writesTrackCode)

  /// Formats' names as a list: `a, b and c`.
  ///
  /// - Parameters:
  ///   - formats: The formats, at least one.
  ///   - last: What goes before the last name: `" and "` or `", "`.
  /// - Returns: The list.
  static func names(_ formats: [MotionExport.Format], lastJoinedBy last: String) -> String {
    let names = formats.map(\.rawValue)
    guard let final = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + last + final
  }

  /// `--to`.
  static let format = Option(
    "to", value: "FORMAT", reading: .choice(of: MotionExport.Format.self, joinedBy: ", "),
    help: "The format, required: \(.range).")

  /// `--choreography`.
  static let choreography = Option(
    "choreography", value: "NAME", reading: .text,
    help: "The choreography to export "
      + "(\(names(choreographyFormats + [.tokens] + trackCodeFormats, lastJoinedBy: ", "))). "
      + "Default: the "
      + "document's only one.")

  /// `--track`.
  static let track = Option(
    "track", value: "NAME", reading: .text,
    help: "The track to export (\(names([.tokens] + trackCodeFormats, lastJoinedBy: ", "))). "
      + "Default: every spring, curve and track.")

  /// `--spring`.
  static let spring = Option(
    "spring", value: "NAME", reading: .text,
    help: "The spring to export (css, tokens and the platforms' code). Default: every "
      + "spring.")

  /// `--fps`.
  static let fps = Option(
    "fps", value: "N", default: 60, reading: .integer(in: 1...1000),
    help: "Lottie's frame rate, \(.range). Default \(.default).")

  /// `--spring-type`.
  static let springType = Option(
    "spring-type", value: "T", default: TokensExport.SpringStyle.duration,
    reading: .choice(of: TokensExport.SpringStyle.self, joinedBy: " or "),
    help: "How tokens write springs: a 2025.10 duration token carrying the spring (duration) "
      + "or the proposed spring type (proposed). Default \(.default).")

  /// `--engine`: an HTML page that plays through the WebAssembly engine.
  static let engine = Option(
    "engine",
    help: "With --to html: a page that plays the choreography through PopKit's WebAssembly "
      + "engine (inlined from .build/web; run Scripts/build-web first) instead of CSS: the "
      + "engine's exact values, a scrubber that releases into a spring, a click that retargets.")

  /// `-o`, `--output`.
  static let output = OutputFlag.option

  static let optionGroups = [
    OptionGroup(title: "Export", options: [format, choreography, track, spring]),
    OptionGroup(title: "Format options", options: [fps, springType, engine]),
    OptionGroup(title: "Output", options: [output]),
  ]

  static let examples = [
    "popkit export motion.json --to html --output open.html",
    "popkit export motion.json --to html --engine --output open.html",
    "popkit export motion.json --to lottie --choreography open --fps 30 -o open.json",
    "popkit export motion.json --to swiftui --spring snappy",
    "popkit export motion.json --to swiftui --track rise",
    "popkit export motion.json --to motion --choreography open -o open.js",
    "popkit export motion.json --to tokens --spring-type proposed",
  ]

  static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
    let parsed = try ArgumentParser.parse(arguments, options: options, maximumPositionals: 1)
    guard let path = parsed.positionals.first else {
      throw .usage("needs FILE, the motion document to read (or - for standard input)")
    }
    guard let format = try parsed[Self.format] else {
      let names = MotionExport.Format.allCases.map(\.rawValue).joined(separator: ", ")
      throw .usage("needs --to FORMAT: \(names)")
    }
    let selection = try selection(parsed)
    if format != .lottie, parsed.contains(fps) {
      throw .usage("--fps is for --to lottie; \(format.rawValue) has no frame rate")
    }
    if format != .tokens, parsed.contains(springType) {
      throw .usage("--spring-type is for --to tokens")
    }
    let usesEngine = try parsed[engine]
    if format != .html, usesEngine {
      throw .usage("--engine is for --to html")
    }
    let text = try FileInput.text(path)
    let document: MotionDocument
    do {
      document = try MotionDocument(json: text)
    } catch {
      throw .runtime("\(path): \(error)")
    }
    do {
      try MotionExport.checkSelection(document, format: format, selection)
    } catch {
      throw .usage("\(flag(of: error.selection)): \(error.reason)")
    }
    if usesEngine {
      return try enginePage(document, selection, path: path, parsed)
    }
    let options = MotionExport.Options(
      framesPerSecond: Double(try parsed[fps]), springStyle: try parsed[springType])
    let result: MotionExport.Result
    do {
      result = try MotionExport.export(document, to: format, selection, options: options)
    } catch {
      throw .runtime("\(path): \(error)")
    }
    var output = CommandOutput()
    output.notes = result.notes
    try OutputFlag.deliver(
      result.text, parsed, describing: "\(format.rawValue) export", into: &output)
    return output
  }

  /// The web engine Scripts/build-web wrote, where it writes it (`.build/web` in the current
  /// directory).
  static let engineDirectory = ".build/web"

  /// `--to html --engine`: the page that plays the choreography through the web engine.
  private static func enginePage(
    _ document: MotionDocument, _ selection: MotionExport.Selection, path: String,
    _ parsed: ParsedArguments
  ) throws(CLIError) -> CommandOutput {
    let module = try? FileInput.text("\(engineDirectory)/popkit.mjs")
    let wasm = try? FileInput.contents("\(engineDirectory)/popkit.wasm")
    guard let module, let wasm else {
      throw .runtime(
        "--engine needs the web engine in \(engineDirectory) (popkit.mjs and popkit.wasm); "
          + "run Scripts/build-web first")
    }
    let name: String
    switch selection {
    case .choreography(let chosen): name = chosen
    default: name = document.choreographyNames.first ?? ""
    }
    let result: (text: String, notes: [String])
    do {
      result = try HTMLExport.enginePage(
        for: document, choreography: name, engine: HTMLExport.Engine(module: module, wasm: wasm))
    } catch {
      throw .runtime("\(path): \(error)")
    }
    var output = CommandOutput()
    output.notes = result.notes
    try OutputFlag.deliver(result.text, parsed, describing: "html export", into: &output)
    return output
  }

  /// The flag a selection comes from (`--choreography` for none: the one that would choose).
  private static func flag(of selection: MotionExport.Selection) -> String {
    switch selection {
    case .default, .choreography: "--\(choreography.name)"
    case .track: "--\(track.name)"
    case .spring: "--\(spring.name)"
    }
  }

  /// What the selection flags name: at most one of them.
  private static func selection(_ parsed: ParsedArguments) throws(CLIError)
    -> MotionExport.Selection
  {
    let given = parsed.given(among: [choreography, track, spring])
    guard given.count <= 1 else {
      throw .usage(
        "give one of --choreography, --track and --spring; got \(given.joined(separator: " and "))")
    }
    if let name = try parsed[choreography] { return .choreography(name) }
    if let name = try parsed[track] { return .track(name) }
    if let name = try parsed[spring] { return .spring(name) }
    return .default
  }
}
