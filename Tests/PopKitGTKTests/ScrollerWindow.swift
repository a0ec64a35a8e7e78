#if GTK
  import Foundation

  /// `popkit-gallery check-scroller` run as a subprocess: a carousel on `GTKScroller` in a real
  /// window, logging its state line by line to a file in a temporary folder of its own.
  final class ScrollerWindow {
    /// The log's path.
    let log: String
    private let folder: URL
    private let process = Process()

    /// Opens the carousel.
    ///
    /// - Parameter flags: `--paging`, `--vertical`.
    /// - Throws: When the gallery was not built or cannot be started.
    init(_ flags: [String]) throws {
      guard let binary = GalleryProcess.binary else { throw CocoaError(.fileNoSuchFile) }
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "popkit-scroller-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      log = folder.appendingPathComponent("state.jsonl").path
      process.executableURL = binary
      process.arguments = ["check-scroller"] + flags + ["--log-state", log]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
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
    func id() throws -> String? {
      let search = try GalleryProcess.run(
        "xdotool", ["search", "--sync", "--name", "PopKit scroller check"])
      return search.output.split(separator: "\n").first.map(String.init)
    }

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
    func stop() {
      // SIGKILL: a child may inherit a mask that blocks SIGTERM from the test's thread.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: folder)
    }
  }
#endif
