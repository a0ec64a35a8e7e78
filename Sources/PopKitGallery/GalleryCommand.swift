#if GTK
  import Foundation
  import PopKitCLI
  import PopKitDemos
  import PopKitGTK

  /// The `popkit-gallery` command line.
  ///
  /// It opens the window, renders a scene offscreen, or checks the frame clock. A wrong argument
  /// prints one line naming it and exits with status 2; output that cannot be written prints one
  /// line with the reason and exits with status 1. Numbers follow `popkit`'s rules (plain finite
  /// decimals, no hexadecimal), a flag may be given once, and `render` writes through `popkit`'s
  /// writer (`-` is standard output, a link is written through, a FIFO in place).
  @MainActor
  public enum GalleryCommand {
    /// The largest `--time`, in seconds (an hour of 60 Hz frames).
    static let maximumTime = 3600.0

    /// The allowed width and height, in pixels: at most a 64 MiB image (4096 × 4096 × 4 bytes).
    static let sizes = 200...4096

    /// The help text.
    static let help = """
      usage: popkit-gallery [SCENE] [--log-state FILE] [--size WxH]
             popkit-gallery render SCENE --time T --output FILE.png [--size WxH] [--script KEYS]
             popkit-gallery check-clock

      Opens PopKit's gallery in a GTK 4 window, on SCENE (default spring): \
      \(Gallery.sceneTypes.map { $0.name }.joined(separator: ", ")).
        --log-state FILE  one JSON line per drawn frame: time (s), scene, animated values
        --size WxH        the window's or image's size in pixels, each \
      \(sizes.lowerBound)...\(sizes.upperBound) (default 960x600)
      render draws SCENE at T seconds (0...\(Int(maximumTime))) into a PNG offscreen, on a \
      manual clock; no display needed. --output - writes the PNG to standard output.
        --script KEYS     the keys pressed, KEY@SECONDS separated by commas, such as \
      space@0,space@1.2 (KEY: space, enter, left, right, escape or one character); default \
      the scene's own script
      check-clock runs a self-check of the GTK frame clock in a window and prints JSON.
      Each flag is given once; numbers are plain decimals.
      """

    /// Runs the command.
    ///
    /// - Parameter arguments: The arguments after the program's name.
    /// - Returns: The exit status: 0, 1 (output not written) or 2 (a wrong argument).
    public static func main(_ arguments: [String]) -> Int32 {
      // A parent may have started us with signals blocked (a thread's mask is inherited);
      // unblock them so that Ctrl-C and `kill` end the window as usual.
      var signals = sigset_t()
      sigemptyset(&signals)
      pthread_sigmask(SIG_SETMASK, &signals, nil)
      do throws(CLIError) {
        if arguments.contains("--help") || arguments.contains("-h") {
          print(help)
          return 0
        }
        if arguments.first == "render" { return try render(Array(arguments.dropFirst())) }
        if arguments.first == "check-clock" {
          guard arguments.count == 1 else { throw CLIError.usage("check-clock takes no arguments") }
          return ClockCheck.run()
        }
        return try window(arguments)
      } catch {
        FileOutput.writeAll(
          Array("popkit-gallery: error: \(error.message.oneLine)\n".utf8), to: 2)
        return error.exitCode
      }
    }

    private static func window(_ arguments: [String]) throws(CLIError) -> Int32 {
      var options = try GalleryOptions(arguments, allowed: ["--log-state", "--size"])
      let index = try sceneIndex(options.positional.popFirst() ?? "spring")
      if let extra = options.positional.first { throw .usage("unexpected argument '\(extra)'") }
      let size = try parseSize(options.values["--size"] ?? "960x600")
      let log = try options.values["--log-state"].map { path throws(CLIError) in
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

    private static func render(_ arguments: [String]) throws(CLIError) -> Int32 {
      var options = try GalleryOptions(
        arguments, allowed: ["--time", "--output", "--size", "--script"])
      guard let name = options.positional.popFirst() else {
        throw .usage("render needs a SCENE")
      }
      let index = try sceneIndex(name)
      if let extra = options.positional.first { throw .usage("unexpected argument '\(extra)'") }
      guard let timeText = options.values["--time"] else { throw .usage("render needs --time T") }
      let time = try NumberParser.number(
        timeText, flag: "--time", rule: .within(0...maximumTime, "seconds"))
      guard let output = options.values["--output"] else {
        throw .usage("render needs --output FILE.png (or - for standard output)")
      }
      let size = try parseSize(options.values["--size"] ?? "960x600")
      let script =
        try options.values["--script"].map(parseScript) ?? Gallery.sceneTypes[index].script
      let image = OffscreenDrawing.draw(
        scene: index, at: time, script: script, width: size.width, height: size.height)
      guard let png = image.pngData() else {
        throw .runtime("cannot draw a \(size.width)×\(size.height) image: \(image.status)")
      }
      try FileOutput.save(png, to: output)
      if output != "-" {
        print(
          "wrote \(output): \(Gallery.sceneTypes[index].name) at \(time) s, "
            + "\(size.width)×\(size.height) px")
      }
      return 0
    }

    /// A scene's index from its name.
    static func sceneIndex(_ name: String) throws(CLIError) -> Int {
      guard let index = Gallery.index(of: name) else {
        let names = Gallery.sceneTypes.map { $0.name }.joined(separator: ", ")
        throw .usage("unknown scene '\(name)' (scenes: \(names))")
      }
      return index
    }

    /// `WxH`, each a whole number in ``sizes``.
    static func parseSize(_ text: String) throws(CLIError) -> (width: Int, height: Int) {
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2,
        let width = try? NumberParser.integer(String(parts[0]), flag: "--size", in: sizes),
        let height = try? NumberParser.integer(String(parts[1]), flag: "--size", in: sizes)
      else {
        throw .usage(
          "--size must be WxH, each a whole number of pixels in "
            + "\(sizes.lowerBound)...\(sizes.upperBound); got '\(text)'")
      }
      return (width, height)
    }

    /// `KEY@SECONDS,…`, each time a plain finite decimal `>= 0`.
    static func parseScript(_ text: String) throws(CLIError) -> [ScriptedKey] {
      var keys: [ScriptedKey] = []
      for entry in text.split(separator: ",") {
        let parts = entry.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let key = DemoKey(name: String(parts[0])),
          let time = NumberParser.finiteNumber(parts[1]), time >= 0
        else {
          throw .usage("--script: '\(entry)' is not KEY@SECONDS (such as space@0.5)")
        }
        keys.append(ScriptedKey(time, key))
      }
      return keys
    }
  }
#endif
