// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitShared

/// A timing curve and the text it was given by.
struct NamedCurve: Sendable {
  /// The curve.
  var curve: TimingCurve
  /// The name or control points as given, without spaces around them.
  var name: String
}

/// Reads `--curve`: a named timing curve or four control-point coordinates.
enum CurveParser {
  /// The curve when `--curve` is not given: `default`.
  static let defaultCurve = NamedCurve(curve: .default, name: "default")

  /// `--curve`'s reader: the curve and the text it was given by.
  static let reader = OptionReader<NamedCurve>(describe: \.name) {
    (text, flag) throws(CLIError) in
    NamedCurve(curve: try curve(text, flag: flag), name: text.trimmingSpaces)
  }

  /// The curve names `--curve` accepts, with CSS's names as aliases.
  static let named: [(names: [String], curve: TimingCurve)] = [
    (["linear"], .linear),
    (["easeIn", "ease-in"], .easeIn),
    (["easeOut", "ease-out"], .easeOut),
    (["easeInEaseOut", "ease-in-out"], .easeInEaseOut),
    (["default", "ease"], .default),
  ]

  /// Every spelling `--curve` accepts, in words: what its help and its errors list.
  static let spellings =
    "linear, easeIn, easeOut, easeInEaseOut, default (or CSS's ease, ease-in, ease-out, "
    + "ease-in-out), x1,y1,x2,y2 or CSS's cubic-bezier(x1,y1,x2,y2)"

  /// Reads a curve.
  ///
  /// - Parameters:
  ///   - text: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default` (or CSS's `ease`,
  ///     `ease-in`, `ease-out`, `ease-in-out`; names in any case), `x1,y1,x2,y2`, or CSS's
  ///     `cubic-bezier(x1, y1, x2, y2)`.
  ///   - flag: The flag as typed, for the message.
  /// - Returns: The curve.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag and what it allows.
  static func curve(_ text: String, flag: String = "--curve") throws(CLIError) -> TimingCurve {
    let trimmed = text.trimmingSpaces
    for entry in named
    where entry.names.contains(where: { $0.lowercased() == trimmed.lowercased() }) {
      return entry.curve
    }
    let allowed = spellings + ", with x1 and x2 in 0...1"
    var points = Substring(trimmed)
    let function = "cubic-bezier("
    if trimmed.lowercased().hasPrefix(function) {
      guard trimmed.hasSuffix(")") else { throw .invalid(flag, text, allowed: allowed) }
      points = trimmed.dropFirst(function.count).dropLast()
    }
    let parts = points.split(separator: ",", omittingEmptySubsequences: false)
    var numbers: [Double] = []
    for part in parts {
      guard let number = NumberParser.finiteNumber(part), abs(number) <= 1e6 else {
        throw .invalid(flag, text, allowed: allowed)
      }
      numbers.append(number)
    }
    guard numbers.count == 4 else { throw .invalid(flag, text, allowed: allowed) }
    do {
      return try TimingCurve.validated(
        x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    } catch {
      throw .invalid(flag, text, allowed: allowed)
    }
  }
}
