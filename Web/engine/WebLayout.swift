// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A keyed layout transition for the web: the core's `LayoutMotion` with integer ids (the
/// page's ids stay in JavaScript), the frames of an update read from a buffer JavaScript fills,
/// and the ids whose exit finished on the last call kept for JavaScript to read.
final class WebLayout {
  /// The motion of every item.
  var motion: LayoutMotion<Int32>
  /// The ids whose exit finished on the last update or render.
  private(set) var exited: [Int32] = []

  init(spring: Spring, presence: LayoutPresence) {
    motion = LayoutMotion(spring: spring, presence: presence)
  }

  /// Takes new layout frames: `count` items of five doubles each at `buffer` (id, x, y, width,
  /// height), at an animator time or, when `time` is NaN, at once.
  ///
  /// - Returns: Whether the update was taken (a non-finite or too large frame refuses it).
  func update(
    _ buffer: UnsafePointer<Double>, count: Int, at time: Double, skipsMotion: Bool
  ) -> Bool {
    var frames: [(key: Int32, value: PlaneRect)] = []
    frames.reserveCapacity(count)
    for index in 0..<count {
      let item = buffer + 5 * index
      guard let id = Int32(exactly: item[0]) else { return false }
      frames.append(
        (id, PlaneRect(x: item[1], y: item[2], width: item[3], height: item[4])))
    }
    exited.removeAll(keepingCapacity: true)
    return motion.update(
      frames, at: time.isNaN ? nil : time, skipsMotion: skipsMotion
    ) { [self] id in exited.append(id) }
  }

  /// Moves every moving item to an animator time.
  ///
  /// - Returns: Whether anything moved.
  func render(at time: Double, skipsMotion: Bool) -> Bool {
    exited.removeAll(keepingCapacity: true)
    return motion.render(at: time, skipsMotion: skipsMotion) { [self] id in exited.append(id) }
  }
}
