// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import Testing

  /// `popkit-gtk-check`'s command line: the GTK checks and measurements live there, not in
  /// `popkit-gallery`; a wrong argument gives one line naming it and status 2.
  struct GTKCheckCommandTests {
    /// Runs a built tool without a display; standard error is folded into the output.
    func run(_ tool: URL?, _ arguments: [String]) throws -> (status: Int32, output: String) {
      let binary = try #require(tool)
      let quoted = ([binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
      return try GalleryProcess.run(
        "sh", ["-c", "env -u DISPLAY -u WAYLAND_DISPLAY \(quoted) 2>&1"])
    }

    @Test("the help lists the six checks, each on a usage line")
    func help() throws {
      let help = try run(GalleryProcess.checkBinary, ["--help"])
      #expect(help.status == 0)
      // The word after the program's name on each usage line.
      let names = help.output.split(separator: "\n").compactMap { line in
        let words = line.split(separator: " ")
        return words.firstIndex(of: "popkit-gtk-check").flatMap { words.dropFirst($0 + 1).first }
      }
      #expect(
        names == [
          "check-clock", "check-catalog", "check-scroller", "measure-widgets", "check-layout",
          "check-adjustment",
        ])
    }

    @Test(
      "a wrong argument names itself and exits with status 2",
      arguments: [
        (["check-clock", "x"], "check-clock takes no arguments"),
        (["check-catalog", "--open"], "check-catalog takes only --close"),
        (["check-scroller", "--page", "4"], "--page needs a page from 0 to 3"),
        (["check-scroller", "--log-state"], "--log-state needs a FILE"),
        (["check-scroller", "--bogus"], "check-scroller: unexpected argument '--bogus'"),
        (["measure-widgets", "x"], "measure-widgets takes no arguments"),
        (["check-layout", "--open"], "check-layout takes only --close"),
        (["check-adjustment", "--bogus"], "check-adjustment: unexpected argument '--bogus'"),
        (["nosuch"], "unknown command 'nosuch'"),
      ])
    func wrongArgument(arguments: [String], message: String) throws {
      let result = try run(GalleryProcess.checkBinary, arguments)
      #expect(result.status == 2)
      #expect(result.output.hasPrefix("popkit-gtk-check: error: " + message), "\(result.output)")
      #expect(result.output.split(separator: "\n").count == 1)
    }

    @Test(
      "popkit-gallery has no check: a check's name is an unknown scene",
      arguments: [
        "check-clock", "check-catalog", "check-scroller", "measure-widgets", "check-layout",
        "check-adjustment",
      ])
    func galleryHasNoChecks(name: String) throws {
      let result = try run(GalleryProcess.binary, [name])
      #expect(result.status == 2)
      #expect(result.output.hasPrefix("popkit-gallery: error: unknown scene '\(name)'"))
      let help = try run(GalleryProcess.binary, ["--help"])
      #expect(!help.output.contains(name))
    }
  }
#endif
