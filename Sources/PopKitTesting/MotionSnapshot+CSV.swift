// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension MotionSnapshot {
  /// Reads a snapshot from the recorder's CSV (``csv``, `MotionRecorder/csv(since:)`).
  ///
  /// - Parameter text: The CSV text: a header line naming at least `frame`, `time`, `key`,
  ///   `object`, `property`, `value` or `value0`…, `velocity` or `velocity0`… and `done`, then
  ///   one line per write.
  /// - Throws: ``MotionSnapshotError/malformed(line:reason:)`` naming the first line that is
  ///   not such a row.
  public init(csv text: String) throws(MotionSnapshotError) {
    var lines = CSVText.records(text)
    guard !lines.isEmpty else { throw .malformed(line: 1, reason: "the file is empty") }
    let header = lines.removeFirst()
    let columns = try CSVColumns(header)
    var rows: [Row] = []
    rows.reserveCapacity(lines.count)
    for (offset, fields) in lines.enumerated() {
      rows.append(try columns.row(fields, line: offset + 2))
    }
    self.init(rows: rows)
  }
}

/// Where each field of a snapshot's CSV is, from its header.
struct CSVColumns {
  /// The index of each named column.
  let index: [String: Int]
  /// The indices of the value's components, in order.
  let values: [Int]
  /// The indices of the velocity's components, in order.
  let velocities: [Int]
  /// The number of fields in a row.
  let count: Int

  /// Reads a header.
  init(_ header: [String]) throws(MotionSnapshotError) {
    var index: [String: Int] = [:]
    for (position, name) in header.enumerated() { index[name] = position }
    for name in ["frame", "time", "key", "object", "property", "done"] where index[name] == nil {
      throw .malformed(line: 1, reason: "the header has no column '\(name)'")
    }
    func components(_ base: String) -> [Int] {
      if let single = index[base] { return [single] }
      var found: [Int] = []
      while let next = index["\(base)\(found.count)"] { found.append(next) }
      return found
    }
    values = components("value")
    velocities = components("velocity")
    guard !values.isEmpty, values.count == velocities.count else {
      throw .malformed(
        line: 1, reason: "the header needs as many 'value' columns as 'velocity' columns, ≥ 1")
    }
    self.index = index
    count = header.count
  }

  /// Reads a row.
  func row(_ fields: [String], line: Int) throws(MotionSnapshotError) -> MotionSnapshot.Row {
    guard fields.count == count else {
      throw .malformed(line: line, reason: "\(fields.count) fields, the header has \(count)")
    }
    func field(_ name: String) -> String { fields[index[name] ?? 0] }
    func number(_ position: Int, _ name: String) throws(MotionSnapshotError) -> Double {
      guard let value = Double(fields[position]), value.isFinite else {
        throw .malformed(line: line, reason: "\(name) '\(fields[position])' is not a finite number")
      }
      return value
    }
    guard let frame = Int(field("frame")), frame >= 0 else {
      throw .malformed(line: line, reason: "frame '\(field("frame"))' is not a whole number ≥ 0")
    }
    let time = try number(index["time"] ?? 0, "time")
    let present = values.prefix { !fields[$0].isEmpty }
    var value: [Double] = []
    var velocity: [Double] = []
    for (component, position) in present.enumerated() {
      value.append(try number(position, "value component \(component)"))
      velocity.append(try number(velocities[component], "velocity component \(component)"))
    }
    guard !value.isEmpty else { throw .malformed(line: line, reason: "the row has no value") }
    let done = field("done")
    guard done == "true" || done == "false" else {
      throw .malformed(line: line, reason: "done '\(done)' is neither true nor false")
    }
    return MotionSnapshot.Row(
      frame: frame, time: time, key: field("key"), object: field("object"),
      property: field("property"), value: value, velocity: velocity, isDone: done == "true")
  }
}

/// What is wrong with a snapshot's CSV.
public enum MotionSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A line is not what the recorder writes.
  ///
  /// - Parameters:
  ///   - line: The line, from 1 (the header).
  ///   - reason: What is wrong with it.
  case malformed(line: Int, reason: String)

  /// The problem in words.
  public var description: String {
    switch self {
    case .malformed(let line, let reason): "line \(line) of the snapshot's CSV: \(reason)"
    }
  }
}

/// CSV fields: quoting one, and splitting a text into records (RFC 4180: a field in double
/// quotes may hold commas, line breaks and doubled quotes).
enum CSVText {
  /// A field, quoted when it holds a comma, a quote or a line break.
  static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }

  /// The records of a text, each a list of fields; a line break ends a record outside quotes,
  /// and empty lines are skipped.
  static func records(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var characters = text.makeIterator()
    var pending = characters.next()
    while let character = pending {
      pending = characters.next()
      if quoted {
        if character == "\"" {
          if pending == "\"" {
            field.append("\"")
            pending = characters.next()
          } else {
            quoted = false
          }
        } else {
          field.append(character)
        }
      } else if character == "\"" {
        quoted = true
      } else if character == "," {
        fields.append(field)
        field = ""
      } else if character.isNewline {
        fields.append(field)
        if fields != [""] { records.append(fields) }
        fields = []
        field = ""
      } else {
        field.append(character)
      }
    }
    fields.append(field)
    if fields != [""] { records.append(fields) }
    return records
  }
}
