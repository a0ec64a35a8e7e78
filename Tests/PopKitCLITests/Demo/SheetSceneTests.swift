// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit demo sheet")
struct SheetSceneTests {
  @Test("the frames: played open, scrubbed to 0.6 in steps, flung down and closed")
  func frames() throws {
    let capture = DemoFrameCapture.run("sheet", frames: 80)
    #expect(capture.frames[0][0].contains("[9 sheet]"))
    for frame in 0..<80 {
      let progress = try #require(capture.number(after: "progress ", in: frame))
      let time = try #require(capture.number(after: "  t ", in: frame))
      expectClose(time, progress * 0.5, absolute: 0.0011, "frame \(frame)")
      if frame <= 15 {
        let expected = min(Double(frame) / 30, 0.5)
        expectClose(time, expected, absolute: 0.0005 + 1e-12, "frame \(frame): t \(time)")
      }
      // Within the span, each readout is its track at the readout's time.
      guard progress >= 0 && progress <= 1 else { continue }
      let offset = try #require(capture.number(after: "offset ", in: frame))
      let radius = try #require(capture.number(after: "radius ", in: frame))
      let scrim = try #require(capture.number(after: "scrim ", in: frame))
      let scale = try #require(capture.number(after: "scale ", in: frame))
      let seconds = progress * 0.5
      let slack = 0.0006 * 2  // the readouts' rounding and the time's
      expectClose(offset, SheetDemo.offsetTrack.value(at: seconds), absolute: slack, "\(frame)")
      expectClose(
        radius, SheetDemo.radiusTrack.value(at: seconds - 0.25), absolute: 0.12, "\(frame)")
      expectClose(scrim, SheetDemo.opacityTrack.value(at: seconds), absolute: slack, "\(frame)")
      expectClose(scale, SheetDemo.scaleTrack.value(at: seconds), absolute: slack, "\(frame)")
    }
    #expect(capture.row(containing: "playing → open", in: 0) != nil)
    #expect(capture.row(containing: "  open", in: 15) != nil)
    #expect(capture.number(after: "progress ", in: 24) == 0.9)
    #expect(capture.row(containing: "still", in: 30) != nil)
    #expect(capture.number(after: "progress ", in: 33) == 0.6)
    #expect(capture.row(containing: "releasing → closed", in: 36) != nil)
    #expect(capture.row(containing: "  closed", in: 79) != nil)
    #expect(capture.number(after: "progress ", in: 79) == 0)
  }

  @Test("the drawing: the handle rises 7 rows, the card narrows 2 columns a side, the scrim shades")
  func drawing() {
    let result = popkit(["demo", "sheet", "--frames", "16", "--width", "76", "--height", "16"])
    let capture = DemoFrameCapture(result.standardOutput)
    func handleRow(_ frame: Int) -> Int? {
      capture.frames[frame].firstIndex { $0.contains("━━━━━━━━") }
    }
    // The area starts 2 rows down and is 13 rows high: the sheet's top runs from row 11
    // (closed) to row 4 (open) of it, the handle one row below.
    #expect(handleRow(0) == 2 + 12)
    #expect(handleRow(15) == 2 + 5)
    // The card's left edge: 2 columns in at scale 1, 2 + round(0.06 × 72 / 2) = 4 at 0.94.
    #expect(capture.column(of: "┌", in: 0) == 2)
    #expect(capture.frames[15][4].hasPrefix("░░░░┌"))
    #expect(capture.count(of: "░", in: 0) == 0)
    #expect(capture.count(of: "░", in: 15) > 100)
    // Round corners while the radius is large, square ones open.
    #expect(capture.count(of: "╭", in: 0) == 1)
    #expect(capture.count(of: "╭", in: 15) == 0)
  }

  @Test("keys: space, r, the scrub and fling keys act; other keys are not used")
  func keys() {
    let animator = Animator()
    let scene = SheetScene(animator: animator)
    #expect(!scene.handle(.character("x"), at: 0))
    #expect(scene.handle(.character("."), at: 0))
    #expect(scene.handle(.character(">"), at: 0))
    animator.render(at: 0)
    expectClose(scene.demo.player.progress, 0.2, absolute: 1e-12)
    #expect(scene.handle(.character(","), at: 0))
    animator.render(at: 0.01)
    expectClose(scene.demo.player.progress, 0.1, absolute: 1e-12)
    #expect(scene.handle(.character("u"), at: 0.01))
    #expect(scene.demo.phase == .releasing(.end))
    #expect(scene.handle(.character("r"), at: 0.02))
    #expect(scene.demo.phase == .playing)
    #expect(scene.demo.player.rate == -1)
    #expect(scene.handle(.space, at: 0.03))
    #expect(scene.demo.player.rate == 1)
    #expect(scene.handle(.character("d"), at: 0.04))
    #expect(scene.demo.phase == .releasing(.start))
  }

  @Test("small terminals: the scene draws at the gallery's minimum size")
  func small() {
    let result = popkit(["demo", "sheet", "--frames", "20", "--width", "40", "--height", "12"])
    #expect(result.exitCode == 0)
    let capture = DemoFrameCapture(result.standardOutput)
    #expect(capture.row(containing: "progress", in: 10) != nil)
    #expect(capture.row(containing: "━━━━━━━━", in: 10) != nil)
  }
}
