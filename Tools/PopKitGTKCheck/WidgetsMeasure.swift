// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGallery
  import PopKitDemos
  import PopKitGTK
  import PopKitShared

  /// `popkit-gtk-check measure-widgets`: the frame time of the `widgets` scene with everything
  /// moving, in a real window, printed as one JSON object.
  ///
  /// The window opens on the scene; after a second, space is pressed every 0.4 s for
  /// ``duration`` seconds (each press replays the list, turns the panel's springs round, tilts
  /// or releases the card, counts the meter the other way and turns the sheet), so every part
  /// moves on every frame. For each frame the animator rendered, it records the time the
  /// render took (the catalog's writes to GTK included, layout and painting not) and the
  /// interval since the previous frame's time; it prints the median and 99th percentile of
  /// each, in milliseconds.
  @MainActor
  enum WidgetsMeasure {
    /// The measured scene, by its name on the command line.
    static let sceneName = "widgets"
    /// How long the scene moves while measured, in seconds.
    static let duration = 6.0
    /// The time between two presses of space, in seconds.
    static let pressInterval = 0.4

    /// Runs the measurement; prints the JSON; returns the exit status.
    static func run() -> Int32 {
      guard let index = try? GalleryCommand.sceneIndex(sceneName) else { return 1 }
      var window: GalleryWindow?
      var renders: [Double] = []
      var times: [Double] = []
      var measuring = false
      var renderer = ""
      let status = GTKApplication.run(id: "org.popkit.Gallery.Measure") { app in
        let opened = GalleryWindow(
          app: app, startingAt: index, log: nil, width: 960, height: 600)
        window = opened
        opened.onFrame = { time, spent in
          guard measuring else { return }
          renders.append(spent)
          times.append(time)
        }
        Task { @MainActor in
          try? await Task.sleep(for: .seconds(1))
          renderer = opened.rendererName
          measuring = true
          let presses = Int(duration / pressInterval)
          for _ in 0..<presses {
            opened.press(.space)
            try? await Task.sleep(for: .seconds(pressInterval))
          }
          measuring = false
          GTKApplication.quit(app)
        }
      }
      _ = window
      guard status == 0, times.count > 2 else {
        writeError("measure-widgets: no frames were measured")
        return 1
      }
      let intervals = zip(times.dropFirst(), times).map { $0 - $1 }
      func milliseconds(_ values: [Double], _ quantile: Double) -> String {
        let sorted = values.sorted()
        let position = min(sorted.count - 1, Int((quantile * Double(sorted.count - 1)).rounded()))
        return String(format: "%.3f", sorted[position] * 1000)
      }
      print(
        "{\"scene\":\"widgets\",\"renderer\":\"\(renderer)\",\"frames\":\(renders.count),"
          + "\"renderMedianMs\":\(milliseconds(renders, 0.5)),"
          + "\"renderP99Ms\":\(milliseconds(renders, 0.99)),"
          + "\"intervalMedianMs\":\(milliseconds(intervals, 0.5)),"
          + "\"intervalP99Ms\":\(milliseconds(intervals, 0.99))}")
      return 0
    }

    /// Writes one line to standard error.
    private static func writeError(_ line: String) {
      FileOutput.writeAll(Array((line + "\n").utf8), to: 2)
    }
  }
#endif
