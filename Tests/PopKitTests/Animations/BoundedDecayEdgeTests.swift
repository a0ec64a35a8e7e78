// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Bounds and boundary springs at the edges (issue 21, finding 10): bounds that leave no
/// finite place and boundary springs that never bring the fling to rest are programmer errors
/// stopped where they are set; bounds far out of a spring's reach, and bounds of one value, are
/// well defined and finish.
@Suite("Decay inside bounds: the edges")
@MainActor
struct BoundedDecayEdgeTests {
  /// The default boundary spring's stiffness and damping (0.4 s, no bounce, mass 1), from
  /// SwiftUI's formulas `(2π/0.4)²` and `4π/0.4`.
  static let stiffness = pow(2 * Double.pi / 0.4, 2)
  static let damping = 4 * Double.pi / 0.4

  /// A configuration that must stop the program where it is set, and the parameter its
  /// message must name.
  enum BadBoundary: String, Codable, CaseIterable, Sendable, CustomTestStringConvertible {
    case lowerPlusInfinity
    case upperMinusInfinity
    case pointLowerPlusInfinity
    case springWithoutTension
    case springWithoutFriction

    var testDescription: String { rawValue }

    var parameter: String {
      switch self {
      case .lowerPlusInfinity: "Bounds lower component 0"
      case .upperMinusInfinity: "Bounds upper component 0"
      case .pointLowerPlusInfinity: "Bounds lower component 1"
      case .springWithoutTension: "DecayAnimation.boundarySpring tension"
      case .springWithoutFriction: "DecayAnimation.boundarySpring friction"
      }
    }

    @MainActor func attempt() {
      switch self {
      case .lowerPlusInfinity: _ = Bounds(lower: Double.infinity, upper: .infinity)
      case .upperMinusInfinity: _ = Bounds(lower: -Double.infinity, upper: -.infinity)
      case .pointLowerPlusInfinity:
        let infinity = CGFloat.infinity
        _ = Bounds(lower: CGPoint(x: 0, y: infinity), upper: CGPoint(x: 1, y: infinity))
      case .springWithoutTension:
        DecayAnimation(property: Box.xProperty).boundarySpring = Spring(tension: 0, friction: 10)
      case .springWithoutFriction:
        DecayAnimation(property: Box.xProperty).boundarySpring = Spring(tension: 100, friction: 0)
      }
    }
  }

  @Test(
    "finding 10: bounds with no finite place and boundary springs that never rest are refused",
    arguments: BadBoundary.allCases)
  func finding10RefusedWhereSet(_ bad: BadBoundary) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [bad] in
      await MainActor.run { bad.attempt() }
    }
    expectExitMessage(result, contains: "\(bad.parameter) must be")
  }

  /// Runs a fling at 60 Hz until it stops (at most `seconds`); returns its box and its stops.
  func fling(
    from start: Double, velocity: Double, within bounds: Bounds<Double>, seconds: Double = 5
  ) -> (box: Box, stops: [Bool], rejections: Int, frames: Int) {
    let animator = Animator()
    let box = Box()
    let fling = DecayAnimation(property: Box.xProperty, velocity: velocity)
    fling.fromValue = start
    fling.bounds = bounds
    fling.tracer.start()
    let recorder = EventRecorder()
    recorder.observe(fling)
    animator.add(fling, to: box, forKey: "x")
    var frame = 0
    while frame <= Int(seconds * 60) && (frame == 0 || fling.isRunning) {
      animator.render(at: Double(frame) / 60)
      frame += 1
    }
    return (box, recorder.stops, fling.tracer.events(ofKind: .rejectedValue).count, frame)
  }

  @Test("finding 10: a bound beyond the spring's reach in Double is met at once, and finishes")
  func finding10FarBoundIsReached() {
    let max = Double.greatestFiniteMagnitude
    for (start, bounds, end) in [
      (0.0, Bounds(lower: max, upper: max), max),
      (-max, Bounds(lower: 0.0, upper: 5), 0),
      (-max, Bounds(lower: max, upper: max), max),
    ] {
      let run = fling(from: start, velocity: 100, within: bounds)
      #expect(run.stops == [true], "from \(start)")
      #expect(run.rejections == 0)
      #expect(run.box.x == end)
      #expect(run.box.xWrites.allSatisfy { $0.isFinite }, "\(run.box.xWrites)")
      #expect(run.frames == 1)
    }
  }

  @Test("finding 10: a bound 1e306 away is still in reach: the boundary spring runs, exactly")
  func finding10NearTheLimitTheSpringRuns() {
    let animator = Animator()
    let box = Box()
    let fling = DecayAnimation(property: Box.xProperty, velocity: 100)
    fling.fromValue = 0
    fling.bounds = Bounds(lower: 1e306, upper: 1e306)
    let recorder = EventRecorder()
    recorder.observe(fling)
    animator.add(fling, to: box, forKey: "x")
    var frame = 0
    while frame == 0 || fling.isRunning && frame < 6000 {
      let time = Double(frame) / 60
      animator.render(at: time)
      if frame % 300 == 0 && fling.isRunning {
        // Critically damped, ω = 2π/0.4: x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt).
        let omega = 2 * Double.pi / 0.4
        // Scaled by 1e306, so that ω·x0·t does not overflow in the reference.
        let exact = 1e306 * ((-1 + (100 / 1e306 - omega) * time) * exp(-omega * time))
        expectClose(box.x, 1e306 + exact, absolute: 1e-9 * 1e306, "at \(time) s")
      }
      frame += 1
    }
    #expect(recorder.stops == [true])
    #expect(box.x == 1e306)
    // The critically damped remainder (1 + ωt)·e^(−ωt)·1e306 falls below 0.01 after ~46 s.
    #expect(frame > 40 * 60 && frame < 60 * 60, "\(frame) frames")
  }

  @Test("finding 10: bounds of one value pull the fling there on the boundary spring")
  func finding10DegenerateBoundsPullToTheirOnePlace() {
    let animator = Animator()
    let box = Box()
    let fling = DecayAnimation(property: Box.xProperty, velocity: 100)
    fling.fromValue = 0
    fling.bounds = Bounds(lower: 5, upper: 5)
    animator.add(fling, to: box, forKey: "x")
    for frame in 0..<10 {
      let time = Double(frame) / 60
      animator.render(at: time)
      let exact = referenceSpring(
        mass: 1, stiffness: Self.stiffness, damping: Self.damping, x0: -5, v0: 100, time: time)
      expectClose(box.x, 5 + exact.x, absolute: 1e-9)
    }
    render(animator, from: 10.0 / 60, through: 2, step: 1.0 / 60)
    #expect(box.x == 5 && !fling.isRunning)
  }
}
