// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitCommandLine
  import PopKitShared

  /// The `popkit-gtk-check` command line, a ``PopKitCommandLine/CommandLineTool`` as `popkit`
  /// and `popkit-gallery` are: the GTK host's checks and measurements, each in a real window,
  /// for CI and the GTK tests (not shipped in `popkit-gallery`).
  ///
  /// A wrong argument prints one line naming it and exits with status 2; help that cannot be
  /// written prints one line with the reason and exits with status 1; a check exits with its
  /// own status (3 when it times out).
  @MainActor
  package enum GTKCheckCommand {
    /// The program's name, which starts its error lines.
    static let programName = "popkit-gtk-check"

    /// The checks, in the order help lists them.
    static let commands: [any Command.Type] = [
      CheckClockCommand.self, CheckCatalogCommand.self, CheckScrollerCommand.self,
      MeasureWidgetsCommand.self, CheckLayoutCommand.self, CheckAdjustmentCommand.self,
    ]

    /// The help text: each check's usage line, then what each does.
    static let help: String = {
      let usage = commands.flatMap { $0.usage }.enumerated().map { index, line in
        (index == 0 ? "usage: " : "       ") + line
      }
      let about =
        "PopKit's GTK host checked and measured in real windows (a display is needed), for CI "
        + "and the GTK tests."
      return (usage + ["", about] + commands.map { $0.discussion }).joined(separator: "\n")
    }()

    /// The tool: the checks, the one help page, and `popkit-gtk-check: error:` lines.
    static let tool: CommandLineTool = {
      var tool = CommandLineTool(
        name: programName, version: "", summary: "PopKit's GTK checks.", discussion: "",
        commands: commands)
      tool.helpPage = help + "\n"
      tool.errorPrefix = "\(programName): error"
      return tool
    }()

    /// Runs the command line: starts the check, or writes help or an error.
    ///
    /// - Parameter arguments: The arguments after the program's name.
    /// - Returns: The exit status: 0, 1 (output not written) or 2 (a wrong argument); a check
    ///   exits the process with its own status instead of returning.
    package static func main(_ arguments: [String]) -> Int32 {
      tool.runAsProcess(arguments)
    }
  }
#endif
