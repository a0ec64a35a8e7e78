// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// How a flag's text becomes a value, what the flag allows in help's words, and how help writes
/// a value.
///
/// The readers for numbers, counts, names and text are here; a command with a value of its own
/// (a curve, a colour pair, an image size) makes its reader with
/// ``init(range:describe:read:)``.
package struct OptionReader<Value: Sendable>: Sendable {
  /// What the flag allows as help writes it, for `\(.range)`: `1...10000`, `> 0 and < 1`,
  /// `csv or json`; empty when any text is allowed.
  package let range: String

  /// A value as help writes it, for `\(.default)`.
  package let describe: @Sendable (Value) -> String

  /// The value of the texts given (one per time the flag was given, in order; empty for a
  /// switch), for the flag as typed (`--fps`, for the message).
  let read: @Sendable (_ texts: [String], _ flag: String) throws(CLIError) -> Value

  /// Creates a reader of one text.
  ///
  /// - Parameters:
  ///   - range: What the flag allows, as help writes it; empty for nothing to say.
  ///   - describe: A value as help writes it; as it prints unless given.
  ///   - read: The value of the text given last, for the flag as typed.
  package init(
    range: String = "",
    describe: @escaping @Sendable (Value) -> String = { String(describing: $0) },
    read: @escaping @Sendable (_ text: String, _ flag: String) throws(CLIError) -> Value
  ) {
    self.range = range
    self.describe = describe
    self.read = { (texts, flag) throws(CLIError) in try read(texts.last ?? "", flag) }
  }

  /// Creates a reader of every text given.
  private init(
    range: String, describe: @escaping @Sendable (Value) -> String,
    readAll: @escaping @Sendable (_ texts: [String], _ flag: String) throws(CLIError) -> Value
  ) {
    self.range = range
    self.describe = describe
    self.read = readAll
  }

  /// The same reader for a flag without a default: help writes no value for `nil`.
  var optional: OptionReader<Value?> {
    OptionReader<Value?>(
      range: range, describe: { value in value.map(describe) ?? "" },
      readAll: { (texts, flag) throws(CLIError) in try read(texts, flag) })
  }

  /// The reader of a repeatable flag: every text read by this reader, in order.
  var each: OptionReader<[Value]> {
    OptionReader<[Value]>(
      range: range, describe: { values in values.map(describe).joined(separator: ", ") },
      readAll: { (texts, flag) throws(CLIError) in
        var values: [Value] = []
        for text in texts { values.append(try read([text], flag)) }
        return values
      })
  }
}

extension OptionReader where Value == Bool {
  /// A switch's reader: `true`, since it was given.
  package static var given: OptionReader<Bool> {
    OptionReader(range: "", describe: { "\($0)" }, readAll: { _, _ in true })
  }
}

extension OptionReader where Value == Double {
  /// A plain finite decimal number allowed by a rule (see ``NumberParser``).
  ///
  /// - Parameter rule: What the flag allows.
  /// - Returns: The reader; help writes the rule's bounds (`1...10000`).
  package static func number(_ rule: NumberRule) -> OptionReader<Double> {
    OptionReader(
      range: rule.bounds, describe: JSONText.shortest,
      read: { (text, flag) throws(CLIError) in
        try NumberParser.number(text, flag: flag, rule: rule)
      })
  }
}

extension OptionReader where Value == Int {
  /// A whole number in a range.
  ///
  /// - Parameter range: The allowed counts.
  /// - Returns: The reader; help writes the range (`1...1000000`).
  package static func integer(in range: ClosedRange<Int>) -> OptionReader<Int> {
    OptionReader(range: "\(range.lowerBound)...\(range.upperBound)") {
      (text, flag) throws(CLIError) in
      try NumberParser.integer(text, flag: flag, in: range)
    }
  }
}

extension OptionReader where Value == String {
  /// Any text, as given.
  package static var text: OptionReader<String> {
    OptionReader { text, _ in text }
  }

  /// Text that passes a test.
  ///
  /// - Parameters:
  ///   - allowed: What the test allows, completing "--flag must be …".
  ///   - test: Whether a text is allowed.
  /// - Returns: The reader.
  package static func text(
    allowed: String, where test: @escaping @Sendable (String) -> Bool
  ) -> OptionReader<String> {
    OptionReader { (text, flag) throws(CLIError) in
      guard test(text) else { throw .invalid(flag, text, allowed: allowed) }
      return text
    }
  }
}

extension OptionReader where Value: CaseIterable & RawRepresentable<String> {
  /// One of the names of an enumeration's cases.
  ///
  /// - Parameters:
  ///   - type: The enumeration; its raw values are the names, in the order help lists them.
  ///   - separator: What help and the message put between the names: `" or "`, `", "`.
  ///   - ignoringCase: Whether `JSON` is `json`.
  /// - Returns: The reader; help writes the names (`csv or json`).
  package static func choice(
    of type: Value.Type, joinedBy separator: String, ignoringCase: Bool = false
  ) -> OptionReader<Value> {
    let names = Value.allCases.map(\.rawValue).joined(separator: separator)
    return OptionReader(
      range: names, describe: \.rawValue,
      read: { (text, flag) throws(CLIError) in
        let name = ignoringCase ? text.lowercased() : text
        guard let value = Value(rawValue: name) else {
          throw .invalid(flag, text, allowed: names)
        }
        return value
      })
  }
}

extension OptionReader where Value == [Double] {
  /// A number or 1 to 4 comma-separated numbers (see ``NumberParser/vector(_:flag:)``).
  package static var vector: OptionReader<[Double]> {
    OptionReader(
      describe: { $0.map(JSONText.shortest).joined(separator: ",") },
      read: { (text, flag) throws(CLIError) in try NumberParser.vector(text, flag: flag) })
  }
}

extension OptionReader where Value == ClosedRange<Double> {
  /// Two comma-separated numbers `L,U` (see ``NumberParser/interval(_:flag:)``).
  package static var interval: OptionReader<ClosedRange<Double>> {
    OptionReader { (text, flag) throws(CLIError) in try NumberParser.interval(text, flag: flag) }
  }
}
