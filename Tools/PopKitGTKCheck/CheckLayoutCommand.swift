// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKitCommandLine
  import PopKitShared

  /// `popkit-gtk-check check-layout [--close]`: ``LayoutCheck`` in a window.
  @MainActor
  enum CheckLayoutCommand: Command {
    static let name = "check-layout"
    static let summary = "Springs a GTKLayoutBox's children through layout changes."
    static let usage = ["popkit-gtk-check check-layout [--close]"]
    static let discussion =
      "check-layout removes, reorders and adds children of a GTKLayoutBox in a window and "
      + "prints, for every frame, how far GTK drew each child from its presented frame, as "
      + "JSON; --close destroys the window mid-transition."
    static let optionGroups: [OptionGroup] = []
    static let examples = ["popkit-gtk-check check-layout --close"]

    /// Returns the check to start.
    ///
    /// - Parameter arguments: The words after `check-layout`: none, or `--close`.
    /// - Returns: The check's session.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for anything else.
    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      guard arguments.isEmpty || arguments == ["--close"] else {
        throw .usage("check-layout takes only --close")
      }
      return CommandOutput(
        session: GTKCheckSession(check: .layout(closesWindow: !arguments.isEmpty)))
    }
  }
#endif
