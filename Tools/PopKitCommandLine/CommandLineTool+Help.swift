// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// The help layout every tool shares: wrapped to 80 columns, flag descriptions in their own
/// column.
package enum HelpLayout {
  /// The width help text is wrapped to.
  package static let width = 80

  /// The column where flag descriptions start.
  package static let descriptionColumn = 26
}

extension CommandLineTool {
  /// The tool's `--help`: what it is, its commands and global flags.
  ///
  /// - Returns: The help text.
  /// - Complexity: O(length of the text).
  package func overview() -> String {
    var lines = ["OVERVIEW: \(name) \(version): \(summary)", ""]
    lines += Self.wrap(discussion, indent: 0)
    lines += ["", "USAGE: \(name) <command> [flags]", "", "COMMANDS:"]
    for command in commands {
      lines += Self.entry(command.name, command.summary)
    }
    lines += ["", "FLAGS:"]
    lines += Self.entry(
      "-h, --help", "Show this help; \(name) <command> --help shows a command's.")
    lines += Self.entry("--version", "Print \(name)'s version.")
    lines += ["", "Exit status: 0 success, 1 run-time failure, 2 wrong command line."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A command's help: overview, discussion, usage, flags by group, examples.
  ///
  /// - Parameter command: The command.
  /// - Returns: The help text.
  /// - Complexity: O(length of the text).
  package func help(for command: any Command.Type) -> String {
    var lines = ["OVERVIEW: \(command.summary)", ""]
    lines += Self.wrap(command.discussion, indent: 0)
    lines += ["", "USAGE:"]
    lines += command.usage.map { "  \($0)" }
    for group in command.optionGroups {
      lines += ["", Self.heading(group.title)]
      for option in group.options {
        lines += Self.entry(option.synopsis, option.help)
      }
    }
    lines += ["", "GENERAL:"]
    lines += Self.entry("-h, --help", "Show this help.")
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
    let column = HelpLayout.descriptionColumn
    var body = wrap(description, indent: column)
    if head.count < column - 1, !body.isEmpty {
      let first = body[0].dropFirst(column)
      body[0] = head.padding(to: column) + first
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
  /// - Complexity: O(length of the text).
  package static func wrap(_ text: String, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      if !line.isEmpty, indent + line.count + 1 + word.count > HelpLayout.width {
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
  /// - Complexity: O(length).
  package func padding(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
