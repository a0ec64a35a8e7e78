// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

/// Whether two numbers agree within a tolerance: `|actual − expected|` is at most the larger of
/// `absolute` and `relative × max(|actual|, |expected|)`.
///
/// With both tolerances 0 only equal numbers agree; a NaN or an infinity never agrees with
/// anything (not even itself). O(1).
///
/// - Parameters:
///   - actual: The number measured.
///   - expected: The number it should be.
///   - absolute: The largest difference allowed whatever the numbers' size (≥ 0).
///   - relative: The largest difference allowed as a fraction of the larger magnitude (≥ 0).
/// - Returns: Whether they agree.
package func isClose<Value: BinaryFloatingPoint>(
  _ actual: Value, _ expected: Value, absolute: Value = 0, relative: Value = 0
) -> Bool {
  abs(actual - expected) <= allowedDifference(actual, expected, absolute, relative)
    && actual.isFinite && expected.isFinite
}

/// Expects two numbers to agree within a tolerance.
///
/// They agree as ``isClose(_:_:absolute:relative:)`` says; otherwise an issue is recorded at the
/// caller that gives both numbers, their difference and the difference allowed. O(1).
///
/// - Parameters:
///   - actual: The number measured.
///   - expected: The number it should be.
///   - absolute: The largest difference allowed whatever the numbers' size (≥ 0).
///   - relative: The largest difference allowed as a fraction of the larger magnitude (≥ 0).
///   - comment: What is compared, added to the issue.
///   - sourceLocation: Where the issue points: the caller's line.
/// - Returns: Whether they agree (for a loop that stops at the first disagreement).
@discardableResult
package func expectClose<Value: BinaryFloatingPoint>(
  _ actual: Value, _ expected: Value, absolute: Value = 0, relative: Value = 0,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  if isClose(actual, expected, absolute: absolute, relative: relative) { return true }
  let allowed = allowedDifference(actual, expected, absolute, relative)
  let difference = abs(actual - expected)
  var text = "\(actual) is not close to \(expected): difference \(difference), allowed \(allowed)"
  text += tolerances(absolute, relative)
  if let comment = comment() { text += ": \(comment.rawValue)" }
  Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
  return false
}

/// Expects two lists of numbers to have the same length and agree element by element.
///
/// Elements agree as ``isClose(_:_:absolute:relative:)`` says; otherwise one issue is recorded
/// at the caller naming the first index that differs, with both numbers and their difference.
/// O(n).
///
/// - Parameters:
///   - actual: The numbers measured.
///   - expected: The numbers they should be.
///   - absolute: The largest difference allowed whatever the numbers' size (≥ 0).
///   - relative: The largest difference allowed as a fraction of the larger magnitude (≥ 0).
///   - comment: What is compared, added to the issue.
///   - sourceLocation: Where the issue points: the caller's line.
/// - Returns: Whether they agree.
@discardableResult
package func expectClose<Value: BinaryFloatingPoint>(
  _ actual: [Value], _ expected: [Value], absolute: Value = 0, relative: Value = 0,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let suffix = comment().map { ": \($0.rawValue)" } ?? ""
  guard actual.count == expected.count else {
    Issue.record(
      Comment(rawValue: "\(actual.count) numbers, expected \(expected.count)\(suffix)"),
      sourceLocation: sourceLocation)
    return false
  }
  for index in actual.indices
  where !isClose(actual[index], expected[index], absolute: absolute, relative: relative) {
    let allowed = allowedDifference(actual[index], expected[index], absolute, relative)
    let difference = abs(actual[index] - expected[index])
    var text = "[\(index)]: \(actual[index]) is not close to \(expected[index]): "
    text += "difference \(difference), allowed \(allowed)" + tolerances(absolute, relative)
    text += " (\(actual) vs \(expected))\(suffix)"
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    return false
  }
  return true
}

/// The larger of the absolute tolerance and the relative one times the larger magnitude.
private func allowedDifference<Value: BinaryFloatingPoint>(
  _ actual: Value, _ expected: Value, _ absolute: Value, _ relative: Value
) -> Value {
  relative == 0 ? absolute : max(absolute, relative * max(abs(actual), abs(expected)))
}

/// The tolerances given, for an issue: " (absolute 1e-09, relative 1e-06)".
private func tolerances<Value: BinaryFloatingPoint>(_ absolute: Value, _ relative: Value)
  -> String
{
  switch (absolute, relative) {
  case (0, 0): " (exact)"
  case (_, 0): " (absolute \(absolute))"
  case (0, _): " (relative \(relative))"
  default: " (absolute \(absolute), relative \(relative))"
  }
}
