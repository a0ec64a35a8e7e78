// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Which colours a terminal can show, and how a colour is asked for in each case.
///
/// Detected from the environment by ``detect(environment:)``: `NO_COLOR` (any non-empty
/// value) or a missing or `dumb` `TERM` mean no colour; `COLORTERM=truecolor` (or `24bit`)
/// means 24-bit colour; a `TERM` naming 256 colours means the xterm palette; anything else
/// gets the 16 basic colours. Without colour the demo still draws bold, dim and reverse text
/// and the same characters, so everything stays readable.
enum ColorMode: Sendable, Hashable {
  /// No colour escape codes at all.
  case none
  /// The 16 basic ANSI colours (SGR 30–37 and 90–97).
  case basic
  /// The xterm 256-colour palette (SGR 38;5;n).
  case palette256
  /// 24-bit colour (SGR 38;2;r;g;b).
  case trueColor

  /// The colour support a terminal environment announces.
  ///
  /// - Parameter environment: The process environment, such as
  ///   `ProcessInfo.processInfo.environment`.
  /// - Returns: The mode.
  static func detect(environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    guard let term = environment["TERM"]?.lowercased(), !term.isEmpty, term != "dumb" else {
      return .none
    }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.contains("256color") || term.contains("direct") { return .palette256 }
    return .basic
  }

  /// The SGR parameters that set a foreground colour, such as `38;5;204`; `nil` without colour.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The parameters, without `ESC [` and `m`.
  func foregroundParameters(_ color: TerminalColor) -> String? {
    switch self {
    case .none:
      return nil
    case .basic:
      return String(ColorMode.nearestBasic(color))
    case .palette256:
      return "38;5;\(ColorMode.nearestPaletteIndex(color))"
    case .trueColor:
      return "38;2;\(color.red);\(color.green);\(color.blue)"
    }
  }

  /// The channel levels of the xterm 6×6×6 colour cube.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The index of the xterm palette colour nearest to a colour: from the colour cube
  /// (16–231) or the grey ramp (232–255).
  ///
  /// - Parameter color: The colour.
  /// - Returns: The palette index.
  static func nearestPaletteIndex(_ color: TerminalColor) -> Int {
    let channels = [Int(color.red), Int(color.green), Int(color.blue)]
    let levels = channels.map { channel in
      cubeLevels.indices.min { abs(cubeLevels[$0] - channel) < abs(cubeLevels[$1] - channel) } ?? 0
    }
    let cube = zip(levels, channels).map { cubeLevels[$0] - $1 }
    let cubeError = cube.map { $0 * $0 }.reduce(0, +)
    let average = channels.reduce(0, +) / 3
    let greyStep = min(23, max(0, (average - 8 + 5) / 10))
    let grey = 8 + 10 * greyStep
    let greyError = channels.map { ($0 - grey) * ($0 - grey) }.reduce(0, +)
    if greyError < cubeError { return 232 + greyStep }
    return 16 + 36 * levels[0] + 6 * levels[1] + levels[2]
  }

  /// The SGR code of the basic colour nearest to a colour: 30–37, or 90–97 for bright ones.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The SGR code.
  static func nearestBasic(_ color: TerminalColor) -> Int {
    // The colours as xterm shows them: black, red, green, yellow, blue, magenta, cyan, white,
    // then the bright variants.
    let table: [(Int, Int, Int)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
      (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
      (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    let (red, green, blue) = (Int(color.red), Int(color.green), Int(color.blue))
    let best =
      table.indices.min { left, right in
        func distance(_ index: Int) -> Int {
          let entry = table[index]
          let (dr, dg, db) = (entry.0 - red, entry.1 - green, entry.2 - blue)
          return dr * dr + dg * dg + db * db
        }
        return distance(left) < distance(right)
      } ?? 7
    return best < 8 ? 30 + best : 90 + best - 8
  }
}
