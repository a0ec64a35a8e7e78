import PopKit

/// `plot`'s colour flags: `--colors FROM,TO` and `--space SPACE`, which turn a spring or timed
/// run from 0 to 1 into a colour change drawn as ramp strips under the chart.
enum ColorRampOptions {
  /// The flags.
  static let options = [
    Option(
      "colors", value: "FROM,TO",
      help: "Spring and basic: also draw the run as a colour change from FROM (at 0) to TO (at "
        + "1), as a strip of the colour at each time under the chart. Each colour is #RRGGBB "
        + "or a name: \(names.map(\.name).joined(separator: ", ")). The run keeps --from 0 "
        + "and --to 1. Default none: no strips."),
    Option(
      "space", value: "S",
      help: "With --colors: the space the colour moves in: oklab (default), oklch, srgb "
        + "(pop's, channel by channel) or linear (linear-light sRGB). Other than srgb, an "
        + "srgb strip is drawn under it for comparison."),
  ]

  /// The colour names `--colors` knows, with CSS's values.
  static let names: [(name: String, hex: String)] = [
    ("red", "FF0000"), ("green", "008000"), ("lime", "00FF00"), ("blue", "0000FF"),
    ("white", "FFFFFF"), ("black", "000000"), ("yellow", "FFFF00"), ("cyan", "00FFFF"),
    ("magenta", "FF00FF"), ("orange", "FFA500"), ("purple", "800080"), ("pink", "FFC0CB"),
    ("grey", "808080"), ("gray", "808080"),
  ]

  /// The spaces `--space` knows.
  static let spaces: [(name: String, space: RGBAColor.Space)] = [
    ("oklab", .oklab), ("oklch", .oklch), ("srgb", .sRGB), ("linear", .linearSRGB),
  ]

  /// What the flags ask for: the two colours and the space; `nil` without `--colors`.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - kind: The animation kind.
  /// - Returns: The colours and the space, or `nil`.
  /// - Throws: ``CLIError`` naming the flag that is wrong.
  static func ramp(from arguments: ParsedArguments, kind: AnimationKind) throws(CLIError)
    -> (from: RGBAColor, to: RGBAColor, space: RGBAColor.Space, spaceName: String)?
  {
    guard let text = arguments.value("colors") else {
      if arguments.has("space") { throw .usage("--space is for --colors; give --colors FROM,TO") }
      return nil
    }
    guard kind == .spring || kind == .basic else {
      throw .usage("--colors is for spring and basic animations, which run from 0 to 1")
    }
    if let flag = arguments.given(among: ["from", "to"]).first {
      throw .usage("\(flag) cannot be given with --colors: the colour run goes from 0 to 1")
    }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let from = color(parts[0]), let to = color(parts[1]) else {
      throw .invalid(
        "--colors", text, allowed: "two colours, FROM,TO, each #RRGGBB or a name such as red")
    }
    let spaceName = (arguments.value("space") ?? "oklab").lowercased()
    guard let space = spaces.first(where: { $0.name == spaceName })?.space else {
      throw .invalid(
        "--space", arguments.value("space") ?? "",
        allowed: spaces.map(\.name).joined(separator: ", "))
    }
    return (from, to, space, spaceName)
  }

  /// A colour from a name or `#RRGGBB`; `nil` for anything else.
  private static func color(_ text: Substring) -> RGBAColor? {
    let word = String(text).trimmingSpaces.lowercased()
    if let named = names.first(where: { $0.name == word }) { return RGBAColor(hex: named.hex) }
    guard word.hasPrefix("#"), word.count == 7 else { return nil }
    return RGBAColor(hex: word)
  }
}
