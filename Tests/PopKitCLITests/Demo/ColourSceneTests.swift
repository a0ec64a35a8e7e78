// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit demo colour")
struct ColourSceneTests {
  /// The spring's fraction of the way from start to end `time` seconds after release from
  /// rest: 1 − displacement / initial displacement, from the spring's closed form.
  private func fraction(_ spring: Spring, at time: Double) -> Double {
    1 - spring.displacement(at: time, initialDisplacement: 1, initialVelocity: 0)
  }

  @Test("both swatches follow one spring: sRGB channel by channel, the other along Oklab")
  func swatches() {
    let animator = Animator(clock: ManualClock())
    let scene = ColourScene(animator: animator)
    #expect(scene.handle(.space, at: 0))
    let (from, to) = (ColourDemo.pairs[0].from, ColourDemo.pairs[0].to)
    let (start, end) = (OklabColor(from), OklabColor(to))
    var middleFrames = 0
    for frame in 0...40 {
      let time = Double(frame) / 30
      animator.render(at: time)
      let f = fraction(scene.demo.spring, at: time)
      let plain = scene.demo.plain.color
      expectClose(plain.red, from.red + f * (to.red - from.red), absolute: 1e-9, "\(frame)")
      expectClose(plain.blue, from.blue + f * (to.blue - from.blue), absolute: 1e-9, "\(frame)")
      let lab = OklabColor(scene.demo.perceptual.color)
      expectClose(
        lab.lightness, start.lightness + f * (end.lightness - start.lightness), absolute: 1e-6)
      expectClose(lab.b, start.b + f * (end.b - start.b), absolute: 1e-6, "\(frame)")
      // Between a quarter and three quarters of the way, Oklab is visibly the lighter.
      if (0.25...0.75).contains(f) {
        #expect(lab.lightness > OklabColor(plain).lightness + 0.05, "\(frame)")
        middleFrames += 1
      }
    }
    #expect(middleFrames >= 3)
  }

  @Test("the frames: at the spring's midpoint sRGB is the dark purple and Oklab the violet")
  func frames() throws {
    let capture = DemoFrameCapture.run("colour", frames: 40)
    #expect(capture.frames[0][0].contains("[8 colour]"))
    let spring = ColourDemo(animator: Animator(clock: ManualClock())).spring
    // The first frame at or past half way.
    let frame = try #require((0..<40).first { fraction(spring, at: Double($0) / 30) >= 0.5 })
    let lightness = capture.frames[frame].compactMap { line -> Double? in
      guard let range = line.range(of: "L ") else { return nil }
      return Double(line[range.upperBound...].trimmingCharacters(in: .whitespaces))
    }
    #expect(lightness.count == 2)
    // sRGB's middle is darker than either end's average; Oklab's is near the average.
    let (startL, endL) = (
      OklabColor(ColourDemo.pairs[0].from).lightness, OklabColor(ColourDemo.pairs[0].to).lightness
    )
    #expect(lightness[0] < (startL + endL) / 2 - 0.05)
    expectClose(lightness[1], (startL + endL) / 2, absolute: 0.06)
  }
}
