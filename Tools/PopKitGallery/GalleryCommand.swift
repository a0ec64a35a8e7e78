// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitCommandLine
  import PopKitDemos
  import PopKitGTK
  import PopKitShared

  /// The `popkit-gallery` command line, a ``PopKitCommandLine/CommandLineTool`` as `popkit` is.
  ///
  /// It opens the window (``GalleryWindowCommand``, for a line that names no command) or draws
  /// a scene offscreen into a PNG (``GalleryRenderCommand``); the GTK checks and measurements
  /// are `popkit-gtk-check`'s. A wrong argument prints one line naming it and exits with
  /// status 2; output that cannot be written prints one line with the reason and exits with
  /// status 1. Numbers follow `popkit`'s rules (plain finite decimals, no hexadecimal), a flag
  /// may be given once, and `render` writes through `popkit`'s writer (`-` is standard output,
  /// a link is written through, a FIFO in place).
  @MainActor
  package enum GalleryCommand {
    /// The scene the window opens on when none is named.
    static let defaultScene = "spring"

    /// The help text: the commands' usage lines, then the flags' synopses, help, ranges and
    /// defaults from their descriptors.
    static let help: String = {
      let options = GalleryOptions.self
      let scenes = Gallery.sceneTypes.map { $0.name }.joined(separator: ", ")
      let entry = { (option: any Flag) in
        "  \(option.synopsis.padding(to: 16))  \(option.help)"
      }
      var lines = [
        "usage: \(GalleryWindowCommand.usage[0])",
        "       \(GalleryRenderCommand.usage[0])",
        "",
        "Opens PopKit's gallery in a GTK 4 window, on SCENE (default \(defaultScene)): \(scenes).",
      ]
      lines += options.windowOptions.map(entry)
      lines.append(GalleryRenderCommand.discussion)
      lines.append(entry(options.script))
      lines.append("Each flag is given once; numbers are plain decimals.")
      return lines.joined(separator: "\n")
    }()

    /// The tool: `render`, and the window for a line that names no command; the gallery's
    /// one help page and its `popkit-gallery: error:` lines.
    static let tool: CommandLineTool = {
      var tool = CommandLineTool(
        name: "popkit-gallery", version: "", summary: "PopKit's gallery in a GTK 4 window.",
        discussion: "", commands: [GalleryRenderCommand.self])
      tool.defaultCommand = GalleryWindowCommand.self
      tool.helpPage = help + "\n"
      tool.errorPrefix = "popkit-gallery: error"
      return tool
    }()

    /// Runs the command line: opens the window, or writes what `render` or help produced.
    ///
    /// - Parameter arguments: The arguments after the program's name.
    /// - Returns: The exit status: 0, 1 (output not written) or 2 (a wrong argument); the
    ///   window exits the process with the application's status instead of returning.
    package static func main(_ arguments: [String]) -> Int32 {
      tool.runAsProcess(arguments)
    }

    /// A scene's index from its name.
    package static func sceneIndex(_ name: String) throws(CLIError) -> Int {
      guard let index = Gallery.index(of: name) else {
        let names = Gallery.sceneTypes.map { $0.name }.joined(separator: ", ")
        throw .usage("unknown scene '\(name)' (scenes: \(names))")
      }
      return index
    }
  }
#endif
