// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A card whose whole transform is one animated property, through its parts.
@MainActor
final class Card {
  var transform = Transform3D.identity { didSet { writes.append(transform) } }
  var writes: [Transform3D] = []

  static let transformProperty = AnimatableProperty<Card, DecomposedTransform>(
    representing: \.transform, threshold: 1e-4)
}

/// The largest absolute component of a vector.
func largestMagnitude<V: SIMD>(_ v: V) -> Double where V.Scalar == Double {
  v.indices.map { abs(v[$0]) }.max() ?? 0
}

/// The largest difference between two transforms' elements.
func maximumDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
  zip(a.rows, b.rows).map { largestMagnitude($0 - $1) }.max() ?? 0
}

/// A rotation matrix written out from its axis and angle with the textbook (column-vector)
/// formula, then transposed into Core Animation's row layout: an independent reference.
func referenceRotation(angle: Double, axis: SIMD3<Double>) -> Transform3D {
  let n = axis / (axis * axis).sum().squareRoot()
  let (c, s, t) = (cos(angle), sin(angle), 1 - cos(angle))
  // Column-vector matrix R[i][j]; Core Animation's element (i, j) is R[j][i].
  let r: [[Double]] = [
    [t * n.x * n.x + c, t * n.x * n.y - s * n.z, t * n.x * n.z + s * n.y],
    [t * n.x * n.y + s * n.z, t * n.y * n.y + c, t * n.y * n.z - s * n.x],
    [t * n.x * n.z - s * n.y, t * n.y * n.z + s * n.x, t * n.z * n.z + c],
  ]
  return Transform3D(
    row1: [r[0][0], r[1][0], r[2][0], 0], row2: [r[0][1], r[1][1], r[2][1], 0],
    row3: [r[0][2], r[1][2], r[2][2], 0], row4: [0, 0, 0, 1])
}

@Suite("Transforms: decomposition, recomposition and rotation on the short arc")
@MainActor
struct TransformTests {
  /// A random transform: scale (possibly mirrored), skew, rotation, translation and, for every
  /// other one, perspective, each built from its own elements and multiplied together.
  private func randomTransform(_ generator: inout SeededGenerator, perspective: Bool) -> Transform3D
  {
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + generator.nextUnit() * (range.upperBound - range.lowerBound)
    }
    let scale = Transform3D.scale(
      x: uniform(0.2...3) * (generator.nextUnit() < 0.2 ? -1 : 1), y: uniform(0.2...3),
      z: uniform(0.2...3))
    var skew = Transform3D.identity
    (skew.m21, skew.m31, skew.m32) = (uniform(-1...1), uniform(-1...1), uniform(-1...1))
    let rotation = Transform3D.rotation(
      angle: uniform(-4...4), x: uniform(-1...1), y: uniform(-1...1), z: uniform(-1...1))
    let translation = Transform3D.translation(
      x: uniform(-500...500), y: uniform(-500...500), z: uniform(-50...50))
    var result = scale.concatenating(skew).concatenating(rotation).concatenating(translation)
    if perspective {
      var depth = Transform3D.identity
      (depth.m14, depth.m24, depth.m34) = (uniform(-1e-3...1e-3), uniform(-1e-3...1e-3), -1 / 800)
      result = result.concatenating(depth)
    }
    return result
  }

  @Test("10,000 random matrices decompose and recompose to within 1e-9 per element")
  func roundTrip() throws {
    var generator = SeededGenerator(seed: 2026)
    var worst = 0.0
    for index in 0..<10_000 {
      let matrix = randomTransform(&generator, perspective: index.isMultiple(of: 2))
      let parts = try #require(matrix.decomposed())
      worst = max(worst, maximumDifference(parts.recomposed(), matrix))
    }
    #expect(worst < 1e-9)
  }

  @Test("the parts are the ones the matrix was made of, and act on points as the matrix does")
  func partsAreTheFactors() throws {
    let rotation = Transform3D.rotation(angle: 1.1, x: 1, y: 2, z: 3)
    var skew = Transform3D.identity
    skew.m21 = 0.25
    let matrix = Transform3D.scale(x: 2, y: 3, z: 0.5).concatenating(skew)
      .concatenating(rotation).concatenating(.translation(x: 10, y: -20, z: 5))
      .concatenating(.perspective(distance: 500))
    let parts = try #require(matrix.decomposed())
    expectClose(parts.scale.x, 2, absolute: 1e-12)
    expectClose(parts.scale.y, 3, absolute: 1e-12)
    expectClose(parts.scale.z, 0.5, absolute: 1e-12)
    expectClose(parts.skew.x, 0.25, absolute: 1e-12)
    expectClose(parts.skew.y, 0, absolute: 1e-12)
    expectClose(parts.translation.x, 10, absolute: 1e-12)
    expectClose(parts.translation.z, 5, absolute: 1e-12)
    expectClose(parts.perspective.z, -1.0 / 500, absolute: 1e-15)
    let rotationOnly = DecomposedTransform(rotation: parts.rotation).recomposed()
    #expect(
      maximumDifference(rotationOnly, referenceRotation(angle: 1.1, axis: [1, 2, 3])) < 1e-12)
    // The perspective was solved with an inverse: check it on points, through the division.
    var generator = SeededGenerator(seed: 8)
    for _ in 0..<100 {
      let point = SIMD3(generator.nextUnit(), generator.nextUnit(), generator.nextUnit()) * 100
      let difference = parts.recomposed().applied(to: point) - matrix.applied(to: point)
      #expect(largestMagnitude(difference) < 1e-9)
    }
  }

  @Test(
    "a transform with no parts decomposes to nil: a zero scale, an element not finite",
    arguments: [
      Transform3D.scale(x: 0, y: 1), Transform3D.scale(x: 1, y: 1, z: 0),
      {
        var m = Transform3D.identity
        m.m12 = .nan
        return m
      }(),
      Transform3D.perspective(distance: 0),
    ])
  func singular(matrix: Transform3D) {
    #expect(matrix.decomposed() == nil)
  }

  @Test(
    "Core Animation's conventions: +90° about z turns +x to +y; concatenation applies self first")
  func conventions() {
    let quarter = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
    let turned = quarter.applied(to: [1, 0, 0])
    expectClose(turned.x, 0, absolute: 1e-15)
    expectClose(turned.y, 1, absolute: 1e-15)
    let moved = Transform3D.scale(x: 2, y: 2).concatenating(.translation(x: 10, y: 0))
    #expect(moved.applied(to: [1, 1, 0]) == [12, 2, 0])
    #expect(Transform3D.rotation(angle: 1, x: 0, y: 0, z: 0).isIdentity)
  }

  @Test("a rotation by an Angle is the rotation by its radians: 90° about z turns +x to +y")
  func rotationByAngle() {
    let degrees = Transform3D.rotation(angle: .degrees(90), x: 0, y: 0, z: 1)
    #expect(degrees == Transform3D.rotation(angle: Angle(degrees: 90).radians, x: 0, y: 0, z: 1))
    let turned = degrees.applied(to: [1, 0, 0])
    expectClose(turned.x, 0, absolute: 1e-15)
    expectClose(turned.y, 1, absolute: 1e-15)
    #expect(
      Transform3D.rotation(angle: .radians(1.1), x: 1, y: 2, z: 3)
        == Transform3D.rotation(angle: 1.1, x: 1, y: 2, z: 3))
  }

  @Test("identity → rotateZ(270°), timed: passes −45° half way (the short way; CSS passes +135°)")
  func shortArcFromIdentity() throws {
    let card = Card()
    let animator = Animator(clock: ManualClock())
    let target = try #require(
      DecomposedTransform(representing: .rotation(angle: 1.5 * .pi, x: 0, y: 0, z: 1)))
    let turn = BasicAnimation(
      property: Card.transformProperty, to: target, duration: 1, timingCurve: .linear)
    animator.add(turn, to: card, forKey: "turn")
    animator.render(at: 0)
    animator.render(at: 0.5)
    let expected = Transform3D.rotation(angle: -.pi / 4, x: 0, y: 0, z: 1)
    #expect(maximumDifference(card.transform, expected) < 1e-12)
    animator.render(at: 1)
    let end = Transform3D.rotation(angle: 1.5 * .pi, x: 0, y: 0, z: 1)
    #expect(maximumDifference(card.transform, end) < 1e-12)
  }

  @Test("170° → −170° about z turns 20° through 180°, never back through 0°, timed and by spring")
  func shortArcAcrossHalfATurn() throws {
    for timed in [true, false] {
      let card = Card()
      card.transform = .rotation(angle: 170 * .pi / 180, x: 0, y: 0, z: 1)
      let animator = Animator(clock: ManualClock())
      let target = try #require(
        DecomposedTransform(representing: .rotation(angle: -170 * .pi / 180, x: 0, y: 0, z: 1)))
      let animation: PropertyAnimation<Card, DecomposedTransform> =
        timed
        ? BasicAnimation(property: Card.transformProperty, to: target, duration: 0.5)
        : SpringAnimation(property: Card.transformProperty, to: target)
      animator.add(animation, to: card, forKey: "turn")
      render(animator, through: 3, step: 1 / 60.0)
      // cos of the angle stays below cos 160°: the rotation stays near half a turn.
      #expect(card.writes.allSatisfy { $0.m11 < cos(160 * .pi / 180) })
      #expect(card.writes.contains { $0.m11 < -0.9999 })
      let end = Transform3D.rotation(angle: -170 * .pi / 180, x: 0, y: 0, z: 1)
      #expect(maximumDifference(card.transform, end) < 1e-4)
    }
  }

  @Test(
    "a timed turn between two tilted orientations follows the great arc (slerp) at every fraction")
  func timedTurnIsSlerp() throws {
    let (fromAngle, fromAxis) = (0.3, SIMD3<Double>(1, 0, 0))
    let (toAngle, toAxis) = (2.5, SIMD3<Double>(0, 1, 1) / 2.0.squareRoot())
    let card = Card()
    card.transform = referenceRotation(angle: fromAngle, axis: fromAxis)
    let target = try #require(
      DecomposedTransform(representing: referenceRotation(angle: toAngle, axis: toAxis)))
    let animator = Animator(clock: ManualClock())
    animator.add(
      BasicAnimation(
        property: Card.transformProperty, to: target, duration: 1, timingCurve: .linear),
      to: card, forKey: "turn")
    // The reference: quaternions from axis and half-angle, slerp by the acos formula.
    let q0 = SIMD4(fromAxis * sin(fromAngle / 2), cos(fromAngle / 2))
    let q1 = SIMD4(toAxis * sin(toAngle / 2), cos(toAngle / 2))
    let theta = acos((q0 * q1).sum())
    for fraction in [0.0, 0.2, 0.5, 0.9, 1.0] {
      animator.render(at: fraction)
      let q = (sin((1 - fraction) * theta) * q0 + sin(fraction * theta) * q1) / sin(theta)
      let vector = SIMD3(q.x, q.y, q.z)
      let angle = 2 * atan2((vector * vector).sum().squareRoot(), q.w)
      let expected =
        angle == 0 ? Transform3D.identity : referenceRotation(angle: angle, axis: vector)
      #expect(maximumDifference(card.transform, expected) < 1e-12, "at \(fraction)")
    }
  }

  @Test("a spring between two tilted orientations and places is a pure rotation on every frame")
  func springStaysARotation() throws {
    let card = Card()
    card.transform = referenceRotation(angle: 0.3, axis: [1, 0, 0])
    let target = try #require(
      DecomposedTransform(
        representing: referenceRotation(angle: 2.5, axis: [0, 1, 1])
          .concatenating(.translation(x: 40, y: -10))))
    let animator = Animator(clock: ManualClock())
    let spring = SpringAnimation(property: Card.transformProperty, to: target)
    spring.spring = Spring(bounciness: 16, speed: 12)
    animator.add(spring, to: card, forKey: "turn")
    render(animator, through: 3, step: 1 / 60.0)
    #expect(card.writes.count > 60)
    for written in card.writes {
      let rows = written.rows.prefix(3).map { SIMD3($0.x, $0.y, $0.z) }
      for i in 0..<3 {
        for j in 0..<3 {
          let dot = (rows[i] * rows[j]).sum()
          expectClose(dot, i == j ? 1 : 0, absolute: 1e-9)
        }
      }
      let cross = SIMD3(
        rows[1].y * rows[2].z - rows[1].z * rows[2].y,
        rows[1].z * rows[2].x - rows[1].x * rows[2].z,
        rows[1].x * rows[2].y - rows[1].y * rows[2].x)
      expectClose((rows[0] * cross).sum(), 1, absolute: 1e-9)
    }
    #expect(maximumDifference(card.transform, target.recomposed()) < 1e-3)
  }
}

@Suite("DecomposedTransform.rotation(angle:x:y:z:)")
struct DecomposedRotationTests {
  @Test("is the decomposition of Transform3D's rotation, for angles past a half turn too")
  func matchesTheMatrix() throws {
    for angle in [0.0, 0.4, -2, 3.5, 1.5 * .pi, 7] {
      let parts = DecomposedTransform.rotation(angle: angle, x: 1, y: -2, z: 0.5)
      let matrix = Transform3D.rotation(angle: angle, x: 1, y: -2, z: 0.5)
      #expect(maximumDifference(parts.recomposed(), matrix) < 1e-12, "\(angle)")
      #expect(parts.rotation.w >= 0)
      let decomposed = try #require(matrix.decomposed())
      #expect(largestMagnitude(decomposed.rotation - parts.rotation) < 1e-12, "\(angle)")
    }
    #expect(DecomposedTransform.rotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
  }
}
