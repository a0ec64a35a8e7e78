import Foundation

/// A decay with the factors of the last frame length kept, so that frames of equal length cost
/// two multiplies instead of two exponentials.
@usableFromInline
struct DecayStepper {
  /// The decay.
  @usableFromInline var decay: Decay
  /// The frame length the kept factors are for; negative when none are kept.
  @usableFromInline var elapsed = -1.0
  /// What remains of the velocity after the frame.
  @usableFromInline var velocityFactor = 1.0
  /// The distance covered per unit of velocity (seconds).
  @usableFromInline var displacementFactor = 0.0

  @usableFromInline
  init(_ decay: Decay) {
    self.decay = decay
  }

  /// The velocity and displacement factors over `time` seconds, from the kept ones when the
  /// length repeats (to within the rounding of differences of absolute times, as for springs).
  @inlinable
  mutating func factors(over time: Double) -> (velocity: Double, displacement: Double) {
    if abs(time - elapsed) > 1e-11 * time {
      computeFactors(over: time)
    }
    return (velocityFactor, displacementFactor)
  }

  @usableFromInline
  mutating func computeFactors(over time: Double) {
    let rate = decay.rate
    velocityFactor = exp(rate * time)
    displacementFactor = expm1(rate * time) / rate
    elapsed = time
  }
}
