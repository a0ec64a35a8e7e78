// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A layer whose rotations are kept as numbers and composed into its transform, never read
/// back from it: how PopKit avoids pop's rotation bugs, which decomposed the matrix on every
/// frame.
@MainActor
final class SpinningLayer {
  var rotationX = 0.0 { didSet { compose() } }
  var rotationY = 0.0 {
    didSet {
      compose()
      rotationYWrites.append(rotationY)
    }
  }
  var rotationZ = 0.0 { didSet { compose() } }
  private(set) var transform = Transform3D.identity
  var rotationYWrites: [Double] = []

  private func compose() {
    transform = Transform3D.rotation(angle: rotationX, x: 1, y: 0, z: 0)
      .concatenating(.rotation(angle: rotationY, x: 0, y: 1, z: 0))
      .concatenating(.rotation(angle: rotationZ, x: 0, y: 0, z: 1))
  }

  static let rotationXProperty = AnimatableProperty(\SpinningLayer.rotationX, threshold: 0.01)
  static let rotationYProperty = AnimatableProperty(\SpinningLayer.rotationY, threshold: 0.01)
  static let rotationZProperty = AnimatableProperty(\SpinningLayer.rotationZ, threshold: 0.01)
}

/// What pop read back from a rotation matrix (POPLayerExtras through WebKit's decomposition):
/// Euler angles with rotateY = asin(−m13), so never beyond ±90°.
func popEulerAngles(_ m: Transform3D) -> (x: Double, y: Double, z: Double) {
  (atan2(m.m23, m.m33), asin(-m.m13), atan2(m.m12, m.m11))
}

/// Degrees from radians.
func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

@Suite("Rotations composed from their angles, never read back (pop's rotation bugs)")
@MainActor
struct RotationCompositionTests {
  @Test(
    "pop #71: rotationY set to 100° reads back 100° (pop read (180°, 80°, 180°) from the matrix)")
  func pop71() {
    let layer = SpinningLayer()
    layer.rotationY = 100 * .pi / 180
    let pop = popEulerAngles(layer.transform)
    expectClose(degrees(pop.x), 180, absolute: 1e-9)
    expectClose(degrees(pop.y), 80, absolute: 1e-9)
    expectClose(degrees(pop.z), 180, absolute: 1e-9)
    expectClose(degrees(SpinningLayer.rotationYProperty.read(layer)), 100, absolute: 1e-12)
    // An animation from there starts at 100°, not at pop's 80°.
    let animator = Animator(clock: ManualClock())
    animator.add(
      SpringAnimation(property: SpinningLayer.rotationYProperty, to: 2.5), to: layer, forKey: "y")
    animator.render(at: 0)
    animator.render(at: 1 / 60.0)
    #expect(layer.rotationYWrites.dropFirst().allSatisfy { $0 >= 100 * .pi / 180 })
  }

  @Test("pop #155: rotationY animates 0 → π, passing π/2 monotonically, and ends at π")
  func pop155() {
    let layer = SpinningLayer()
    let animator = Animator(clock: ManualClock())
    animator.add(
      BasicAnimation(
        property: SpinningLayer.rotationYProperty, to: .pi, duration: 1, timingCurve: .easeInEaseOut
      ),
      to: layer, forKey: "y")
    render(animator, through: 1.2, step: 1 / 60.0)
    let writes = layer.rotationYWrites
    #expect(zip(writes, writes.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(writes.contains { $0 > .pi / 2 && $0 < .pi })
    #expect(layer.rotationY == .pi)
    // The matrix is a half turn about y; read back as pop did, it says 0° about y.
    expectClose(layer.transform.m11, -1, absolute: 1e-12)
    expectClose(popEulerAngles(layer.transform).y, 0, absolute: 1e-12)
  }

  @Test("pop #303: rotationX by a spring goes past 90° and settles at 3π/4, its overshoot kept")
  func pop303() {
    let layer = SpinningLayer()
    let animator = Animator(clock: ManualClock())
    let spring = SpringAnimation(
      property: SpinningLayer.rotationXProperty, to: 3 * .pi / 4,
      spring: Spring(bounciness: 12, speed: 12))
    var largest = 0.0
    spring.onApply = { _ in largest = max(largest, layer.rotationX) }
    animator.add(spring, to: layer, forKey: "x")
    render(animator, through: 3, step: 1 / 60.0)
    #expect(largest > 3 * .pi / 4)
    expectClose(layer.rotationX, 3 * .pi / 4, absolute: 0.01)
    #expect(spring.phase == .finished)
  }

  @Test("pop #361: rotations about y and z animated together each end where they were sent")
  func pop361() {
    let layer = SpinningLayer()
    let animator = Animator(clock: ManualClock())
    animator.add(
      BasicAnimation(property: SpinningLayer.rotationYProperty, to: 3 * .pi / 4, duration: 0.5),
      to: layer, forKey: "y")
    animator.add(
      BasicAnimation(property: SpinningLayer.rotationZProperty, to: .pi / 2, duration: 0.8),
      to: layer, forKey: "z")
    render(animator, through: 1, step: 1 / 60.0)
    #expect(layer.rotationY == 3 * .pi / 4 && layer.rotationZ == .pi / 2)
    let expected = Transform3D.rotation(angle: 3 * .pi / 4, x: 0, y: 1, z: 0)
      .concatenating(.rotation(angle: .pi / 2, x: 0, y: 0, z: 1))
    #expect(maximumDifference(layer.transform, expected) < 1e-15)
  }

  @Test("pop #367: a paused rotation resumes at the paused angle and continues to its target")
  func pop367() {
    let layer = SpinningLayer()
    let animator = Animator(clock: ManualClock())
    let turn = BasicAnimation(
      property: SpinningLayer.rotationYProperty, to: .pi, duration: 1, timingCurve: .linear)
    animator.add(turn, to: layer, forKey: "y")
    render(animator, through: 0.6, step: 0.1)
    let paused = layer.rotationY
    expectClose(paused, 0.6 * .pi, absolute: 1e-12)
    turn.isPaused = true
    for time in stride(from: 0.7, through: 2.0, by: 0.1) { animator.render(at: time) }
    #expect(layer.rotationY == paused)
    turn.isPaused = false
    animator.render(at: 2.1)
    animator.render(at: 2.2)
    // The remaining 0.4 s start again where they stopped: one frame on is 0.1 s further.
    expectClose(layer.rotationY, 0.7 * .pi, absolute: 1e-9)
    render(animator, from: 2.3, through: 2.7, step: 0.1)
    #expect(layer.rotationY == .pi)
  }
}
