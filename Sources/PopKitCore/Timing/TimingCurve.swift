// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A timing curve: it maps the elapsed fraction of a timed animation to the fraction of the way
/// its value has moved.
///
/// Most curves are cubic Béziers, as in CSS `cubic-bezier()` and Core Animation's
/// `CAMediaTimingFunction`; the others are the eases designers know by name: back, elastic and
/// bounce (Robert Penner's equations as easings.net writes them), CSS `steps()`, and a spring
/// normalised to its settling time.
///
/// A cubic Bézier runs from `P0 = (0, 0)` through the control points `P1 = (x1, y1)` and
/// `P2 = (x2, y2)` to `P3 = (1, 1)`. x is the progress (elapsed time over duration) and y is the
/// eased fraction; ``value(at:)`` gives y for an x. The x coordinates must lie in `0...1`, which
/// keeps x increasing with the Bézier parameter so that every progress has exactly one value.
/// The y coordinates may be any finite number: values outside `0...1` make the animation
/// overshoot or anticipate. ``controlPoints`` reads them back (`nil` for the other kinds).
///
/// ```swift
/// let eased = TimingCurve.easeIn.value(at: 0.35)  // 0.17016…
/// let springy = TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1)  // overshoots 1 (to ≈ 1.08)
/// ```
///
/// Invalid parameters stop the program (they are a programmer error); validate untrusted
/// input with ``validated(x1:y1:x2:y2:)`` and its siblings first.
public struct TimingCurve: Sendable, Hashable {
  /// The two inner control points of a cubic-Bézier timing curve.
  public struct ControlPoints: Sendable, Hashable {
    /// The x coordinate of the first control point, in `0...1`.
    public let x1: Double

    /// The y coordinate of the first control point; any finite number.
    public let y1: Double

    /// The x coordinate of the second control point, in `0...1`.
    public let x2: Double

    /// The y coordinate of the second control point; any finite number.
    public let y2: Double

    /// The four coordinates in CSS order, `[x1, y1, x2, y2]`.
    public var coordinates: [Double] { [x1, y1, x2, y2] }
  }

  /// The kind of curve and its parameters, all validated when the curve was made.
  package enum Shape: Sendable, Hashable {
    /// A cubic Bézier.
    case cubicBezier(ControlPoints)
    /// Penner's back ease with this overshoot (`s`; 1.70158 in the presets).
    case back(overshoot: Double, mode: EaseMode)
    /// GSAP's elastic ease: amplitude `>= 1`, period `> 0`.
    case elastic(amplitude: Double, period: Double, mode: EaseMode)
    /// Penner's bounce ease.
    case bounce(EaseMode)
    /// CSS `steps(count, jump)`.
    case steps(count: Int, jump: StepJump)
    /// A spring's move from rest over its settling time (seconds, finite and `> 0`).
    case spring(Spring, settlingDuration: Double)
  }

  /// The kind of curve and its parameters.
  package let shape: Shape

  /// Creates a curve of a validated shape.
  ///
  /// - Parameter shape: The shape; its parameters must already satisfy their rules.
  init(shape: Shape) {
    self.shape = shape
  }

  /// Creates a cubic-Bézier curve from its two inner control points.
  ///
  /// An x outside `0...1` or a non-finite coordinate stops the program with a message naming
  /// the parameter, its value and the allowed range.
  ///
  /// - Parameters:
  ///   - x1: The first control point's x, in `0...1`.
  ///   - y1: The first control point's y; finite.
  ///   - x2: The second control point's x, in `0...1`.
  ///   - y2: The second control point's y; finite.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    if let problem = TimingCurve.firstInvalidParameter(x1: x1, y1: y1, x2: x2, y2: y2) {
      checkParameter(false, problem.parameter, problem.value, allowed: problem.allowed)
    }
    shape = .cubicBezier(ControlPoints(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// The control points of a cubic-Bézier curve, or `nil` for the other kinds (back, elastic,
  /// bounce, steps and spring curves).
  public var controlPoints: ControlPoints? {
    if case .cubicBezier(let points) = shape { return points }
    return nil
  }

  /// The control points the Bézier solver works on: the curve's own, or the diagonal's for a
  /// curve of another kind (which never reaches the solver).
  package var bezierPoints: ControlPoints {
    controlPoints ?? ControlPoints(x1: 0, y1: 0, x2: 1, y2: 1)
  }

  /// Whether the curve is a cubic Bézier whose inner control points both lie on the diagonal
  /// `y = x`.
  ///
  /// Such a curve (``linear`` is one) has `y(t) = x(t)` for every parameter, so it is the
  /// identity: ``value(at:)`` returns the progress unchanged.
  var isIdentity: Bool {
    guard case .cubicBezier(let points) = shape else { return false }
    return points.x1 == points.y1 && points.x2 == points.y2
  }

  /// The curve's numeric parameters, for traces: a Bézier's `[x1, y1, x2, y2]`, a back curve's
  /// `[overshoot]`, an elastic one's `[amplitude, period]`, a steps curve's `[count]`, a
  /// spring's `[tension, friction, mass]`, and `[]` for bounce.
  package var parameterValues: [Double] {
    switch shape {
    case .cubicBezier(let points): points.coordinates
    case .back(let overshoot, _): [overshoot]
    case .elastic(let amplitude, let period, _): [amplitude, period]
    case .bounce: []
    case .steps(let count, _): [Double(count)]
    case .spring(let spring, _): [spring.tension, spring.friction, spring.mass]
    }
  }

  /// A bound on the magnitude of the eased fraction over the whole curve: `max |value(at: p)|`
  /// is at most this (and it is at least 1).
  package var magnitudeBound: Double {
    switch shape {
    case .cubicBezier(let points): max(1, abs(points.y1), abs(points.y2))
    // |c3·t³ − c1·t²| <= c3 + c1, with c1 at most 1.525·s in-out.
    case .back(let overshoot, _): 2 + 3.05 * overshoot
    // |a·2^(−10t)·sin(…)| <= a, plus the 1.
    case .elastic(let amplitude, _, _): 1 + amplitude
    case .bounce, .steps: 1
    // From rest, a spring's first overshoot is below its move, and later ones lower still.
    case .spring: 2
    }
  }
}

// MARK: - Presets

extension TimingCurve {
  /// Constant speed: `cubic-bezier(0, 0, 1, 1)`, Core Animation's `linear`.
  public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

  /// Starts slowly and ends at full speed: `cubic-bezier(0.42, 0, 1, 1)`, Core Animation's
  /// `easeIn`.
  public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)

  /// Starts at full speed and slows to a stop: `cubic-bezier(0, 0, 0.58, 1)`, Core Animation's
  /// `easeOut`.
  public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)

  /// Starts slowly, speeds up and slows down again: `cubic-bezier(0.42, 0, 0.58, 1)`, Core
  /// Animation's `easeInEaseOut`.
  public static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// Core Animation's `default` curve, `cubic-bezier(0.25, 0.1, 0.25, 1)`: a quick start and a
  /// long, gentle stop (the same curve as CSS `ease`).
  public static let `default` = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}

// MARK: - Description

extension TimingCurve: CustomStringConvertible {
  /// The curve in CSS notation where CSS has one, for example `cubic-bezier(0.42, 0, 0.58, 1)`
  /// or `steps(4, jump-end)`; otherwise its family and parameters, for example
  /// `back(overshoot: 1.70158, out)`, `elastic(amplitude: 1, period: 0.3, in)`, `bounce(inOut)`
  /// or `spring(tension: 342.1, friction: 30.5, mass: 1)`.
  public var description: String {
    let number = TimingCurve.cssNumber
    switch shape {
    case .cubicBezier(let points):
      return "cubic-bezier(\(points.coordinates.map(number).joined(separator: ", ")))"
    case .back(let overshoot, let mode):
      return "back(overshoot: \(number(overshoot)), \(mode.name))"
    case .elastic(let amplitude, let period, let mode):
      return "elastic(amplitude: \(number(amplitude)), period: \(number(period)), \(mode.name))"
    case .bounce(let mode):
      return "bounce(\(mode.name))"
    case .steps(let count, let jump):
      return "steps(\(count), \(jump.cssName))"
    case .spring(let spring, _):
      let constants = [spring.tension, spring.friction, spring.mass].map(number)
      return "spring(tension: \(constants[0]), friction: \(constants[1]), mass: \(constants[2]))"
    }
  }

  /// A number as CSS writes it: whole numbers without a decimal point.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: The shortest text that reads back as `value`.
  private static func cssNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}
