#if GTK
  import Foundation
  import PopKitCommandLine
  import PopKitDemos
  import PopKitGTK
  import PopKitShared

  /// The `popkit-gallery` command line.
  ///
  /// It opens the window or draws a scene offscreen into a PNG (`render`); the GTK checks and
  /// measurements are `popkit-gtk-check`'s. A wrong argument prints one line naming it and exits with status 2; output that
  /// cannot be written prints one line with the reason and exits with status 1. Numbers follow `popkit`'s rules (plain finite
  /// decimals, no hexadecimal), a flag may be given once, and `render` writes through `popkit`'s
  /// writer (`-` is standard output, a link is written through, a FIFO in place).
  @MainActor
  package enum GalleryCommand {
    /// The scene the window opens on when none is named.
    static let defaultScene = "spring"

    /// The help text; the flags' synopses, help, ranges and defaults come from their
    /// descriptors.
    static let help: String = {
      let options = GalleryOptions.self
      let scenes = Gallery.sceneTypes.map { $0.name }.joined(separator: ", ")
      let optional = { (option: any Flag) in "[\(option.synopsis)]" }
      let entry = { (option: any Flag) in
        "  \(option.synopsis.padding(to: 16))  \(option.help)"
      }
      let window = options.windowOptions.map(optional).joined(separator: " ")
      let render = [
        options.time.synopsis, options.output.synopsis, optional(options.size),
        optional(options.script),
      ]
      var lines = [
        "usage: popkit-gallery [SCENE] \(window)",
        "       popkit-gallery render SCENE \(render.joined(separator: " "))",
        "",
        "Opens PopKit's gallery in a GTK 4 window, on SCENE (default \(defaultScene)): \(scenes).",
      ]
      lines += options.windowOptions.map(entry)
      lines.append("render \(options.time.help) \(options.output.help)")
      lines.append(entry(options.script))
      lines.append("Each flag is given once; numbers are plain decimals.")
      return lines.joined(separator: "\n")
    }()

    /// Runs the command.
    ///
    /// - Parameter arguments: The arguments after the program's name.
    /// - Returns: The exit status: 0, 1 (output not written) or 2 (a wrong argument).
    package static func main(_ arguments: [String]) -> Int32 {
      // A parent may have started us with signals blocked (a thread's mask is inherited);
      // unblock them so that Ctrl-C and `kill` end the window as usual.
      var signals = sigset_t()
      sigemptyset(&signals)
      pthread_sigmask(SIG_SETMASK, &signals, nil)
      do throws(CLIError) {
        if arguments.contains("--help") || arguments.contains("-h") {
          // Through the one writer: a help cut short by a full disk is exit 1, not 0.
          try FileOutput.save(Array((help + "\n").utf8), to: "-")
          return 0
        }
        if arguments.first == "render" { return try writeImage(Array(arguments.dropFirst())) }
        return try window(arguments)
      } catch {
        FileOutput.writeAll(
          Array("popkit-gallery: error: \(error.message.oneLine)\n".utf8), to: 2)
        return error.exitCode
      }
    }

    /// Opens the window.
    private static func window(_ arguments: [String]) throws(CLIError) -> Int32 {
      let parsed = try ArgumentParser.parse(
        arguments, options: GalleryOptions.windowOptions, maximumPositionals: .max,
        syntax: .longFlagsOnly)
      let index = try sceneIndex(parsed.positionals.first ?? defaultScene)
      if let extra = parsed.positionals.dropFirst().first {
        throw .usage("unexpected argument '\(extra)'")
      }
      let size = try parsed[GalleryOptions.size]
      let log = try parsed[GalleryOptions.logState].map { path throws(CLIError) in
        try StateLog(path: path)
      }
      var window: GalleryWindow?
      let status = GTKApplication.run(id: "org.popkit.Gallery") { app in
        window = GalleryWindow(
          app: app, startingAt: index, log: log, width: size.width, height: size.height)
      }
      _ = window
      return status
    }

    /// `render`: draws a scene offscreen and writes it as a PNG.
    private static func writeImage(_ arguments: [String]) throws(CLIError) -> Int32 {
      let parsed = try ArgumentParser.parse(
        arguments, options: GalleryOptions.renderOptions, maximumPositionals: .max,
        syntax: .longFlagsOnly)
      guard let name = parsed.positionals.first else {
        throw .usage("render needs a SCENE")
      }
      let index = try sceneIndex(name)
      if let extra = parsed.positionals.dropFirst().first {
        throw .usage("unexpected argument '\(extra)'")
      }
      let time = try parsed.required(
        GalleryOptions.time, else: .usage("render needs \(GalleryOptions.time.synopsis)"))
      let output = try parsed.required(
        GalleryOptions.output,
        else: .usage(
          "render needs \(GalleryOptions.output.synopsis) (or - for standard output)"))
      let size = try parsed[GalleryOptions.size]
      var script = try parsed[GalleryOptions.script] ?? Gallery.sceneTypes[index].script
      if try parsed[GalleryOptions.inspector] {
        script.insert(ScriptedKey(0, .character("i")), at: 0)
      }
      let image =
        Gallery.sceneTypes[index] is any WidgetScene.Type
        ? try OffscreenWidgets.draw(
          scene: index, at: time, script: script, width: size.width, height: size.height)
        : OffscreenDrawing.draw(
          scene: index, at: time, script: script, width: size.width, height: size.height)
      guard let png = image.pngData() else {
        throw .runtime("cannot draw a \(size.width)×\(size.height) image: \(image.status)")
      }
      try FileOutput.save(png, to: output)
      if output != "-" {
        let summary =
          "wrote \(output): \(Gallery.sceneTypes[index].name) at \(time) s, "
          + "\(size.width)×\(size.height) px\n"
        try FileOutput.save(Array(summary.utf8), to: "-")
      }
      return 0
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
