// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import Testing

  /// The decay scene in a real window under Xvfb: `xdotool` drags and flings the ball, and the
  /// gallery's own state log (`--log-state`) shows what happened, frame by frame.
  extension WindowTests {
    @Suite struct DecayDragTests {
      @Test(
        "a fling from the tracker crosses into the rubber band and rests at the wall; idle logs nothing"
      )
      func dragAndFling() async throws {
        let gallery = try GalleryProcess.Window(scene: "decay")
        defer { gallery.stop() }
        let log = gallery.log
        let shown = try await GalleryProcess.frames(in: log, within: 20) { !$0.isEmpty }
        let first = try #require(shown.first)
        #expect(first.scene == "decay")
        #expect(first["x"] == 0)
        let window = try #require(try gallery.id())
        // Press on the ball, move right 30 px every 16 ms (real time between the events) and let
        // go right after the last move, still moving.
        let x = Int((first["originX"] + first["ballX"]).rounded())
        let y = Int((first["originY"] + first["ballY"]).rounded())
        var drag = ["mousemove", "--window", window, "\(x)", "\(y)", "mousedown", "1"]
        for step in 1...12 {
          drag += ["sleep", step == 1 ? "0.1" : "0.016"]
          drag += ["mousemove", "--window", window, "\(x + 30 * step)", "\(y)"]
        }
        drag += ["mouseup", "1"]
        #expect(try GalleryProcess.run("xdotool", drag).status == 0)
        // At rest: a line with no fling running after the release, and then nothing for 1 s.
        var frames = try await GalleryProcess.frames(in: log, within: 15) { frames in
          guard let last = frames.last else { return false }
          return last["flings"] == 1 && last["velocity"] == 0 && last["dragging"] == 0
        }
        let restCount = frames.count
        try await Task.sleep(for: .seconds(1.2))
        frames = GalleryProcess.frames(in: log)
        #expect(frames.count == restCount, "frames logged while nothing moved")

        let dragged = frames.filter { $0["dragging"] == 1 }
        let released = try #require(frames.firstIndex { $0["flings"] == 1 })
        let after = Array(frames[released...])
        try #require(dragged.count >= 3 && after.count >= 10)
        // The release velocity is the tracker's: the fling starts with it (decaying a little by
        // the first frame), and it matches the pointer's speed seen in the drag's frames.
        let trackPixels = first["trackPixels"]
        let releaseVelocity = after[0]["releaseVelocity"]
        #expect(releaseVelocity > 0)
        #expect(
          after[0]["velocity"] <= releaseVelocity && after[0]["velocity"] > 0.5 * releaseVelocity)
        // The pointer's speed over the drag's moves, seen in the frames (frame times, not the
        // events' times): from the first frame that moved to the last frame of the drag.
        let moved = try #require(dragged.first { $0["ballX"] > first["ballX"] })
        let last = try #require(dragged.last)
        let seenSpeed = (last["ballX"] - moved["ballX"]) / max(1e-3, last.time - moved.time)
        let measured = releaseVelocity * trackPixels
        #expect(
          measured > 0.75 * seenSpeed && measured < 1.33 * seenSpeed,
          "tracker \(measured) px/s, frames \(seenSpeed) px/s")
        // It crossed into the right wall's rubber band, then came to rest exactly at the wall.
        let deepest = after.map { $0["x"] }.max() ?? 0
        #expect(deepest > 1, "deepest \(deepest)")
        #expect(frames.last?["x"] == 1)

        // Frame pacing of the fling, from the log's frame times (GDK's) and drawing times.
        func milliseconds(_ seconds: Double) -> String {
          String(format: "%.2f", seconds * 1000)
        }
        let pacing = [
          ("frame times", after.map(\.time)), ("drawing times", after.map(\.drawn)),
        ].map { name, times in
          let intervals = zip(times.dropFirst(), times).map { $0 - $1 }.sorted()
          let median = intervals[intervals.count / 2]
          let p99 = intervals[min(intervals.count - 1, Int(Double(intervals.count) * 0.99))]
          let slow = intervals.filter { $0 > 1.5 * median }.count
          print(
            "frame pacing under Xvfb (\(name)): \(intervals.count) intervals, median "
              + "\(milliseconds(median)) ms, p99 \(milliseconds(p99)) ms, \(slow) over 1.5 × median"
          )
          return median
        }
        print(
          "release velocity from the tracker: \(Int(measured.rounded())) px/s; pointer seen at "
            + "\(Int(seenSpeed.rounded())) px/s")
        for median in pacing { #expect(median > 0.004 && median < 0.05) }
      }
    }
  }
#endif
