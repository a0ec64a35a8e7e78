// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKitCommandLine
  import PopKitGallery
  import PopKitShared

  /// `popkit-gtk-check check-adjustment`: ``AdjustmentCheck``'s scrolled window in a window.
  @MainActor
  enum CheckAdjustmentCommand: Command {
    static let name = "check-adjustment"
    static let summary = "Opens a GtkScrolledWindow whose adjustment drives a choreography."
    static let usage = ["popkit-gtk-check check-adjustment [--script] [--log-state FILE]"]
    static let discussion =
      "check-adjustment links a choreography to a GtkScrolledWindow's vertical adjustment with "
      + "GTKAdjustmentLink and logs its state, a JSON line a frame; --script drives it by itself "
      + "(a value set, a rest, a release, the scrolled window destroyed first) and exits."
    static let optionGroups: [OptionGroup] = []
    static let examples = ["popkit-gtk-check check-adjustment --script --log-state state.jsonl"]

    /// Reads the flags and opens the log (last: nothing fails after it).
    ///
    /// - Parameter arguments: The words after `check-adjustment`.
    /// - Returns: The check's session.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for a wrong argument,
    ///   ``PopKitShared/CLIError/runtime(_:)`` when the log cannot be opened.
    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      let settings = try AdjustmentCheck.settings(arguments)
      let log = try StateLog(path: settings.logPath)
      return CommandOutput(session: GTKCheckSession(check: .adjustment(settings, log)))
    }
  }
#endif
