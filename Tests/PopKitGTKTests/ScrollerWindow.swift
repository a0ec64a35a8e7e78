// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation

  /// `popkit-gtk-check check-scroller` run as a subprocess: a carousel on `GTKScroller` in a real
  /// window, logging its state line by line to a file in a temporary folder of its own.
  final class ScrollerWindow {
    /// The check's process and its log.
    private let window: GalleryProcess.Window

    /// The log's path.
    var log: String { window.log }

    /// Opens the carousel.
    ///
    /// - Parameter flags: `--paging`, `--vertical`.
    /// - Throws: When `popkit-gtk-check` was not built or cannot be started.
    init(_ flags: [String]) throws {
      window = try GalleryProcess.Window(
        arguments: ["check-scroller"] + flags, title: "PopKit scroller check",
        tool: GalleryProcess.checkBinary)
    }

    /// The first line, written once the viewport is laid out (event 2).
    ///
    /// - Returns: It, or `nil` when none came within 30 s.
    /// - Throws: When the wait is cancelled.
    func laidOut() async throws -> GalleryProcess.Frame? {
      try await GalleryProcess.frames(in: log, within: 30) { !$0.isEmpty }.first
    }

    /// The window's X id, found by its title with `xdotool`.
    ///
    /// - Returns: The id, or `nil` when no window has the title.
    /// - Throws: When `xdotool` cannot be run.
    func id() throws -> String? { try window.id() }

    /// Waits for a rest (event 3) after the first `skipping` lines that `condition` accepts,
    /// then for 1.6 s more, and returns every line with the rest's index.
    ///
    /// - Parameters:
    ///   - timeout: Seconds to wait for the rest at most.
    ///   - skipping: How many lines to pass over (those logged before the gesture).
    ///   - condition: Which rest.
    /// - Returns: The lines and the rest's index, or `nil` for the index at the timeout.
    /// - Throws: When the wait is cancelled.
    func rest(
      within timeout: Double, skipping: Int = 0,
      where condition: @escaping (GalleryProcess.Frame) -> Bool
    ) async throws -> (frames: [GalleryProcess.Frame], rest: Int?) {
      let find = { (frames: [GalleryProcess.Frame]) in
        frames.indices.dropFirst(skipping).first {
          frames[$0]["event"] == 3 && condition(frames[$0])
        }
      }
      let seen = try await GalleryProcess.frames(in: log, within: timeout) { find($0) != nil }
      guard find(seen) != nil else { return (seen, nil) }
      try await Task.sleep(for: .seconds(1.6))
      let frames = GalleryProcess.frames(in: log)
      return (frames, find(frames))
    }

    /// Closes the window and removes its folder.
    func stop() { window.stop() }
  }
#endif
