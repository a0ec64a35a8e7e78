// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKitCommandLine
  import PopKitShared

  /// `popkit-gtk-check measure-widgets`: ``WidgetsMeasure`` in a window.
  @MainActor
  enum MeasureWidgetsCommand: Command {
    static let name = "measure-widgets"
    static let summary = "Measures the widgets scene's frame times."
    static let usage = ["popkit-gtk-check measure-widgets"]
    static let discussion =
      "measure-widgets moves everything in the widgets scene for 6 s and prints its frame "
      + "times as JSON."
    static let optionGroups: [OptionGroup] = []
    static let examples = ["popkit-gtk-check measure-widgets"]

    /// Returns the measurement to start.
    ///
    /// - Parameter arguments: The words after `measure-widgets`: none.
    /// - Returns: The measurement's session.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for any argument.
    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      guard arguments.isEmpty else { throw .usage("measure-widgets takes no arguments") }
      return CommandOutput(session: GTKCheckSession(check: .measureWidgets))
    }
  }
#endif
