// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Tracks from untrusted steps (issue 21): `KeyframeTrack.validated` throws what the initializer
/// would stop the program with, steps too short to compute with jump, and a track's length
/// stays finite.
@Suite("Keyframe track validation")
struct KeyframeTrackValidationTests {
  @Test(
    "validated throws, for each invalid step, the message the initializer stops with",
    arguments: BadKeyframes.allCases)
  func validatedNamesTheStep(_ configuration: BadKeyframes) throws {
    let error = #expect(throws: KeyframeTrackError.self) {
      _ = try KeyframeTrack.validated(from: configuration.initial, configuration.keyframes)
    }
    let thrown = try #require(error)
    #expect(thrown.parameter == configuration.parameter)
    #expect(thrown.description.hasPrefix("\(configuration.parameter) must be"))
  }

  @Test(
    "finding 2: a spring step without a duration that never settles is refused, not a trap",
    arguments: [
      Spring(tension: 0, friction: 1), Spring(tension: 0, friction: 0),
      Spring(tension: 100, friction: 0), Spring(tension: 300, friction: .leastNonzeroMagnitude),
      Spring(tension: 300, friction: .leastNonzeroMagnitude * 2024, mass: 1e6),  // about 1e-320
    ])
  func finding2EndlessSpringIsRefused(spring: Spring) throws {
    let error = #expect(throws: KeyframeTrackError.self) {
      _ = try KeyframeTrack.validated(from: 0.0, [.move(2), .spring(1, spring: spring)])
    }
    let thrown = try #require(error)
    #expect(thrown.index == 1)
    #expect(thrown.parameter == "Keyframe[1] spring settling duration")
    #expect(thrown.value == .infinity)
    // With a duration the same spring is a valid step.
    let track = try KeyframeTrack.validated(
      from: 0.0, [.move(2), .spring(1, duration: 0.5, spring: spring)])
    #expect(track.duration == 0.5)
  }

  @Test("finding 4: a step too short to compute with jumps, so values stay finite")
  func finding4TinyDurationsJump() throws {
    let cubic = try KeyframeTrack.validated(from: 0.0, [.cubic(1e9, duration: 1e-300)])
    #expect(cubic.value(at: 0) == 1e9)
    #expect(cubic.velocity(at: 0) == 0)
    #expect(cubic.duration == 0)
    // The jump then a spring is the same spring started from the jump's value at rest.
    let track = try KeyframeTrack.validated(
      from: 0.0, [.linear(1e9, duration: 1e-300), .spring(0, duration: 1)])
    let alone = KeyframeTrack(from: 1e9, [.spring(0, duration: 1)])
    for time in [0.0, 0.1, 0.5, 1] {
      #expect(track.value(at: time) == alone.value(at: time))
      #expect(track.velocity(at: time).isFinite)
    }
    #expect(track.value(at: 0.5).isFinite)
  }

  @Test("finding 4: short steps that can be computed are kept")
  func finding4ShortStepsAreKept() {
    let track = KeyframeTrack(from: 0.0, [.linear(1, duration: 1e-9), .cubic(3, duration: 1e-6)])
    #expect(track.duration == 1e-9 + 1e-6)
    expectClose(track.value(at: 0.5e-9), 0.5, absolute: 1e-12)
    expectClose(track.velocity(at: 0.5e-9), 1e9, absolute: 1e-3)
  }

  @Test("finding 11: durations whose sum is not finite are refused, naming the step")
  func finding11TrackLengthIsFinite() throws {
    let error = #expect(throws: KeyframeTrackError.self) {
      _ = try KeyframeTrack.validated(
        from: 0.0, [.linear(1, duration: 1e308), .linear(2, duration: 1e308)])
    }
    let thrown = try #require(error)
    #expect(thrown.index == 1)
    #expect(thrown.value == .infinity)
    #expect(thrown.description.contains("KeyframeTrack duration"))
  }

  @Test("a spring step whose move is beyond Double's range is refused, naming it, not a trap")
  func springMoveBeyondRange() throws {
    // 1e308 to -1e308: the move itself overflows.
    let error = #expect(throws: KeyframeTrackError.self) {
      _ = try KeyframeTrack.validated(from: 1e308, [.spring(-1e308)])
    }
    let thrown = try #require(error)
    #expect(thrown.index == 0)
    #expect(thrown.parameter == "Keyframe[0] spring distance")
    #expect(thrown.value == .infinity)
  }

  @Test("a large finite vector move settles though the sum of its squares overflows")
  func largeVectorMoveSettles() throws {
    let spring = Spring(tension: 300, friction: 10)
    let huge = try KeyframeTrack.validated(
      from: SIMD2<Double>(0, 0), [.spring(SIMD2(1e308, -1e308), spring: spring)])
    // The Euclidean length is √2·1e308; each component is a 1-D move of 1e308 held within
    // 0.001 of that length, the same rule as for a small move scaled by 1e308 (settling is
    // scale-free), so the durations agree.
    let small = KeyframeTrack(from: SIMD2<Double>(0, 0), [.spring(SIMD2(1, -1), spring: spring)])
    expectClose(huge.duration, small.duration, absolute: 1e-9 * small.duration)
    #expect(huge.value(at: huge.duration) == SIMD2(1e308, -1e308))
  }

  @Test("a spring step that starts from an infinite velocity is refused, naming it")
  func infiniteStartVelocity() throws {
    // A stiff, light spring (ω ≈ 3.2e7 rad/s) cut short while swinging through 1e308 units
    // ends with a velocity beyond Double's range; the next spring has no settling duration to
    // search for from there.
    let stiff = Spring(tension: 1e9, friction: 0, mass: 1e-6)
    let cut = try KeyframeTrack.validated(from: 1e308, [.spring(0, duration: 0.01, spring: stiff)])
    #expect(!cut.velocity(at: 0.01).isFinite)
    let error = #expect(throws: KeyframeTrackError.self) {
      _ = try KeyframeTrack.validated(
        from: 1e308, [.spring(0, duration: 0.01, spring: stiff), .spring(0)])
    }
    let thrown = try #require(error)
    #expect(thrown.index == 1)
    #expect(thrown.parameter.hasPrefix("Keyframe[1] spring"))
  }
}
