// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

/// `expectExitMessage` on a real exit test, and `makeTemporaryFolder`.
@Suite("Test support: exit messages and temporary folders")
struct ExitMessageAndFolderTests {
  @Test("an exit test's standard error is searched for the message")
  func exitMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      fatalError("the program stops: 42")
    }
    expectExitMessage(result, contains: "the program stops: 42", inReleaseBuilds: true)
    withKnownIssue {
      expectExitMessage(result, contains: "another message", inReleaseBuilds: true)
    }
  }

  @Test("each temporary folder is new, empty and named by its prefix")
  func temporaryFolder() throws {
    let first = try makeTemporaryFolder("popkit-support-test")
    let second = try makeTemporaryFolder("popkit-support-test")
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    #expect(first != second)
    #expect(first.lastPathComponent.hasPrefix("popkit-support-test-"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: first.path).isEmpty)
  }
}
