// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One pointer sample: when it was taken, in seconds, and the value's components then.
@usableFromInline
struct VelocitySample<Components: AnimatableVector>: Sendable {
  /// Seconds, on the caller's clock.
  @usableFromInline var time: Double
  /// The value's components.
  @usableFromInline var components: Components

  @inlinable
  init(time: Double, components: Components) {
    self.time = time
    self.components = components
  }
}

/// The newest ``capacity`` samples of a pointer, kept inline in a fixed ring: the oldest is
/// overwritten first, and nothing is ever allocated.
///
/// The storage is a homogeneous tuple, which Swift lays out as ``capacity`` contiguous elements
/// at the element's stride (a pointer to it may be rebound to its element type), so a sample
/// is reached by index through a pointer that lives only inside one call. Samples are in time
/// order: each is later than the one before it. Age 0 is the newest.
@usableFromInline
struct VelocitySampleRing<Components: AnimatableVector>: Sendable {
  @usableFromInline typealias Sample = VelocitySample<Components>

  /// The number of samples kept: 20, as Android and Flutter keep.
  @inlinable static var capacity: Int { 20 }

  /// The samples, in slots 0..<20 (unsafe access only through ``withSamples(_:)`` and
  /// ``store(_:inSlot:)``).
  @usableFromInline var storage:
    (
      Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample,
      Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample
    )

  /// The slot of the newest sample (0 while empty).
  @usableFromInline var newestSlot = 0

  /// The number of samples kept, 0 through ``capacity``.
  @usableFromInline var count = 0

  /// An empty ring.
  @inlinable
  init() {
    let empty = Sample(time: 0, components: .zero)
    storage = (
      empty, empty, empty, empty, empty, empty, empty, empty, empty, empty,
      empty, empty, empty, empty, empty, empty, empty, empty, empty, empty
    )
  }

  /// The slot of the sample `age` places older than the newest; `age` in `0..<count`.
  @inlinable
  func slot(age: Int) -> Int {
    let slot = newestSlot - age
    return slot < 0 ? slot + Self.capacity : slot
  }

  /// Records a sample (see ``VelocityTracker/add(_:at:)`` for the rules): one at the newest's
  /// time replaces it, one less than `minimumInterval` seconds after it is ignored.
  ///
  /// - Complexity: O(1); no allocation.
  @inlinable
  mutating func add(time: Double, components: Components, minimumInterval: Double) {
    guard time.isFinite && components.isFinite else { return }
    let sample = Sample(time: time, components: components)
    if count > 0 {
      let newestTime = withSamples { $0[newestSlot].time }
      if time == newestTime {
        store(sample, inSlot: newestSlot)
        return
      }
      if time > newestTime && time - newestTime < minimumInterval { return }
      if time < newestTime { count = 0 }
    }
    if count > 0 {
      newestSlot = newestSlot + 1 == Self.capacity ? 0 : newestSlot + 1
    } else {
      newestSlot = 0
    }
    store(sample, inSlot: newestSlot)
    if count < Self.capacity { count += 1 }
  }

  /// Forgets every sample.
  @inlinable
  mutating func removeAll() {
    count = 0
    newestSlot = 0
  }

  /// Writes a sample into a slot in `0..<capacity`.
  @inlinable
  mutating func store(_ sample: Sample, inSlot slot: Int) {
    precondition(slot >= 0 && slot < Self.capacity, "slot \(slot) out of 0..<20")
    // Safe: the tuple is 20 contiguous `Sample`s (homogeneous tuple layout) and `slot` is in
    // 0..<20; the pointer does not escape the closure.
    withUnsafeMutablePointer(to: &storage) { tuple in
      tuple.withMemoryRebound(to: Sample.self, capacity: Self.capacity) { $0[slot] = sample }
    }
  }

  /// Calls `body` with a pointer to the 20 slots; every slot index it reads must be in 0..<20.
  @inlinable
  func withSamples<Result>(_ body: (UnsafePointer<Sample>) -> Result) -> Result {
    // Safe: as in `store(_:inSlot:)`; `body` reads only slots that `slot(age:)` gives, which
    // are in 0..<20, and the pointer does not escape.
    withUnsafePointer(to: storage) { tuple in
      tuple.withMemoryRebound(to: Sample.self, capacity: Self.capacity, body)
    }
  }
}
