// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// `popkit demo`: the live gallery of PopKit animations in the terminal, or its frames as
/// plain text.
enum DemoCommand: Command {
  static let name = "demo"

  static let summary = "Open a live gallery of PopKit animations in the terminal."

  static let usage = [
    "popkit demo [\(sceneNames.joined(separator: "|"))]",
    "popkit demo <name> --frames N [--fps F] [--width W] [--height H] [--inspector]",
  ]

  static let discussion = """
    Opens the gallery on the named demo (spring when none is named): spring (a box on a \
    spring you can retarget mid-flight), decay (a ball flung between two walls with rubber \
    bands), curves (the five timing curves racing), button (pop's progress button), counter \
    (NumberCounter with rich text), menu (a pop-up menu on staggered springs), keyframes (a box \
    on a keyframe track of linear, cubic and spring segments), colour (one spring in sRGB \
    and through Oklab), sheet (a bottom sheet: one choreography played, reversed, scrubbed \
    and flung into a spring), path (a paper plane flying an SVG path, turned along it) and \
    scroll (a header that collapses and a card stack that deals with the scroll, both snapping \
    on release: j and k scroll a step, space lets go). Space runs a demo's action; the arrow \
    keys or the numbers 1 to 11 choose a demo (two digits within a second for 10 and 11); q quits and restores the terminal, as do Ctrl-C and kill. \
    Colour is used when the terminal announces it (TERM, COLORTERM) and NO_COLOR is not set. \
    With --frames, or when standard input or output is not a terminal, nothing is \
    interactive: the demo runs its own script of key presses on an animator driven by hand \
    and prints N frames as plain text, each after a line '--- frame I (T s) ---', the same on \
    every run; --inspector shows the inspector's panel in them. Frames × width × height is at \
    most \(maximumCells) cells. Live, i shows the inspector's panel of running animations, [ and \
    ] step slow motion (1×, 2×, 5×, 10×), \\ pauses everything and / then steps one frame, and \
    R writes the last 10 s as a Chrome trace file (popkit-SCENE-DATE-TIME.json) in the current \
    directory, for Perfetto or chrome://tracing.
    """

  /// The most cells `--frames` may print, frames × width × height.
  ///
  /// 10,000 frames of the default 80 × 24 are 19.2 million cells, a few seconds; the largest
  /// frames, 400 × 200, may be printed 500 times.
  static let maximumCells = 40_000_000

  /// Frames per second when printing frames as text and `--fps` is not given.
  static let textFramesPerSecond = 30.0

  /// Frames per second of the live demo when `--fps` is not given.
  static let liveFramesPerSecond = 60.0

  /// `--frames`: print frames as text instead of running live.
  static let frames = Option(
    "frames", value: "N", reading: .integer(in: 1...10000),
    help: "Print N frames as plain text instead of running live, \(.range).")

  /// `--fps`: its default depends on `--frames`.
  static let fps = Option(
    "fps", value: "F", reading: .number(.within(1...240, "frames per second")),
    help: "Frames per second, \(.range). Default "
      + "\(JSONText.shortest(textFramesPerSecond)) with --frames, "
      + "\(JSONText.shortest(liveFramesPerSecond)) live.")

  /// `--width`: columns of a frame printed as text.
  static let width = Option(
    "width", value: "W", default: 80, reading: .integer(in: 40...400),
    help: "Frame width in columns with --frames, \(.range). Default \(.default).")

  /// `--height`: rows of a frame printed as text.
  static let height = Option(
    "height", value: "H", default: 24, reading: .integer(in: 12...200),
    help: "Frame height in rows with --frames, \(.range). Default \(.default).")

  /// `--inspector`: the frames show the inspector's panel.
  static let inspector = Option(
    "inspector", help: "Show the inspector's panel of running animations (i at 0 s) with --frames.")

  static let optionGroups = [
    OptionGroup(title: "Frames as text", options: [frames, fps, width, height, inspector])
  ]

  static let examples = [
    "popkit demo",
    "popkit demo menu",
    "popkit demo button --frames 60 --fps 30 --width 72 --height 18",
  ]

  /// The scene names, in gallery order.
  static var sceneNames: [String] { DemoGallery.sceneTypes.map { $0.name } }

  static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
    try run(arguments, context: .current)
  }

  static func run(_ arguments: [String], context: RunContext) throws(CLIError) -> CommandOutput {
    let parsed = try ArgumentParser.parse(arguments, options: options, maximumPositionals: 1)
    let name = parsed.positionals.first ?? sceneNames[0]
    guard let index = DemoGallery.index(of: name) else {
      throw .usage("unknown demo '\(name)'; demos: \(sceneNames.joined(separator: ", "))")
    }
    let framesPerSecond = try parsed[Self.fps]
    guard let frames = try parsed[Self.frames] else {
      for flag in parsed.given(among: [Self.width, Self.height]) {
        throw .usage(
          "\(flag) sizes the \(Self.frames.flag) output; the live demo uses the terminal's size")
      }
      if try parsed[Self.inspector] {
        throw .usage(
          "\(Self.inspector.flag) shows the panel in the \(Self.frames.flag) output; live, press i")
      }
      guard context.standardInputIsTerminal, context.standardOutputIsTerminal else {
        throw .usage(
          "the live demo needs a terminal on standard input and output; "
            + "give \(Self.frames.synopsis) to print frames as text")
      }
      var output = CommandOutput()
      output.session = LiveDemoRequest(
        scene: name, framesPerSecond: framesPerSecond ?? liveFramesPerSecond)
      return output
    }
    let width = try parsed[Self.width]
    let height = try parsed[Self.height]
    let cells = frames * width * height
    guard cells <= maximumCells else {
      throw .usage(
        "--frames \(frames) of \(width)×\(height) is \(cells) cells; at most \(maximumCells) "
          + "(fewer --frames or a smaller --width or --height)")
    }
    var output = CommandOutput()
    output.standardOutput = DemoFrames.text(
      sceneAt: index, frames: frames, framesPerSecond: framesPerSecond ?? textFramesPerSecond,
      width: width, height: height, inspector: try parsed[Self.inspector])
    return output
  }
}
