// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The vector types web motions are made for: `Double` for one component, `SIMD4` for two to
/// four, `SIMD16` for five to sixteen (unused lanes stay 0 through every kind of motion).
protocol WebVectorKind: AnimatableValue, AnimatableVector where AnimatableComponents == Self {}

extension Double: WebVectorKind {}
extension SIMD4: WebVectorKind where Scalar == Double {}
extension SIMD16: WebVectorKind where Scalar == Double {}

extension WebVectorKind {
  /// The vector of `count` components at `buffer`.
  static func read(_ buffer: UnsafePointer<Double>, count: Int) -> Self {
    readComponents(buffer, count: count)
  }

  /// A spring run from the scratch buffer's start, velocity and target.
  static func spring(
    _ spring: Spring, count: Int, scratch: UnsafeMutablePointer<Double>, threshold: Double
  ) -> WebMotion {
    WebSpringRun<Self>(
      spring: spring, count: count, from: read(scratch, count: count),
      to: read(scratch + 32, count: count), velocity: read(scratch + 16, count: count),
      threshold: threshold)
  }

  /// A decay run from the scratch buffer's start and velocity.
  static func decay(
    _ decay: Decay, count: Int, scratch: UnsafeMutablePointer<Double>, threshold: Double,
    bounds: (lower: Double, upper: Double)?
  ) -> WebMotion {
    WebDecayRun<Self>(
      decay: decay, count: count, from: read(scratch, count: count),
      velocity: read(scratch + 16, count: count), threshold: threshold, bounds: bounds)
  }

  /// A timed run from the scratch buffer's start to its target.
  static func timed(
    _ curve: TimingCurve, duration: Double, count: Int, scratch: UnsafeMutablePointer<Double>,
    threshold: Double
  ) -> WebMotion {
    WebTimedRun<Self>(
      curve: curve, duration: duration, count: count, from: read(scratch, count: count),
      to: read(scratch + 32, count: count), threshold: threshold)
  }
}
