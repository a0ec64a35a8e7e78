// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

/// The spellings that were renamed, each called beside its replacement.
///
/// Swift Testing refuses `@Suite` and `@Test` on a declaration marked
/// `@available(*, deprecated)`, so the deprecated calls live in deprecated members that witness
/// this protocol's requirements, and the tests call them through it: no warning anywhere, and
/// each old name is still compiled and run.
@MainActor
protocol DeprecatedSpellingCalls {
  func keyframeCurveLabel() -> (old: [Keyframe<Double>], new: [Keyframe<Double>])
  func pathTrackCurveLabel() throws -> (old: PathTrack, new: PathTrack, oldCurve: TimingCurve)
  func orientationCurveLabel() throws -> (
    old: PathOrientationTrack, new: PathOrientationTrack, oldCurve: TimingCurve
  )
  func staggerCurveLabel() -> (old: Stagger, new: Stagger, oldCurve: TimingCurve?)
  func timelineTime(of animator: Animator, atClock time: Double) -> Double
}

/// The deprecated calls.
private struct DeprecatedCalls: DeprecatedSpellingCalls {
  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func keyframeCurveLabel() -> (old: [Keyframe<Double>], new: [Keyframe<Double>]) {
    ([.linear(1, duration: 0.5, curve: .easeIn)], [.linear(1, duration: 0.5, timingCurve: .easeIn)])
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func pathTrackCurveLabel() throws -> (old: PathTrack, new: PathTrack, oldCurve: TimingCurve) {
    let path = try MotionPath(svg: "M0 0 H100")
    let old = PathTrack(along: path, duration: 2, curve: .easeOut)
    return (old, PathTrack(along: path, duration: 2, timingCurve: .easeOut), old.curve)
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func orientationCurveLabel() throws -> (
    old: PathOrientationTrack, new: PathOrientationTrack, oldCurve: TimingCurve
  ) {
    let path = try MotionPath(svg: "M0 0 Q 50 100 100 0")
    let old = PathOrientationTrack(path: path, duration: 2, curve: .easeOut)
    return (old, PathOrientationTrack(path: path, duration: 2, timingCurve: .easeOut), old.curve)
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func staggerCurveLabel() -> (old: Stagger, new: Stagger, oldCurve: TimingCurve?) {
    let old = Stagger(interval: 0.1, from: .center, curve: .easeIn)
    return (old, Stagger(interval: 0.1, from: .center, timingCurve: .easeIn), old.curve)
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func timelineTime(of animator: Animator, atClock time: Double) -> Double {
    animator.timelineTime(atClock: time)
  }
}

@Suite("Deprecated spellings still do what their replacements do")
@MainActor
struct DeprecatedSpellingsTests {
  private let calls: any DeprecatedSpellingCalls = DeprecatedCalls()

  @Test("Keyframe.linear(_:duration:curve:) is .linear(_:duration:timingCurve:)")
  func keyframeCurve() {
    let (old, new) = calls.keyframeCurveLabel()
    let (oldTrack, newTrack) = (KeyframeTrack(from: 0.0, old), KeyframeTrack(from: 0.0, new))
    for time in [0.0, 0.1, 0.25, 0.4, 0.5] {
      #expect(oldTrack.value(at: time) == newTrack.value(at: time))
      #expect(oldTrack.velocity(at: time) == newTrack.velocity(at: time))
    }
    // Ease-in: a quarter of the way through, the value is below a quarter of the move.
    #expect(oldTrack.value(at: 0.125) < 0.25)
  }

  @Test("PathTrack and PathOrientationTrack's curve: is timingCurve:")
  func pathCurve() throws {
    let path = try calls.pathTrackCurveLabel()
    let heading = try calls.orientationCurveLabel()
    #expect(path.oldCurve == .easeOut && heading.oldCurve == .easeOut)
    for time in [0.0, 0.5, 1.0, 1.5, 2.0] {
      #expect(path.old.value(at: time) == path.new.value(at: time))
      #expect(heading.old.value(at: time) == heading.new.value(at: time))
    }
    // Ease-out: halfway through the time, more than half of the 100-point line is covered.
    #expect(path.old.value(at: 1).x > 50)
  }

  @Test("Stagger's curve: is timingCurve:")
  func staggerCurve() {
    let stagger = calls.staggerCurveLabel()
    #expect(stagger.oldCurve == .easeIn)
    #expect(stagger.old.delays(count: 5) == stagger.new.delays(count: 5))
  }

  @Test("timelineTime(atClock:) is animationTime(atClock:)")
  func timelineTime() {
    let animator = Animator()
    animator.render(at: 10)
    animator.durationScale = 2
    #expect(calls.timelineTime(of: animator, atClock: 14) == 12)
    #expect(calls.timelineTime(of: animator, atClock: 14) == animator.animationTime(atClock: 14))
  }
}
