// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A decay with the factors of the last frame length kept, so that frames of equal length cost
/// two multiplies instead of two exponentials.
///
/// Animations of equal decays share one stepper (``shared(for:)``), as springs share theirs:
/// it costs each of them one reference, and on a frame that moves many flings the factors are
/// computed once per deceleration rather than once per animation.
@MainActor
@usableFromInline
final class DecayStepper {
  /// The decay.
  let decay: Decay
  /// The decay's rate, per second (negative).
  private let rate: Double
  /// The frame length the kept factors are for; negative when none are kept. (Read and written
  /// only instantaneously by the hot step, so its exclusivity checks are off.)
  // Unchecked: every decay frame reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var elapsed = -1.0
  /// What remains of the velocity after the frame (hot, instantaneous accesses only).
  // Unchecked: every decay frame reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var velocityFactor = 1.0
  /// The distance covered per unit of velocity, in seconds (hot, instantaneous accesses only).
  // Unchecked: every decay frame reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var displacementFactor = 0.0

  private init(_ decay: Decay) {
    self.decay = decay
    rate = decay.rate
  }

  /// The velocity and displacement factors over `time` seconds, from the kept ones when the
  /// length repeats (to within the rounding of differences of absolute times, as for springs).
  @inlinable
  func factors(over time: Double) -> (velocity: Double, displacement: Double) {
    if abs(time - elapsed) > 1e-11 * time {
      computeFactors(over: time)
    }
    return (velocityFactor, displacementFactor)
  }

  @usableFromInline
  func computeFactors(over time: Double) {
    (velocityFactor, displacementFactor) = Decay.frameFactors(rate: rate, over: time)
    elapsed = time
  }

  // MARK: Sharing

  /// The steppers of the decays in use.
  private static var steppers = SharedObjects<Decay, DecayStepper>(limit: keptDecayLimit)

  /// How many decays are kept before the unused ones are forgotten.
  static let keptDecayLimit = 256

  /// The stepper for a decay, shared with every other animation of an equal decay.
  @usableFromInline
  static func shared(for decay: Decay) -> DecayStepper {
    steppers.object(for: decay, making: DecayStepper.init)
  }

  /// The number of decays kept for sharing.
  static var keptDecayCount: Int { steppers.count }
}
