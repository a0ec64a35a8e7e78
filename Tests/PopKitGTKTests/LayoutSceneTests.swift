// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitTestSupport
  import Testing

  @testable import PopKitGallery

  /// The `layout` scene: real GTK cards in layout boxes, filtered, shuffled mid-flight and
  /// opened into the detail view; drawn offscreen at scripted times and in a real window
  /// under Xvfb.
  extension WindowTests {
    @Suite struct LayoutSceneTests {
      /// The scene's run drawn offscreen in this process at a time (its window is
      /// destroyed before this returns), and its logged values.
      @MainActor
      func values(
        at time: Double, script: [ScriptedKey] = LayoutScene.script
      ) throws -> [String: Double] {
        try #require(gtk_init_check() != 0, "GTK needs a display")
        let index = try #require(Gallery.index(of: LayoutScene.name))
        let image = try OffscreenWidgets.draw(
          scene: index, at: time, script: script, width: 960, height: 600)
        // Let the destroyed window leave the display.
        while g_main_context_iteration(nil, 0) != 0 {}
        return image.values
      }

      /// The ids of the cards a run's values show in a box.
      func cards(in values: [String: Double], box: Double) -> [Int] {
        (0..<12).filter { values["card\($0)Box"] == box }
      }

      /// GTK draws each card at the transition's presented frame: its position within 1e-3 px,
      /// its size within 0.5 px (GTK allocates whole pixels).
      func expectDrawnAtPresented(_ values: [String: Double], _ time: Double) {
        for id in 0..<12 where values["card\(id)X"] != nil {
          let name = "card\(id)"
          for (component, tolerance) in [("X", 1e-3), ("Y", 1e-3), ("W", 0.5), ("H", 0.5)] {
            let presented = values[name + component] ?? .nan
            let drawn = values[name + component + "GTK"] ?? .nan
            expectClose(drawn, presented, absolute: tolerance, "\(name)\(component) at \(time)")
          }
        }
      }

      /// From a run at one time to a later run (no key between), every card that keeps its box
      /// and layout frame and does not exit follows the spring's closed form from its presented
      /// frame and velocity toward its layout frame, per component.
      func expectClosedForm(
        from early: [String: Double], at start: Double, to late: [String: Double],
        at end: Double
      ) -> Int {
        let spring = CardBoard.spring
        var checked = 0
        for id in 0..<12 {
          let name = "card\(id)"
          guard early[name + "Box"] != nil, early[name + "Box"] == late[name + "Box"],
            early[name + "Exiting"] == 0, late[name + "Exiting"] == 0
          else { continue }
          for component in ["X", "Y", "W", "H"] {
            let target = early[name + "Layout" + component] ?? .nan
            #expect(late[name + "Layout" + component] == target, "\(name) kept its layout")
            let from = early[name + component] ?? .nan
            let velocity = early[name + "V" + component] ?? .nan
            let elapsed = end - start
            let value =
              target
              + spring.displacement(
                at: elapsed, initialDisplacement: from - target, initialVelocity: velocity)
            let speed = spring.velocity(
              at: elapsed, initialDisplacement: from - target, initialVelocity: velocity)
            let scale = max(1, abs(from - target), abs(velocity))
            expectClose(late[name + component] ?? .nan, value, absolute: 1e-6 * scale, "\(name)")
            expectClose(
              late[name + "V" + component] ?? .nan, speed, absolute: 1e-6 * scale, "\(name)")
            if from != target { checked += 1 }
          }
        }
        return checked
      }

      @Test("the scripted run: cards drawn where the transition presents them, on its springs")
      @MainActor
      func scriptedRun() throws {
        var deck = LayoutDeck()
        deck.nextFilter()
        let filtered = deck.grid
        deck.shuffle()
        let shuffled = deck.grid
        let opened = try #require(shuffled.first)
        let times = [0.15, 0.3, 0.5, 0.6, 0.95, 1.05, 6.0]
        var runs: [Double: [String: Double]] = [:]
        for time in times {
          let run = try values(at: time)
          expectDrawnAtPresented(run, time)
          runs[time] = run
        }
        // 0.15 s: the filter runs; the eight other cards exit, fading, the photos close up.
        let filtering = try #require(runs[0.15])
        #expect(filtering["filter"] == 1 && filtering["moving"] == 1)
        #expect(filtering["exitingCount"] == 8 && filtering["gridCount"] == 4)
        for id in 0..<12 where !filtered.contains(id) {
          #expect(filtering["card\(id)Exiting"] == 1)
          let opacity = filtering["card\(id)Opacity"] ?? .nan
          #expect(opacity > 0 && opacity < 1, "card \(id) fades: \(opacity)")
        }
        // The photos' layout frames in reading order are the filtered grid's order.
        func readingOrder(_ run: [String: Double]) -> [Int] {
          cards(in: run, box: 0).filter { run["card\($0)Exiting"] == 0 }.sorted {
            (run["card\($0)LayoutY"] ?? 0, run["card\($0)LayoutX"] ?? 0)
              < (run["card\($1)LayoutY"] ?? 0, run["card\($1)LayoutX"] ?? 0)
          }
        }
        #expect(readingOrder(filtering) == filtered)
        // 0.5 s: the shuffle interrupted it; the photos head for the shuffled order.
        let shuffling = try #require(runs[0.5])
        #expect(readingOrder(shuffling) == shuffled && shuffling["moving"] == 1)
        // 0.95 s: the first card was handed to the detail view, and grows there.
        let opening = try #require(runs[0.95])
        #expect(opening["opened"] == Double(opened))
        #expect(cards(in: opening, box: 1) == [opened])
        #expect(opening["card\(opened)Opacity"] == 1)
        let width = opening["card\(opened)W"] ?? .nan
        #expect(
          width > LayoutCardWidget.gridSize.width && width < opening["card\(opened)LayoutW"] ?? 0)
        let scrim = opening["scrimOpacity"] ?? .nan
        #expect(scrim > 0 && scrim <= CardBoard.scrimOpacity + 0.1)
        // Between runs with no key in between, every card follows the closed form.
        var moved = 0
        for (start, end) in [(0.15, 0.3), (0.5, 0.6), (0.95, 1.05)] {
          let early = try #require(runs[start])
          let late = try #require(runs[end])
          moved += expectClosedForm(from: early, at: start, to: late, at: end)
        }
        #expect(moved >= 12, "components in flight checked: \(moved)")
        // At rest: nothing moves or exits, every card at its layout frame; the open card fills
        // the detail view's width.
        let rest = try #require(runs[6.0])
        #expect(rest["moving"] == 0 && rest["exitingCount"] == 0)
        #expect(cards(in: rest, box: 0).count == 3 && cards(in: rest, box: 1) == [opened])
        for id in cards(in: rest, box: 0) + cards(in: rest, box: 1) {
          for component in ["X", "Y", "W", "H"] {
            #expect(rest["card\(id)\(component)"] == rest["card\(id)Layout\(component)"])
            #expect(rest["card\(id)V\(component)"] == 0)
          }
        }
        let detailWidth = 960.0 - 2 * Double(CardBoard.detailSideMargin)
        #expect(rest["card\(opened)W"] == detailWidth)
      }

      @Test("the opened card arrives in the detail view from where it was drawn, at its velocity")
      @MainActor
      func handOffKeepsMotion() throws {
        // The open key at 0.8 s takes effect at the latest rendered frame: offscreen frames
        // are at n/60 s, so at 47/60 s. There, without the key, the card is in the grid.
        let opening = try #require(LayoutScene.script.last?.time)
        let handOff = (opening * 60).rounded(.up) / 60 - 1.0 / 60
        let before = try values(at: handOff, script: Array(LayoutScene.script.dropLast()))
        let end = 0.85
        let after = try values(at: end)
        let id = Int(try #require(after["opened"]))
        let name = "card\(id)"
        #expect(before[name + "Box"] == 0 && after[name + "Box"] == 1)
        // The grid's coordinates in the detail view's.
        let shift = [
          "X": (before["gridOriginX"] ?? .nan) - (after["detailOriginX"] ?? .nan),
          "Y": (before["gridOriginY"] ?? .nan) - (after["detailOriginY"] ?? .nan), "W": 0, "H": 0,
        ]
        let spring = CardBoard.spring
        for component in ["X", "Y", "W", "H"] {
          let from = (before[name + component] ?? .nan) + shift[component, default: .nan]
          let velocity = before[name + "V" + component] ?? .nan
          let target = after[name + "Layout" + component] ?? .nan
          let value =
            target
            + spring.displacement(
              at: end - handOff, initialDisplacement: from - target, initialVelocity: velocity)
          let scale = max(1, abs(from - target), abs(velocity))
          expectClose(
            after[name + component] ?? .nan, value, absolute: 1e-6 * scale, "\(component)")
        }
        #expect(abs(before[name + "VX"] ?? 0) > 10, "the card was moving when it was opened")
      }

      @Test("narrowing the grid reflows it from five cards a row to three, on the springs")
      @MainActor
      func reflow() throws {
        // Narrowed at 0.1 s, and a shuffle at 0.3 s turns the reflow round mid-flight.
        let script = [ScriptedKey(0.1, .character("w")), ScriptedKey(0.3, .character("s"))]
        var runs: [Double: [String: Double]] = [:]
        for time in [0.2, 0.25, 0.4, 0.5, 6.0] {
          let run = try values(at: time, script: script)
          expectDrawnAtPresented(run, time)
          runs[time] = run
        }
        let (a, b, c, d) = try (
          #require(runs[0.2]), #require(runs[0.25]), #require(runs[0.4]), #require(runs[0.5])
        )
        #expect(a["narrow"] == 1 && a["moving"] == 1 && a["exitingCount"] == 0)
        #expect(expectClosedForm(from: a, at: 0.2, to: b, at: 0.25) >= 10)
        #expect(expectClosedForm(from: c, at: 0.4, to: d, at: 0.5) >= 10)
        // At rest: three cards a row, in the shuffled order, reading left to right.
        let rest = try #require(runs[6.0])
        #expect(rest["moving"] == 0)
        var deck = LayoutDeck()
        deck.shuffle()
        for (place, id) in deck.grid.enumerated() {
          let (row, column) = (Double(place / 3), Double(place % 3))
          let cell = LayoutCardWidget.gridSize
          let x = column * (cell.width + CardBoard.spacing)
          let y = row * (cell.height + CardBoard.spacing)
          #expect(rest["card\(id)X"] == x && rest["card\(id)Y"] == y, "card \(id) at \(place)")
        }
      }

      @Test(
        "render writes PNGs: mid-transition frames differ from rest and each other, rests agree")
      func renderDiffers() throws {
        let binary = try #require(GalleryProcess.binary)
        let folder = try makeTemporaryFolder("popkit-layout")
        defer { try? FileManager.default.removeItem(at: folder) }
        let times = ["0.15", "0.5", "0.95", "6", "8"]
        var images: [OpaquePointer] = []
        defer {
          for image in images { cairo_surface_destroy(image) }
        }
        for time in times {
          let path = folder.appendingPathComponent("layout-\(time).png").path
          let run = try GalleryProcess.run(
            binary.path, ["render", "layout", "--time", time, "--output", path], timeout: 60)
          #expect(run.status == 0, "\(run.output)")
          #expect(run.output.contains("layout at \(time)"), "\(run.output)")
          let data = try #require(FileManager.default.contents(atPath: path))
          #expect(try PNGHeader(data) == PNGHeader(width: 960, height: 600))
          let image = try #require(cairo_image_surface_create_from_png(path))
          try #require(cairo_surface_status(image) == CAIRO_STATUS_SUCCESS)
          images.append(image)
        }
        /// How many pixels differ between the images of two times.
        func differing(_ first: String, _ second: String) throws -> Int {
          let (i, j) = try (
            #require(times.firstIndex(of: first)), #require(times.firstIndex(of: second))
          )
          let a = try #require(cairo_image_surface_get_data(images[i]))
          let b = try #require(cairo_image_surface_get_data(images[j]))
          let stride = Int(cairo_image_surface_get_stride(images[i]))
          var count = 0
          for y in 0..<600 {
            for x in 0..<960 {
              let offset = y * stride + x * 4
              let pixel = UnsafeRawPointer(a + offset).loadUnaligned(as: UInt32.self)
              if pixel != UnsafeRawPointer(b + offset).loadUnaligned(as: UInt32.self) { count += 1 }
            }
          }
          return count
        }
        // Cards move between each two: a few cards' areas at least (one card is 16,000 px).
        #expect(try differing("0.15", "0.5") > 20_000)
        #expect(try differing("0.5", "0.95") > 20_000)
        #expect(try differing("0.95", "6") > 20_000)
        // At rest nothing moves: the same image.
        #expect(try differing("6", "8") == 0)
      }

      @Test("a click opens a card into the detail view and a click on the scrim closes it")
      func clickOpensAndCloses() async throws {
        let gallery = try GalleryProcess.Window(scene: "layout")
        defer { gallery.stop() }
        let log = gallery.log
        let shown = try await GalleryProcess.frames(in: log, within: 20) {
          $0.last.map { $0["card4X"].isFinite && $0["moving"] == 0 } ?? false
        }
        let first = try #require(shown.last)
        #expect(first.scene == "layout" && first["opened"] == -1)
        let window = try #require(try gallery.id())
        /// Clicks at a point of the scene.
        func click(x: Double, y: Double) throws {
          let (px, py) = (
            Int((first["originX"] + x).rounded()), Int((first["originY"] + y).rounded())
          )
          let command = ["mousemove", "--window", window, "\(px)", "\(py)", "click", "1"]
          #expect(try GalleryProcess.run("xdotool", command).status == 0)
        }
        // Card 4's centre, in the scene (the board is at the scene's origin).
        try click(
          x: first["gridOriginX"] + first["card4X"] + first["card4W"] / 2,
          y: first["gridOriginY"] + first["card4Y"] + first["card4H"] / 2)
        var frames = try await GalleryProcess.frames(in: log, within: 15) {
          $0.last.map { $0["opened"] == 4 && $0["moving"] == 0 } ?? false
        }
        try #require(frames.last?["opened"] == 4)
        #expect(frames.last?["card4Box"] == 1)
        #expect(frames.contains { $0["card4Box"] == 1 && $0["moving"] == 1 }, "seen in flight")
        for frame in frames { expectDrawnAtPresented(frame.values, frame.time) }
        // The scrim, left of the detail view, closes it: card 4 goes back to its place.
        let count = frames.count
        try click(x: 40, y: 300)
        frames = try await GalleryProcess.frames(in: log, within: 15) {
          $0.last.map { $0["opened"] == -1 && $0["moving"] == 0 } ?? false
        }
        try #require(frames.last?["opened"] == -1)
        let last = try #require(frames.last)
        #expect(last["card4Box"] == 0)
        for component in ["X", "Y", "W", "H"] {
          #expect(last["card4\(component)"] == first["card4\(component)"])
        }
        for frame in frames[count...] { expectDrawnAtPresented(frame.values, frame.time) }
      }

      @Test("the board fills a window, as in the example, and reflows when the window narrows")
      @MainActor
      func windowReflow() throws {
        try #require(gtk_init_check() != 0, "GTK needs a display")
        let board = CardBoard(animator: Animator(clock: ManualClock()))
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        defer {
          gtk_window_destroy(gtkWindow)
          while g_main_context_iteration(nil, 0) != 0 {}
        }
        gtk_window_set_decorated(gtkWindow, 0)
        gtk_window_set_default_size(gtkWindow, 960, 560)
        gtk_window_set_child(gtkWindow, board.widget)
        gtk_window_present(gtkWindow)
        /// The grid's cards a row, from their layout frames.
        func perRow() -> Int {
          let tops = board.grid.children.compactMap { board.grid.transition.layoutFrame(of: $0) }
          return tops.filter { $0.minY == tops.first?.minY }.count
        }
        /// Iterates GLib's main context until a condition holds, 10 s at most.
        func wait(until condition: () -> Bool) -> Bool {
          let deadline = Date().addingTimeInterval(10)
          while !condition() && Date() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { usleep(2000) }
          }
          return condition()
        }
        // 960 px less the margins is room for five cards a row.
        #expect(wait { gtk_widget_get_width(board.grid.widget) == 960 - 2 * 24 && perRow() == 5 })
        #expect(board.grid.children.count == 12)
        gtk_window_set_default_size(gtkWindow, 500, 560)
        // 452 px: two cards a row.
        #expect(wait { gtk_widget_get_width(board.grid.widget) == 500 - 2 * 24 && perRow() == 2 })
        #expect(board.grid.transition.isMoving, "the cards spring to their new places")
      }

      @Test("the example gtk-layout was built and opens its window")
      func exampleRuns() throws {
        let binary = try #require(GalleryProcess.binary).deletingLastPathComponent()
          .appendingPathComponent("gtk-layout")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        let process = Process()
        process.executableURL = binary
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
          kill(process.processIdentifier, SIGKILL)
          process.waitUntilExit()
        }
        let search = try GalleryProcess.run("xdotool", ["search", "--sync", "--name", "^Layout$"])
        #expect(search.status == 0 && !search.output.isEmpty)
        #expect(process.isRunning)
      }
    }
  }
  /// `popkit-gallery`'s command line names the `layout` scene as it names every scene, and a
  /// render of its widgets without a display says so.
  struct LayoutSceneCommandTests {
    /// Runs the gallery with no display; standard error is folded into the output.
    func gallery(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let binary = try #require(GalleryProcess.binary)
      let quoted = ([binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
      return try GalleryProcess.run(
        "sh", ["-c", "env -u DISPLAY -u WAYLAND_DISPLAY \(quoted) 2>&1"])
    }

    @Test("the help and an unknown scene's error list layout last, after widgets")
    func listed() throws {
      let help = try gallery(["--help"])
      #expect(help.status == 0 && help.output.contains("path, scroll, widgets, layout.\n"))
      let unknown = try gallery(["nosuchscene"])
      #expect(unknown.status == 2 && unknown.output.contains("widgets, layout)"))
    }

    @Test("render layout with no display: one line saying its widgets need one, status 1")
    func noDisplay() throws {
      // Any output path inside a temporary folder: the run fails before writing it.
      let folder = try makeTemporaryFolder("popkit-layout")
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = folder.appendingPathComponent("layout.png").path
      let run = try gallery(["render", "layout", "--time", "1", "--output", output])
      #expect(run.status == 1)
      #expect(!FileManager.default.fileExists(atPath: output))
      #expect(
        run.output
          == "popkit-gallery: error: render layout: its GTK widgets need a display, and none "
          + "could be opened\n")
    }
  }
#endif
