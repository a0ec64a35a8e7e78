// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitTestSupport

  /// Running `popkit-gallery`, `popkit-gtk-check` and the X tools for the tests that need a
  /// display.
  enum GalleryProcess {
    /// The built `popkit-gallery` next to the tests, if it was built.
    static let binary = builtTool("popkit-gallery")

    /// The built `popkit-gtk-check` (the GTK checks and measurements) next to the tests, if it
    /// was built.
    static let checkBinary = builtTool("popkit-gtk-check")

    /// A tool of this package built next to the tests (or in `.build/gtk/debug`).
    ///
    /// - Parameter name: The executable's name.
    /// - Returns: Its URL, or `nil` when it was not built.
    private static func builtTool(_ name: String) -> URL? {
      let candidates = [
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name),
        Bundle.main.bundleURL.appendingPathComponent(name),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent(".build/gtk/debug/\(name)"),
      ]
      return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Whether an X display and `xdotool` are there, or CI demands them
    /// (`POPKIT_REQUIRE_DISPLAY=1`, set by `.ci/run`: then a missing display fails the tests
    /// instead of skipping them).
    static let hasDisplay: Bool = {
      let environment = ProcessInfo.processInfo.environment
      if environment["POPKIT_REQUIRE_DISPLAY"] == "1" { return true }
      return environment["DISPLAY"] != nil && (try? run("which", ["xdotool"]).status) == 0
    }()

    /// Runs a tool from `PATH` to its end.
    ///
    /// - Parameters:
    ///   - tool: The tool's name.
    ///   - arguments: Its arguments.
    ///   - timeout: Seconds before it is killed.
    /// - Returns: Its exit status and standard output.
    /// - Throws: When the tool cannot be started or its output not captured.
    static func run(_ tool: String, _ arguments: [String], timeout: Double = 30) throws -> (
      status: Int32, output: String
    ) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [tool] + arguments
      let folder = try makeTemporaryFolder("popkit-gtk")
      defer { try? FileManager.default.removeItem(at: folder) }
      let outputURL = folder.appendingPathComponent("stdout")
      _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
      let output = try FileHandle(forWritingTo: outputURL)
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      let finished = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in finished.signal() }
      try process.run()
      if finished.wait(timeout: .now() + timeout) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
      }
      try output.close()
      let data = FileManager.default.contents(atPath: outputURL.path) ?? Data()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The lines of a state log read so far, each decoded.
    ///
    /// - Parameter path: The log's path.
    /// - Returns: One frame per complete line.
    static func frames(in path: String) -> [Frame] {
      guard let data = FileManager.default.contents(atPath: path) else { return [] }
      let text = String(decoding: data, as: UTF8.self)
      return text.split(separator: "\n").compactMap { line in
        guard
          let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          let time = object["time"] as? Double, let drawn = object["drawn"] as? Double,
          let scene = object["scene"] as? String,
          let values = object["values"] as? [String: Double]
        else { return nil }
        return Frame(time: time, drawn: drawn, scene: scene, values: values)
      }
    }

    /// Waits until `condition` holds for a state log's frames, polling every 50 ms.
    ///
    /// - Parameters:
    ///   - path: The log's path.
    ///   - timeout: Seconds to wait at most.
    ///   - condition: What the frames read so far must show.
    /// - Returns: The frames when the condition held, or the last read at the timeout.
    /// - Throws: When the wait is cancelled.
    static func frames(
      in path: String, within timeout: Double, until condition: ([Frame]) -> Bool
    ) async throws -> [Frame] {
      let deadline = Date().addingTimeInterval(timeout)
      while Date() < deadline {
        let frames = frames(in: path)
        if condition(frames) { return frames }
        try await Task.sleep(for: .milliseconds(50))
      }
      return frames(in: path)
    }

    /// A `popkit-gallery` (or `popkit-gtk-check`) window logging its state to a file in a
    /// temporary folder of its own; ``stop()`` closes it and removes the folder.
    final class Window {
      /// The state log's path.
      let log: String
      /// The window's title, to find it with `xdotool`.
      private let title: String
      private let folder: URL
      private let process = Process()

      /// Opens the gallery on a scene at 960×600.
      ///
      /// - Parameter scene: The scene's name.
      /// - Throws: When the gallery was not built or cannot be started.
      convenience init(scene: String) throws {
        try self.init(arguments: [scene, "--size", "960x600"], title: "PopKit gallery")
      }

      /// Runs the gallery (or another tool) with arguments, `--log-state` added.
      ///
      /// - Parameters:
      ///   - arguments: The arguments, such as a scene or `check-scroller`'s.
      ///   - title: The title of the window it opens.
      ///   - tool: The built tool: ``GalleryProcess/binary`` unless given.
      /// - Throws: When the tool was not built or cannot be started.
      init(arguments: [String], title: String, tool: URL? = GalleryProcess.binary) throws {
        guard let binary = tool else { throw CocoaError(.fileNoSuchFile) }
        self.title = title
        folder = try makeTemporaryFolder("popkit-gallery")
        log = folder.appendingPathComponent("state.jsonl").path
        process.executableURL = binary
        process.arguments = arguments + ["--log-state", log]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
      }

      /// The window's X id, found by its title with `xdotool`.
      ///
      /// - Returns: The id, or `nil` when no window has the title.
      /// - Throws: When `xdotool` cannot be run.
      func id() throws -> String? {
        let search = try GalleryProcess.run("xdotool", ["search", "--sync", "--name", title])
        return search.output.split(separator: "\n").first.map(String.init)
      }

      /// Closes the gallery and removes its folder.
      func stop() {
        // SIGKILL: a child may inherit a mask that blocks SIGTERM from the test's thread.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
      }
    }

    /// One line of the state log.
    struct Frame {
      /// The frame's time, in seconds.
      let time: Double
      /// When it was drawn (monotonic seconds).
      let drawn: Double
      /// The scene's name.
      let scene: String
      /// The animated values.
      let values: [String: Double]

      /// A value, or NaN when it is missing.
      subscript(_ name: String) -> Double { values[name] ?? .nan }
    }
  }
#endif
