// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitTestSupport
  import Testing

  /// Issue 21 for `popkit-gallery`: its output and its numbers.
  ///
  /// Output goes through `popkit`'s writer (finding 1); numbers, sizes and repeated flags follow
  /// `popkit`'s rules (finding 12). Every path is in a temporary folder of the test's own.
  struct GalleryOutputTests {
    /// A temporary folder, removed by the caller.
    func makeFolder() throws -> URL {
      let folder = try makeTemporaryFolder("popkit-gallery-out")
      return folder
    }

    /// Runs the gallery in a folder, its standard output to `stdout` there.
    ///
    /// - Returns: Its exit status and its standard error.
    func gallery(in folder: URL, _ arguments: [String]) throws -> (status: Int32, error: String) {
      let binary = try #require(GalleryProcess.binary)
      let quoted = ([binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
      let run = try GalleryProcess.run(
        "sh",
        ["-c", "cd '\(folder.path)' && env -u DISPLAY -u WAYLAND_DISPLAY \(quoted) 2>&1 >stdout"])
      return (run.status, run.output)
    }

    @Test("finding1: render --output - writes the PNG to standard output and no file named -")
    func finding1Dash() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try gallery(
        in: folder, ["render", "spring", "--time", "0.4", "--output", "-", "--size", "300x200"])
      #expect(run.status == 0 && run.error.isEmpty, "\(run.error)")
      let data = try #require(FileManager.default.contents(atPath: folder.path + "/stdout"))
      #expect(try PNGHeader(data) == PNGHeader(width: 300, height: 200))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["stdout"])
    }

    @Test("finding1: an output that cannot be written gives the reason and exit status 1")
    func finding1OutputError() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("images"), withIntermediateDirectories: false)
      let intoFolder = try gallery(
        in: folder, ["render", "spring", "--time", "1", "--output", "images"])
      #expect(intoFolder.status == 1)
      #expect(intoFolder.error == "popkit-gallery: error: cannot write 'images': Is a directory\n")
      let missing = try gallery(
        in: folder, ["render", "spring", "--time", "1", "--output", "no/such/x.png"])
      #expect(missing.status == 1)
      #expect(
        missing.error
          == "popkit-gallery: error: cannot write 'no/such/x.png': No such file or directory\n")
      let listing = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
      #expect(listing == ["images", "stdout"])
    }

    @Test("finding1: a symlink stays a symlink and the file it names holds the PNG")
    func finding1Symlink() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let link = folder.appendingPathComponent("link.png").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
      let run = try gallery(
        in: folder, ["render", "menu", "--time", "1", "--output", "link.png", "--size", "400x300"])
      #expect(run.status == 0, "\(run.error)")
      let data = try #require(FileManager.default.contents(atPath: folder.path + "/target.png"))
      #expect(try PNGHeader(data) == PNGHeader(width: 400, height: 300))
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.png")
    }

    @Test(
      "finding12: hexadecimal, non-finite, out-of-range and non-ASCII values are refused",
      arguments: [
        (["--time", "0x10"], "--time must be a number in 0...3600 (seconds); got '0x10'"),
        (["--time", "0X1p4"], "got '0X1p4'"),
        (["--time", "inf"], "got 'inf'"),
        (["--time", "-inf"], "got '-inf'"),
        (["--time", "NaN"], "got 'NaN'"),
        (["--time", "1e308"], "got '1e308'"),
        (["--time", "1e999"], "got '1e999'"),
        (["--time", "3600.5"], "got '3600.5'"),
        (["--time", ""], "got ''"),
        (["--time", "١"], "got '١'"),
        (["--size", "0x0"], "each a whole number of pixels in 200...4096; got '0x0'"),
        (["--size", "4097x4096"], "got '4097x4096'"),
        (["--size", "-300x300"], "got '-300x300'"),
        (["--size", "99999999999999999999x300"], "got '99999999999999999999x300'"),
        (["--size", "1e3x1e3"], "got '1e3x1e3'"),
        (["--size", "0x200x200"], "got '0x200x200'"),
        (["--size", "３００x300"], "got '３００x300'"),
        (["--script", "space@0x1"], "--script: 'space@0x1' is not KEY@SECONDS"),
        (["--script", "space@inf"], "--script: 'space@inf'"),
        // A value with a line break is quoted on the message's one line.
        (["--time", "1\n2"], #"got '1\n2'"#),
      ])
    func finding12Values(flags: [String], message: String) throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      var arguments = ["render", "menu", "--output", "x.png"]
      if !flags.contains("--time") { arguments += ["--time", "1"] }
      let run = try gallery(in: folder, arguments + flags)
      #expect(run.status == 2)
      #expect(run.error.hasPrefix("popkit-gallery: error: "), "\(run.error)")
      #expect(run.error.contains(message), "\(run.error)")
      #expect(run.error.split(separator: "\n").count == 1)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["stdout"])
    }

    @Test(
      "finding12: a flag given twice is refused, not silently the last",
      arguments: [
        ["render", "decay", "--time", "1", "--time", "2", "--output", "x.png"],
        ["render", "decay", "--time", "1", "--output", "x.png", "--output", "y.png"],
        [
          "render", "decay", "--time", "1", "--output", "x.png", "--size", "300x300", "--size",
          "400x400",
        ],
        ["decay", "--size", "300x300", "--size", "400x400"],
      ])
    func finding12Repeated(arguments: [String]) throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try gallery(in: folder, arguments)
      let flag = try #require(
        arguments.first { word in word.hasPrefix("--") && arguments.filter { $0 == word }.count == 2
        })
      #expect(run.status == 2)
      #expect(run.error == "popkit-gallery: error: \(flag) is given more than once; give it once\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["stdout"])
    }

    @Test("finding12: the limits themselves render: time 0, a subnormal time, 4096×4096 at 3600 s")
    func finding12Limits() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      for (time, size, width, height) in [
        ("0", "200x200", 200, 200), ("4.9e-324", "200x4096", 200, 4096),
        ("3600", "4096x4096", 4096, 4096),
      ] {
        let run = try gallery(
          in: folder, ["render", "counter", "--time", time, "--output", "x.png", "--size", size])
        #expect(run.status == 0, "\(run.error)")
        let data = try #require(FileManager.default.contents(atPath: folder.path + "/x.png"))
        #expect(try PNGHeader(data) == PNGHeader(width: width, height: height))
      }
    }

    @Test("finding12: a state log that cannot be written gives the reason and exit status 1")
    func finding12LogState() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try gallery(in: folder, ["decay", "--log-state", "."])
      #expect(run.status == 1)
      #expect(run.error == "popkit-gallery: error: --log-state: cannot write '.': Is a directory\n")
    }
  }
#endif
