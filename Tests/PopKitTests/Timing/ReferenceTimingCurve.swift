// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

@testable import PopKit

/// An independent, slow and precise evaluation of a cubic-bezier timing curve, for checking
/// ``TimingCurve`` against.
///
/// It shares no code or method with the library: it bisects on the Bézier parameter over every
/// double in `0...1` (no Newton steps) until the bracket is two adjacent doubles, and it decides
/// each step by the sign of `x(t) − progress` computed by de Casteljau's algorithm on the
/// control points minus the progress, in compensated (about 106-bit) arithmetic.
struct ReferenceTimingCurve {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  init(_ curve: TimingCurve) {
    x1 = curve.bezierPoints.x1
    y1 = curve.bezierPoints.y1
    x2 = curve.bezierPoints.x2
    y2 = curve.bezierPoints.y2
  }

  /// The curve's y at x = `progress` in `0...1`.
  func value(at progress: Double) -> Double {
    let t = parameter(at: progress)
    return Self.deCasteljau([Wide(0), Wide(y1), Wide(y2), Wide(1)], at: t).head
  }

  /// dy/dx at x = `progress`, from the Bernstein form of both derivatives (for points where
  /// dx/dt is not 0).
  func slope(at progress: Double) -> Double {
    let t = parameter(at: progress)
    return Self.bernsteinDerivative(y1, y2, at: t) / Self.bernsteinDerivative(x1, x2, at: t)
  }

  /// The double `t` whose `x(t)` is nearest to `progress`.
  func parameter(at progress: Double) -> Double {
    var lower = 0.0
    var upper = 1.0
    if residual(at: lower, progress) >= 0 { return lower }
    if residual(at: upper, progress) <= 0 { return upper }
    while true {
      let middle = lower + (upper - lower) / 2
      if middle <= lower || middle >= upper { break }
      let sign = residual(at: middle, progress)
      if sign == 0 { return middle }
      if sign < 0 { lower = middle } else { upper = middle }
    }
    let lowerMiss = abs(residual(at: lower, progress))
    let upperMiss = abs(residual(at: upper, progress))
    return lowerMiss <= upperMiss ? lower : upper
  }

  /// `x(t) − progress`, precise to about 1e-31.
  private func residual(at t: Double, _ progress: Double) -> Double {
    let points = [0, x1, x2, 1].map { Wide.difference($0, progress) }
    return Self.deCasteljau(points, at: t).head
  }

  private static func deCasteljau(_ points: [Wide], at t: Double) -> Wide {
    var level = points
    while level.count > 1 {
      var next: [Wide] = []
      for index in 0..<(level.count - 1) {
        let start = level[index]
        let end = level[index + 1]
        next.append(start.plus(end.minus(start).times(t)))
      }
      level = next
    }
    return level[0]
  }

  private static func bernsteinDerivative(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let s = 1 - t
    return 3 * (s * s * p1 + 2 * s * t * (p2 - p1) + t * t * (1 - p2))
  }
}

/// A number held as `head + tail`, the tail carrying what rounding `head` lost.
struct Wide {
  var head: Double
  var tail: Double

  init(_ value: Double) {
    head = value
    tail = 0
  }

  init(head: Double, tail: Double) {
    self.head = head
    self.tail = tail
  }

  /// `a − b` exactly.
  static func difference(_ a: Double, _ b: Double) -> Wide {
    twoSum(a, -b)
  }

  private static func twoSum(_ a: Double, _ b: Double) -> Wide {
    let sum = a + b
    let aRounded = sum - b
    let bRounded = sum - aRounded
    return Wide(head: sum, tail: (a - aRounded) + (b - bRounded))
  }

  func plus(_ other: Wide) -> Wide {
    let heads = Wide.twoSum(head, other.head)
    let tails = tail + other.tail + heads.tail
    return Wide.twoSum(heads.head, tails)
  }

  func minus(_ other: Wide) -> Wide {
    plus(Wide(head: -other.head, tail: -other.tail))
  }

  func times(_ factor: Double) -> Wide {
    let product = head * factor
    let error = (-product).addingProduct(head, factor)
    return Wide.twoSum(product, error + tail * factor)
  }
}
