#if GTK
  import Foundation

  /// Running `popkit-gallery` and the X tools for the tests that need a display.
  enum GalleryProcess {
    /// The built `popkit-gallery` next to the tests, if it was built.
    static let binary: URL? = {
      let candidates = [
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("popkit-gallery"),
        Bundle.main.bundleURL.appendingPathComponent("popkit-gallery"),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent(".build/gtk/debug/popkit-gallery"),
      ]
      return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

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
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "popkit-gtk-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
