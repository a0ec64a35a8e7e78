#if GTK
  import Foundation
  import Testing

  /// `popkit-gallery`'s command line: wrong arguments give one line naming them and status 2;
  /// `render` writes a PNG with no display.
  struct GalleryCommandTests {
    /// Runs the gallery with arguments; standard error is folded into the output.
    func gallery(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let binary = try #require(GalleryProcess.binary)
      let quoted = ([binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
      return try GalleryProcess.run(
        "sh", ["-c", "env -u DISPLAY -u WAYLAND_DISPLAY \(quoted) 2>&1"])
    }

    @Test(
      "a wrong argument names itself and exits with status 2",
      arguments: [
        (["nosuchscene"], "unknown scene 'nosuchscene'"),
        (["render", "decay", "--time", "-1", "--output", "x.png"], "--time: '-1'"),
        (["render", "decay", "--time", "nan", "--output", "x.png"], "--time: 'nan'"),
        (["render", "decay", "--output", "x.png"], "render needs --time T"),
        (["render", "decay", "--time", "1"], "render needs --output"),
        (
          ["render", "decay", "--time", "1", "--output", "x.png", "--size", "9x9"], "--size: '9x9'"
        ),
        (
          ["render", "menu", "--time", "1", "--output", "x.png", "--script", "space"],
          "--script: 'space'"
        ),
        (["decay", "--bogus"], "unknown option '--bogus'"),
        (["decay", "--log-state"], "--log-state needs a value"),
        (["decay", "--log-state", "/nonexistent/dir/log"], "--log-state: cannot write"),
      ])
    func wrongArgument(arguments: [String], message: String) throws {
      let run = try gallery(arguments)
      #expect(run.status == 2)
      #expect(run.output.contains("popkit-gallery: error: " + message), "\(run.output)")
      #expect(run.output.split(separator: "\n").count == 1)
    }

    @Test("render writes a PNG of the asked size with no display")
    func renderWritesPNG() throws {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("popkit-\(UUID().uuidString).png").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let run = try gallery([
        "render", "counter", "--time", "0.5", "--output", path, "--size", "320x240",
      ])
      #expect(run.status == 0, "\(run.output)")
      let data = try #require(FileManager.default.contents(atPath: path))
      // PNG signature, then the IHDR chunk's width and height (big-endian).
      #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      let header = Array(data[16..<24])
      let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
      let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 320 && height == 240)
    }
  }
#endif
