// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The tracks of a choreography that no binding took, gathered once per target and property
/// for the choreography's notes.
struct UnboundTracks {
  /// Each target and property not bound, in the order first met: the place of its first track
  /// and how many tracks it has.
  private var entries: [(target: String, property: String, place: String, count: Int)] = []
  /// The index in ``entries`` of each target and property.
  private var indexes: [String: Int] = [:]

  /// Counts a placement no binding took.
  ///
  /// - Complexity: O(1) amortized.
  mutating func add(_ placement: ResolvedPlacement) {
    let key = "\(placement.target)\u{0}\(placement.property)"
    if let index = indexes[key] {
      entries[index].count += 1
    } else {
      indexes[key] = entries.count
      entries.append((placement.target, placement.property, placement.place, 1))
    }
  }

  /// One line per target and property: `box.scaleX: no binding, not played
  /// (choreographies.open.tracks[3])`, with `and N more tracks` when it has several.
  var notes: [String] {
    entries.map { entry in
      let more =
        entry.count > 1
        ? " and \(entry.count - 1) more track\(entry.count == 2 ? "" : "s")" : ""
      return "\(entry.target).\(entry.property): no binding, not played (\(entry.place)\(more))"
    }
  }
}
