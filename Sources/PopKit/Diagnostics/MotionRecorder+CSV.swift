// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension MotionRecorder {
  /// The recorded writes as CSV, one line per write, with `popkit trace`'s columns after the
  /// write's source: `frame,time,key,object,property,value,velocity,done` (`value0`,
  /// `value1`, … and `velocity0`, … when some property has several components; a property
  /// with fewer leaves the rest empty).
  ///
  /// `frame` counts the recorded frames from 0 (a write belongs to the latest frame before
  /// it), `time` is the write's time on the animator's timebase in seconds, `key` the
  /// animation's key (empty for `set` and players), `object` the object's label (such as
  /// `Card 2`), and `done` is `true` on the write of a run's last frame when the run finished.
  /// Numbers are in their shortest form that reads back exactly.
  ///
  /// - Parameter time: The earliest time kept, on the animator's timebase; `nil` for all.
  /// - Returns: The CSV text, ending with a newline.
  public func csv(since time: Double? = nil) -> String {
    var rows: [(fields: [String], channel: Int, time: Double)] = []
    var lastRow: [Int: Int] = [:]
    var done: Set<Int> = []
    var frame = -1
    forEachSlot(since: time) { slot, numbers in
      let index = Int(slot.channel)
      switch slot.kind {
      case .frame:
        frame += 1
      case .write:
        let channel = channels[index]
        let count = numbers.count / 2
        let fields =
          [
            String(max(frame, 0)), MotionRecorder.text(of: slot.time),
            Self.field(channel.key ?? ""),
            Self.field(channel.object), Self.field(channel.property ?? ""),
          ]
          + numbers[..<count].map(MotionRecorder.text(of:))
          + numbers[count...].map(MotionRecorder.text(of:))
        lastRow[index] = rows.count
        rows.append((fields, count, slot.time))
      case .finishedStop:
        if let row = lastRow[index], rows[row].time == slot.time { done.insert(row) }
      case .start, .unfinishedStop:
        break
      }
    }
    let width = max(rows.map(\.channel).max() ?? 1, 1)
    let names = { (base: String) in width == 1 ? [base] : (0..<width).map { "\(base)\($0)" } }
    var text =
      (["frame", "time", "key", "object", "property"] + names("value") + names("velocity")
      + ["done"]).joined(separator: ",") + "\n"
    for (row, entry) in rows.enumerated() {
      let count = entry.channel
      let padding = Array(repeating: "", count: width - count)
      let values = Array(entry.fields[5..<(5 + count)])
      let velocities = Array(entry.fields[(5 + count)...])
      let line =
        Array(entry.fields[..<5]) + values + padding + velocities + padding
        + [done.contains(row) ? "true" : "false"]
      text += line.joined(separator: ",") + "\n"
    }
    return text
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180: a quote
  /// doubled); the package's one CSV quoting.
  ///
  /// - Parameter text: The field's text.
  /// - Returns: The field as CSV writes it. O(n) in its length.
  nonisolated package static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    var quoted = "\""
    for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
    return quoted + "\""
  }
}
