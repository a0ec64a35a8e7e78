// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitDemos
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit demo path")
struct PathDemoTests {
  @Test("the plane is the track at the player's time, pointing along its own motion")
  func autoRotate() {
    let animator = Animator()
    let demo = PathDemo(animator: animator)
    let flight = PathDemo.flight
    #expect(demo.plane.position == flight.value(at: 0))
    demo.playOrPause()
    var turned = 0.0
    var previous = demo.plane.heading.radians
    for frame in 0...250 {
      let time = Double(frame) / 60
      animator.render(at: time)
      expectClose(demo.player.time, min(time, 4), absolute: 1e-12, "frame \(frame)")
      let t = demo.player.time
      #expect(demo.plane.position == flight.value(at: t), "frame \(frame)")
      #expect(demo.plane.heading == flight.orientation.value(at: t), "frame \(frame)")
      // Auto-rotate, checked independently: the heading is the angle of the position's own
      // change over a short span (away from the ends, where the plane is nearly still).
      if t > 0.05 && t < 3.95 {
        let (a, b) = (flight.value(at: t - 1e-5), flight.value(at: t + 1e-5))
        let angle = atan2(b.y - a.y, b.x - a.x)
        let difference = remainder(demo.plane.heading.radians - angle, 2 * Double.pi)
        expectClose(difference, 0, absolute: 1e-4, "frame \(frame): \(difference)")
      }
      turned += abs(demo.plane.heading.radians - previous)
      previous = demo.plane.heading.radians
    }
    #expect(demo.arrivals == [.end])
    #expect(demo.plane.position == flight.value(at: 4))
    // The loop turns it through more than a whole turn, unwrapped, with no jump of 2π.
    let start = flight.orientation.value(at: 0).radians
    let end = flight.orientation.value(at: 4).radians
    #expect(turned > 2 * Double.pi, "turned \(turned)")
    expectClose(end, start, absolute: 2 * Double.pi + 1, "unwrapped: \(start) → \(end)")
  }

  @Test("keys: space plays and pauses, r reverses, ,/. scrub by 0.05")
  func keys() {
    let animator = Animator()
    let scene = PathScene(animator: animator)
    #expect(!scene.handle(.character("x"), at: 0))
    #expect(scene.handle(.character("."), at: 0))
    #expect(scene.handle(.character("."), at: 0))
    animator.render(at: 0)
    expectClose(scene.demo.player.progress, 0.1, absolute: 1e-12)
    #expect(scene.demo.plane.position == PathDemo.flight.value(at: 0.4))
    #expect(scene.handle(.space, at: 0))
    animator.render(at: 0.01)
    animator.render(at: 0.5)
    expectClose(scene.demo.player.time, 0.89, absolute: 1e-12)
    #expect(scene.handle(.space, at: 0.5))
    #expect(!scene.demo.player.isPlaying)
    #expect(scene.handle(.character("r"), at: 0.5))
    #expect(scene.demo.player.isPlaying && scene.demo.player.rate == -1)
    for frame in 31...200 { animator.render(at: Double(frame) / 60) }
    #expect(scene.demo.player.progress == 0)
    #expect(scene.demo.plane.position == PathDemo.flight.value(at: 0))
    #expect(scene.handle(.character(","), at: 4))
    #expect(scene.demo.player.progress == 0)
  }

  @Test("the frames: dots along the path, the arrow where the plane is, the status its numbers")
  func frames() throws {
    let capture = DemoFrameCapture.run("path", frames: 100)
    #expect(capture.frames[0][0].contains("[10 path]"))
    for frame in stride(from: 0, to: 100, by: 5) {
      let time = try #require(capture.number(after: "  t ", in: frame))
      let x = try #require(capture.number(after: "  x ", in: frame))
      let y = try #require(capture.number(after: "  y ", in: frame))
      // The script plays from 0 and reverses at 2.5 s, from the frame before (74 / 30 s).
      let seconds = Double(frame) / 30
      let turn = 74.0 / 30
      let expected = seconds < 2.5 ? seconds : max(0, 2 * turn - seconds)
      expectClose(time, expected, absolute: 0.005 + 1e-12, "frame \(frame)")
      let point = PathDemo.flight.value(at: expected)
      expectClose(x, point.x, absolute: 0.05 + 1e-9, "\(frame)")
      expectClose(y, point.y, absolute: 0.05 + 1e-9, "\(frame)")
      // In the path's rows (not the status's "playing →" nor the footer's "←/→").
      let rows = capture.frames[frame].dropFirst(4).dropLast()
      let arrows = rows.map { row in row.filter { PathScene.arrows.contains($0) }.count }
      #expect(arrows.reduce(0, +) == 1, "one plane in frame \(frame)")
      // The arrow is in the plane's cell and points its heading (a frame of 80 × 24: the
      // scene's area is 21 rows from row 2).
      let layout = PathScene.Layout(width: 80, height: 21)
      let cell = layout.cell(point)
      let row = Array(capture.frames[frame][2 + cell.row])
      let glyph = layout.arrow(for: PathDemo.flight.orientation.value(at: expected))
      #expect(row.indices.contains(cell.column) && row[cell.column] == glyph, "frame \(frame)")
    }
    #expect(capture.count(of: "·", in: 0) > 60)
    #expect(capture.row(containing: "playing →", in: 10) != nil)
    #expect(capture.row(containing: "playing ←", in: 80) != nil)
    #expect(capture.number(after: "  t ", in: 75) == 2.43)
  }

  @Test("the arrow points the way the plane flies on screen, through the loop")
  func arrows() {
    let layout = PathScene.Layout(width: 76, height: 13)
    #expect(layout.arrow(for: .degrees(0)) == "→")
    #expect(layout.arrow(for: .degrees(90)) == "↓")
    #expect(layout.arrow(for: .degrees(-90)) == "↑")
    #expect(layout.arrow(for: .degrees(180)) == "←")
    #expect(layout.arrow(for: .degrees(540)) == "←", "unwrapped angles too")
    // Columns are 72 / 100 of a unit and rows 11 / 60 × 2: 30° in the path's units is
    // atan(0.5 × 0.367 / 0.866 × ...) on screen, under 22.5°, so still →.
    let across = cos(Double.pi / 6) * 0.72
    let down = sin(Double.pi / 6) * 11 / 60 * 2
    #expect(atan2(down, across) < Double.pi / 8)
    #expect(layout.arrow(for: .degrees(30)) == "→")
    #expect(layout.arrow(for: .degrees(60)) == "↘")
  }
}
