// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitCommandLine
  import PopKitShared

  /// `--log-state FILE`: one JSON line per rendered frame, written and flushed as the frame is
  /// drawn, such as `{"time":12.345678,"drawn":12.349012,"scene":"decay","values":{"x":0.5,…}}`.
  ///
  /// `time` is the frame's time in seconds (GDK's frame clock, which the animator renders at;
  /// GDK smooths it towards the display's refresh), `drawn` the monotonic time when the frame
  /// was drawn, on the same clock; `values` are the scene's animated values
  /// (``GalleryScene/loggedValues``), keys sorted.
  @MainActor
  package final class StateLog {
    private let file: UnsafeMutablePointer<FILE>

    /// Opens (truncates) the log.
    ///
    /// The log is written as the window runs, line by line, so it is a stream, not a file
    /// written whole: a link is followed and a FIFO or device is written in place, as the
    /// shell's `>` would.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``CLIError/runtime(_:)``: `--log-state: cannot write 'PATH': REASON`.
    package init(path: String) throws(CLIError) {
      guard let file = fopen(path, "w") else {
        throw .runtime("--log-state: cannot write '\(path)': \(String(cString: strerror(errno)))")
      }
      self.file = file
    }

    /// Writes one frame's line.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - drawn: The monotonic time of the drawing, in seconds.
    ///   - scene: The scene's name.
    ///   - values: The animated values.
    package func write(time: Double, drawn: Double, scene: String, values: [String: Double]) {
      let fields = values.keys.sorted().map { key in
        "\"\(key)\":\(StateLog.number(values[key] ?? 0))"
      }
      let line =
        "{\"time\":\(StateLog.number(time)),\"drawn\":\(StateLog.number(drawn)),\"scene\":\"\(scene)\",\"values\":{\(fields.joined(separator: ","))}}\n"
      fputs(line, file)
      fflush(file)
    }

    /// A number as JSON: its shortest exact form; `null` when not finite.
    private static func number(_ value: Double) -> String {
      value.isFinite ? "\(value)" : "null"
    }

    isolated deinit {
      fclose(file)
    }
  }
#endif
