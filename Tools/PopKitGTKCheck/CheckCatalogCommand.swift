// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKitCommandLine
  import PopKitShared

  /// `popkit-gtk-check check-catalog [--close]`: ``CatalogCheck`` in a window.
  @MainActor
  enum CheckCatalogCommand: Command {
    static let name = "check-catalog"
    static let summary = "Animates every GTKProperties property on real widgets."
    static let usage = ["popkit-gtk-check check-catalog [--close]"]
    static let discussion =
      "check-catalog animates every GTKProperties property on real widgets and prints what GTK "
      + "held on each frame as JSON; --close destroys the window mid-animation."
    static let optionGroups: [OptionGroup] = []
    static let examples = ["popkit-gtk-check check-catalog --close"]

    /// Returns the check to start.
    ///
    /// - Parameter arguments: The words after `check-catalog`: none, or `--close`.
    /// - Returns: The check's session.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for anything else.
    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      guard arguments.isEmpty || arguments == ["--close"] else {
        throw .usage("check-catalog takes only --close")
      }
      return CommandOutput(
        session: GTKCheckSession(check: .catalog(closesWindow: !arguments.isEmpty)))
    }
  }
#endif
