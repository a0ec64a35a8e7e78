// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitShared

/// `plot`'s colour flags: `--colors FROM,TO` and `--space SPACE`, which turn a spring or timed
/// run from 0 to 1 into a colour change drawn as ramp strips under the chart.
enum ColorRampOptions {
  /// `--colors FROM,TO`.
  static let colors = Option(
    "colors", value: "FROM,TO", reading: colorPair,
    help: "Spring and basic: also draw the run as a colour change from FROM (at 0) to TO (at "
      + "1), as a strip of the colour at each time under the chart. Each colour is #RRGGBB "
      + "or a name: \(names.map(\.name).joined(separator: ", ")). The run keeps --from 0 "
      + "and --to 1. Default none: no strips.")

  /// `--space SPACE`.
  static let space = Option(
    "space", value: "S", default: ColorSpaceName.oklab,
    reading: .choice(of: ColorSpaceName.self, joinedBy: ", ", ignoringCase: true),
    help: "With --colors: the space the colour moves in: \(.default) (default), oklch, srgb "
      + "(pop's, channel by channel) or linear (linear-light sRGB). Other than srgb, an "
      + "srgb strip is drawn under it for comparison.")

  /// The flags.
  static let options: [any Flag] = [colors, space]

  /// The two colours of `--colors`.
  struct ColorPair: Sendable {
    /// The colour at 0.
    var from: RGBAColor
    /// The colour at 1.
    var to: RGBAColor
  }

  /// `--colors`' reader: two colours, each a name or `#RRGGBB`.
  private static let colorPair = OptionReader<ColorPair> { (text, flag) throws(CLIError) in
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let from = color(parts[0]), let to = color(parts[1]) else {
      throw .invalid(
        flag, text, allowed: "two colours, FROM,TO, each #RRGGBB or a name such as red")
    }
    return ColorPair(from: from, to: to)
  }

  /// The colour names `--colors` knows, with CSS's values.
  static let names: [(name: String, hex: String)] = [
    ("red", "FF0000"), ("green", "008000"), ("lime", "00FF00"), ("blue", "0000FF"),
    ("white", "FFFFFF"), ("black", "000000"), ("yellow", "FFFF00"), ("cyan", "00FFFF"),
    ("magenta", "FF00FF"), ("orange", "FFA500"), ("purple", "800080"), ("pink", "FFC0CB"),
    ("grey", "808080"), ("gray", "808080"),
  ]

  /// The spaces `--space` knows, by the names it takes, in the order help lists them.
  enum ColorSpaceName: String, CaseIterable, Sendable {
    /// Oklab.
    case oklab
    /// Oklch.
    case oklch
    /// sRGB, channel by channel (pop's).
    case srgb
    /// Linear-light sRGB.
    case linear

    /// The space.
    var space: RGBAColor.Space {
      switch self {
      case .oklab: .oklab
      case .oklch: .oklch
      case .srgb: .sRGB
      case .linear: .linearSRGB
      }
    }
  }

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
    guard arguments.contains(colors) else {
      if arguments.contains(space) {
        throw .usage("\(space.flag) is for \(colors.flag); give \(colors.synopsis)")
      }
      return nil
    }
    guard kind == .spring || kind == .basic else {
      throw .usage("\(colors.flag) is for spring and basic animations, which run from 0 to 1")
    }
    if let flag = arguments.given(among: [MotionOptions.from, MotionOptions.to]).first {
      throw .usage("\(flag) cannot be given with \(colors.flag): the colour run goes from 0 to 1")
    }
    let pair = try arguments.required(colors, else: .usage("give \(colors.synopsis)"))
    let name = try arguments[space]
    return (pair.from, pair.to, name.space, name.rawValue)
  }

  /// A colour from a name or `#RRGGBB`; `nil` for anything else.
  private static func color(_ text: Substring) -> RGBAColor? {
    let word = String(text).trimmingSpaces.lowercased()
    if let named = names.first(where: { $0.name == word }) { return RGBAColor(hex: named.hex) }
    guard word.hasPrefix("#"), word.count == 7 else { return nil }
    return RGBAColor(hex: word)
  }
}
