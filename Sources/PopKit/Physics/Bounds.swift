/// A range per component of a value: where a fling may go (``DecayAnimation/bounds``).
///
/// ```swift
/// fling.bounds = Bounds(lower: 0, upper: contentHeight - viewHeight)
/// fling.bounds = Bounds(lower: CGPoint(x: 0, y: -.infinity), upper: CGPoint(x: 300, y: .infinity))
/// ```
///
/// Each component of `lower` must be at most the same component of `upper`; an infinite
/// component leaves that side open. NaN is not allowed.
public struct Bounds<Value: AnimatableValue>: Sendable {
  /// The lowest value of each component.
  public let lower: Value
  /// The highest value of each component.
  public let upper: Value

  /// Creates bounds from the lowest and highest value of each component.
  ///
  /// - Parameters:
  ///   - lower: The lowest value of each component; `-.infinity` leaves that side open.
  ///   - upper: The highest value of each component, `>=` the lower one; `.infinity` leaves
  ///     that side open.
  public init(lower: Value, upper: Value) {
    let (low, high) = (lower.animatableComponents, upper.animatableComponents)
    for index in 0..<Value.AnimatableComponents.componentCount {
      checkParameter(
        !low[index].isNaN && !high[index].isNaN && low[index] <= high[index],
        "Bounds lower component \(index)", low[index],
        allowed: "not NaN and <= the upper component (\(high[index]))")
    }
    self.lower = lower
    self.upper = upper
  }
}
