// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The rubber band of a scroll view: how far content follows a finger dragged past its edge.
///
/// Dragged `overshoot` units past the edge, the content moves
///
/// ```
/// offset = (1 − 1/(overshoot·c/d + 1))·d  =  overshoot·c / (1 + overshoot·c/d)
/// ```
///
/// past it (UIScrollView's curve, as Motion and Wave write it), where `d` is the dimension (the
/// size of the view along the drag) and `c` the coefficient (0.55, UIKit's). The content first
/// follows at `c` times the finger's speed, then ever more reluctantly, and never moves a full
/// `d` past the edge. With `c = 0.55` and `d = 800`, 100 units of overshoot move it 51.46
/// units, 800 units 283.87.
///
/// ```swift
/// // While dragging content of height 2000 in a view of height 800:
/// let y = RubberBand.clamp(fingerY, to: -1200...0, dimension: 800)
/// ```
///
/// The curve is odd: an overshoot below the edge (negative) moves the content as far the other
/// way. Edge cases, none of which traps:
///
/// - dimension 0: nothing stretches (offset 0, `clamp` is a hard clamp);
/// - an infinite overshoot gives the limit, `±dimension` (and so does any overshoot beyond
///   about `2⁵³·d/c`, where the curve is within rounding of it);
/// - a NaN overshoot or offset reads as none (0); `clamp` of NaN is the range's lower bound,
///   as IEEE 754's `maximum` and `minimum` clamp it.
///
/// A negative or non-finite dimension, and a coefficient that is not finite and positive, are
/// programmer errors: they stop the program.
public enum RubberBand {
  /// UIScrollView's coefficient, 0.55: the content's speed at the edge as a fraction of the
  /// finger's.
  public static let defaultCoefficient: Double = 0.55

  /// How far the content moves past its edge when the finger has gone `overshoot` units past
  /// it.
  ///
  /// ```swift
  /// let offset = RubberBand.offset(forOvershoot: 100, dimension: 800)  // 51.4619…
  /// ```
  ///
  /// - Parameters:
  ///   - overshoot: How far past the edge the finger is, in units; negative below it. NaN
  ///     reads as 0.
  ///   - dimension: The view's size along the drag, in units; finite and `>= 0`.
  ///   - coefficient: The slope at the edge; finite and `> 0`. Default 0.55.
  /// - Returns: The offset past the edge, in units, of the overshoot's sign, with magnitude
  ///   below `dimension` (equal to it only for overshoots of about `2⁵³·d/c` and beyond).
  public static func offset(
    forOvershoot overshoot: Double, dimension: Double, coefficient: Double = defaultCoefficient
  ) -> Double {
    checkParameters(dimension: dimension, coefficient: coefficient)
    guard dimension > 0, !overshoot.isNaN else { return 0 }
    let stretch = overshoot.magnitude * coefficient
    // Two forms of the same value, each dividing by a number in [1, 2]: no overflow, and the
    // tiny and the huge both keep their digits.
    let magnitude =
      stretch <= dimension
      ? stretch / (1 + stretch / dimension)
      : dimension / (1 + dimension / stretch)
    return overshoot < 0 ? -magnitude : magnitude
  }

  /// The overshoot that moves the content `offset` units past its edge: the inverse of
  /// ``offset(forOvershoot:dimension:coefficient:)``, `overshoot = (offset/c)·d/(d − offset)`.
  ///
  /// ```swift
  /// let overshoot = RubberBand.overshoot(forOffset: 51.461988304093566, dimension: 800)  // 100
  /// ```
  ///
  /// Offsets near `dimension` are ill-conditioned (the curve is nearly flat there): the
  /// answer keeps about `16 − log10(d/(d − |offset|))` significant digits.
  ///
  /// - Parameters:
  ///   - offset: How far past the edge the content is, in units; negative below it. NaN reads
  ///     as 0.
  ///   - dimension: The view's size along the drag, in units; finite and `>= 0`.
  ///   - coefficient: The slope at the edge; finite and `> 0`. Default 0.55.
  /// - Returns: The overshoot, in units, of the offset's sign; `±infinity` when
  ///   `|offset| >= dimension` (no finite overshoot reaches it), 0 for an offset of 0.
  public static func overshoot(
    forOffset offset: Double, dimension: Double, coefficient: Double = defaultCoefficient
  ) -> Double {
    checkParameters(dimension: dimension, coefficient: coefficient)
    guard offset != 0, !offset.isNaN else { return 0 }
    let magnitude = offset.magnitude
    guard magnitude < dimension else { return offset < 0 ? -.infinity : .infinity }
    let overshoot = (magnitude / coefficient) * (dimension / (dimension - magnitude))
    return offset < 0 ? -overshoot : overshoot
  }

  /// A dragged value with the part outside a range rubber-banded: unchanged inside the range,
  /// and past either bound by ``offset(forOvershoot:dimension:coefficient:)`` of how far it is
  /// past that bound.
  ///
  /// ```swift
  /// let above = RubberBand.clamp(900, to: 0...800, dimension: 800)  // 851.4619…
  /// let below = RubberBand.clamp(-100, to: 0...800, dimension: 800)  // -51.4619…
  /// let inside = RubberBand.clamp(400, to: 0...800, dimension: 800)  // 400
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value the finger asks for, in units. An infinite value gives the bound
  ///     `± dimension`; NaN gives the lower bound.
  ///   - range: The values the content may rest at; its bounds may be infinite.
  ///   - dimension: The view's size along the drag, in units; finite and `>= 0`.
  ///   - coefficient: The slope at the edges; finite and `> 0`. Default 0.55.
  /// - Returns: The value to show, in units, within `dimension` of the range.
  public static func clamp(
    _ value: Double, to range: ClosedRange<Double>, dimension: Double,
    coefficient: Double = defaultCoefficient
  ) -> Double {
    checkParameters(dimension: dimension, coefficient: coefficient)
    if value.isNaN { return range.lowerBound }
    if value < range.lowerBound {
      return range.lowerBound
        - offset(
          forOvershoot: range.lowerBound - value, dimension: dimension, coefficient: coefficient)
    }
    if value > range.upperBound {
      return range.upperBound
        + offset(
          forOvershoot: value - range.upperBound, dimension: dimension, coefficient: coefficient)
    }
    return value
  }

  static func checkParameters(dimension: Double, coefficient: Double) {
    checkParameter(
      dimension.isFinite && dimension >= 0, "RubberBand dimension", dimension,
      allowed: "finite and >= 0")
    checkParameter(
      coefficient.isFinite && coefficient > 0, "RubberBand coefficient", coefficient,
      allowed: "finite and > 0")
  }
}
