// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A dial whose heading is an angle.
@MainActor
final class Dial {
  var heading = Angle.zero { didSet { writes.append(heading.radians) } }
  var writes: [Double] = []
  static let headingProperty = AnimatableProperty(\Dial.heading, threshold: 1e-4)
}

@Suite("Angles")
@MainActor
struct AngleTests {
  @Test("degrees and radians are the same angle")
  func units() {
    #expect(Angle(degrees: 180).radians == .pi)
    #expect(Angle.radians(.pi / 2).degrees == 90)
    var angle = Angle.degrees(10)
    angle.degrees = 720
    #expect(angle.radians == 4 * .pi)
    #expect(Angle.degrees(-30) < .zero)
  }

  /// (from, to, the short way's target), in degrees.
  nonisolated static let shortCases: [(Double, Double, Double)] = [
    (350, 10, 370), (10, 350, -10), (0, 180, 180), (0, -180, 180), (720, 10, 730),
    (-100, 100, -260), (45, 1125, 45), (0, 179, 179),
  ]

  @Test(
    "shortestPath(to:) moves the target by whole turns to within half a turn", arguments: shortCases
  )
  func shortestPath(from: Double, to: Double, expected: Double) {
    let result = Angle.degrees(from).shortestPath(to: .degrees(to))
    expectClose(result.degrees, expected, absolute: 1e-9)
    // The same direction as the target: a whole number of turns away from it.
    let turns = (result.degrees - to) / 360
    expectClose(turns, turns.rounded(), absolute: 1e-12)
  }

  @Test("a target that is not finite is given back unchanged")
  func notFinite() {
    #expect(Angle.zero.shortestPath(to: .radians(.infinity)).radians == .infinity)
    #expect(Angle.radians(.nan).shortestPath(to: .radians(1)).radians == 1)
  }

  @Test("0 → 2π animates as one number: a full turn, increasing through π, never wrapped")
  func fullTurn() {
    let dial = Dial()
    let animator = Animator(clock: ManualClock())
    animator.add(
      BasicAnimation(
        property: Dial.headingProperty, to: .radians(2 * .pi), duration: 1,
        timingCurve: .easeInEaseOut),
      to: dial, forKey: "turn")
    render(animator, through: 1.1, step: 1 / 60.0)
    #expect(zip(dial.writes, dial.writes.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(dial.writes.contains { isClose($0, .pi, absolute: 0.1) })
    #expect(dial.heading.radians == 2 * .pi)
  }
}
