import PopKit

/// How popkit prints numbers: one place for every format, none of them locale-dependent.
///
/// - ``shortest(_:)``: the shortest text that reads back as exactly the same `Double` (for
///   CSV, JSON and pasteable parameters).
/// - ``fixed(_:decimals:)``: rounded to a number of decimals, without trailing zeros (for
///   CSS stops, tick labels and SVG coordinates).
package enum NumberFormatting {
  /// The shortest decimal text that reads back as exactly `value`.
  ///
  /// Whole numbers print without a decimal point (`1`, not `1.0`), and negative zero prints as
  /// `0`. Very large or small magnitudes use an exponent (`1e-07`), which JSON, CSV readers and
  /// Swift all read. Non-finite values print as `nan`, `inf` or `-inf`; callers that must not
  /// print them (JSON) check first.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text.
  package static func shortest(_ value: Double) -> String { JSONText.shortest(value) }

  /// A number for JSON: ``shortest(_:)``, or `null` when it is not finite.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its JSON text.
  package static func json(_ value: Double) -> String {
    value.isFinite ? shortest(value) : "null"
  }

  /// A number rounded to at most `decimals` decimals, with trailing zeros removed.
  ///
  /// `fixed(0.03374, decimals: 4)` is `0.0337`, `fixed(1.0, decimals: 4)` is `1`, and a value
  /// that rounds to zero prints as `0` (never `-0`).
  ///
  /// - Parameters:
  ///   - value: A finite number.
  ///   - decimals: The number of decimals to round to, 0 through 9.
  /// - Returns: Its text.
  package static func fixed(_ value: Double, decimals: Int) -> String {
    guard abs((value * pow10(decimals)).rounded()) < 9e15 else { return shortest(value) }
    // Below 9e15 the shared formatter's digits are exact; only the trailing zeros go.
    var text = Substring(NumberFormat(fractionDigits: decimals).string(for: value))
    guard text.contains(".") else { return String(text) }
    while text.last == "0" { text = text.dropLast() }
    if text.last == "." { text = text.dropLast() }
    return String(text)
  }

  /// A number with about `significantDigits` significant digits, for human-readable text.
  ///
  /// - Parameters:
  ///   - value: A finite number.
  ///   - significantDigits: How many digits to keep, at least 1.
  /// - Returns: Its text, such as `0.583` or `342.1`.
  package static func rounded(_ value: Double, significantDigits: Int) -> String {
    guard value.isFinite, value != 0 else { return shortest(value) }
    var magnitude = 0
    var probe = abs(value)
    while probe >= 10 {
      probe /= 10
      magnitude += 1
    }
    while probe < 1 {
      probe *= 10
      magnitude -= 1
    }
    let decimals = min(9, max(0, significantDigits - 1 - magnitude))
    return fixed(value, decimals: decimals)
  }

  /// `10^exponent` for a small exponent, exactly.
  ///
  /// - Parameter exponent: 0 through 9.
  /// - Returns: The power of ten.
  private static func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(0, exponent) { result *= 10 }
    return result
  }
}
