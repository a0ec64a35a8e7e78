// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A JSON document built in code, with keys kept in the order they were written.
///
/// Numbers print in their shortest round-trip form and non-finite numbers as `null`, so the
/// output is always valid JSON.
package indirect enum JSONValue: Equatable, Sendable {
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONValue])
  /// An object, its members in order.
  case object([(String, JSONValue)])

  /// A number, or an array of numbers for a vector of more than one component.
  ///
  /// - Parameter components: The components.
  /// - Returns: `.number` for one component, `.array` for more.
  package static func vector(_ components: [Double]) -> JSONValue {
    components.count == 1 ? .number(components[0]) : .array(components.map(JSONValue.number))
  }

  /// The value on one line.
  package var compact: String {
    switch self {
    case .number(let value): NumberFormatting.json(value)
    case .string(let text): JSONText.quoted(text)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { "\(JSONText.quoted($0.0)): \($0.1.compact)" }.joined(separator: ", ")
        + "}"
    }
  }

  /// The value laid out for reading: an object's members one per line, an array's items one
  /// per line when they are objects or arrays, anything deeper on one line.
  ///
  /// - Parameter indent: The indentation of the value's own line.
  /// - Returns: The text, without a trailing newline.
  package func pretty(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .object(let members) where !members.isEmpty:
      let lines = members.map { "\(inner)\(JSONText.quoted($0.0)): \($0.1.pretty(indent: inner))" }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    case .array(let items) where items.contains(where: \.isContainer):
      let lines = items.map { inner + $0.compact }
      return "[\n" + lines.joined(separator: ",\n") + "\n\(indent)]"
    default:
      return compact
    }
  }

  /// Whether the value is an object or an array.
  private var isContainer: Bool {
    switch self {
    case .object, .array: true
    default: false
    }
  }

  /// Compares two documents member by member.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.compact == rhs.compact
  }
}
