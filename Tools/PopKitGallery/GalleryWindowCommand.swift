// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitCommandLine
  import PopKitGTK
  import PopKitShared

  /// `popkit-gallery [SCENE] [--log-state FILE] [--size WxH]`: the gallery's window, the
  /// command a line runs when its first word names no other command.
  @MainActor
  enum GalleryWindowCommand: Command {
    static let name = "window"
    static let summary = "Opens the gallery in a GTK 4 window."
    static let usage = [
      "popkit-gallery [SCENE] "
        + GalleryOptions.windowOptions.map { "[\($0.synopsis)]" }.joined(separator: " ")
    ]
    static let discussion =
      "Opens PopKit's gallery in a GTK 4 window, on SCENE (default "
      + "\(GalleryCommand.defaultScene))."
    static let optionGroups = [
      OptionGroup(title: "Window", options: GalleryOptions.windowOptions)
    ]
    static let examples = ["popkit-gallery decay"]

    /// Reads the window's arguments and opens its state log; the window itself is the
    /// session the executable starts.
    ///
    /// - Parameter arguments: Every word of the line.
    /// - Returns: The window to open.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for a wrong argument,
    ///   ``PopKitShared/CLIError/runtime(_:)`` when the log cannot be opened.
    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      let parsed = try ArgumentParser.parse(
        arguments, options: GalleryOptions.windowOptions, maximumPositionals: .max,
        syntax: .longFlagsOnly)
      let index = try GalleryCommand.sceneIndex(
        parsed.positionals.first ?? GalleryCommand.defaultScene)
      if let extra = parsed.positionals.dropFirst().first {
        throw .usage("unexpected argument '\(extra)'")
      }
      let size = try parsed[GalleryOptions.size]
      // The log is a stream, opened last: nothing can fail after it.
      let log = try parsed[GalleryOptions.logState].map { path throws(CLIError) in
        try StateLog(path: path)
      }
      return CommandOutput(session: GalleryWindowSession(scene: index, log: log, size: size))
    }
  }

  /// The gallery's window as a session: it runs the GTK application and exits with its status.
  struct GalleryWindowSession: InteractiveSession {
    /// The first scene's index.
    let scene: Int
    /// The state log, if one was asked for.
    let log: StateLog?
    /// The window's size.
    let size: PixelSize

    @MainActor func start() -> Never {
      var window: GalleryWindow?
      let status = GTKApplication.run(id: "org.popkit.Gallery") { app in
        window = GalleryWindow(
          app: app, startingAt: scene, log: log, width: size.width, height: size.height)
      }
      _ = window
      exit(status)
    }

    func isSame(as other: any InteractiveSession) -> Bool {
      guard let other = other as? GalleryWindowSession else { return false }
      return other.scene == scene && other.size == size && other.log === log
    }
  }
#endif
