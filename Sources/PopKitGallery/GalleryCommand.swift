#if GTK
  import Foundation
  import PopKitGTK

  /// The `popkit-gallery` command line.
  ///
  /// It opens the window, renders a scene offscreen, or checks the frame clock. A wrong argument prints one line naming it and exits with status 2.
  @MainActor
  public enum GalleryCommand {
    /// The help text.
    static let help = """
      usage: popkit-gallery [SCENE] [--log-state FILE] [--size WxH]
             popkit-gallery render SCENE --time T --output FILE.png [--size WxH] [--script KEYS]
             popkit-gallery check-clock

      Opens PopKit's gallery in a GTK 4 window, on SCENE (default spring): \
      \(Gallery.sceneTypes.map { $0.name }.joined(separator: ", ")).
        --log-state FILE  one JSON line per drawn frame: time (s), scene, animated values
        --size WxH        the window's or image's size in pixels (default 960x600)
      render draws SCENE at T seconds into a PNG offscreen, on a manual clock; no display needed.
        --script KEYS     the keys pressed, KEY@SECONDS separated by commas, such as \
      space@0,space@1.2 (KEY: space, enter, left, right, escape or one character); default \
      the scene's own script
      check-clock runs a self-check of the GTK frame clock in a window and prints JSON.
      """

    /// A command-line error: what was wrong.
    struct UsageError: Error {
      /// The message, naming the argument.
      let message: String
    }

    /// Runs the command.
    ///
    /// - Parameter arguments: The arguments after the program's name.
    /// - Returns: The exit status.
    public static func main(_ arguments: [String]) -> Int32 {
      // A parent may have started us with signals blocked (a thread's mask is inherited);
      // unblock them so that Ctrl-C and `kill` end the window as usual.
      var signals = sigset_t()
      sigemptyset(&signals)
      pthread_sigmask(SIG_SETMASK, &signals, nil)
      do {
        if arguments.contains("--help") || arguments.contains("-h") {
          print(help)
          return 0
        }
        if arguments.first == "render" { return try render(Array(arguments.dropFirst())) }
        if arguments.first == "check-clock" {
          guard arguments.count == 1 else {
            throw UsageError(message: "check-clock takes no arguments")
          }
          return ClockCheck.run()
        }
        return try window(arguments)
      } catch let error as UsageError {
        FileHandle.standardError.write(Data("popkit-gallery: error: \(error.message)\n".utf8))
        return 2
      } catch {
        return 2
      }
    }

    private static func window(_ arguments: [String]) throws -> Int32 {
      var options = try Options(arguments, allowed: ["--log-state", "--size"])
      let index = try sceneIndex(options.positional.popFirst() ?? "spring")
      guard options.positional.isEmpty else {
        throw UsageError(message: "unexpected argument '\(options.positional[0])'")
      }
      let size = try parseSize(options.values["--size"] ?? "960x600")
      var log: StateLog?
      if let path = options.values["--log-state"] {
        guard let opened = StateLog(path: path) else {
          throw UsageError(message: "--log-state: cannot write '\(path)'")
        }
        log = opened
      }
      var window: GalleryWindow?
      let status = GTKApplication.run(id: "org.popkit.Gallery") { app in
        window = GalleryWindow(
          app: app, startingAt: index, log: log, width: size.width, height: size.height)
      }
      _ = window
      return status
    }

    private static func render(_ arguments: [String]) throws -> Int32 {
      var options = try Options(arguments, allowed: ["--time", "--output", "--size", "--script"])
      guard let name = options.positional.popFirst() else {
        throw UsageError(message: "render needs a SCENE")
      }
      let index = try sceneIndex(name)
      guard options.positional.isEmpty else {
        throw UsageError(message: "unexpected argument '\(options.positional[0])'")
      }
      guard let timeText = options.values["--time"] else {
        throw UsageError(message: "render needs --time T")
      }
      guard let time = Double(timeText), time.isFinite, time >= 0, time <= 3600 else {
        throw UsageError(message: "--time: '\(timeText)' is not a number of seconds in 0...3600")
      }
      guard let output = options.values["--output"] else {
        throw UsageError(message: "render needs --output FILE.png")
      }
      let size = try parseSize(options.values["--size"] ?? "960x600")
      let script =
        try options.values["--script"].map(parseScript) ?? Gallery.sceneTypes[index].script
      let image = OffscreenRenderer.render(
        scene: index, at: time, script: script, width: size.width, height: size.height)
      guard image.writePNG(to: output) else {
        FileHandle.standardError.write(
          Data("popkit-gallery: error: cannot write '\(output)'\n".utf8))
        return 1
      }
      print(
        "wrote \(output): \(Gallery.sceneTypes[index].name) at \(time) s, \(size.width)×\(size.height) px"
      )
      return 0
    }

    /// A scene's index from its name.
    static func sceneIndex(_ name: String) throws -> Int {
      guard let index = Gallery.index(of: name) else {
        let names = Gallery.sceneTypes.map { $0.name }.joined(separator: ", ")
        throw UsageError(message: "unknown scene '\(name)' (scenes: \(names))")
      }
      return index
    }

    /// `WxH`, each in 200...4096.
    static func parseSize(_ text: String) throws -> (width: Int, height: Int) {
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
        (200...4096).contains(width), (200...4096).contains(height)
      else { throw UsageError(message: "--size: '\(text)' is not WxH with each in 200...4096") }
      return (width, height)
    }

    /// `KEY@SECONDS,…`.
    static func parseScript(_ text: String) throws -> [ScriptedKey] {
      try text.split(separator: ",").map { entry in
        let parts = entry.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let key = GalleryKey(name: String(parts[0])),
          let time = Double(parts[1]), time.isFinite, time >= 0
        else {
          throw UsageError(message: "--script: '\(entry)' is not KEY@SECONDS (such as space@0.5)")
        }
        return ScriptedKey(time, key)
      }
    }

    /// Flags with one value each, and positional arguments.
    struct Options {
      var values: [String: String] = [:]
      var positional: ArraySlice<String> = []

      init(_ arguments: [String], allowed: Set<String>) throws {
        var rest: [String] = []
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
          if argument.hasPrefix("-") {
            guard allowed.contains(argument) else {
              throw UsageError(message: "unknown option '\(argument)'")
            }
            guard let value = iterator.next() else {
              throw UsageError(message: "\(argument) needs a value")
            }
            values[argument] = value
          } else {
            rest.append(argument)
          }
        }
        positional = rest[...]
      }
    }
  }
#endif
