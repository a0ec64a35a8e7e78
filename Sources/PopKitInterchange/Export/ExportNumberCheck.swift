// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The one check every export runs so that no format ever holds a non-finite number: the numbers
/// a choreography brings in are checked where they come from (a document place) before any work,
/// and the JSON an export writes is checked before it becomes text (an output place).
///
/// A loaded document already keeps its numbers within these bounds; a document built in code
/// need not, and each exporter guards itself. Inputs within the bounds keep every derived
/// number finite: a value times 255 or 100, a time times 1,000 or a frame rate.
enum ExportNumberCheck {
  /// The largest magnitude of a value an export takes: the document's own limit,
  /// ``MotionDocument/maximumMagnitude`` (1e12).
  static var largestValue: Double { MotionDocument.maximumMagnitude }

  /// The latest time an export takes, seconds: ``MotionDocument/maximumTime``, the 1e6 s of
  /// `Choreography/maximumDuration`.
  static var latestTime: Double { MotionDocument.maximumTime }

  /// Checks a choreography's numbers: the stage size, each target's rest place, size and
  /// colour, each label, and each placement's start, length, final value and segments (times,
  /// values and targets within the bounds, velocities finite).
  ///
  /// - Parameters:
  ///   - document: The document (for its size and the choreography's targets and labels).
  ///   - name: The choreography's name.
  ///   - placements: Its resolved placements.
  /// - Throws: The first number out of bounds, with its document place and the rule.
  /// - Complexity: O(n) in the placements' segments and components.
  static func check(
    _ document: MotionDocument, choreography name: String, _ placements: [ResolvedPlacement]
  ) throws(MotionDocumentError) {
    for (index, side) in document.size.enumerated() {
      try value(side, at: "size[\(index)]")
    }
    let place = DocumentReader.join("choreographies", name)
    let choreography = document.choreographies[name]
    for (target, rest) in (choreography?.targets ?? [:]).sorted(by: { $0.key < $1.key }) {
      let at = DocumentReader.join(place + ".targets", target)
      for (key, number) in [("x", rest.x), ("y", rest.y), ("width", rest.width)]
        + [("height", rest.height)]
      {
        try value(number, at: "\(at).\(key)")
      }
      for (index, channel) in (rest.color?.components ?? []).enumerated() {
        try value(channel, at: "\(at).color[\(index)]")
      }
    }
    for (label, time) in (choreography?.labels ?? [:]).sorted(by: { $0.key < $1.key }) {
      try self.time(time, at: DocumentReader.join(place + ".labels", label))
    }
    for placement in placements {
      try time(placement.at, at: "\(placement.place).at")
      try time(placement.at + placement.track.duration, at: "\(placement.place) (its end)")
      for (index, component) in placement.track.initialValue.enumerated() {
        try value(component, at: "\(placement.place).from[\(index)]")
      }
      // The value it ends at (which a track whose steps resolve to no segment still holds).
      for (index, component) in placement.track.value(at: placement.track.duration).enumerated() {
        try value(component, at: "\(placement.place) (its final value)[\(index)]")
      }
      for (index, segment) in placement.track.segments.enumerated() {
        let at = "\(placement.place).segments[\(index)]"
        try time(segment.startTime, at: at)
        try time(segment.endTime, at: at)
        for number in segment.startValue + segment.endValue + segment.target {
          try value(number, at: at)
        }
        // A velocity may exceed the values' bound (1e12 moved in a microsecond); it must be
        // finite, and every product the exports form with it stays so.
        for number in segment.startVelocity + segment.endVelocity where !number.isFinite {
          throw MotionDocumentError(
            place: at,
            rule: "a velocity of \(JSONText.shortest(number)) cannot be exported: "
              + "velocities must be finite")
        }
      }
    }
  }

  /// Refuses a value that is not finite or beyond ``largestValue``.
  static func value(_ number: Double, at place: String) throws(MotionDocumentError) {
    guard number.isFinite, abs(number) <= largestValue else {
      throw MotionDocumentError(
        place: place,
        rule: "\(JSONText.shortest(number)) cannot be exported: values must be finite "
          + "and within ±1e12")
    }
  }

  /// Refuses a time that is not finite, negative or after ``latestTime``.
  static func time(_ number: Double, at place: String) throws(MotionDocumentError) {
    guard number.isFinite, number >= 0, number <= latestTime else {
      throw MotionDocumentError(
        place: place,
        rule: "\(JSONText.shortest(number)) s cannot be exported: times must be finite, "
          + ">= 0 and at most \(JSONText.shortest(latestTime)) s")
    }
  }

  /// Refuses JSON an export made that holds a non-finite number (which JSON has no text for),
  /// naming the first one by its path in the output.
  ///
  /// - Parameters:
  ///   - json: The export's JSON.
  ///   - format: The format's name, for the message.
  /// - Throws: `FORMAT output at PATH: … is not a number JSON can hold`.
  /// - Complexity: O(n) in the JSON's values.
  static func check(_ json: JSONValue, format: String) throws(MotionDocumentError) {
    if let (path, number) = firstNonFinite(in: json, at: "") {
      throw MotionDocumentError(
        place: "\(format) output at \(path.isEmpty ? "(root)" : path)",
        rule: "\(JSONText.shortest(number)) is not a number JSON can hold; the document "
          + "cannot be exported as \(format)")
    }
  }

  /// The first non-finite number in a JSON value, with its path (`layers[0].ks.p.x.k[3].t`).
  private static func firstNonFinite(
    in json: JSONValue, at path: String
  ) -> (String, Double)? {
    switch json {
    case .number(let number): return number.isFinite ? nil : (path, number)
    case .string, .bool, .null: return nil
    case .array(let items):
      for (index, item) in items.enumerated() {
        if let found = firstNonFinite(in: item, at: "\(path)[\(index)]") { return found }
      }
      return nil
    case .object(let members):
      for (key, member) in members {
        let inner = path.isEmpty ? key : "\(path).\(key)"
        if let found = firstNonFinite(in: member, at: inner) { return found }
      }
      return nil
    }
  }
}
