// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

/// Every new curve works wherever a timing curve does: basic animations, keyframes, staggers
/// and paths.
@MainActor
@Suite("Eases in animations, keyframes, staggers and paths")
struct EaseUsageTests {
  @Test("a basic animation along easeOutBounce writes the curve's values and ends on the target")
  func basicAnimation() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 100
    basic.duration = 1
    basic.timingCurve = .easeOutBounce
    #expect(basic.timingCurve == .easeOutBounce)
    animator.add(basic, to: box, forKey: "x")
    animator.render(at: 0)
    for time in [0.2, 0.5, 0.8] {
      animator.render(at: time)
      expectClose(box.x, 100 * TimingCurve.easeOutBounce.value(at: time), absolute: 1e-9)
    }
    animator.render(at: 1.5)
    #expect(box.x == 100)
  }

  @Test("a basic animation along steps(4) holds each step and jumps at the boundaries")
  func basicSteps() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 8
    basic.duration = 1
    basic.timingCurve = .steps(4)
    animator.add(basic, to: box, forKey: "x")
    animator.render(at: 0)
    var written: [Double] = []
    for time in [0.1, 0.3, 0.6, 0.9] {
      animator.render(at: time)
      written.append(box.x)
    }
    #expect(written == [0, 2, 4, 6])
    animator.render(at: 1.2)
    #expect(box.x == 8)
  }

  @Test("a keyframe track eases a segment with easeInOutElastic and one with steps")
  func keyframes() {
    let track = KeyframeTrack(
      from: 0.0,
      [
        .linear(10, duration: 1, timingCurve: .easeInOutElastic),
        .linear(20, duration: 2, timingCurve: .steps(2, jump: .start)),
      ])
    for time in [0.1, 0.4, 0.7, 0.95] {
      expectClose(
        track.value(at: time), 10 * TimingCurve.easeInOutElastic.value(at: time), absolute: 1e-12)
    }
    #expect(track.value(at: 1.5) == 15)
    #expect(track.value(at: 2.5) == 20)
  }

  @Test("a stagger spaces its delays along easeInBack, anticipation included")
  func stagger() {
    let stagger = Stagger(interval: 0.1, timingCurve: .easeInBack)
    let delays = stagger.delays(count: 5)
    for (index, delay) in delays.enumerated() {
      expectClose(delay, TimingCurve.easeInBack.value(at: Double(index) / 5) * 0.5, absolute: 1e-15)
    }
    #expect(delays[1] < 0)
    let stepped = Stagger(interval: 0.1, timingCurve: .steps(2)).delays(count: 4)
    #expect(stepped == [0, 0, 0.2, 0.2])
  }

  @Test("a path track moves along its path with a spring curve")
  func path() throws {
    let path = try MotionPath(svg: "M 0 0 L 100 0")
    let curve = TimingCurve.spring(Spring(duration: 0.4, bounce: 0))
    let track = PlanePathTrack(along: path, duration: 2, timingCurve: curve)
    for time in [0.2, 0.6, 1.0, 1.6] {
      expectClose(track.value(at: time).x, 100 * curve.value(at: time / 2), absolute: 1e-9)
    }
    #expect(track.value(at: 2).x == 100)
  }

  @Test("the shared solver answers an ease with its closed form: the same value and slope")
  func solverOfAnEase() {
    let curves: [TimingCurve] = [
      .easeInOutBack, .easeOutElastic, .easeInBounce, .steps(5, jump: .both),
      .spring(Spring(duration: 0.3, bounce: 0.5)),
    ]
    for curve in curves {
      let solver = TimingCurveSolver(curve)
      #expect(solver.plainValueAndSlope(at: 0.5) == nil, "\(curve)")
      for index in 0...200 {
        let progress = Double(index) / 200
        let (value, slope) = solver.valueAndSlope(at: progress)
        #expect(value == curve.value(at: progress), "\(curve) at \(progress)")
        #expect(slope == curve.slope(at: progress), "\(curve) at \(progress)")
      }
    }
  }
}
