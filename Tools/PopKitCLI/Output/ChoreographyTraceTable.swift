// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange

/// Prints a ``ChoreographyTrace`` as CSV or JSON.
///
/// CSV: a header `frame,time,target,property,value0,…,valueW-1,velocity0,…,velocityW-1`, W
/// the most components of the choreography's properties (at least 1), then one line per frame
/// and property, frames in order and properties in the order the document's tracks first name
/// them; a property of fewer components leaves the rest of its cells empty; names holding a
/// comma, a quote or a line break are quoted as RFC 4180 quotes them.
///
/// JSON: `{"choreography": NAME, "duration": D, "fps": N, "frames": [{"frame": 0, "time": 0,
/// "properties": [{"target": T, "property": P, "value": […], "velocity": […]}, …]}, …],
/// "finished": "end" | "start" | null}`.
///
/// Numbers are in their shortest form that reads back exactly.
enum ChoreographyTraceTable {
  /// The CSV's columns for a trace.
  ///
  /// - Parameter trace: The trace.
  /// - Returns: The column names.
  static func columns(_ trace: ChoreographyTrace) -> [String] {
    let width = max(1, trace.properties.map(\.componentCount).max() ?? 1)
    return ["frame", "time", "target", "property"] + (0..<width).map { "value\($0)" }
      + (0..<width).map { "velocity\($0)" }
  }

  /// The trace as CSV.
  ///
  /// - Parameter trace: The trace.
  /// - Returns: The text, ending with a newline. O(frames × properties).
  static func csv(_ trace: ChoreographyTrace) -> String {
    let columns = columns(trace)
    let width = (columns.count - 4) / 2
    let names = trace.properties.map {
      MotionRecorder.field($0.target) + "," + MotionRecorder.field($0.property)
    }
    var text = columns.joined(separator: ",") + "\n"
    for frame in trace.frames {
      let start = JSONText.shortest(Double(frame.frame)) + "," + JSONText.shortest(frame.time)
      for index in trace.properties.indices {
        let padding = Array(repeating: "", count: width - frame.values[index].count)
        let cells =
          frame.values[index].map(JSONText.shortest) + padding
          + frame.velocities[index].map(JSONText.shortest) + padding
        text += start + "," + names[index] + "," + cells.joined(separator: ",") + "\n"
      }
    }
    return text
  }

  /// The trace as JSON, one line per frame.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - name: The choreography's name.
  ///   - duration: Its length, seconds.
  ///   - fps: The frames per second.
  /// - Returns: The text, ending with a newline. O(frames × properties).
  static func json(
    _ trace: ChoreographyTrace, name: String, duration: Double, fps: Double
  ) -> String {
    var text = "{\n  \"choreography\": \(JSONText.quoted(name)),\n"
    text += "  \"duration\": \(JSONText.shortest(duration)),\n"
    text += "  \"fps\": \(JSONText.shortest(fps)),\n"
    text += "  \"frames\": ["
    for (position, frame) in trace.frames.enumerated() {
      let properties = trace.properties.indices.map { index -> JSONValue in
        .object([
          ("target", .string(trace.properties[index].target)),
          ("property", .string(trace.properties[index].property)),
          ("value", .array(frame.values[index].map(JSONValue.number))),
          ("velocity", .array(frame.velocities[index].map(JSONValue.number))),
        ])
      }
      let object = JSONValue.object([
        ("frame", .number(Double(frame.frame))), ("time", .number(frame.time)),
        ("properties", .array(properties)),
      ])
      text += (position == 0 ? "\n    " : ",\n    ") + object.compact
    }
    text += trace.frames.isEmpty ? "],\n" : "\n  ],\n"
    let finished: JSONValue =
      switch trace.finished {
      case .end: .string("end")
      case .start: .string("start")
      case nil: .null
      }
    return text + "  \"finished\": \(finished.compact)\n}\n"
  }
}
