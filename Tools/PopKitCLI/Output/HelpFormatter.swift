import Foundation

/// Lays out `popkit --help` and each command's help, wrapped to 80 columns.
@MainActor
enum HelpFormatter {
  /// The width help text is wrapped to.
  static let width = 80

  /// The column where flag descriptions start.
  static let descriptionColumn = 26

  /// `popkit --help`: what popkit is, its commands and global flags.
  ///
  /// - Returns: The help text.
  static func overview() -> String {
    var lines = [
      "OVERVIEW: popkit \(PopKitTool.version): watch, compare, convert and export PopKit springs.",
      "",
    ]
    lines += wrap(
      "Watch PopKit's animations live in the terminal, trace a spring, decay or timed "
        + "animation frame by frame, plot several springs on one chart, convert a spring "
        + "between pop, Core Animation, SwiftUI, Compose and the web, and export it as a CSS "
        + "linear() easing.", indent: 0)
    lines += ["", "USAGE: popkit <command> [flags]", "", "COMMANDS:"]
    for command in CommandRegistry.commands {
      lines += entry(command.name, command.summary)
    }
    lines += ["", "FLAGS:"]
    lines += entry("-h, --help", "Show this help; popkit <command> --help shows a command's.")
    lines += entry("--version", "Print popkit's version.")
    lines += ["", "Exit status: 0 success, 1 run-time failure, 2 wrong command line."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A command's help: overview, discussion, usage, flags by group, examples.
  ///
  /// - Parameter command: The command.
  /// - Returns: The help text.
  static func help(for command: any Command.Type) -> String {
    var lines = ["OVERVIEW: \(command.summary)", ""]
    lines += wrap(command.discussion, indent: 0)
    lines += ["", "USAGE:"]
    lines += command.usage.map { "  \($0)" }
    for group in command.optionGroups {
      lines += ["", heading(group.title)]
      for option in group.options {
        lines += entry(option.synopsis, option.help)
      }
    }
    lines += ["", "GENERAL:"]
    lines += entry("-h, --help", "Show this help.")
    lines += ["", "EXAMPLES:"]
    lines += command.examples.map { "  \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A group title as a heading: its first words in capitals, a note in parentheses as it is.
  private static func heading(_ title: String) -> String {
    guard let parenthesis = title.firstIndex(of: "(") else { return title.uppercased() + ":" }
    let words = title[..<parenthesis].trimmingCharacters(in: .whitespaces)
    return "\(words.uppercased()) \(title[parenthesis...]):"
  }

  /// A name and its description, the description wrapped in its own column.
  private static func entry(_ name: String, _ description: String) -> [String] {
    let head = "  \(name)"
    var body = wrap(description, indent: descriptionColumn)
    if head.count < descriptionColumn - 1, !body.isEmpty {
      let first = body[0].dropFirst(descriptionColumn)
      body[0] = head.padding(to: descriptionColumn) + first
      return body
    }
    return [head] + body
  }

  /// Wraps a paragraph at word boundaries.
  ///
  /// - Parameters:
  ///   - text: The paragraph.
  ///   - indent: Spaces before every line.
  /// - Returns: The lines.
  static func wrap(_ text: String, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      if !line.isEmpty, indent + line.count + 1 + word.count > width {
        lines.append(margin + line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " \(word)"
    }
    if !line.isEmpty { lines.append(margin + line) }
    return lines
  }
}

extension String {
  /// The text padded with spaces to a length (unchanged if already longer).
  ///
  /// - Parameter length: The length in characters.
  /// - Returns: The padded text.
  package func padding(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
