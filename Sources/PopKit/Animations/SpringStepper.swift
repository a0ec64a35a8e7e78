/// A spring's equation with the transition of the last frame length kept, so that frames of
/// equal length cost a few multiplies instead of an exponential, a sine and a cosine.
@usableFromInline
struct SpringStepper {
  /// The spring's equation of motion.
  @usableFromInline var equation: SpringEquation
  /// The frame length the kept transition is for; negative when none is kept.
  @usableFromInline var elapsed = -1.0
  /// The kept transition.
  @usableFromInline var transition = SpringTransition.identity

  @usableFromInline
  init(_ spring: Spring) {
    equation = SpringEquation(spring)
  }

  /// The exact transition over `time` seconds, from the kept one when the length repeats.
  @inlinable
  mutating func transition(over time: Double) -> SpringTransition {
    // Frame lengths computed as differences of absolute times differ in their last bits;
    // reusing the transition for those changes the motion by far less than 1e-9.
    if abs(time - elapsed) > 1e-11 * time {
      transition = equation.transition(over: time)
      elapsed = time
    }
    return transition
  }
}
