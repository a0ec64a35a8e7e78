// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension SpringBatch: RandomAccessCollection {
  /// One element of a ``SpringBatch``, as read from it.
  public struct Element: Sendable, Hashable {
    /// The element's value.
    public var value: Double
    /// Its velocity, in units per second.
    public var velocity: Double
    /// The value its spring pulls it towards.
    public var target: Double
    /// Its spring.
    public var spring: Spring

    /// Creates an element's description.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - velocity: The velocity, in units per second.
    ///   - target: The target.
    ///   - spring: The spring.
    public init(value: Double, velocity: Double, target: Double, spring: Spring) {
      self.value = value
      self.velocity = velocity
      self.target = target
      self.spring = spring
    }
  }

  /// The index of the first element: 0.
  public var startIndex: Int { 0 }

  /// One past the index of the last element: the number of elements.
  public var endIndex: Int { states.count }

  /// The element at an index: its value, velocity, target and spring.
  ///
  /// - Parameter position: A valid index.
  public subscript(position: Int) -> Element {
    Element(
      value: value(at: position), velocity: velocity(at: position), target: target(at: position),
      spring: spring(at: position))
  }
}
