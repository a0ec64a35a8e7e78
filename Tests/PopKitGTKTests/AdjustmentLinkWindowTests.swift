// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitTestSupport
  import Testing

  /// `GTKAdjustmentLink` on a plain `GtkScrolledWindow` under Xvfb: `popkit-gtk-check
  /// check-adjustment`, a choreography (progress 0 → 1 over values 0…1200 of the vertical
  /// adjustment, snapping to every quarter), driven by its own script and by `xdotool`'s wheel.
  ///
  /// The snap points are checked against a projection written here, and the frames after a
  /// release against the snap spring's closed form anchored at the release's instant.
  extension WindowTests {
    @Suite struct AdjustmentLinkWindowTests {
      /// The adjustment's largest value: ten rows of 150 px in a 300 px viewport.
      static let maximum = 1200.0
      /// The snap points (`ScrollSnap.every(4)`).
      static let points = [0.0, 0.25, 0.5, 0.75, 1]

      /// The point nearest to where a decay at 0.998 per ms would take a release, `v / (−1000 ·
      /// ln 0.998)` further (written here, not PopKit's projection).
      static func snapPoint(value: Double, velocity: Double) -> Double {
        let projected = (value + velocity / (-1000 * log(0.998))) / maximum
        return points.min { abs($0 - projected) < abs($1 - projected) } ?? .nan
      }

      @Test(
        "scripted: a value set moves the progress exactly; it snaps at rest, on a release from the release's value and velocity, and after the scrolled window is destroyed"
      )
      func script() throws {
        let binary = try #require(GalleryProcess.checkBinary)
        let folder = try makeTemporaryFolder("popkit-adjustment")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("state.jsonl").path
        let run = try GalleryProcess.run(
          binary.path, ["check-adjustment", "--script", "--log-state", log], timeout: 60)
        #expect(run.status == 0, "\(run.output)")
        let frames = GalleryProcess.frames(in: log)
        let maximum = Self.maximum
        let laidOut = try #require(frames.first { $0["event"] == 2 })
        #expect(laidOut["upper"] - laidOut["pageSize"] == maximum)

        // Step 1: the value set with nothing holding it. The progress is its progress at once,
        // and the track's value on the animator's next frame.
        let set = try #require(frames.firstIndex { $0["event"] == 6 && $0["step"] == 1 })
        #expect(frames[set]["value"] == 420)
        #expect(frames[set]["progress"] == 420 / maximum)
        let next = try #require(frames[(set + 1)...].first { $0["event"] == 0 })
        expectClose(next["target"], 420 / maximum, absolute: 1e-12)
        // It rests 0.15 s later: a release from rest, to the nearest point, 0.25.
        let firstRest = try #require(frames.first { $0["event"] == 3 && $0["step"] == 1 })
        #expect(firstRest["releaseVelocity"] == 0)
        #expect(firstRest["releaseValue"] == 420)
        let restDelay = firstRest["releaseTime"] - frames[set]["animationTime"]
        #expect(restDelay >= 0.15 - 1e-3 && restDelay <= 0.15 + 0.1, "\(restDelay)")
        let firstPoint = Self.snapPoint(value: 420, velocity: 0)
        #expect(firstRest["snapPoint"] == firstPoint)
        #expect(firstRest["value"] == firstPoint * maximum)
        #expect(firstRest["progress"] == firstPoint)

        // Step 2: held at 500 and released at 1500 px/s, in one frame's before-paint.
        let release = try #require(frames.first { $0["event"] == 5 && $0["step"] == 2 })
        #expect(release["releaseValue"] == 500 && release["releaseVelocity"] == 1500)
        let point = Self.snapPoint(value: 500, velocity: 1500)
        print("adjustment link (GTK): released at 500 px, 1500 px/s: snaps to \(point)")
        #expect(release["snapPoint"] == point)
        try expectSpring(
          frames, step: 2, from: (500, 1500), to: point, releaseTime: release["releaseTime"])

        // Step 3: the scrolled window destroyed first, the value set to 100 and released at
        // −800 px/s: the link follows and snaps with no widget.
        let orphan = try #require(frames.first { $0["event"] == 5 && $0["step"] == 3 })
        #expect(orphan["releaseValue"] == 100 && orphan["releaseVelocity"] == -800)
        #expect(orphan["progress"] == 100 / maximum)
        let orphanPoint = Self.snapPoint(value: 100, velocity: -800)
        #expect(orphan["snapPoint"] == orphanPoint)
        #expect(frames.contains { $0["step"] == 3 && $0["widgetGone"] == 1 })
        try expectSpring(
          frames, step: 3, from: (100, -800), to: orphanPoint, releaseTime: orphan["releaseTime"])
      }

      /// Checks a step's frames after its release against the snap spring (`Spring.smooth`) from
      /// the release's value and velocity at its instant: the adjustment within 1e-6 px, the
      /// progress within 1e-9, the first frame at the release's instant on the release's value,
      /// and the rest on the snap offset and point.
      private func expectSpring(
        _ frames: [GalleryProcess.Frame], step: Double, from release: (Double, Double),
        to point: Double, releaseTime: Double, startsOnRelease: Bool = true
      ) throws {
        let maximum = Self.maximum
        let offset = point * maximum
        let after = frames.filter {
          $0["step"] == step && $0["event"] == 0 && $0["animationTime"] >= releaseTime
        }
        let rest = try #require(frames.first { $0["step"] == step && $0["event"] == 3 })
        let moving = after.filter { $0["animationTime"] < rest["animationTime"] }
        #expect(moving.count >= 10)
        let (value, velocity) = release
        for (index, frame) in moving.enumerated() {
          let elapsed = frame["animationTime"] - releaseTime
          let expected =
            offset
            + Spring.smooth.displacement(
              at: elapsed, initialDisplacement: value - offset, initialVelocity: velocity)
          if index == 0 && startsOnRelease {
            // The release's frame: the spring starts at the release's instant (0 frames).
            #expect(elapsed == 0)
            #expect(frame["value"] == value)
          }
          if frame["snapping"] == 1 {
            expectClose(frame["value"], expected, absolute: 1e-6, "frame \(index)")
          }
          // The record at the release's instant may carry the progress the player last rendered:
          // with real input under load, the last drag step and the release can reach the link
          // between two frames, and the player renders the release's state on the next frame.
          // From then on every frame is the spring from the release's value and velocity.
          guard elapsed > 0 else { continue }
          let progress =
            point
            + Spring.smooth.displacement(
              at: elapsed, initialDisplacement: value / maximum - point,
              initialVelocity: velocity / maximum)
          expectClose(frame["progress"], progress, absolute: 1e-9, "frame \(index)")
        }
        #expect(rest["value"] == offset)
        #expect(rest["progress"] == point)
      }

      @Test(
        "wheel steps with xdotool: the progress follows the adjustment exactly; at the wheel's rest it snaps from rest and the adjustment rests on the snap offset"
      )
      func wheel() async throws {
        let window = try GalleryProcess.Window(
          arguments: ["check-adjustment"], title: "PopKit adjustment check",
          tool: GalleryProcess.checkBinary)
        defer { window.stop() }
        let laid = try await GalleryProcess.frames(in: window.log, within: 30) {
          $0.contains { $0["event"] == 2 }
        }
        let first = try #require(laid.first { $0["event"] == 2 })
        let id = try #require(try window.id())
        let (x, y) = (Int(first["originX"]) + 200, Int(first["originY"]) + 150)
        // `click` without `--window`: GTK ignores the synthetic events `--window` sends.
        _ = try GalleryProcess.run(
          "xdotool", ["mousemove", "--window", id, "\(x)", "\(y)", "sleep", "0.2"])
        var clicks: [String] = []
        for _ in 0..<5 { clicks += ["click", "5", "sleep", "0.03"] }
        #expect(try GalleryProcess.run("xdotool", clicks).status == 0)
        let frames = try await GalleryProcess.frames(in: window.log, within: 30) {
          $0.contains { $0["event"] == 3 }
        }
        let rest = try #require(frames.first { $0["event"] == 3 }, "no rest")
        let maximum = Self.maximum
        // While following (before the release), every line's progress is the value's (to the
        // player's rounding of progress to time and back).
        let following = frames.filter { $0["releaseTime"] == -1 && $0["event"] != 2 }
        let values = Set(following.map { $0["value"] }).sorted()
        print("adjustment link (GTK): wheel values while following: \(values)")
        #expect(values.count >= 2)
        for frame in following {
          expectClose(frame["progress"], frame["value"] / maximum, absolute: 1e-12)
        }
        // A wheel step is GTK's, page size^(2/3) (300 px: 44.81 px).
        expectClose(values[1] - values[0], pow(300, 2.0 / 3), absolute: 1e-9)
        // The rest: from rest (velocity 0), to the point nearest the value, and the adjustment
        // on that point's offset.
        let point = Self.snapPoint(value: rest["releaseValue"], velocity: 0)
        print(
          "adjustment link (GTK): wheel rested at \(rest["releaseValue"]) px, snapped to \(point)"
        )
        #expect(rest["releaseVelocity"] == 0)
        #expect(rest["releaseValue"] == values.last)
        #expect(rest["snapPoint"] == point)
        #expect(rest["value"] == point * maximum)
        #expect(rest["progress"] == point)
      }

      @Test(
        "a drag of the scrollbar's slider with xdotool: released moving, it snaps to the projection's point on the spring from the release's value and velocity"
      )
      func scrollbarDrag() async throws {
        let window = try GalleryProcess.Window(
          arguments: ["check-adjustment"], title: "PopKit adjustment check",
          tool: GalleryProcess.checkBinary)
        defer { window.stop() }
        let laid = try await GalleryProcess.frames(in: window.log, within: 30) {
          $0.contains { $0["event"] == 2 }
        }
        let first = try #require(laid.first { $0["event"] == 2 })
        let id = try #require(try window.id())
        // The slider (300 × 300/1500 = 60 px long at the top), 4 px in from the right edge;
        // pressed, dragged down 10 × 10 px 16 ms apart, released still moving.
        let x = Int(first["originX"] + first["width"]) - 4
        let y = Int(first["originY"]) + 30
        var arguments = ["mousemove", "--window", id, "\(x)", "\(y)", "mousedown", "1"]
        for index in 1...10 {
          arguments += ["sleep", index == 1 ? "0.1" : "0.016"]
          arguments += ["mousemove", "--window", id, "\(x)", "\(y + 10 * index)"]
        }
        arguments += ["mouseup", "1"]
        #expect(try GalleryProcess.run("xdotool", arguments).status == 0)
        let frames = try await GalleryProcess.frames(in: window.log, within: 30) {
          $0.contains { $0["event"] == 3 }
        }
        let rest = try #require(frames.first { $0["event"] == 3 }, "no rest")
        let (value, velocity) = (rest["releaseValue"], rest["releaseVelocity"])
        let point = Self.snapPoint(value: value, velocity: velocity)
        print(
          "adjustment link (GTK): slider released at \(value) px, \(velocity) px/s: snaps to \(point)"
        )
        #expect(value > 0 && velocity > 0)
        #expect(rest["snapPoint"] == point)
        try expectSpring(
          frames, step: 0, from: (value, velocity), to: point, releaseTime: rest["releaseTime"],
          startsOnRelease: false)
      }
    }
  }
#endif
