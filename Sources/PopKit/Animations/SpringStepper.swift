// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A spring's equation with the transition of the last frame length kept, so that frames of
/// equal length cost a few multiplies instead of an exponential, a sine and a cosine.
///
/// Animations of equal springs share one stepper (``shared(for:)``): it costs each of them one
/// reference instead of the equation and the kept transition, and on a frame that moves many
/// of them the transition is computed once per spring rather than once per animation — also
/// when frame lengths vary.
@MainActor
@usableFromInline
final class SpringStepper {
  /// The spring.
  @usableFromInline let spring: Spring
  /// The spring's equation of motion.
  @usableFromInline let equation: SpringEquation
  /// The frame length the kept transition is for; negative when none is kept.
  // Unchecked: every spring frame reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var elapsed = -1.0
  /// The kept transition.
  // Unchecked: every spring frame reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var transition = SpringTransition.identity

  private init(_ spring: Spring) {
    self.spring = spring
    equation = SpringEquation(spring)
  }

  /// The exact transition over `time` seconds, from the kept one when the length repeats.
  @inlinable
  func transition(over time: Double) -> SpringTransition {
    // Frame lengths computed as differences of absolute times differ in their last bits;
    // reusing the transition for those changes the motion by far less than 1e-9.
    if abs(time - elapsed) > 1e-11 * time {
      transition = equation.transition(over: time)
      elapsed = time
    }
    return transition
  }

  // MARK: Sharing

  /// The steppers of the springs in use.
  private static var steppers = SharedObjects<Spring, SpringStepper>(limit: keptSpringLimit)

  /// How many springs are kept before the unused ones are forgotten.
  static let keptSpringLimit = 256

  /// The stepper for a spring, shared with every other animation of an equal spring.
  ///
  /// Springs made on the fly (from gesture velocities, say) are each used once: when more
  /// than ``keptSpringLimit`` are kept, those no animation uses any more are forgotten.
  @usableFromInline
  static func shared(for spring: Spring) -> SpringStepper {
    steppers.object(for: spring, making: SpringStepper.init)
  }

  /// The number of springs kept for sharing.
  static var keptSpringCount: Int { steppers.count }
}
