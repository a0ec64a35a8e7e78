// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

// Robert Penner's easing equations (Robert Penner, "Motion, Tweening, and Easing", in
// "Programming Macromedia Flash MX", 2002), as easings.net writes them, and GSAP's elastic ease
// with an amplitude and a period (gsap.com/docs/v3/Eases: "elastic.out(amplitude, period)").

extension TimingCurve {
  /// Penner's back ease in: pulls back by about 10 % before it leaves (overshoot 1.70158).
  public static let easeInBack = TimingCurve(shape: .back(overshoot: standardOvershoot, mode: .in))

  /// Penner's back ease out: passes the end by about 10 % and comes back (overshoot 1.70158).
  public static let easeOutBack = TimingCurve(
    shape: .back(overshoot: standardOvershoot, mode: .out))

  /// Penner's back ease in and out: pulls back, then overshoots, each half with overshoot
  /// `1.525 · 1.70158`.
  public static let easeInOutBack = TimingCurve(
    shape: .back(overshoot: standardOvershoot, mode: .inOut))

  /// The elastic ease in: swings ever wider about the start and snaps away (amplitude 1,
  /// period 0.3); easings.net's `easeInElastic`.
  public static let easeInElastic = TimingCurve(
    shape: .elastic(amplitude: 1, period: 0.3, mode: .in))

  /// The elastic ease out: shoots past the end and swings about it, dying away (amplitude 1,
  /// period 0.3); easings.net's `easeOutElastic`.
  public static let easeOutElastic = TimingCurve(
    shape: .elastic(amplitude: 1, period: 0.3, mode: .out))

  /// The elastic ease in and out (amplitude 1, period 0.45); easings.net's `easeInOutElastic`.
  public static let easeInOutElastic = TimingCurve(
    shape: .elastic(amplitude: 1, period: 0.45, mode: .inOut))

  /// Penner's bounce ease in: bounces of growing height away from the start.
  public static let easeInBounce = TimingCurve(shape: .bounce(.in))

  /// Penner's bounce ease out: falls onto the end and bounces three times, each lower.
  public static let easeOutBounce = TimingCurve(shape: .bounce(.out))

  /// Penner's bounce ease in and out: bounce in over the first half, out over the second.
  public static let easeInOutBounce = TimingCurve(shape: .bounce(.inOut))

  /// The overshoot of Penner's back presets, `s = 1.70158` (about a 10 % overshoot).
  static let standardOvershoot = 1.70158

  /// The largest overshoot a back curve takes.
  static let maximumOvershoot = 1e6

  /// The largest amplitude an elastic curve takes.
  static let maximumAmplitude = 1e6

  /// Penner's back ease with an overshoot: `in(p) = (s + 1)·p³ − s·p²`, and `1.525·s` in place
  /// of `s` for ``EaseMode/inOut``.
  ///
  /// An overshoot outside `0...1e6` (or NaN) stops the program; validate untrusted input with
  /// ``validatedBack(overshoot:_:)``.
  ///
  /// - Parameters:
  ///   - overshoot: `s`, in `0...1e6`: 0 is a plain cubic, 1.70158 pulls back (or overshoots)
  ///     by about 10 %, larger values further.
  ///   - mode: Which end the ease shapes.
  /// - Returns: The curve.
  public static func back(overshoot: Double, _ mode: EaseMode) -> TimingCurve {
    if let problem = firstInvalidBack(overshoot: overshoot) {
      checkParameter(false, problem.parameter, problem.value, allowed: problem.allowed)
    }
    return TimingCurve(shape: .back(overshoot: overshoot, mode: mode))
  }

  /// GSAP's elastic ease: out, `a·2^(−10p)·sin((p − σ)·2π/T) + 1` with
  /// `σ = T/(2π)·asin(1/a)`; in by reflection; in-out as an in half and an out half.
  ///
  /// An amplitude below 1 or above 1e6, or a period that is not finite and `> 0`, stops the
  /// program; validate untrusted input with ``validatedElastic(amplitude:period:_:)``.
  ///
  /// - Parameters:
  ///   - amplitude: `a`, in `1...1e6`: how far the first swing goes past the end (1 in the
  ///     presets; larger values swing wider).
  ///   - period: `T`, finite and `> 0`, a fraction of the duration: the time of one swing
  ///     (0.3 in the presets, 0.45 in-out).
  ///   - mode: Which end the ease shapes.
  /// - Returns: The curve.
  public static func elastic(amplitude: Double, period: Double, _ mode: EaseMode) -> TimingCurve {
    if let problem = firstInvalidElastic(amplitude: amplitude, period: period) {
      checkParameter(false, problem.parameter, problem.value, allowed: problem.allowed)
    }
    return TimingCurve(shape: .elastic(amplitude: amplitude, period: period, mode: mode))
  }

  // MARK: The `in` forms and their derivatives

  /// The back ease in, `(s + 1)·t³ − s·t²`, with the overshoot its mode uses.
  static func backIn(_ t: Double, overshoot: Double, mode: EaseMode) -> Double {
    let s = backOvershoot(overshoot, mode)
    return (s + 1) * t * t * t - s * t * t
  }

  /// The derivative of ``backIn(_:overshoot:mode:)``: `3(s + 1)·t² − 2s·t`.
  static func backInSlope(_ t: Double, overshoot: Double, mode: EaseMode) -> Double {
    let s = backOvershoot(overshoot, mode)
    return 3 * (s + 1) * t * t - 2 * s * t
  }

  /// The overshoot each half of a mode uses: `1.525·s` in-out (easings.net's `c2`), else `s`.
  private static func backOvershoot(_ overshoot: Double, _ mode: EaseMode) -> Double {
    mode == .inOut ? overshoot * 1.525 : overshoot
  }

  /// The elastic ease in, the out form reflected:
  /// `−a·2^(−10u)·sin((u − σ)·2π/T)` with `u = 1 − t`.
  static func elasticIn(_ t: Double, amplitude: Double, period: Double) -> Double {
    let u = 1 - t
    let angularFrequency = 2 * Double.pi / period
    let shift = elasticShift(amplitude: amplitude, period: period)
    return -amplitude * pow(2, -10 * u) * sin((u - shift) * angularFrequency)
  }

  /// The derivative of ``elasticIn(_:amplitude:period:)``:
  /// `a·2^(−10u)·(ω·cos θ − 10·ln 2·sin θ)` with `u = 1 − t`, `θ = (u − σ)·ω`, `ω = 2π/T`.
  static func elasticInSlope(_ t: Double, amplitude: Double, period: Double) -> Double {
    let u = 1 - t
    let angularFrequency = 2 * Double.pi / period
    let angle = (u - elasticShift(amplitude: amplitude, period: period)) * angularFrequency
    let envelope = amplitude * pow(2, -10 * u)
    return envelope * (angularFrequency * cos(angle) - 10 * logTwo * sin(angle))
  }

  /// `σ = T/(2π)·asin(1/a)`: the phase that makes the out form start at 0.
  private static func elasticShift(amplitude: Double, period: Double) -> Double {
    let ratio = 1 / amplitude
    // asin(r) as atan2(r, √(1 − r²)): the core's host math has atan2 but not asin.
    return period / (2 * Double.pi) * atan2(ratio, (1 - ratio * ratio).squareRoot())
  }

  /// ln 2.
  private static let logTwo = 0.693_147_180_559_945_3

  /// Penner's bounce ease in, `1 − out(1 − t)`.
  static func bounceIn(_ t: Double) -> Double {
    1 - bounceOut(1 - t)
  }

  /// The derivative of ``bounceIn(_:)``, `out′(1 − t)`.
  static func bounceInSlope(_ t: Double) -> Double {
    let (_, offset) = bounceArc(1 - t)
    return 2 * bounceStrength * (1 - t - offset)
  }

  /// Penner's bounce ease out: four parabolic arcs `n·(u − c)² + h` with `n = 7.5625` and
  /// the arcs' centres `c` and heights `h` in units of `1/2.75`.
  static func bounceOut(_ u: Double) -> Double {
    let (height, offset) = bounceArc(u)
    let x = u - offset
    return bounceStrength * x * x + height
  }

  /// The parabolas' `n`.
  private static let bounceStrength = 7.5625

  /// The arc a `u` falls on: its height and its centre.
  private static func bounceArc(_ u: Double) -> (height: Double, offset: Double) {
    let unit = 2.75
    if u < 1 / unit { return (0, 0) }
    if u < 2 / unit { return (0.75, 1.5 / unit) }
    if u < 2.5 / unit { return (0.9375, 2.25 / unit) }
    return (0.984375, 2.625 / unit)
  }
}
