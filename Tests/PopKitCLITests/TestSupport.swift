// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitCommandLine
import Testing

@testable import PopKitCLI

/// Runs popkit in-process with a command line split at spaces.
@MainActor
func popkit(_ line: String) -> CommandResult {
  PopKitTool.run(line.split(separator: " ").map(String.init))
}

/// Runs popkit in-process with explicit words.
@MainActor
func popkit(_ words: [String]) -> CommandResult {
  PopKitTool.run(words)
}

/// A CSV table: its header and its rows as text cells.
struct CSVTable {
  let header: [String]
  let rows: [[String]]

  init(_ text: String) {
    let lines = text.split(separator: "\n").map(String.init)
    header = lines.first.map { $0.split(separator: ",").map(String.init) } ?? []
    rows = lines.dropFirst().map { $0.split(separator: ",").map(String.init) }
  }

  /// The number in a column of a row.
  func number(_ row: Int, _ column: String) -> Double {
    guard let index = header.firstIndex(of: column), let value = Double(rows[row][index]) else {
      return .nan
    }
    return value
  }

  /// The text in a column of a row.
  func text(_ row: Int, _ column: String) -> String {
    guard let index = header.firstIndex(of: column) else { return "" }
    return rows[row][index]
  }
}

/// Parses JSON text into Foundation objects.
func parseJSON(_ text: String) throws -> [String: Any] {
  let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(object as? [String: Any])
}
