import Foundation
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
    #expect(abs(track.value(at: 0.5e-9) - 0.5) < 1e-12)
    #expect(abs(track.velocity(at: 0.5e-9) - 1e9) < 1e-3)
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
}
