// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Very many one-dimensional values, each pulled towards its own target by a spring, advanced
/// together by one clock: particles, chart points, the rows of a long list.
///
/// A batch keeps each element's displacement and velocity side by side in one contiguous
/// array; a frame applies each distinct spring's exact transition (``Spring/transition(over:)``)
/// to its elements, with no allocation.
///
/// ```swift
/// var batch = SpringBatch(capacity: 10_000)
/// let spring = Spring(dampingRatio: 0.8, response: 0.4)
/// for i in 0..<10_000 {
///   batch.append(value: 0, target: Double(i % 7), spring: spring)
/// }
/// var positions: [Double] = []
/// for _ in 0..<60 {
///   batch.advance(by: 1.0 / 60)  // one frame
///   batch.values(into: &positions)  // read every value, reusing the array's storage
/// }
/// batch.setTarget(-1, at: 42)  // retarget one element; it keeps its value and velocity
/// ```
///
/// The motion is exact: each value and velocity is the closed-form solution of its spring's
/// equation (to about 1e-12 of the motion's scale) at any frame rate, and retargeting continues
/// from the current value and velocity. With a constant span a frame costs O(1) per element
/// (see <doc:ManyValuesWithSpringBatch> and `docs/design/spring-batch.md`).
///
/// `SpringBatch` is a value type with copy-on-write storage: copying a batch is cheap, and the
/// first change to a copy duplicates the storage. Keep one owner to stay allocation-free. It has
/// no callbacks and does not remove settled elements; ask ``isSettled(at:threshold:)`` or
/// ``isSettled(threshold:)`` when you need to know.
public struct SpringBatch: Sendable {
  /// Each element's displacement from its target (`x`) and velocity per second (`y`).
  var states: [SIMD2<Double>] = []
  /// Each element's target.
  var targets: [Double] = []
  /// Each element's slot in ``table``.
  var slots = SpringSlots()
  /// The distinct springs and their transitions.
  var table = SpringTable()

  /// Creates an empty batch with room for a number of elements.
  ///
  /// - Parameter capacity: The number of elements to reserve storage for; `>= 0`. Default 0.
  public init(capacity: Int = 0) {
    precondition(capacity >= 0, "SpringBatch.capacity must be >= 0; got \(capacity)")
    reserveCapacity(capacity)
  }

  /// Reserves storage for a number of elements, so that appending up to it does not allocate.
  ///
  /// - Parameter capacity: The total number of elements to make room for.
  public mutating func reserveCapacity(_ capacity: Int) {
    states.reserveCapacity(capacity)
    targets.reserveCapacity(capacity)
    slots.reserveCapacity(capacity)
  }

  /// The number of distinct springs that the elements use.
  ///
  /// Advancing the batch by a new span computes one transition per distinct spring.
  public var distinctSpringCount: Int { table.springsInUse }

  /// Adds an element and returns its index.
  ///
  /// Indices are given in order from 0 and stay valid until ``removeAll(keepingCapacity:)``.
  ///
  /// - Parameters:
  ///   - value: The element's value now; finite.
  ///   - target: The value its spring pulls it towards; finite, and within the largest
  ///     `Double` of the value (`value − target` finite).
  ///   - velocity: Its velocity now, in units per second; finite. Default 0.
  ///   - spring: Its spring.
  /// - Returns: The element's index.
  @discardableResult
  public mutating func append(
    value: Double, target: Double, velocity: Double = 0, spring: Spring
  ) -> Int {
    checkFinite(value, "SpringBatch.append value")
    checkFinite(target, "SpringBatch.append target")
    checkFinite(velocity, "SpringBatch.append velocity")
    checkFinite(value - target, "SpringBatch.append value - target")
    states.append(SIMD2(value - target, velocity))
    targets.append(target)
    slots.append(table.retain(spring))
    return states.count - 1
  }

  /// Removes every element.
  ///
  /// - Parameter keepingCapacity: Whether to keep the storage for elements appended later.
  ///   Default `false`.
  public mutating func removeAll(keepingCapacity: Bool = false) {
    states.removeAll(keepingCapacity: keepingCapacity)
    targets.removeAll(keepingCapacity: keepingCapacity)
    slots.removeAll(keepingCapacity: keepingCapacity)
    table.removeAll(keepingCapacity: keepingCapacity)
  }

  // MARK: One element

  /// The value of an element.
  ///
  /// - Parameter index: A valid index.
  /// - Returns: The element's current value.
  public func value(at index: Int) -> Double {
    targets[index] + states[index].x
  }

  /// The velocity of an element, in units per second.
  ///
  /// - Parameter index: A valid index.
  /// - Returns: The element's current velocity.
  public func velocity(at index: Int) -> Double {
    states[index].y
  }

  /// The target of an element.
  ///
  /// - Parameter index: A valid index.
  /// - Returns: The value the element's spring pulls it towards.
  public func target(at index: Int) -> Double {
    targets[index]
  }

  /// The spring of an element.
  ///
  /// - Parameter index: A valid index.
  /// - Returns: The element's spring.
  public func spring(at index: Int) -> Spring {
    table.springs[Int(slots[index])]
  }

  /// Gives an element a new target; its value and velocity carry on unchanged.
  ///
  /// - Parameters:
  ///   - target: The new target; finite, and within the largest `Double` of the value.
  ///   - index: A valid index.
  public mutating func setTarget(_ target: Double, at index: Int) {
    checkFinite(target, "SpringBatch.setTarget target")
    let value = targets[index] + states[index].x
    checkFinite(value - target, "SpringBatch.setTarget value - target")
    targets[index] = target
    states[index].x = value - target
  }

  /// Sets an element's velocity; its value and target are unchanged.
  ///
  /// - Parameters:
  ///   - velocity: The new velocity, in units per second; finite.
  ///   - index: A valid index.
  public mutating func setVelocity(_ velocity: Double, at index: Int) {
    checkFinite(velocity, "SpringBatch.setVelocity velocity")
    states[index].y = velocity
  }

  /// Moves an element to a value at once; its velocity and target are unchanged.
  ///
  /// - Parameters:
  ///   - value: The new value; finite, and within the largest `Double` of the target.
  ///   - index: A valid index.
  public mutating func setValue(_ value: Double, at index: Int) {
    checkFinite(value, "SpringBatch.setValue value")
    checkFinite(value - targets[index], "SpringBatch.setValue value - target")
    states[index].x = value - targets[index]
  }

  /// Gives an element another spring; its value, velocity and target carry on unchanged.
  ///
  /// - Parameters:
  ///   - spring: The new spring.
  ///   - index: A valid index.
  public mutating func setSpring(_ spring: Spring, at index: Int) {
    let old = slots[index]
    guard table.springs[Int(old)] != spring else { return }
    slots[index] = table.retain(spring)
    table.release(old)
  }

  private func checkFinite(_ value: Double, _ parameter: String) {
    checkParameter(value.isFinite, parameter, value, allowed: "finite")
  }
}
