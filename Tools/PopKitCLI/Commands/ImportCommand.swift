// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// `popkit import`: a Lottie file or a design-tokens file as a motion document.
enum ImportCommand: Command {
  static let name = "import"

  static let summary = "Read a Lottie or design-tokens file into a motion document."

  static let usage = ["popkit import FILE [--from lottie|tokens] [--output FILE]"]

  static let discussion = """
    Reads FILE (or - for standard input) and writes a motion document (JSON). A Lottie file's \
    shape layers become targets (rectangles, or ellipses: "shape": "ellipse"), with their \
    animated position, scale, rotation, opacity and first fill's colour as tracks: a \
    bezier-eased keyframe a linear segment with that curve, a hold a move, spatial tangents a \
    path; an anchor off the centre, a moving anchor, in and out points and parents that move \
    are composed into them (parents that scale or turn baked within 0.25 px and 0.1 %, noted). Design tokens' spring, cubicBezier, duration and transition \
    tokens become springs, curves and tracks. Whatever a document cannot hold (expressions, \
    masks, effects, time remapping, other token types) is listed \
    on standard error; nothing is dropped silently. The format is detected unless --from names it.
    """

  /// `--from`.
  static let format = Option(
    "from", value: "FORMAT", reading: .choice(of: MotionImport.Format.self, joinedBy: " or "),
    help: "The input's format: \(.range). Default: detected (Lottie has layers, fr, ip, op).")

  /// `-o`, `--output`.
  static let output = OutputFlag.option

  static let optionGroups = [OptionGroup(title: "Import", options: [format, output])]

  static let examples = [
    "popkit import intro.json --output motion.json",
    "popkit import tokens.json --from tokens",
  ]

  static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
    let parsed = try ArgumentParser.parse(arguments, options: options, maximumPositionals: 1)
    guard let path = parsed.positionals.first else {
      throw .usage("needs FILE, the Lottie or tokens file to read (or - for standard input)")
    }
    let format = try parsed[Self.format]
    let text = try FileInput.text(path)
    let result: MotionImport.Result
    do {
      result = try MotionImport.document(from: text, format: format)
    } catch {
      throw .runtime("\(path): \(error)")
    }
    var output = CommandOutput()
    output.notes = result.notes
    try OutputFlag.deliver(
      result.document.jsonText, parsed, describing: "a motion document", into: &output)
    return output
  }
}
