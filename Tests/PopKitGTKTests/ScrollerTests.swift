// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitTestSupport
  import Testing

  /// `GTKScroller` in a real window under Xvfb: a carousel of four 640 × 300 pages
  /// (`popkit-gallery check-scroller`), dragged, flung and wheeled with `xdotool`; its log
  /// shows each frame, each drag move, each rest, and what GTK laid out after each paint.
  ///
  /// Reference values come from PopKit's public physics (`Decay`, `RubberBand`, `Spring`), not
  /// from the scroller. The scroller's springs are its defaults: critically damped, 0.4 s.
  extension WindowTests {
    @Suite struct ScrollerTests {
      /// The scroller's default page and band spring.
      static let spring = Spring(duration: 0.4, bounce: 0)

      /// Runs `xdotool` with a drag: press at (x, y), `steps` moves of `step` pixels along x
      /// with real sleeps of 16 ms between them (100 ms before the first, so that the press is
      /// handled alone), and the release right after the last move, still moving.
      static func drag(window: String, x: Int, y: Int, steps: Int, step: Int) throws {
        var arguments = ["mousemove", "--window", window, "\(x)", "\(y)", "mousedown", "1"]
        for index in 1...steps {
          arguments += ["sleep", index == 1 ? "0.1" : "0.016"]
          arguments += ["mousemove", "--window", window, "\(x + step * index)", "\(y)"]
        }
        arguments += ["mouseup", "1"]
        #expect(try GalleryProcess.run("xdotool", arguments).status == 0)
      }

      /// Checks that nothing was logged for a second after a rest: ``ScrollerWindow/rest``
      /// waited 1.6 s after seeing it; the rest's own frame (the tick that finished the motion
      /// and the paint after it) may follow it, within 0.5 s even on a loaded machine.
      static func expectQuietAfter(_ rest: Int, in frames: [GalleryProcess.Frame]) {
        let restDrawn = frames[rest].drawn
        let late = frames[rest...].filter { $0.drawn > restDrawn + 0.5 }
        #expect(late.isEmpty, "\(late.count) lines logged after the rest")
        let ticks = frames[(rest + 1)...].filter { $0["event"] == 0 }
        #expect(ticks.count <= 1, "the clock ticked \(ticks.count) times after the rest")
      }

      /// Checks the painted frames: GTK laid the content out at minus the offset.
      ///
      /// That is the adjustment's scroll, which `GtkViewport` applies in whole pixels (it truncates the value
      /// into an integer allocation), plus the band's translation, which GSK keeps in `float`
      /// (within 0.01 px of offsets up to 1920). The adjustment holds the offset clamped to the
      /// range.
      static func expectLaidOut(_ frames: [GalleryProcess.Frame]) {
        let painted = frames.filter { $0["event"] == 4 }
        #expect(painted.count >= 5)
        for frame in painted {
          let place = min(max(frame["offset"], 0), frame["maximum"])
          #expect(frame["adjustment"] == place)
          let expected = -place.rounded(.towardZero) + (place - frame["offset"])
          expectClose(frame["contentX"], expected, absolute: 0.01, "\(frame.values)")
        }
      }

      @Test("a fling rests exactly on the page Decay.snapTarget picks; then the clock stops")
      func flingSnapsToPage() async throws {
        let carousel = try ScrollerWindow(["--paging"])
        defer { carousel.stop() }
        let first = try #require(try await carousel.laidOut())
        #expect(first["pageLength"] == 640 && first["maximum"] == 1920 && first["offset"] == 0)
        // GTK's own kinetic scrolling (and its overshoot) and overlay indicators are off.
        #expect(first["kinetic"] == 0 && first["overlay"] == 0)
        let window = try #require(try carousel.id())
        // Press in the first page and drag left 10 × 25 px (the content moves towards its end).
        try ScrollerTests.drag(
          window: window, x: Int(first["originX"]) + 500, y: Int(first["originY"]) + 150,
          steps: 10, step: -25)
        let (frames, restIndex) = try await carousel.rest(within: 30) {
          $0["releaseOffset"] != 0
        }
        let rest = try #require(restIndex.map { frames[$0] })
        let (length, maximum) = (first["pageLength"], first["maximum"])
        let pages = Array(stride(from: 0.0, through: maximum, by: length))
        let (from, velocity) = (rest["releaseOffset"], rest["releaseVelocity"])
        let target = Decay().snapTarget(from: from, velocity: velocity, candidates: pages)
        print("released at \(from) px, \(velocity) px/s: snap rule picks \(target)")
        #expect(rest["offset"] == target)
        #expect(rest["page"] == Double(pages.firstIndex(of: target) ?? -1))
        // A fling, not a drop: the release leaves towards the end fast enough to pass page 0
        // (at 25 px per 16 ms about 1500 px/s; 500 px/s, three times slower, still does).
        #expect(velocity > 0 && target >= length)
        // The release was where the last move left the content: the pointer's translation.
        let moves = frames.filter { $0["event"] == 1 }
        #expect(moves.count >= 5)
        #expect(from == moves.last?["offset"] && from == -(moves.last?["translation"] ?? 0))
        // Every frame after the release is the snap spring's closed form, from the release
        // offset and velocity, at the frame's time since the first frame (which starts it).
        let released = try #require(frames.firstIndex { $0["event"] == 0 })
        let flight = frames[released..<restIndex!].filter { $0["event"] == 0 }
        #expect(flight.count >= 10)
        for frame in flight {
          let expected =
            target
            + ScrollerTests.spring.displacement(
              at: frame.time - flight[0].time, initialDisplacement: from - target,
              initialVelocity: velocity)
          expectClose(
            frame["offset"], expected, absolute: 1e-6, "\(frame["offset"]) vs \(expected)")
        }
        ScrollerTests.expectLaidOut(frames)
        #expect(frames.last?["contentX"] == -target)
        ScrollerTests.expectQuietAfter(restIndex!, in: frames)
      }

      @Test(
        "dragged past an end it follows RubberBand, then springs back and rests there",
        arguments: [0, 3])
      func rubberBand(page: Int) async throws {
        // Page 0 is dragged right, past the start; the last page, 3, left, past the end. The
        // window opens on it (`scroll(toPage:animated: false)` before the layout).
        let scroller = try ScrollerWindow(["--page", "\(page)"])
        defer { scroller.stop() }
        let first = try #require(try await scroller.laidOut())
        let (length, maximum) = (first["pageLength"], first["maximum"])
        let end = page == 0 ? 0 : maximum
        #expect(first["offset"] == end)
        let window = try #require(try scroller.id())
        // 15 × 20 px, all of it past the end.
        let step = page == 0 ? 20 : -20
        try ScrollerTests.drag(
          window: window, x: Int(first["originX"]) + 320 - 8 * step, y: Int(first["originY"]) + 150,
          steps: 15, step: step)
        let outwards = page == 0 ? -1.0 : 1.0
        let (frames, restIndex) = try await scroller.rest(within: 30) {
          ($0["releaseOffset"] - end) * outwards > 0
        }
        let rest = try #require(restIndex.map { frames[$0] })
        #expect(rest["offset"] == end)
        // While dragging: the pointer is where xdotool put it (a multiple of 20 px from the
        // press; GDK hands X's whole pixels on as doubles), and the content follows RubberBand
        // of that overshoot, within a pixel (it is exact to rounding: the same function of the
        // same whole number); the adjustment stays clamped at the end.
        let moves = frames.filter { $0["event"] == 1 && $0["translation"] != 0 }
        #expect(moves.count >= 5)
        for move in moves {
          let commanded = (move["translation"] / 20).rounded() * 20
          expectClose(move["translation"], commanded, absolute: 0.5)
          let banded = RubberBand.clamp(end - commanded, to: 0...maximum, dimension: length)
          expectClose(move["offset"], banded, absolute: 1, "\(move["offset"]) vs \(banded)")
          #expect(move["adjustment"] == end)
        }
        let deepest = try #require(moves.map { abs($0["offset"] - end) }.max())
        #expect(deepest > 100, "deepest \(deepest)")
        // After the release: the fling starts past the end, so the boundary spring has it at
        // once, with the release velocity (outwards, the band's own speed): each frame is that
        // spring's closed form, it never crosses the end (critically damped), and it rests
        // there exactly.
        let (from, velocity) = (rest["releaseOffset"], rest["releaseVelocity"])
        #expect((from - end) * outwards > 100 && velocity * outwards >= 0)
        let released = try #require(frames.firstIndex { $0["event"] == 0 })
        let flight = frames[released..<restIndex!].filter { $0["event"] == 0 }
        #expect(flight.count >= 10)
        for frame in flight {
          let expected =
            end
            + ScrollerTests.spring.displacement(
              at: frame.time - flight[0].time, initialDisplacement: from - end,
              initialVelocity: velocity)
          expectClose(
            frame["offset"], expected, absolute: 1e-6, "\(frame["offset"]) vs \(expected)")
          #expect((frame["offset"] - end) * outwards >= 0)
        }
        ScrollerTests.expectLaidOut(frames)
        #expect(frames.last?["contentX"] == -end)
        ScrollerTests.expectQuietAfter(restIndex!, in: frames)
      }

      @Test("wheel steps move it a page each and it rests on the page", arguments: [false, true])
      func wheel(vertical: Bool) async throws {
        let carousel = try ScrollerWindow(["--paging"] + (vertical ? ["--vertical"] : []))
        defer { carousel.stop() }
        let first = try #require(try await carousel.laidOut())
        let window = try #require(try carousel.id())
        let length = first["pageLength"]
        #expect(length == (vertical ? 300 : 640))
        let x = Int(first["originX"]) + 300
        let y = Int(first["originY"]) + 150
        // `click` without `--window`: GTK ignores the synthetic events `--window` sends.
        let move = ["mousemove", "--window", window, "\(x)", "\(y)", "sleep", "0.2"]
        // Two steps down (the second may come while the first moves: it goes on from where
        // that one was going), then one back (up; the horizontal carousel takes the vertical
        // wheel), then one horizontal step towards the end (button 7) where it has an axis.
        let steps: [([String], Double)] =
          [
            (["click", "5", "sleep", "0.05", "click", "5"], 2), (["click", "4"], 1),
          ] + (vertical ? [] : [(["click", "7"], 2)])
        _ = try GalleryProcess.run("xdotool", move)
        for (clicks, page) in steps {
          let before = GalleryProcess.frames(in: carousel.log).count
          #expect(try GalleryProcess.run("xdotool", clicks).status == 0)
          let (frames, restIndex) = try await carousel.rest(within: 30, skipping: before) {
            $0["offset"] == page * length
          }
          let index = try #require(
            restIndex, "no rest at page \(page): \(frames.last?.values ?? [:])")
          #expect(frames[index]["page"] == page)
          #expect(frames.last?["offset"] == page * length)
          ScrollerTests.expectQuietAfter(index, in: frames)
        }
      }
    }
  }
#endif
