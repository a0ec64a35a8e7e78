// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Stops the program with a message that names a configuration parameter, the value it was
/// given and the range it allows, unless `isValid` holds.
///
/// Invalid configuration is a programmer error in PopKit (as an out-of-range array index is in
/// Swift), so it traps instead of throwing. Code that handles untrusted input validates it first.
///
/// - Parameters:
///   - isValid: Whether the value is acceptable.
///   - parameter: The parameter's qualified name, for example `"Spring.mass"`.
///   - value: The value that was given.
///   - allowed: The allowed range in words, for example `"finite and > 0"`.
///   - file: The file to report.
///   - line: The line to report.
@inline(__always)
package func checkParameter(
  _ isValid: Bool,
  _ parameter: @autoclosure () -> String,
  _ value: @autoclosure () -> Double,
  allowed: @autoclosure () -> String,
  file: StaticString = #file,
  line: UInt = #line
) {
  precondition(
    isValid,
    "\(parameter()) must be \(allowed()); got \(value())",
    file: file,
    line: line
  )
}
