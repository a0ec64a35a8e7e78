// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A cubic Bézier written out again: its point and derivative.
private struct ReferenceCubic {
  var p0, p1, p2, p3: SIMD2<Double>

  func point(_ t: Double) -> SIMD2<Double> {
    let s = 1 - t
    return s * s * s * p0 + 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t * p3
  }

  func speed(_ t: Double) -> Double {
    let s = 1 - t
    let d = 3 * s * s * (p1 - p0) + 6 * s * t * (p2 - p1) + 3 * t * t * (p3 - p2)
    return (d.x * d.x + d.y * d.y).squareRoot()
  }

  /// Arc length from 0 to `t` by composite Simpson's rule on `intervals` intervals.
  func length(to t: Double, intervals: Int = 20_000) -> Double {
    let h = t / Double(intervals)
    var sum = speed(0) + speed(t)
    for index in 1..<intervals {
      sum += Double(index % 2 == 1 ? 4 : 2) * speed(Double(index) * h)
    }
    return sum * h / 3
  }
}

/// The closed-form length of the quadratic Bézier p0 p1 p2 (the integral of
/// `2·sqrt(A t² + B t + C)`).
private func quadraticLength(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>)
  -> Double
{
  let a = p1 - p0
  let b = p2 - 2 * p1 + p0
  let quadratic = (b * b).sum()
  let linear = 2 * (a * b).sum()
  let constant = (a * a).sum()
  func antiderivative(_ t: Double) -> Double {
    let root = (quadratic * t * t + linear * t + constant).squareRoot()
    let first = (2 * quadratic * t + linear) * root / (4 * quadratic)
    let second =
      (4 * quadratic * constant - linear * linear) / (8 * pow(quadratic, 1.5))
      * log(abs(2 * quadratic * t + linear + 2 * quadratic.squareRoot() * root))
    return first + second
  }
  return 2 * (antiderivative(1) - antiderivative(0))
}

/// Half the perimeter of an ellipse, by the Gauss–Kummer series
/// `π(a + b) Σ binomial(1/2, n)² hⁿ`, `h = ((a − b)/(a + b))²`.
private func halfEllipsePerimeter(_ a: Double, _ b: Double) -> Double {
  let h = pow((a - b) / (a + b), 2)
  var sum = 0.0
  var binomial = 1.0
  for n in 0..<60 {
    sum += binomial * binomial * pow(h, Double(n))
    binomial *= (0.5 - Double(n)) / Double(n + 1)
  }
  return .pi * (a + b) * sum / 2
}

private func distance(_ point: CGPoint, _ other: SIMD2<Double>) -> Double {
  hypot(point.x - other.x, point.y - other.y)
}

@Suite("Motion paths: length, points and directions")
struct MotionPathTests {
  @Test("a line's length and points are the closed form")
  func line() throws {
    let path = try MotionPath(svg: "M0 0 L30 40 L30 0")
    #expect(path.length == 90)
    #expect(path.point(atDistance: 25) == CGPoint(x: 15, y: 20))
    #expect(path.point(atDistance: 60) == CGPoint(x: 30, y: 30))
    #expect(path.point(atDistance: 500) == CGPoint(x: 30, y: 0))
    #expect(path.point(atDistance: -5) == CGPoint(x: 0, y: 0))
  }

  @Test(
    "a quadratic's length matches its closed form",
    arguments: [
      (SIMD2(0.0, 0), SIMD2(50.0, 100), SIMD2(100.0, 0)),
      (SIMD2(0.0, 0), SIMD2(200.0, 10), SIMD2(10.0, 30)),
      (SIMD2(-3.0, 7), SIMD2(1.0, -40), SIMD2(60.0, 2)),
    ])
  func quadratic(p0: SIMD2<Double>, p1: SIMD2<Double>, p2: SIMD2<Double>) throws {
    let path = try MotionPath(svg: "M\(p0.x) \(p0.y) Q\(p1.x) \(p1.y) \(p2.x) \(p2.y)")
    let expected = quadraticLength(p0, p1, p2)
    expectClose(path.length, expected, absolute: 1e-10 * expected)
  }

  @Test("a cubic's length and points match a fine Simpson sum of its speed")
  func cubic() throws {
    let cubics = [
      ReferenceCubic(p0: [0, 0], p1: [80, -200], p2: [240, -200], p3: [320, 0]),
      ReferenceCubic(p0: [0, 0], p1: [300, 0], p2: [-200, 100], p3: [100, 100]),  // a loop
      ReferenceCubic(p0: [0, 0], p1: [0, 0], p2: [50, 90], p3: [100, 100]),  // control on start
    ]
    for cubic in cubics {
      let text = [cubic.p0, cubic.p1, cubic.p2, cubic.p3].map { "\($0.x),\($0.y)" }
      let path = try MotionPath(svg: "M\(text[0]) C\(text[1]) \(text[2]) \(text[3])")
      let expected = cubic.length(to: 1)
      expectClose(path.length, expected, absolute: 1e-10 * expected)
      for step in 1..<40 {
        let t = Double(step) / 40
        let point = path.point(atDistance: cubic.length(to: t))
        #expect(distance(point, cubic.point(t)) <= 1e-9 * expected)
      }
    }
  }

  @Test("a circular arc's length is r·θ and its points lie at that angle")
  func circularArc() throws {
    let small = try MotionPath(svg: "M100 0 A100 100 0 0 1 0 100")
    expectClose(small.length, 50 * .pi, absolute: 1e-12 * small.length)
    let large = try MotionPath(svg: "M100 0 A100 100 0 1 1 0 100")
    expectClose(large.length, 150 * .pi, absolute: 1e-12 * large.length)
    // The small one turns about the center (0, 0) from angle 0 to π/2.
    for step in 0...10 {
      let angle = Double(step) / 10 * .pi / 2
      let point = small.point(atDistance: 100 * angle)
      #expect(distance(point, [100 * cos(angle), 100 * sin(angle)]) <= 1e-9 * small.length)
    }
    // Radii too small are scaled up until they reach: a half circle of radius 5.
    let scaled = try MotionPath(svg: "M0 0 A1 1 0 0 1 10 0")
    expectClose(scaled.length, 5 * .pi, absolute: 1e-12 * scaled.length)
    #expect(distance(scaled.point(atDistance: 2.5 * .pi), [5, -5]) <= 1e-12)
    // A zero radius draws a line; an arc to its own start is left out.
    #expect(try MotionPath(svg: "M0 0 A0 5 0 0 1 10 0").length == 10)
    #expect(try MotionPath(svg: "M0 0 A5 5 0 0 1 0 0 L3 4").length == 5)
  }

  @Test("an elliptical arc's length matches the Gauss–Kummer series, rotated or not")
  func ellipticalArc() throws {
    let expected = halfEllipsePerimeter(20, 10)
    let flat = try MotionPath(svg: "M-20 0 A20 10 0 0 1 20 0")
    expectClose(flat.length, expected, absolute: 1e-10 * expected)
    // The same half ellipse rotated by 30°.
    let c = cos(Double.pi / 6)
    let s = sin(Double.pi / 6)
    let rotated = try MotionPath(svg: "M\(-20 * c) \(-20 * s) A20 10 30 0 1 \(20 * c) \(20 * s)")
    expectClose(rotated.length, expected, absolute: 1e-10 * expected)
    // Points lie at their arc length: the quarter point is the top of the ellipse.
    #expect(distance(flat.point(atDistance: expected / 2), [0, -10]) <= 1e-9 * expected)
  }

  @Test("the direction is unwrapped: two turns of arcs end 4π from the start")
  func spiralOfArcs() throws {
    let half = "A10 10 0 0 1 -10 0 A10 10 0 0 1 10 0"
    let path = try MotionPath(svg: "M10 0 \(half) \(half)")
    let start = path.direction(atDistance: 0).radians
    expectClose(start, .pi / 2, absolute: 1e-12)
    expectClose(path.direction(atDistance: path.length).radians, start + 4 * .pi, absolute: 1e-9)
    var previous = start
    for step in 1...1000 {
      let direction = path.direction(atDistance: path.length * Double(step) / 1000).radians
      expectClose(direction - previous, 4 * .pi / 1000, absolute: 1e-9)
      previous = direction
    }
  }

  @Test("the direction is unwrapped along cubics: eight quarter circles turn 4π")
  func spiralOfCubics() throws {
    let k = 0.552_284_749_831 * 100
    let quarters = [
      "C100 \(k) \(k) 100 0 100", "C\(-k) 100 -100 \(k) -100 0",
      "C-100 \(-k) \(-k) -100 0 -100", "C\(k) -100 100 \(-k) 100 0",
    ].joined(separator: " ")
    let path = try MotionPath(svg: "M100 0 \(quarters) \(quarters)")
    expectClose(path.direction(atDistance: path.length).radians, 4.5 * .pi, absolute: 1e-9)
    var previous = path.direction(atDistance: 0).radians
    expectClose(previous, .pi / 2, absolute: 1e-12)
    for step in 1...2000 {
      let direction = path.direction(atDistance: path.length * Double(step) / 2000).radians
      #expect(direction > previous && direction - previous < 0.01)
      previous = direction
    }
  }

  @Test("smooth joins keep the direction continuous; corners turn within ±π")
  func joins() throws {
    let path = try MotionPath(svg: "M0 0 H100 A50 50 0 0 1 100 100 H0 L0 50")
    let arcEnd = 100 + 50 * Double.pi
    for join in [100, arcEnd] {
      let before = path.direction(atDistance: join - 1e-7).radians
      let after = path.direction(atDistance: join).radians
      expectClose(after, before, absolute: 1e-6)
    }
    expectClose(path.direction(atDistance: arcEnd + 1).radians, .pi, absolute: 1e-12)
    // The corner at (0, 100) turns from heading −x (π) to heading −y: a right turn to 3π/2.
    expectClose(path.direction(atDistance: path.length).radians, 1.5 * .pi, absolute: 1e-12)
    // A cubic whose first control point sits on its start leaves along its second one.
    let tangentStart = try MotionPath(svg: "M0 0 H10 C10 0 20 0 20 10")
    expectClose(tangentStart.direction(atDistance: 10).radians, 0, absolute: 1e-12)
    expectClose(
      tangentStart.direction(atDistance: tangentStart.length).radians, .pi / 2, absolute: 1e-12)
  }

  @Test("subpaths join by a jump that takes no length")
  func subpaths() throws {
    let path = try MotionPath(svg: "M0 0 H10 M100 100 V110")
    #expect(path.length == 20)
    #expect(path.point(atDistance: 10) == CGPoint(x: 100, y: 100))
    #expect(path.point(atDistance: 9.5) == CGPoint(x: 9.5, y: 0))
    #expect(path.point(atDistance: 15) == CGPoint(x: 100, y: 105))
    expectClose(path.direction(atDistance: 15).radians, .pi / 2, absolute: 1e-12)
  }

  @Test("zero-length pieces, cusps and odd distances give no NaN")
  func degenerate() throws {
    let texts = [
      "M0 0 L0 0 C0 0 0 0 0 0 Q5 5 0 0 L10 0",
      "M0 0 C1 1 0 1 1 0",  // a cusp at t = 0.5
      "M0 0 C10 0 -5 0 5 0",  // back and forth along a line
      "M5 5", "M5 5 Z", "M1 1 L1 1 z",
    ]
    for text in texts {
      let path = try MotionPath(svg: text)
      for distance in [-1, 0, 0.25, 0.5, 0.75, 1, 2, .nan, .infinity, -.infinity] {
        let along = distance.isFinite ? distance * path.length : distance
        let point = path.point(atDistance: along)
        #expect(point.x.isFinite && point.y.isFinite, "\(text) at \(along)")
        #expect(path.direction(atDistance: along).radians.isFinite, "\(text) at \(along)")
      }
    }
    let still = try MotionPath(svg: "M5 5")
    #expect(still.length == 0)
    #expect(still.point(atDistance: 3) == CGPoint(x: 5, y: 5))
    // The cusp's two halves each have length √2/4·…; the point at half the length is the cusp.
    let cusp = try MotionPath(svg: "M0 0 C1 1 0 1 1 0")
    #expect(distance(cusp.point(atDistance: cusp.length / 2), [0.5, 0.75]) <= 1e-9)
  }

  @Test("non-finite distances: NaN counts as 0, infinities clamp")
  func nonFiniteDistances() throws {
    let path = try MotionPath(svg: "M0 0 H10 V10")
    #expect(path.point(atDistance: .nan) == CGPoint(x: 0, y: 0))
    #expect(path.point(atDistance: .infinity) == CGPoint(x: 10, y: 10))
    #expect(path.point(atDistance: -.infinity) == CGPoint(x: 0, y: 0))
    #expect(path.direction(atDistance: .nan).radians == 0)
  }

  @Test("0 is the path's first point exactly; the whole length its last (an arc's to 1e-12)")
  func exactEnds() throws {
    let cases: [(String, CGPoint, CGPoint)] = [
      ("M0,0 C 80 -200 240 -200 320 0", CGPoint(x: 0, y: 0), CGPoint(x: 320, y: 0)),
      ("M1 2 Q 40 90 77 3", CGPoint(x: 1, y: 2), CGPoint(x: 77, y: 3)),
      ("M0 0 a 40 30 20 1 1 -80 10", CGPoint(x: 0, y: 0), CGPoint(x: -80, y: 10)),
      ("M5 5 L 9 9 C 10 40 60 40 70 9 L 3 3", CGPoint(x: 5, y: 5), CGPoint(x: 3, y: 3)),
    ]
    for (data, first, last) in cases {
      let path = try MotionPath(svg: data)
      #expect(path.point(atDistance: 0) == first, "\(data)")
      let end = path.point(atDistance: path.length)
      let tolerance = data.contains("a") ? 1e-12 * path.length : 0
      expectClose(end.x, last.x, absolute: tolerance, "\(data)")
      expectClose(end.y, last.y, absolute: tolerance, "\(data)")
      let track = PathTrack(along: path, duration: 0.7, timingCurve: .easeOut)
      #expect(track.value(at: 0.7) == end && track.value(at: 0) == first)
    }
  }
}
