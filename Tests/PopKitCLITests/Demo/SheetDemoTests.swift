// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitDemos
import PopKitTestSupport
import Testing

/// The sheet's model: one choreography on five properties, played, scrubbed, flung, dragged and
/// caught, checked against the tracks and a spring's closed form computed here.
@MainActor
@Suite("The sheet demo's model")
struct SheetDemoTests {
  /// The release spring's progress from (progress, velocity) toward a target after `elapsed`
  /// seconds: ζ = 1 − bounce = 0.85, ω = 2π / 0.5 (the underdamped closed form).
  static func spring(
    from progress: Double, velocity: Double, to target: Double, after elapsed: Double
  )
    -> Double
  {
    let (zeta, omega) = (0.85, 2 * Double.pi / 0.5)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let x0 = progress - target
    let envelope = exp(-zeta * omega * elapsed)
    return target + envelope
      * (x0 * cos(damped * elapsed) + (velocity + zeta * omega * x0) / damped
        * sin(damped * elapsed))
  }

  /// The same spring's velocity: the derivative of ``spring(from:velocity:to:after:)``.
  static func springVelocity(
    from progress: Double, velocity: Double, to target: Double, after elapsed: Double
  ) -> Double {
    let (zeta, omega) = (0.85, 2 * Double.pi / 0.5)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let (x0, decay) = (progress - target, zeta * omega)
    let sine = (velocity + decay * x0) / damped
    return exp(-decay * elapsed)
      * (velocity * cos(damped * elapsed) - (decay * sine + damped * x0) * sin(damped * elapsed))
  }

  /// What every property should hold at a choreography time: each track at `t − start`, and
  /// beyond an end, a track still moving there goes on along its tangent (the overshoot rule).
  static func expectState(of demo: SheetDemo, at time: Double, _ note: String) {
    let duration = 0.5
    /// The local time on a track and how far beyond an end it goes on along its tangent.
    func place(start: Double, length: Double) -> (local: Double, beyond: Double) {
      if time > duration && start + length == duration { return (length, time - duration) }
      if time < 0 && start == 0 { return (0, time) }
      return (time - start, 0)
    }
    func along(_ track: KeyframeTrack<Double>, start: Double) -> Double {
      let (local, beyond) = place(start: start, length: track.duration)
      return track.value(at: local) + track.velocity(at: local) * beyond
    }
    func along(_ track: KeyframeTrack<OklabColor>, start: Double) -> OklabColor {
      let (local, beyond) = place(start: start, length: track.duration)
      let value = track.value(at: local).animatableComponents
      let velocity = track.velocity(at: local).animatableComponents
      return OklabColor(animatableComponents: value + velocity * beyond)
    }
    func close(_ a: Double, _ b: Double) -> Bool { isClose(a, b, absolute: 1e-12 * max(1, abs(b))) }
    #expect(close(demo.sheet.offset, along(SheetDemo.offsetTrack, start: 0)), "offset \(note)")
    #expect(
      close(demo.sheet.cornerRadius, along(SheetDemo.radiusTrack, start: 0.25)), "radius \(note)")
    #expect(close(demo.scrim.opacity, along(SheetDemo.opacityTrack, start: 0)), "scrim \(note)")
    #expect(close(demo.content.scale, along(SheetDemo.scaleTrack, start: 0)), "scale \(note)")
    let handle = RGBAColor(along(SheetDemo.handleTrack, start: 0.25))
    let shown = demo.sheet.handleColor
    #expect(
      close(shown.red, handle.red) && close(shown.green, handle.green)
        && close(shown.blue, handle.blue), "handle \(note)")
  }

  @Test("a release from progress 0.6 at −3/s springs to .start: the closed form, then rest at 1")
  func flingDown() {
    let animator = Animator()
    let demo = SheetDemo(animator: animator)
    demo.player.progress = 0.6
    animator.render(at: 0)
    #expect(demo.sheet.offset == SheetDemo.offsetTrack.value(at: 0.3))
    // Decay's resting place: 0.6 − 3 × (−1 / (1000 ln 0.998)) ≈ −0.898, nearer 0 than 1.
    #expect(0.6 - 3 / -(1000 * log(0.998)) < 0.5)
    demo.fling(velocity: -3, at: 0)
    #expect(demo.phase == .releasing(.start))
    var frame = 1
    while demo.arrivals.isEmpty && frame < 600 {
      let time = Double(frame) / 60
      animator.render(at: time)
      if demo.arrivals.isEmpty {
        let expected = SheetDemoTests.spring(from: 0.6, velocity: -3, to: 0, after: time)
        expectClose(demo.player.progress, expected, absolute: 1e-9, "frame \(frame)")
        SheetDemoTests.expectState(of: demo, at: demo.player.time, "frame \(frame)")
      }
      frame += 1
    }
    #expect(demo.arrivals == [.start])
    #expect(demo.phase == .resting)
    #expect(demo.player.progress == 0)
    #expect(demo.sheet.offset == 1 && demo.scrim.opacity == 0 && demo.content.scale == 1)
    #expect(frame > 20 && frame < 120, "came to rest after \(frame) frames")
  }

  @Test("space opens over 0.5 s, every property on its track; a fling up overshoots and returns")
  func playAndOvershoot() {
    let animator = Animator()
    let demo = SheetDemo(animator: animator)
    demo.toggle()
    var overshoot = 0.0
    var lowestOffset = 0.0
    for frame in 0...40 {
      let time = Double(frame) / 60
      animator.render(at: time)
      expectClose(demo.player.time, min(time, 0.5), absolute: 1e-12, "frame \(frame)")
      SheetDemoTests.expectState(of: demo, at: demo.player.time, "play \(frame)")
    }
    #expect(demo.arrivals == [.end])
    #expect(demo.sheet.offset == 0 && demo.sheet.cornerRadius == SheetDemo.openRadius)
    #expect(demo.content.scale == 0.94 && demo.scrim.opacity == 0.45)
    // Scrubbed down to 0.3 in steps, then flung up: past 1, back, at rest on 1.
    for _ in 0..<7 { demo.scrub(by: -1) }
    animator.render(at: 41.0 / 60)
    expectClose(demo.player.progress, 0.3, absolute: 1e-12)
    demo.fling(velocity: 3, at: 41.0 / 60)
    #expect(demo.phase == .releasing(.end))
    for frame in 42...200 {
      animator.render(at: Double(frame) / 60)
      overshoot = max(overshoot, demo.player.progress - 1)
      lowestOffset = min(lowestOffset, demo.sheet.offset)
      SheetDemoTests.expectState(of: demo, at: demo.player.time, "release \(frame)")
    }
    #expect(overshoot > 0.001, "overshoot \(overshoot)")
    expectClose(lowestOffset, -2 * 0.5 * overshoot, absolute: 1e-9, "the sheet rose above open")
    #expect(demo.arrivals == [.end, .end])
    #expect(demo.player.progress == 1 && demo.sheet.offset == 0)
  }

  @Test("space mid-play turns back; during a release it sends the spring to the other end")
  func toggleTurns() {
    let animator = Animator()
    let demo = SheetDemo(animator: animator)
    demo.toggle()
    for frame in 0...12 { animator.render(at: Double(frame) / 60) }
    expectClose(demo.player.progress, 0.4, absolute: 1e-12)
    demo.toggle()
    #expect(demo.player.rate == -1 && demo.player.isPlaying)
    for frame in 13...60 { animator.render(at: Double(frame) / 60) }
    #expect(demo.arrivals == [.start])
    #expect(demo.player.progress == 0)
    // Flung up, then turned at the frame of 1.15 s: the spring toward 0 starts from the
    // progress and the velocity the first one had on that frame.
    demo.fling(velocity: 3, at: 1)
    for frame in 61...69 { animator.render(at: Double(frame) / 60) }
    let turned = 69.0 / 60 - 1
    let progress = SheetDemoTests.spring(from: 0, velocity: 3, to: 1, after: turned)
    let velocity = SheetDemoTests.springVelocity(from: 0, velocity: 3, to: 1, after: turned)
    expectClose(demo.player.progress, progress, absolute: 1e-9)
    demo.toggle()
    #expect(demo.phase == .releasing(.start))
    for frame in 70...80 {
      animator.render(at: Double(frame) / 60)
      let elapsed = Double(frame) / 60 - 69.0 / 60
      let expected = SheetDemoTests.spring(
        from: progress, velocity: velocity, to: 0, after: elapsed)
      expectClose(demo.player.progress, expected, absolute: 1e-9, "frame \(frame)")
    }
    for frame in 81...200 { animator.render(at: Double(frame) / 60) }
    #expect(demo.arrivals == [.start, .start])
    #expect(demo.player.progress == 0)
  }

  @Test("a drag sets the progress from the finger; letting go springs with the tracker's velocity")
  func dragAndRelease() {
    let animator = Animator()
    let demo = SheetDemo(animator: animator)
    animator.render(at: 0)
    demo.grab(at: 0.01)
    // The finger rises 3 % of the travel every 10 ms: 3 travels per second.
    for step in 1...10 {
      let instant = 0.01 + Double(step) / 100
      demo.drag(by: 0.03 * Double(step), at: instant)
      expectClose(demo.player.progress, 0.03 * Double(step), absolute: 1e-12)
      if step % 2 == 0 { animator.render(at: instant) }
    }
    #expect(demo.phase == .dragging)
    expectClose(demo.sheet.offset, 1 - 0.3, absolute: 1e-12)
    demo.letGo(by: 0.3, at: 0.11)
    let velocity = demo.releaseVelocity ?? 0
    expectClose(velocity, 3, absolute: 1e-6, "tracker velocity \(velocity)")
    #expect(demo.phase == .releasing(.end))
    for frame in 7...80 {
      let time = Double(frame) / 60
      animator.render(at: time)
      guard demo.arrivals.isEmpty else { break }
      let expected = SheetDemoTests.spring(from: 0.3, velocity: 3, to: 1, after: time - 0.11)
      expectClose(demo.player.progress, expected, absolute: 1e-9, "frame \(frame)")
    }
    #expect(demo.arrivals == [.end])
  }

  @Test("a press mid-release catches the sheet where the last frame put it, with no jump")
  func catchMidFlight() {
    let animator = Animator()
    let demo = SheetDemo(animator: animator)
    demo.player.progress = 0.2
    animator.render(at: 0)
    demo.fling(velocity: 3, at: 0)
    for frame in 1...9 { animator.render(at: Double(frame) / 60) }
    let caught = demo.player.progress
    let offset = demo.sheet.offset
    #expect(caught > 0.3 && caught < 1, "mid-flight at \(caught)")
    demo.grab(at: 9.5 / 60)
    for frame in 10...14 {
      animator.render(at: Double(frame) / 60)
      #expect(demo.player.progress == caught, "held at \(caught), frame \(frame)")
      #expect(demo.sheet.offset == offset)
    }
    #expect(demo.arrivals.isEmpty)
    // Dragged down from there and let go slowly: back to the nearer end, closed.
    for step in 1...4 { demo.drag(by: -0.1 * Double(step), at: 14.0 / 60 + Double(step) / 100) }
    expectClose(demo.player.progress, caught - 0.4, absolute: 1e-12)
    demo.letGo(by: -0.4, at: 14.0 / 60 + 0.04)
    expectClose(
      demo.releaseVelocity ?? 0, -10, absolute: 1e-6, "the finger's 10 travels per second")
    for frame in 17...200 { animator.render(at: Double(frame) / 60) }
    #expect(demo.arrivals == [.start])
  }
}
