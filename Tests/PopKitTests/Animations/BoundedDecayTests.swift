// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit
@testable import PopKitCore

/// Flings inside bounds: the exact decay up to the crossing, solved in closed form, then the
/// boundary spring from the crossing's state, the same at every frame rate.
@Suite("Decay inside bounds")
@MainActor
struct BoundedDecayTests {
  /// `r = 1000·ln(deceleration)`, per second.
  static let rate = 1000 * log(0.998)
  /// The default boundary spring's stiffness and damping (duration 0.4 s, no bounce, mass 1),
  /// from SwiftUI's formulas: `(2π/0.4)²` and `4π/0.4`.
  static let stiffness = pow(2 * Double.pi / 0.4, 2)
  static let damping = 4 * Double.pi / 0.4

  /// The free decay's value from 0 after `time` seconds.
  static func free(_ velocity: Double, at time: Double) -> Double {
    velocity * expm1(rate * time) / rate
  }

  @Test(
    "3000 units/s towards a bound at 500: the spring takes over at t* with v*, at any rate",
    arguments: [30.0, 60.0, 120.0, 144.0])
  func handOff(fps: Double) throws {
    let crossing = log(1 + 500 * Self.rate / 3000) / Self.rate
    let speed = 3000 + 500 * Self.rate
    expectClose(crossing, 0.2027, absolute: 1e-4)
    expectClose(speed, 1998.99, absolute: 0.01)
    let animator = Animator()
    let box = Box()
    let fling = DecayAnimation(property: Box.xProperty(threshold: 0.001), velocity: 3000)
    fling.fromValue = 0
    fling.bounds = Bounds(lower: -.infinity, upper: 500)
    animator.add(fling, to: box, forKey: "x")
    var frame = 0
    var checked = 0
    while frame < Int(fps) {
      let time = Double(frame) / fps
      animator.render(at: time)
      let exact: Double
      if time <= crossing {
        exact = Self.free(3000, at: time)
      } else {
        exact =
          500
          + referenceSpring(
            mass: 1, stiffness: Self.stiffness, damping: Self.damping, x0: 0, v0: speed,
            time: time - crossing
          ).x
        checked += 1
      }
      expectClose(box.x, exact, absolute: 1e-9, "frame \(frame) at \(time) s")
      frame += 1
    }
    #expect(checked > 0)
  }

  @Test("a fling that rests before its bound never meets the spring and lands where it would")
  func restsBefore() throws {
    let animator = Animator()
    let box = Box()
    let free = DecayAnimation(property: Box.xProperty, velocity: 1000)
    free.fromValue = 0
    let freeLanding = try #require(free.toValue)
    let fling = DecayAnimation(property: Box.xProperty, velocity: 1000)
    fling.fromValue = 0
    fling.bounds = Bounds(lower: 0, upper: 1000)
    #expect(fling.toValue == freeLanding)
    let recorder = EventRecorder()
    recorder.observe(fling)
    animator.add(fling, to: box, forKey: "x")
    for frame in 0..<30 {
      animator.render(at: Double(frame) / 60)
      expectClose(box.x, Self.free(1000, at: Double(frame) / 60), absolute: 1e-9)
    }
    var frame = 30
    while fling.isRunning && frame < 2000 {
      animator.render(at: Double(frame) / 60)
      frame += 1
    }
    #expect(box.x == freeLanding)
    #expect(recorder.stops == [true])
  }

  @Test("starting outside the bounds, the spring starts at once with the given velocity")
  func startsOutside() {
    let animator = Animator()
    let box = Box()
    let fling = DecayAnimation(property: Box.xProperty, velocity: 100)
    fling.fromValue = 600
    fling.bounds = Bounds(lower: 0, upper: 500)
    #expect(fling.toValue == 500)
    animator.add(fling, to: box, forKey: "x")
    for frame in 0..<20 {
      let time = Double(frame) / 60
      animator.render(at: time)
      let exact = referenceSpring(
        mass: 1, stiffness: Self.stiffness, damping: Self.damping, x0: 100, v0: 100, time: time)
      expectClose(box.x, 500 + exact.x, absolute: 1e-9)
    }
  }

  @Test("a point: the component that meets its bound ends there, the other where it rests")
  func perComponent() throws {
    let animator = Animator()
    let box = Box()
    let fling = DecayAnimation(property: Box.pointProperty, velocity: CGPoint(x: 800, y: -300))
    fling.fromValue = .zero
    fling.bounds = Bounds(
      lower: CGPoint(x: -1000, y: -1000), upper: CGPoint(x: 200, y: 1000))
    fling.boundarySpring = .snappy
    let recorder = EventRecorder()
    recorder.observe(fling)
    animator.add(fling, to: box, forKey: "point")
    var frame = 0
    while (fling.isRunning || frame == 0) && frame < 5000 {
      animator.render(at: Double(frame) / 60)
      #expect(box.point.x <= 200 + 60, "the spring pulls it back from a small overshoot")
      frame += 1
    }
    #expect(box.point.x == 200)
    expectClose(
      box.point.y, Decay().stoppingDisplacement(initialVelocity: -300, threshold: 1), absolute: 1)
    #expect(recorder.stops == [true])
  }

  @Test("the default boundary spring is critically damped, 0.4 s")
  func defaultSpring() {
    let fling = DecayAnimation(property: Box.xProperty, velocity: 1)
    expectClose(fling.boundarySpring.stiffness, Self.stiffness, absolute: 1e-9)
    expectClose(fling.boundarySpring.damping, Self.damping, absolute: 1e-9)
    #expect(fling.bounds == nil)
  }

  @Test("bounds whose lower end is above their upper end are a programmer error")
  func invalidBounds() async {
    await #expect(processExitsWith: .failure) {
      _ = Bounds(lower: 2.0, upper: 1.0)
    }
  }
}

/// The crossing a bounded fling plans, as a pure function of the decay.
@Suite("Decay crossings")
struct DecayCrossingTests {
  @Test("3000 units/s towards 500: t* and v* in closed form; outside starts at once; short rests")
  func crossing() throws {
    let rate = 1000 * log(0.998)
    let met = try #require(
      Decay().crossing(from: 0, velocity: 3000, within: 0...500, threshold: 0.01))
    expectClose(met.time, log(1 + 500 * rate / 3000) / rate, absolute: 1e-12)
    expectClose(met.velocity, 3000 + 500 * rate, absolute: 1e-9)
    #expect(met.bound == 500 && met.value == 500)
    let outside = try #require(
      Decay().crossing(from: 600, velocity: 100, within: 0...500, threshold: 0.01))
    #expect(outside == Decay.Crossing(time: 0, bound: 500, value: 600, velocity: 100))
    #expect(Decay().crossing(from: 0, velocity: 1000, within: 0...1000, threshold: 0.01) == nil)
    #expect(Decay().crossing(from: 0, velocity: 1000, within: 0...(.infinity), threshold: 0) == nil)
  }
}
