// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import Testing

@Suite("PopKit's version")
struct PopKitVersionTests {
  /// The repository's CHANGELOG.md, found from this file's path.
  static func changelog() throws -> String {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
  }

  @Test("the CHANGELOG's newest release is PopKitVersion.current")
  func changelogAgrees() throws {
    // Release headings read `## [0.1.0] - 2026-12-06`; `## [Unreleased]` is not a release.
    let releases = try Self.changelog().split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
      let name = String(line[line.index(line.startIndex, offsetBy: 4)..<close])
      return name == "Unreleased" ? nil : name
    }
    #expect(releases.first == PopKitVersion.current)
  }

  @Test("the version is MAJOR.MINOR.PATCH")
  func semanticVersion() {
    let parts = PopKitVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
  }
}
