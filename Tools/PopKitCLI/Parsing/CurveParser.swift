// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
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
    (["easeInBack"], .easeInBack), (["easeOutBack"], .easeOutBack),
    (["easeInOutBack"], .easeInOutBack),
    (["easeInElastic"], .easeInElastic), (["easeOutElastic"], .easeOutElastic),
    (["easeInOutElastic"], .easeInOutElastic),
    (["easeInBounce"], .easeInBounce), (["easeOutBounce"], .easeOutBounce),
    (["easeInOutBounce"], .easeInOutBounce),
    (["step-start"], .steps(1, jump: .start)), (["step-end"], .steps(1, jump: .end)),
  ]

  /// Every spelling `--curve` accepts, in words: what its help and its errors list.
  static let spellings =
    "linear, easeIn, easeOut, easeInEaseOut, default (or CSS's ease, ease-in, ease-out, "
    + "ease-in-out), easeInBack, easeOutBack, easeInOutBack, easeInElastic, easeOutElastic, "
    + "easeInOutElastic, easeInBounce, easeOutBounce, easeInOutBounce, x1,y1,x2,y2 or CSS's "
    + "cubic-bezier(x1,y1,x2,y2), CSS's steps(N[, jump-start|jump-end|jump-none|jump-both]), "
    + "step-start, step-end, back(in|out|inOut[, OVERSHOOT]), "
    + "elastic(in|out|inOut[, AMPLITUDE[, PERIOD]]), bounce(in|out|inOut), "
    + "spring(SPRING FLAGS) such as spring(--duration 0.5 --bounce 0.3)"

  /// Reads a curve.
  ///
  /// - Parameters:
  ///   - text: A name of ``named`` (in any case), `x1,y1,x2,y2`, CSS's
  ///     `cubic-bezier(x1, y1, x2, y2)`, CSS's `steps(N, jump-end)` (the jump optional, also
  ///     `start`/`end`), `back(MODE, OVERSHOOT)`, `elastic(MODE, AMPLITUDE, PERIOD)` (the
  ///     numbers optional, the presets' by default), `bounce(MODE)` or `spring(FLAGS)` with
  ///     spring model flags.
  ///   - flag: The flag as typed, for the message.
  /// - Returns: The curve.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag and what it allows, with the rule a
  ///   parameter breaks.
  static func curve(_ text: String, flag: String = "--curve") throws(CLIError) -> TimingCurve {
    let trimmed = text.trimmingSpaces
    for entry in named
    where entry.names.contains(where: { $0.lowercased() == trimmed.lowercased() }) {
      return entry.curve
    }
    if let (function, arguments) = call(trimmed), function != "cubic-bezier" {
      return try familyCurve(function, arguments, text: text, flag: flag)
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

  /// The curve as `trace` writes it in JSON: its name as given, and a Bézier's
  /// `controlPoints` or another curve's `function` (its ``TimingCurve/description``).
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - name: The text it was given by.
  /// - Returns: The JSON object.
  static func json(_ curve: TimingCurve, name: String) -> JSONValue {
    guard let points = curve.controlPoints else {
      return .object([("name", .string(name)), ("function", .string(curve.description))])
    }
    return .object([
      ("name", .string(name)), ("controlPoints", .array(points.coordinates.map(JSONValue.number))),
    ])
  }

  /// A function call's lowercased name and its arguments, trimmed: `steps(4, end)` gives
  /// `("steps", ["4", "end"])`; `nil` when the text is not one.
  private static func call(_ text: String) -> (String, [String])? {
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    let name = String(text[..<open]).trimmingSpaces.lowercased()
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    guard !name.isEmpty, !inside.contains("(") else { return nil }
    if name == "spring" { return (name, [String(inside)]) }
    let arguments = inside.split(separator: ",", omittingEmptySubsequences: false)
      .map { String($0).trimmingSpaces }
    return (name, arguments)
  }

  /// A steps, back, elastic, bounce or spring curve from its function's arguments.
  private static func familyCurve(
    _ function: String, _ arguments: [String], text: String, flag: String
  ) throws(CLIError) -> TimingCurve {
    let modes: [(String, EaseMode)] = [("in", .in), ("out", .out), ("inout", .inOut)]
    let mode = modes.first { $0.0 == arguments.first?.lowercased() }?.1
    func number(_ index: Int, _ fallback: Double) throws(CLIError) -> Double {
      guard index < arguments.count else { return fallback }
      guard let value = NumberParser.finiteNumber(Substring(arguments[index])) else {
        throw .invalid(flag, text, allowed: spellings)
      }
      return value
    }
    do {
      switch function {
      case "steps" where (1...2).contains(arguments.count):
        guard let count = Int(arguments[0]) else { break }
        let jumps: [(String, StepJump)] = [
          ("jump-start", .start), ("start", .start), ("jump-end", .end), ("end", .end),
          ("jump-none", .none), ("jump-both", .both),
        ]
        let written = arguments.count == 2 ? arguments[1].lowercased() : "jump-end"
        guard let jump = jumps.first(where: { $0.0 == written })?.1 else { break }
        return try TimingCurve.validatedSteps(count, jump: jump)
      case "back" where (1...2).contains(arguments.count):
        guard let mode else { break }
        return try TimingCurve.validatedBack(
          overshoot: try number(1, TimingCurve.easeInBack.parameterValues[0]), mode)
      case "elastic" where (1...3).contains(arguments.count):
        guard let mode else { break }
        return try TimingCurve.validatedElastic(
          amplitude: try number(1, 1), period: try number(2, mode == .inOut ? 0.45 : 0.3), mode)
      case "bounce" where arguments.count == 1:
        guard let mode else { break }
        return [TimingCurve.easeInBounce, .easeOutBounce, .easeInOutBounce][
          EaseMode.all.firstIndex(of: mode) ?? 0]
      case "spring":
        let words = arguments[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
          .map(String.init)
        let model: MotionSpring
        do {
          let parsed = try ArgumentParser.parse(words, options: SpringModelFlags.options)
          model = try SpringModelFlags.parse(parsed) ?? SpringModelFlags.popDefault
        } catch {
          throw CLIError.usage("\(flag) '\(text)': \(error.message)")
        }
        return try TimingCurve.validatedSpring(model.spring)
      default: break
      }
    } catch let error as TimingCurveError {
      throw .usage("\(flag) '\(text)': \(error)")
    } catch let error as CLIError {
      throw error
    } catch {
      throw .invalid(flag, text, allowed: spellings)
    }
    throw .invalid(flag, text, allowed: spellings)
  }
}
