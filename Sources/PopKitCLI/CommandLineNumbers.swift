/// `popkit`'s rules for numbers on a command line, for the package's other tools
/// (`popkit-gallery`), so that a value means the same in each: plain finite decimals only.
///
/// Refused everywhere: hexadecimal (`0x10`), `nan`, `inf`, other scripts' digits, an empty
/// text, numbers that overflow to infinity. The rules are ``NumberParser``'s; this type only
/// opens them to the package.
package enum CommandLineNumbers {
  /// Reads a number in a closed range.
  ///
  /// - Parameters:
  ///   - text: The flag's value.
  ///   - flag: The flag as typed, for the message, such as `--time`.
  ///   - range: The allowed numbers.
  ///   - unit: The unit for the message, such as `seconds`; empty for none.
  /// - Returns: The number.
  /// - Throws: ``CLIError/usage(_:)``:
  ///   `--time must be a number in 0...3600 (seconds); got '0x10'`.
  package static func number(
    _ text: String, flag: String, in range: ClosedRange<Double>, unit: String = ""
  ) throws(CLIError) -> Double {
    try NumberParser.number(text, flag: flag, rule: .within(range, unit))
  }

  /// Reads a whole number in a range: ASCII digits with an optional sign.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - range: The allowed counts.
  /// - Returns: The number, or `nil` for anything else.
  package static func integer(_ text: String, in range: ClosedRange<Int>) -> Int? {
    try? NumberParser.integer(text, flag: "", in: range)
  }

  /// Reads a plain finite decimal number.
  ///
  /// - Parameter text: The text, possibly with spaces around it.
  /// - Returns: The number, or `nil` for anything else (including `nan`, `inf` and `0x10`).
  package static func finiteNumber(_ text: String) -> Double? {
    NumberParser.finiteNumber(text[...])
  }
}
