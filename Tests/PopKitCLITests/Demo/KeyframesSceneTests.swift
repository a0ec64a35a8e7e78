// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit demo keyframes")
struct KeyframesSceneTests {
  @Test("the frames: x is the track's value, segments 1 to 5 in turn, done at the duration")
  func frames() throws {
    let capture = DemoFrameCapture.run("keyframes", frames: 90)
    let track = KeyframesDemo.track
    #expect(capture.frames[0][0].contains("[7 keyframes]"))
    var segments: [Int] = []
    for frame in 0..<90 {
      let time = Double(frame) / 30
      let x = try #require(capture.number(after: "  x ", in: frame))
      expectClose(
        x, track.value(at: min(time, track.duration)), absolute: 0.0005 + 1e-12, "\(frame)")
      if let segment = capture.number(after: "  segment ", in: frame) {
        segments.append(Int(segment))
      }
    }
    #expect(segments.first == 1)
    #expect(segments.last == 5)
    #expect(zip(segments, segments.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(Set(segments) == [1, 2, 3, 4, 5])
    let end = Int((track.duration * 30).rounded(.up))
    #expect(capture.text(end).contains("done: space plays it again"))
    #expect(capture.text(end).contains("velocity   0.00/s"))
    #expect(capture.row(containing: "segment 4 of 5: spring → 1 (settles)", in: 40) != nil)
  }

  @Test("the velocity readout is the track's velocity at the frame's time")
  func velocity() throws {
    let capture = DemoFrameCapture.run("keyframes", frames: 60)
    for frame in 1..<60 {
      let time = Double(frame) / 30
      let velocity = try #require(capture.number(after: "velocity", in: frame))
      expectClose(velocity, KeyframesDemo.track.velocity(at: time), absolute: 0.005 + 1e-12)
    }
  }

  @Test("keys: space plays and replays from the start mid-flight; other keys are not used")
  func keys() {
    let animator = Animator()
    let scene = KeyframesScene(animator: animator)
    #expect(scene.demo.trackTime == 0)
    #expect(!scene.handle(.character("x"), at: 0))
    #expect(scene.handle(.space, at: 0))
    for frame in 0...20 { animator.render(at: Double(frame) / 30) }
    expectClose(scene.demo.trackTime, 20.0 / 30, absolute: 1e-9)
    expectClose(scene.demo.box.x, KeyframesDemo.track.value(at: 20.0 / 30), absolute: 1e-12)
    #expect(scene.handle(.enter, at: 20.0 / 30))
    animator.render(at: 21.0 / 30)
    #expect(scene.demo.trackTime < 1e-9)
    #expect(scene.demo.box.x == 0)
    for frame in 22...200 { animator.render(at: Double(frame) / 30) }
    #expect(scene.demo.running == nil)
    #expect(scene.demo.trackTime == KeyframesDemo.track.duration)
    #expect(scene.demo.box.x == 0)
    #expect(scene.demo.plays == 2)
  }

  @Test("the key times are the segments' starts; the segment index follows them")
  func keyTimes() {
    let times = KeyframesDemo.keyTimes
    #expect(times.count == 6)
    #expect(times[0] == 0)
    expectClose(times[1], 0.4, absolute: 1e-12)
    expectClose(times[2], 0.75, absolute: 1e-12)
    #expect(times[5] == KeyframesDemo.track.duration)
    #expect(KeyframesDemo.segmentIndex(at: 0) == 0)
    #expect(KeyframesDemo.segmentIndex(at: 0.5) == 1)
    #expect(KeyframesDemo.segmentIndex(at: times[3] + 0.01) == 3)
    #expect(KeyframesDemo.segmentIndex(at: times[5]) == 4)
  }

  @Test("small terminals: the scene draws without trouble at the gallery's minimum size")
  func small() {
    let result = popkit(["demo", "keyframes", "--frames", "30", "--width", "40", "--height", "12"])
    #expect(result.exitCode == 0)
    let capture = DemoFrameCapture(result.standardOutput)
    #expect(capture.row(containing: "segment 2 of 5", in: 15) != nil)
    #expect(capture.row(containing: "  x ", in: 15) != nil)
  }

  @Test("the tab bar: the title from 119 columns, every name from 101, only numbers below")
  func tabBar() {
    let cases = [(119, true, true), (118, false, true), (101, false, true), (100, false, false)]
    for (width, title, names) in cases + [(72, false, false)] {
      let gallery = DemoGallery(startingAt: 6) { Animator() }
      var canvas = TerminalCanvas(width: width, height: 24)
      gallery.draw(into: &canvas)
      let line = canvas.plainLine(0)
      #expect(line.contains("[7 keyframes]"), "\(width)")
      #expect(line.contains("PopKit") == title, "\(width)")
      #expect(line.contains("1 spring ") == names, "\(width)")
      #expect(line.hasSuffix(" 11 scroll") == names, "\(width)")
      #expect((line.contains(" 2  3 ") && line.hasSuffix(" 11")) == !names, "\(width)")
    }
  }
}
