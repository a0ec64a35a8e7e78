// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKitCommandLine
  import PopKitGallery
  import PopKitShared

  /// `popkit-gtk-check check-scroller`: ``ScrollerCheck``'s carousel in a window.
  @MainActor
  enum CheckScrollerCommand: Command {
    static let name = "check-scroller"
    static let summary = "Opens a carousel on GTKScroller and logs its state."
    static let usage = [
      "popkit-gtk-check check-scroller [--paging] [--vertical] [--page N] [--link] [--log-state FILE]"
    ]
    static let discussion =
      "check-scroller opens a carousel on GTKScroller and logs its state, a JSON line a frame."
    static let optionGroups: [OptionGroup] = []
    static let examples = ["popkit-gtk-check check-scroller --paging --log-state state.jsonl"]

    /// Reads the flags and opens the log (last: nothing fails after it).
    ///
    /// - Parameter arguments: The words after `check-scroller`.
    /// - Returns: The check's session.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for a wrong argument,
    ///   ``PopKitShared/CLIError/runtime(_:)`` when the log cannot be opened.
    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      let settings = try ScrollerCheck.settings(arguments)
      let log = try StateLog(path: settings.logPath)
      return CommandOutput(session: GTKCheckSession(check: .scroller(settings, log)))
    }
  }
#endif
