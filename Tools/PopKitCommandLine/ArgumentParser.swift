// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

/// Splits a command line into flags and positional words against the flags a command accepts.
///
/// With the ``FlagSyntax/full`` syntax (`popkit`'s) it understands `--name value`,
/// `--name=value`, `-o value`, switches (`--json`), and `--` (everything after it is
/// positional). A value may start with `-` (`--from -5`) but not with `--` (unless it has a
/// space in it), so that a forgotten value is reported instead of eating the next flag. Every
/// problem is a ``CLIError/usage(_:)`` that names the flag.
package enum ArgumentParser {
  /// Parses arguments.
  ///
  /// - Parameters:
  ///   - arguments: The words after the command name.
  ///   - options: The flags the command accepts.
  ///   - maximumPositionals: How many positional words the command accepts.
  ///   - syntax: How flags are written: `popkit`'s (the default) or `popkit-gallery`'s.
  /// - Returns: The flags and positionals.
  /// - Throws: ``CLIError/usage(_:)`` for an unknown flag, a missing value, a value given to a
  ///   switch, a flag repeated that may not be, or too many positional words.
  package static func parse(
    _ arguments: [String], options: [any Flag], maximumPositionals: Int = 0,
    syntax: FlagSyntax = .full
  ) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if onlyPositionals || !syntax.isFlag(word) {
        guard parsed.positionals.count < maximumPositionals else {
          throw .usage("unexpected argument '\(word)'")
        }
        parsed.positionals.append(word)
        continue
      }
      if word == "--", syntax == .full {
        onlyPositionals = true
        continue
      }
      let (option, inlineValue) = try match(word, in: options, syntax: syntax)
      if parsed.contains(option) && !option.repeatable {
        throw .usage("\(option.flag) is given more than once; give it once")
      }
      guard let valueName = option.valueName else {
        if inlineValue != nil { throw .usage("\(option.flag) is a switch and takes no value") }
        parsed.add(option, text: nil)
        continue
      }
      if let inlineValue {
        parsed.add(option, text: inlineValue)
      } else if index < arguments.count, !looksLikeLongFlag(arguments[index]) {
        parsed.add(option, text: arguments[index])
        index += 1
      } else {
        throw .usage(syntax.missingValue(option.flag, valueName: valueName))
      }
    }
    return parsed
  }

  /// Whether a word looks like a long flag, and so cannot be the value of the flag before it.
  ///
  /// A word with a space in it is a value even if it starts with `--`, as in
  /// `--spring "--tension 300 --friction 20"`.
  ///
  /// - Parameter word: A command-line word.
  /// - Returns: `true` for `--name` and `--name=value`.
  static func looksLikeLongFlag(_ word: String) -> Bool {
    word.hasPrefix("--") && !word.contains(" ")
  }

  /// Finds the flag a word names.
  ///
  /// - Parameters:
  ///   - word: `--name`, `--name=value` or `-x`.
  ///   - options: The flags the command accepts.
  ///   - syntax: How flags are written.
  /// - Returns: The flag and the value written after `=`, if any.
  /// - Throws: ``CLIError/usage(_:)`` for an unknown flag, with a suggestion when one is close.
  private static func match(
    _ word: String, in options: [any Flag], syntax: FlagSyntax
  ) throws(CLIError) -> (any Flag, String?) {
    guard syntax == .full else {
      if let option = options.first(where: { $0.flag == word }) { return (option, nil) }
      throw .usage("unknown option '\(word)'")
    }
    if word.hasPrefix("--") {
      let body = word.dropFirst(2)
      let name: Substring
      let value: String?
      if let equals = body.firstIndex(of: "=") {
        name = body[..<equals]
        value = String(body[body.index(after: equals)...])
      } else {
        name = body
        value = nil
      }
      if let option = options.first(where: { $0.name == name }) { return (option, value) }
      throw unknown("--\(name)", options: options)
    }
    let letter = word.dropFirst()
    if letter.count == 1, let option = options.first(where: { $0.short == letter.first }) {
      return (option, nil)
    }
    throw unknown(word, options: options)
  }

  /// The error for an unknown flag, suggesting the closest known one.
  ///
  /// - Parameters:
  ///   - flag: The flag as typed.
  ///   - options: The flags the command accepts.
  /// - Returns: A usage error.
  private static func unknown(_ flag: String, options: [any Flag]) -> CLIError {
    let typed = flag.drop { $0 == "-" }
    let scored = options.map { ($0, editDistance(Array(typed), Array($0.name))) }
    if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, typed.count / 3) {
      return .usage("unknown flag \(flag); did you mean \(best.0.flag)?")
    }
    return .usage("unknown flag \(flag); see --help for the flags this command accepts")
  }

  /// The Levenshtein distance between two words.
  ///
  /// - Parameters:
  ///   - a: One word.
  ///   - b: The other.
  /// - Returns: The fewest insertions, deletions and substitutions that turn one into the other.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1]
      for (j, right) in b.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}

/// How a tool's flags are written.
package enum FlagSyntax: Sendable {
  /// `popkit`'s: `--name value`, `--name=value`, `-o value`, switches, `--` before positional
  /// words; `-5` is a word, not a flag; an unknown flag is answered with the nearest known one.
  case full
  /// `popkit-gallery`'s: `--name value` only; every word that starts with `-` is a flag; an
  /// unknown flag is named as typed.
  case longFlagsOnly

  /// Whether a word is a flag.
  ///
  /// With ``full``: `--x`, `-x`, or `--`, but not a negative number. With ``longFlagsOnly``:
  /// any word that starts with `-`.
  ///
  /// - Parameter word: A command-line word.
  /// - Returns: `true` for a flag.
  func isFlag(_ word: String) -> Bool {
    guard word.hasPrefix("-") else { return false }
    guard self == .full else { return true }
    guard word.count > 1 else { return false }
    if word.hasPrefix("--") { return true }
    guard let second = word.dropFirst().first else { return false }
    return !(second.isNumber || second == ".")
  }

  /// The message for a flag given without its value.
  ///
  /// - Parameters:
  ///   - flag: The flag as typed.
  ///   - valueName: Its value's placeholder.
  /// - Returns: `--fps needs a value (N)`, or `--size needs a value` for ``longFlagsOnly``.
  func missingValue(_ flag: String, valueName: String) -> String {
    self == .full ? "\(flag) needs a value (\(valueName))" : "\(flag) needs a value"
  }
}
