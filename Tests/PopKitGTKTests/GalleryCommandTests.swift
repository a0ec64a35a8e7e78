// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitTestSupport
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
        (
          ["render", "decay", "--time", "-1", "--output", "x.png"],
          "--time must be a number in 0...3600 (seconds); got '-1'"
        ),
        (["render", "decay", "--time", "nan", "--output", "x.png"], "--time must be a number"),
        (["render", "decay", "--output", "x.png"], "render needs --time T"),
        (["render", "decay", "--time", "1"], "render needs --output"),
        (
          ["render", "decay", "--time", "1", "--output", "x.png", "--size", "9x9"],
          "--size must be WxH, each a whole number of pixels in 200...4096; got '9x9'"
        ),
        (
          ["render", "menu", "--time", "1", "--output", "x.png", "--script", "space"],
          "--script: 'space'"
        ),
        (["decay", "--bogus"], "unknown option '--bogus'"),
        (["decay", "--log-state"], "--log-state needs a value"),
        (["render", "decay", "--time", "1", "--output", "--size"], "--output needs a value"),
        // A second positional argument trapped (an index into a slice that had lost its first).
        (
          ["render", "decay", "extra", "--time", "1", "--output", "x.png"],
          "unexpected argument 'extra'"
        ),
        (["decay", "extra"], "unexpected argument 'extra'"),
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
      #expect(try PNGHeader(data) == PNGHeader(width: 320, height: 240))
    }

    @Test(
      "finding 1: the gallery's help to a full device is exit 1 naming standard output",
      .enabled(if: GalleryProcess.binary != nil, "popkit-gallery was not built"))
    func helpToFullDevice() throws {
      let binary = try #require(GalleryProcess.binary)
      let folder = try makeTemporaryFolder("popkit-gallery")
      defer { try? FileManager.default.removeItem(at: folder) }
      let whole = try gallery(["--help"])
      #expect(whole.status == 0 && whole.output.hasPrefix("usage: popkit-gallery"))
      // /dev/full takes no byte: the help's one write fails with ENOSPC.
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/bash")
      shell.arguments = ["-c", "exec '\(binary.path)' --help > /dev/full 2> err"]
      shell.currentDirectoryURL = folder
      try shell.run()
      shell.waitUntilExit()
      let error = try String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)
      #expect(shell.terminationStatus == 1, "\(error)")
      #expect(
        error == "popkit-gallery: error: cannot write standard output: No space left on device\n")
    }
  }

  /// The width and height a PNG's header gives.
  struct PNGHeader: Equatable {
    /// The width, in pixels.
    let width: Int
    /// The height, in pixels.
    let height: Int

    /// A header.
    init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }

    /// Reads a PNG's signature and its IHDR chunk's width and height (big-endian).
    ///
    /// - Parameter data: The file's bytes.
    /// - Throws: When the bytes are not a PNG.
    init(_ data: Data) throws {
      let bytes = Array(data)
      try #require(bytes.count > 24)
      try #require(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      try #require(Array(bytes[12..<16]) == Array("IHDR".utf8))
      width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
      height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    }
  }
#endif
