import PopKit

/// `popkit demo`: the live gallery of PopKit animations in the terminal, or its frames as
/// plain text.
enum DemoCommand: Command {
  static let name = "demo"

  static let summary = "Open a live gallery of PopKit animations in the terminal."

  static let usage = [
    "popkit demo [\(sceneNames.joined(separator: "|"))]",
    "popkit demo <name> --frames N [--fps F] [--width W] [--height H]",
  ]

  static let discussion = """
    Opens the gallery on the named demo (spring when none is named): spring (a box on a \
    spring you can retarget mid-flight), decay (a ball flung between two walls with rubber \
    bands), curves (the five timing curves racing), button (pop's progress button), counter \
    (NumberCounter with rich text), menu (a pop-up menu on staggered springs), keyframes (a box \
    on a keyframe track of linear, cubic and spring segments) and colour (one spring in sRGB \
    and through Oklab). Space runs a demo's action; the arrow keys or the numbers 1 to 8 \
    choose a demo; q quits and restores the terminal, as do Ctrl-C and kill. \
    Colour is used when the terminal announces it (TERM, COLORTERM) and NO_COLOR is not set. \
    With --frames, or when standard input or output is not a terminal, nothing is \
    interactive: the demo runs its own script of key presses on an animator driven by hand \
    and prints N frames as plain text, each after a line '--- frame I (T s) ---', the same on \
    every run. Frames × width × height is at most \(maximumCells) cells.
    """

  /// The most cells `--frames` may print, frames × width × height.
  ///
  /// 10,000 frames of the default 80 × 24 are 19.2 million cells, a few seconds; the largest
  /// frames, 400 × 200, may be printed 500 times.
  static let maximumCells = 40_000_000

  static let optionGroups = [
    OptionGroup(
      title: "Frames as text",
      options: [
        Option(
          "frames", value: "N",
          help: "Print N frames as plain text instead of running live, 1...10000."),
        Option(
          "fps", value: "F",
          help: "Frames per second, 1...240. Default 30 with --frames, 60 live."),
        Option(
          "width", value: "W", help: "Frame width in columns with --frames, 40...400. Default 80."),
        Option(
          "height", value: "H", help: "Frame height in rows with --frames, 12...200. Default 24."),
      ])
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
    var framesPerSecond: Double?
    if let text = parsed.value("fps") {
      framesPerSecond = try NumberParser.number(
        text, flag: "--fps", rule: .within(1...240, "frames per second"))
    }
    guard let framesText = parsed.value("frames") else {
      for flag in parsed.given(among: ["width", "height"]) {
        throw .usage("\(flag) sizes the --frames output; the live demo uses the terminal's size")
      }
      guard context.standardInputIsTerminal, context.standardOutputIsTerminal else {
        throw .usage(
          "the live demo needs a terminal on standard input and output; "
            + "give --frames N to print frames as text")
      }
      var output = CommandOutput()
      output.liveDemo = LiveDemoRequest(scene: name, framesPerSecond: framesPerSecond ?? 60)
      return output
    }
    let frames = try NumberParser.integer(framesText, flag: "--frames", in: 1...10000)
    var width = 80
    if let text = parsed.value("width") {
      width = try NumberParser.integer(text, flag: "--width", in: 40...400)
    }
    var height = 24
    if let text = parsed.value("height") {
      height = try NumberParser.integer(text, flag: "--height", in: 12...200)
    }
    let cells = frames * width * height
    guard cells <= maximumCells else {
      throw .usage(
        "--frames \(frames) of \(width)×\(height) is \(cells) cells; at most \(maximumCells) "
          + "(fewer --frames or a smaller --width or --height)")
    }
    var output = CommandOutput()
    output.standardOutput = DemoFrames.text(
      sceneAt: index, frames: frames, framesPerSecond: framesPerSecond ?? 30, width: width,
      height: height)
    return output
  }
}
