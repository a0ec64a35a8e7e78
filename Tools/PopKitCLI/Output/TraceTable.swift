// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange

/// Prints a trace as CSV or JSON, one row or object per frame.
///
/// The columns are `frame,time,value,velocity,done` for one-component values and
/// `frame,time,value0,value1,…,velocity0,velocity1,…,done` for vectors. Numbers are in their
/// shortest round-trip form, so every row reads back exactly.
enum TraceTable {
  /// The column names for values of a number of components.
  ///
  /// - Parameter componentCount: 1 through 4.
  /// - Returns: The column names.
  static func columns(componentCount: Int) -> [String] {
    ["frame", "time"] + names("value", componentCount) + names("velocity", componentCount)
      + ["done"]
  }

  /// The trace as CSV: a header line, then one line per frame.
  ///
  /// - Parameters:
  ///   - trace: The frames.
  ///   - componentCount: 1 through 4.
  /// - Returns: The CSV text, ending with a newline.
  static func csv(_ trace: Trace, componentCount: Int) -> String {
    var lines = [columns(componentCount: componentCount).joined(separator: ",")]
    for frame in trace.frames {
      let numbers = [Double(frame.frame), frame.time] + frame.value + frame.velocity
      lines.append(
        numbers.map(JSONText.shortest).joined(separator: ",") + ",\(frame.done)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The trace as JSON: an object with the inputs, then `frames`, one object per frame with the
  /// CSV's keys.
  ///
  /// - Parameters:
  ///   - trace: The frames.
  ///   - inputs: The inputs, as members of the top-level object.
  ///   - componentCount: 1 through 4.
  /// - Returns: The JSON text, ending with a newline.
  static func json(
    _ trace: Trace, inputs: [(String, JSONValue)], componentCount: Int
  ) -> String {
    let valueNames = names("value", componentCount)
    let velocityNames = names("velocity", componentCount)
    // Laid out as JSONValue.pretty() would, but each frame's line is written straight into
    // the text: a tree of half a million frames took twice the memory of the text itself.
    var text = "{\n"
    for (name, value) in inputs {
      text += "  \(JSONText.quoted(name)): \(value.pretty(indent: "  ")),\n"
    }
    guard !trace.frames.isEmpty else { return text + "  \"frames\": []\n}\n" }
    text.reserveCapacity(text.utf8.count + trace.frames.count * (64 + 48 * componentCount))
    text += "  \"frames\": [\n"
    for (index, frame) in trace.frames.enumerated() {
      var members: [(String, JSONValue)] = [
        ("frame", .number(Double(frame.frame))), ("time", .number(frame.time)),
      ]
      members += zip(valueNames, frame.value).map { ($0, .number($1)) }
      members += zip(velocityNames, frame.velocity).map { ($0, .number($1)) }
      members.append(("done", .bool(frame.done)))
      text += "    " + JSONValue.object(members).compact
      text += index == trace.frames.count - 1 ? "\n" : ",\n"
    }
    return text + "  ]\n}\n"
  }

  /// `value` for one component, `value0`, `value1`, … for more.
  private static func names(_ base: String, _ count: Int) -> [String] {
    count == 1 ? [base] : (0..<count).map { "\(base)\($0)" }
  }
}
