// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A path's orientation as a `Double` rotation, in radians and degrees.
@Suite("Path rotation tracks")
@MainActor
struct PathRotationTrackTests {
  /// An arrow whose rotation is a plain number, as drawing code often keeps it.
  final class Arrow {
    var rotation = 0.0
    static let rotation = AnimatableProperty<Arrow, Double>(
      name: "rotation", threshold: 0.01, read: { $0.rotation }, write: { $0.rotation = $1 })
  }

  @Test("finding 26: a semicircle's heading turns -90° → 90° at 180°/s, in radians and degrees")
  func semicircle() throws {
    // A half circle of radius 100, clockwise on screen (y down), in 1 s at constant speed:
    // the heading is -90° + 180°·t, the turn rate 180°/s (π rad/s).
    let path = try MotionPath(svg: "M0 0 A100 100 0 0 1 200 0")
    let orientation = PathTrack(along: path, duration: 1).orientation
    for step in 0...20 {
      let time = Double(step) / 20
      let degrees = -90 + 180 * time
      expectClose(orientation.degrees.value(at: time), degrees, absolute: 1e-6)
      expectClose(orientation.radians.value(at: time), degrees * .pi / 180, absolute: 1e-8)
      if step > 0 && step < 20 {
        expectClose(orientation.degrees.velocity(at: time), 180, absolute: 1e-4)
        expectClose(orientation.radians.velocity(at: time), .pi, absolute: 1e-6)
      }
    }
    #expect(orientation.degrees.duration == 1 && orientation.radians.unit == .radians)
  }

  @Test("finding 26: a choreography turns a Double property with the orientation, in degrees")
  func drivesADouble() throws {
    let path = try MotionPath(svg: "M0 0 A100 100 0 0 1 200 0")
    let arrow = Arrow()
    var plan = Choreography()
    plan.add(PathTrack(along: path, duration: 1).orientation.degrees, to: arrow, Arrow.rotation)
    let animator = Animator()
    let player = animator.play(plan, paused: true)
    player.progress = 0.25
    animator.render(at: 0)
    expectClose(arrow.rotation, -45, absolute: 1e-6)
    player.progress = 1
    animator.render(at: 1.0 / 60)
    expectClose(arrow.rotation, 90, absolute: 1e-6)
  }
}
