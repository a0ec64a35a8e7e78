// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKitCommandLine
  import PopKitShared

  /// `popkit-gtk-check check-clock`: ``ClockCheck`` in a window.
  @MainActor
  enum CheckClockCommand: Command {
    static let name = "check-clock"
    static let summary = "Checks the GTK frame clock in a window."
    static let usage = ["popkit-gtk-check check-clock"]
    static let discussion =
      "check-clock runs a self-check of the GTK frame clock in a window and prints JSON."
    static let optionGroups: [OptionGroup] = []
    static let examples = ["popkit-gtk-check check-clock"]

    /// Returns the check to start.
    ///
    /// - Parameter arguments: The words after `check-clock`: none.
    /// - Returns: The check's session.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for any argument.
    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      guard arguments.isEmpty else { throw .usage("check-clock takes no arguments") }
      return CommandOutput(session: GTKCheckSession(check: .clock))
    }
  }
#endif
