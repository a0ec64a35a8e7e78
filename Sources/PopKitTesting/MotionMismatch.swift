// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The first difference between a recorded run and its golden snapshot: where (frame, time,
/// track and key) and what (a component's two values, or a write only one of them has).
public struct MotionMismatch: Sendable, Equatable, CustomStringConvertible {
  /// What differs.
  public enum Difference: Sendable, Equatable {
    /// A number differs by more than the tolerance.
    ///
    /// - Parameters:
    ///   - component: The column, as the CSV names it: `time`, `value`, `value1`,
    ///     `velocity`, `velocity0`, …
    ///   - golden: The golden file's number.
    ///   - actual: The run's number.
    case number(component: String, golden: Double, actual: Double)
    /// The value has a different number of components.
    ///
    /// - Parameters:
    ///   - golden: The golden file's count.
    ///   - actual: The run's count.
    case componentCount(golden: Int, actual: Int)
    /// One says the run finished on this write, the other not.
    ///
    /// - Parameters:
    ///   - golden: The golden file's `done`.
    ///   - actual: The run's `done`.
    case done(golden: Bool, actual: Bool)
    /// The golden file has this write; the run does not.
    case missingRow
    /// The run has this write; the golden file does not.
    case extraRow
  }

  /// The recorded frame (the CSV's `frame`), from 0.
  public let frame: Int
  /// The time of the frame's write, in seconds: the golden file's, or the run's for an extra
  /// write.
  public let time: Double
  /// The object and property, such as `Card 2.x`.
  public let track: String
  /// The animation's key; empty for `set` and players.
  public let key: String
  /// What differs.
  public let difference: Difference
  /// The golden file's number of writes.
  public let goldenRowCount: Int
  /// The run's number of writes.
  public let actualRowCount: Int

  /// The mismatch in one sentence, such as
  /// `frame 12 (t = 0.2 s), Card 2.x (key "open"), value1: golden 104.5, actual 104.52 (…)`.
  public var description: String {
    let keyText = key.isEmpty ? "" : " (key \"\(key)\")"
    var text = "frame \(frame) (t = \(time) s), \(track)\(keyText)"
    switch difference {
    case .number(let component, let golden, let actual):
      text +=
        ", \(component): golden \(golden), actual \(actual) (differs by \(abs(actual - golden)))"
    case .componentCount(let golden, let actual):
      text += ": golden has \(golden) components, actual \(actual)"
    case .done(let golden, let actual):
      text += ", done: golden \(golden), actual \(actual)"
    case .missingRow:
      text += ": the golden file has this write, the run does not"
    case .extraRow:
      text += ": the run has this write, the golden file does not"
    }
    if goldenRowCount != actualRowCount {
      text += "; golden has \(goldenRowCount) rows, actual \(actualRowCount)"
    }
    return text
  }
}

extension MotionSnapshot {
  /// Whether two numbers agree within a tolerance: `|a − b| ≤ tolerance × max(1, |a|, |b|)`
  /// (absolute near zero, relative for large values such as pixels).
  ///
  /// - Parameters:
  ///   - a: One number.
  ///   - b: The other.
  ///   - tolerance: The tolerance; `0` asks for equality.
  /// - Returns: Whether they agree.
  public static func agree(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
    a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// The first difference from a golden snapshot, or `nil` when they match.
  ///
  /// Frames are compared in order; in a frame, each golden write is matched with the run's
  /// write of the same key, object and property (the first, second, … of those in the
  /// frame), and its numbers are compared column by column (`time`, then the value's
  /// components, then the velocity's, then `done`). A write only one side has in the first
  /// frame that differs is named as missing or extra.
  ///
  /// - Parameters:
  ///   - golden: The stored snapshot.
  ///   - tolerance: The tolerance of each number (``agree(_:_:tolerance:)``); default `1e-9`.
  /// - Returns: The first mismatch.
  public func mismatch(against golden: MotionSnapshot, tolerance: Double = 1e-9)
    -> MotionMismatch?
  {
    let goldenFrames = Self.frames(golden.rows)
    let actualFrames = Self.frames(rows)
    let counts = (golden.rows.count, rows.count)
    func mismatch(_ row: Row, _ difference: MotionMismatch.Difference) -> MotionMismatch {
      MotionMismatch(
        frame: row.frame, time: row.time, track: row.track, key: row.key,
        difference: difference, goldenRowCount: counts.0, actualRowCount: counts.1)
    }
    var g = 0
    var a = 0
    while g < goldenFrames.count || a < actualFrames.count {
      let goldenFrame = g < goldenFrames.count ? goldenFrames[g] : nil
      let actualFrame = a < actualFrames.count ? actualFrames[a] : nil
      let frame = min(goldenFrame?.first?.frame ?? .max, actualFrame?.first?.frame ?? .max)
      let expected = goldenFrame?.first?.frame == frame ? goldenFrame ?? [] : []
      let actual = actualFrame?.first?.frame == frame ? actualFrame ?? [] : []
      if !expected.isEmpty { g += 1 }
      if !actual.isEmpty { a += 1 }
      var unmatched = Array(actual.indices)
      for row in expected {
        guard let position = unmatched.firstIndex(where: { Self.sameWrite(actual[$0], row) })
        else { return mismatch(row, .missingRow) }
        let other = actual[unmatched.remove(at: position)]
        if let difference = Self.difference(row, other, width: width, tolerance: tolerance) {
          return mismatch(row, difference)
        }
      }
      if let extra = unmatched.first { return mismatch(actual[extra], .extraRow) }
    }
    return nil
  }

  /// The rows grouped by frame, in order.
  private static func frames(_ rows: [Row]) -> [ArraySlice<Row>] {
    var frames: [ArraySlice<Row>] = []
    var start = 0
    for index in rows.indices
    where index == rows.count - 1 || rows[index + 1].frame != rows[start].frame {
      frames.append(rows[start...index])
      start = index + 1
    }
    return frames
  }

  /// Whether two rows are writes of the same key, object and property.
  private static func sameWrite(_ a: Row, _ b: Row) -> Bool {
    a.key == b.key && a.object == b.object && a.property == b.property
  }

  /// The first column in which two writes differ.
  private static func difference(_ golden: Row, _ actual: Row, width: Int, tolerance: Double)
    -> MotionMismatch.Difference?
  {
    if !agree(golden.time, actual.time, tolerance: tolerance) {
      return .number(component: "time", golden: golden.time, actual: actual.time)
    }
    guard golden.value.count == actual.value.count else {
      return .componentCount(golden: golden.value.count, actual: actual.value.count)
    }
    let names = { (base: String, index: Int) in width == 1 ? base : "\(base)\(index)" }
    for (index, (g, a)) in zip(golden.value, actual.value).enumerated()
    where !agree(g, a, tolerance: tolerance) {
      return .number(component: names("value", index), golden: g, actual: a)
    }
    for (index, (g, a)) in zip(golden.velocity, actual.velocity).enumerated()
    where !agree(g, a, tolerance: tolerance) {
      return .number(component: names("velocity", index), golden: g, actual: a)
    }
    if golden.isDone != actual.isDone { return .done(golden: golden.isDone, actual: actual.isDone) }
    return nil
  }
}
