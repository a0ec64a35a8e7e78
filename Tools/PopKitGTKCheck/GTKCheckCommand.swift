#if GTK
  import Foundation
  import PopKitCommandLine
  import PopKitShared

  /// The `popkit-gtk-check` command line: the GTK host's checks and measurements, each in a real
  /// window, for CI and the GTK tests (not shipped in `popkit-gallery`).
  ///
  /// A wrong argument prints one line naming it and exits with status 2; help that cannot be
  /// written prints one line with the reason and exits with status 1.
  @MainActor
  package enum GTKCheckCommand {
    /// The program's name, which starts its error lines.
    static let programName = "popkit-gtk-check"

    /// The help text.
    static let help = [
      "usage: popkit-gtk-check check-clock",
      "       popkit-gtk-check check-catalog [--close]",
      "       popkit-gtk-check check-scroller [--paging] [--vertical] [--page N] [--log-state FILE]",
      "       popkit-gtk-check measure-widgets",
      "",
      "PopKit's GTK host checked and measured in real windows (a display is needed), for CI and "
        + "the GTK tests.",
      "check-clock runs a self-check of the GTK frame clock in a window and prints JSON.",
      "check-catalog animates every GTKProperties property on real widgets and prints what GTK "
        + "held on each frame as JSON; --close destroys the window mid-animation.",
      "check-scroller opens a carousel on GTKScroller and logs its state, a JSON line a frame.",
      "measure-widgets moves everything in the widgets scene for 6 s and prints its frame "
        + "times as JSON.",
    ].joined(separator: "\n")

    /// Runs the command.
    ///
    /// - Parameter arguments: The arguments after the program's name.
    /// - Returns: The exit status: 0, 1 (output not written, or a check failed) or 2 (a wrong
    ///   argument); a check that times out exits with 3.
    package static func main(_ arguments: [String]) -> Int32 {
      // A parent may have started us with signals blocked (a thread's mask is inherited);
      // unblock them so that Ctrl-C and `kill` end the window as usual.
      var signals = sigset_t()
      sigemptyset(&signals)
      pthread_sigmask(SIG_SETMASK, &signals, nil)
      do throws(CLIError) {
        if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
          try FileOutput.save(Array((help + "\n").utf8), to: "-")
          return 0
        }
        let rest = Array(arguments.dropFirst())
        switch arguments[0] {
        case "measure-widgets":
          guard rest.isEmpty else { throw CLIError.usage("measure-widgets takes no arguments") }
          return WidgetsMeasure.run()
        case "check-clock":
          guard rest.isEmpty else { throw CLIError.usage("check-clock takes no arguments") }
          return ClockCheck.run()
        case "check-catalog":
          guard rest.isEmpty || rest == ["--close"] else {
            throw CLIError.usage("check-catalog takes only --close")
          }
          return CatalogCheck.run(closesWindow: !rest.isEmpty)
        case "check-scroller":
          return try ScrollerCheck.run(rest)
        default:
          throw CLIError.usage(
            "unknown check '\(arguments[0])' (checks: check-clock, check-catalog, "
              + "check-scroller, measure-widgets)")
        }
      } catch {
        FileOutput.writeAll(
          Array("\(programName): error: \(error.message.oneLine)\n".utf8), to: 2)
        return error.exitCode
      }
    }
  }
#endif
