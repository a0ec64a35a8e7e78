// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

private func magnitude(_ point: CGPoint) -> Double { hypot(point.x, point.y) }

@Suite("Path tracks and their orientation")
struct PathTrackTests {
  /// Lines, a quadratic, cubics, a circular and an elliptical arc, with corners and joins.
  static let mixed =
    "M0 0 L100 0 Q150 0 150 50 C150 120 80 120 60 80 A40 40 0 0 0 0 80 a30 20 15 1 1 -40 -40 L-60 -60"

  @Test("a linear track moves at constant speed length / duration")
  func constantSpeed() throws {
    let path = try MotionPath(svg: Self.mixed)
    let track = PathTrack(along: path, duration: 3)
    let speed = path.length / 3
    for step in 0...600 {
      let time = 3 * Double(step) / 600
      expectClose(magnitude(track.velocity(at: time)), speed, absolute: 1e-6 * speed, "at \(time)")
    }
    // Between close times the point covers speed · dt of arc (chords on the smooth cubic).
    let start = (150 + 50 * 1.0) / path.length * 3  // inside the cubic: past the quadratic
    for step in 0..<20 {
      let time = start + Double(step) * 0.002
      let chord = hypot(
        track.value(at: time + 1e-5).x - track.value(at: time).x,
        track.value(at: time + 1e-5).y - track.value(at: time).y)
      expectClose(chord, speed * 1e-5, absolute: 1e-6 * speed * 1e-5 + 1e-9)
    }
    #expect(track.value(at: 0) == CGPoint(x: 0, y: 0))
    expectClose(track.value(at: 3).x, -60, absolute: 1e-9)
    expectClose(track.value(at: 3).y, -60, absolute: 1e-9)
  }

  @Test("value is the point at the eased distance; velocity is its derivative")
  func easedVelocity() throws {
    let path = try MotionPath(svg: "M0 0 C 80 -200 240 -200 320 0")
    let track = PathTrack(along: path, duration: 1.2, timingCurve: .easeInEaseOut)
    for step in 1..<24 {
      let time = 1.2 * Double(step) / 24
      let fraction = TimingCurve.easeInEaseOut.value(at: time / 1.2)
      #expect(track.value(at: time) == path.point(atDistance: fraction * path.length))
      let h = 1e-6
      let before = track.value(at: time - h)
      let after = track.value(at: time + h)
      let velocity = track.velocity(at: time)
      expectClose((after.x - before.x) / (2 * h), velocity.x, absolute: 1e-4 * path.length)
      expectClose((after.y - before.y) / (2 * h), velocity.y, absolute: 1e-4 * path.length)
    }
  }

  @Test("the ends: clamped values, one-sided velocities, zero outside")
  func ends() throws {
    let path = try MotionPath(svg: "M0 0 H100 V50")
    let track = PathTrack(along: path, duration: 2)
    #expect(track.value(at: -1) == CGPoint(x: 0, y: 0))
    #expect(track.value(at: 5) == CGPoint(x: 100, y: 50))
    #expect(track.value(at: .nan) == CGPoint(x: 0, y: 0))
    #expect(track.velocity(at: 0) == CGPoint(x: 75, y: 0))  // right limit: along +x
    #expect(track.velocity(at: 2) == CGPoint(x: 0, y: 75))  // left limit: along +y
    #expect(track.velocity(at: -0.1) == .zero)
    #expect(track.velocity(at: 2.1) == .zero)
    #expect(track.velocity(at: .nan) == .zero)
    #expect(track.duration == 2)
    // Ease-out ends at rest.
    let eased = PathTrack(along: path, duration: 2, timingCurve: .easeOut)
    #expect(magnitude(eased.velocity(at: 2)) <= 1e-9)
  }

  @Test("a track of no time is at the path's end, at rest")
  func zeroDuration() throws {
    let path = try MotionPath(svg: "M0 0 H100 V50")
    let track = PathTrack(along: path, duration: 0)
    for time in [-1, 0, 1, Double.nan] {
      #expect(track.value(at: time) == CGPoint(x: 100, y: 50))
      #expect(track.velocity(at: time) == .zero)
    }
    expectClose(track.orientation.value(at: 0).radians, .pi / 2, absolute: 1e-12)
  }

  @Test("the orientation is the direction of travel; its velocity the turn rate")
  func orientation() throws {
    let path = try MotionPath(svg: "M0 0 A100 100 0 0 1 200 0")
    let heading = PathTrack(along: path, duration: 1).orientation
    expectClose(heading.value(at: 0).degrees, -90, absolute: 1e-9)
    expectClose(heading.value(at: 1).degrees, 90, absolute: 1e-9)
    // Around a circle of radius r at speed v the heading turns at v / r = π rad/s.
    for time in [0, 0.3, 0.5, 1] {
      expectClose(heading.velocity(at: time).radians, .pi, absolute: 1e-9)
    }
    #expect(heading.velocity(at: 1.5).radians == 0)
    // Along the mixed path with easing: the angular velocity is the heading's derivative.
    let mixed = try MotionPath(svg: Self.mixed)
    let eased = PathTrack(along: mixed, duration: 4, timingCurve: .easeInEaseOut).orientation
    for step in 1..<200 {
      let time = 4 * Double(step) / 200
      let h = 1e-6
      let difference = (eased.value(at: time + h).radians - eased.value(at: time - h).radians)
      guard abs(difference) < 1e-3 else { continue }  // a corner between the two times
      let derivative = difference / (2 * h)
      expectClose(
        derivative, eased.velocity(at: time).radians, absolute: 1e-3 * max(1, abs(derivative)))
    }
  }

  @Test("a negative duration stops the program naming it")
  func badDuration() async throws {
    await #expect(processExitsWith: .failure) {
      let path = try MotionPath(svg: "M0 0 H1")
      _ = PathTrack(along: path, duration: -1)
    }
    await #expect(processExitsWith: .failure) {
      let path = try MotionPath(svg: "M0 0 H1")
      _ = PathTrack(along: path, duration: .infinity)
    }
  }
}
