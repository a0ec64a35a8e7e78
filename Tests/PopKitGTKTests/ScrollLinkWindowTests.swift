// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitTestSupport
  import Testing

  /// `GTKScrollLink` in a real window under Xvfb: `popkit-gtk-check check-scroller --link`, a
  /// choreography (progress 0 → 1 over offsets 0…1920, snapping to every third) dragged and
  /// flung with `xdotool`.
  ///
  /// The snap point is checked against a projection written here, and the frames after the
  /// release against the snap spring's closed form anchored at the release's instant.
  extension WindowTests {
    @Suite struct ScrollLinkWindowTests {
      @Test(
        "a fling snaps the choreography at the release: progress follows the drag, then the spring from the release instant; the fling is redirected to the snap offset"
      )
      func flingSnapsChoreography() async throws {
        let carousel = try ScrollerWindow(["--link"])
        defer { carousel.stop() }
        let first = try #require(try await carousel.laidOut())
        #expect(first["maximum"] == 1920 && first["progress"] == 0)
        let window = try #require(try carousel.id())
        try ScrollerTests.drag(
          window: window, x: Int(first["originX"]) + 500, y: Int(first["originY"]) + 150,
          steps: 10, step: -25)
        let (frames, restIndex) = try await carousel.rest(within: 30) { $0["snapPoint"] >= 0 }
        let restAt = try #require(restIndex)
        let rest = frames[restAt]
        // While dragging, each frame's progress is the offset's (exact scrubbing).
        let dragged = frames.filter { $0["event"] == 0 && $0["dragging"] == 1 }
        #expect(dragged.count >= 3)
        for frame in dragged {
          expectClose(frame["progress"], frame["offset"] / 1920, absolute: 1e-12)
        }
        // The snap point: the third nearest to where a decay at 0.998 per ms would take the
        // release, v / (−1000·ln 0.998) further (written here, not PopKit's projection).
        let (offset, velocity) = (rest["releaseOffset"], rest["releaseVelocity"])
        let projected = (offset + velocity / (-1000 * log(0.998))) / 1920
        let point = [0.0, 1.0 / 3, 2.0 / 3, 1].min {
          abs($0 - projected) < abs($1 - projected)
        }!
        print("scroll-link (GTK): released at \(offset) px, \(velocity) px/s: snaps to \(point)")
        #expect(velocity > 0)
        #expect(rest["snapPoint"] == point)
        // Every frame after the release is the snap spring (Spring.smooth) from the release's
        // progress and velocity at the release's instant: the first one included (0 frames).
        let release = rest["releaseTime"]
        let after = frames[..<restAt].filter {
          $0["event"] == 0 && $0["animationTime"] > release && $0["snapPoint"] >= 0
        }
        #expect(after.count >= 5)
        let (x0, v0) = (offset / 1920 - point, velocity / 1920)
        for (index, frame) in after.enumerated() {
          let elapsed = frame["animationTime"] - release
          let expected =
            point
            + Spring.smooth.displacement(
              at: elapsed, initialDisplacement: x0, initialVelocity: v0)
          if frame["progress"] == point {
            // At rest once every property is within its threshold (1e-6) of the point.
            #expect(abs(expected - point) <= 1e-6 + 1e-9)
          } else {
            expectClose(frame["progress"], expected, absolute: 1e-9, "frame \(index)")
          }
          if index == 0 {
            #expect(elapsed > 0 && elapsed <= 0.1)
            #expect(frame["progress"] != offset / 1920)
          }
        }
        // The fling was turned to the snap point's offset and rested there.
        expectClose(rest["offset"], point * 1920, absolute: 1e-9)
        let last = try #require(frames.last)
        #expect(last["progress"] == point)
      }

      @Test(
        "wheel steps: progress follows the offset; at the wheel's rest the choreography snaps from rest and the scroller goes to the snap offset"
      )
      func wheelSnapsAtRest() async throws {
        let carousel = try ScrollerWindow(["--link"])
        defer { carousel.stop() }
        let first = try #require(try await carousel.laidOut())
        let window = try #require(try carousel.id())
        let (x, y) = (Int(first["originX"]) + 300, Int(first["originY"]) + 150)
        _ = try GalleryProcess.run(
          "xdotool", ["mousemove", "--window", window, "\(x)", "\(y)", "sleep", "0.2"])
        // Six steps towards the end, quickly, so that they make one motion (`click` without
        // `--window`: GTK ignores the synthetic events `--window` sends).
        #expect(
          try GalleryProcess.run("xdotool", ["click", "--repeat", "6", "--delay", "30", "5"])
            .status == 0)
        // The wheel's rest is logged before the link sees it (still following), the snap's
        // after it.
        let (frames, snapRest) = try await carousel.rest(within: 30) { $0["snapPoint"] >= 0 }
        let snapAt = try #require(snapRest, "\(frames.last?.values ?? [:])")
        let wheelAt = try #require(
          frames[..<snapAt].lastIndex { $0["event"] == 3 && $0["snapPoint"] < 0 })
        let wheelRest = frames[wheelAt]["offset"]
        #expect(wheelRest > 0)
        for frame in frames[..<wheelAt] where frame["event"] == 0 {
          expectClose(frame["progress"], frame["offset"] / 1920, absolute: 1e-12)
        }
        // From rest, the projection is the offset itself: the nearest third.
        let point = [0.0, 1.0 / 3, 2.0 / 3, 1].min {
          abs($0 - wheelRest / 1920) < abs($1 - wheelRest / 1920)
        }!
        print("scroll-link (GTK): the wheel rested at \(wheelRest) px: snaps to \(point)")
        #expect(frames[snapAt]["snapPoint"] == point)
        expectClose(frames[snapAt]["offset"], point * 1920, absolute: 1e-9)
        #expect(frames.last?["progress"] == point)
      }
    }
  }
#endif
