// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitCommandLine
import PopKitShared
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// Issue 34, finding 1: a write to standard output or standard error that fails is exit status 1
/// with one line naming it, for every command; never exit 0 with a truncated output.
@Suite("A failed write to a standard stream")
@MainActor
struct StreamWriteFailureTests {
  /// A motion document whose HTML export is several kilobytes.
  static let document = """
    {"popkit": 1, "size": [360, 640],
     "springs": {"snappy": {"bounciness": 8, "speed": 12}},
     "tracks": {"fade": {"from": 0, "keyframes": [
       {"kind": "linear", "to": 1, "duration": 0.3},
       {"kind": "spring", "to": 0.5, "spring": "snappy", "duration": 0.8}]}},
     "choreographies": {
       "open": {"targets": {"card": {"x": 20, "y": 400, "width": 320, "height": 200}},
         "tracks": [{"target": "card", "property": "opacity", "track": "fade", "at": 0.1}]}}}
    """

  /// Command lines that print more than 1,024 bytes on standard output, `FILE` standing for
  /// the document.
  static let commands: [[String]] = [
    ["export", "FILE", "--to", "html"],
    ["export", "FILE", "--to", "css", "-o", "-"],
    ["record", "menu", "--seconds", "1", "--format", "csv"],
    ["demo", "spring", "--frames", "3"],
    ["plot", "-o", "-"],
    ["trace"],
  ]

  @Test("finding 1: a writer that fails half-way on standard output: status 1, one line naming it")
  func finding1InProcess() throws {
    let result = CommandResult(standardOutput: String(repeating: "x", count: 3_000))
    var writes: [(count: Int, descriptor: Int32)] = []
    var errorText = ""
    let status = ProcessOutput.deliver(
      result, toolName: "popkit", standardOutput: 11, standardError: 12
    ) {
      bytes, descriptor in
      if descriptor == 12 {
        errorText += String(decoding: bytes, as: UTF8.self)
        return true
      }
      writes.append((bytes.count, descriptor))
      errno = EFBIG
      return false
    }
    #expect(status == 1)
    #expect(writes.count == 1 && writes[0].descriptor == 11 && writes[0].count == 3_000)
    #expect(errorText == "popkit: cannot write standard output: File too large\n")

    // A run with notes whose standard output fails prints the failure, not the notes.
    let noted = CommandResult(standardOutput: "data\n", standardError: "popkit plot: a note\n")
    var noteText = ""
    let notedStatus = ProcessOutput.deliver(
      noted, toolName: "popkit", standardOutput: 11, standardError: 12
    ) {
      bytes, descriptor in
      if descriptor == 12 { noteText += String(decoding: bytes, as: UTF8.self) }
      errno = ENOSPC
      return descriptor == 12
    }
    #expect(notedStatus == 1)
    #expect(noteText == "popkit: cannot write standard output: No space left on device\n")
  }

  @Test("finding 1: a failed write to standard error makes a successful run's status 1")
  func finding1StandardError() {
    let result = CommandResult(standardOutput: "ok\n", standardError: "popkit plot: a note\n")
    var written: [Int32] = []
    let status = ProcessOutput.deliver(
      result, toolName: "popkit", standardOutput: 11, standardError: 12
    ) {
      _, descriptor in
      written.append(descriptor)
      errno = EIO
      return descriptor == 11
    }
    #expect(status == 1 && written == [11, 12])
    // A usage error keeps its status 2 when its message cannot be written (its empty standard
    // output is written, as writeAll writes nothing, successfully).
    let usage = CommandResult(standardError: "popkit plot: bad\n", exitCode: 2)
    let usageStatus = ProcessOutput.deliver(
      usage, toolName: "popkit", standardOutput: 11, standardError: 12
    ) {
      bytes, _ in bytes.isEmpty
    }
    #expect(usageStatus == 2)
    // Everything written: the result's own status.
    #expect(
      ProcessOutput.deliver(result, toolName: "popkit", standardOutput: 11, standardError: 12) {
        _, _ in true
      } == 0)
  }

  /// Whether this process (and so the popkit built beside it) runs under ThreadSanitizer,
  /// whose runtime dies of SIGBUS under a 1 KiB file size limit before popkit runs; the plain
  /// and AddressSanitizer runs check the limit.
  nonisolated static let underThreadSanitizer =
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

  @Test(
    "finding 1: under ulimit -f 1 every command that prints exits 1 naming standard output",
    .enabled(if: popkitBinary != nil, "the popkit executable was not built next to the tests"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "no /bin/bash"),
    .enabled(
      if: !underThreadSanitizer,
      "ThreadSanitizer's runtime cannot start under a 1 KiB file size limit"))
  func finding1FileSizeLimit() throws {
    let binary = try #require(popkitBinary)
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let documentPath = folder.appendingPathComponent("motion.json").path
    try Data(Self.document.utf8).write(to: URL(fileURLWithPath: documentPath))
    for words in Self.commands {
      let arguments = words.map { $0 == "FILE" ? documentPath : $0 }
      // Unlimited: the whole output, status 0, and more than the limit's 1,024 bytes.
      let whole = try launchPopkit(binary, arguments, in: folder)
      #expect(whole.status == 0, "\(words): \(whole.error)")
      #expect(whole.output.utf8.count > 1024, "\(words)")
      // Limited to 1,024 bytes per file, SIGXFSZ ignored so that write fails with EFBIG.
      let quoted = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
      let script = "(trap '' XFSZ; ulimit -f 1; exec \(quoted) > out 2> err)"
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/bash")
      shell.arguments = ["-c", script]
      shell.currentDirectoryURL = folder
      try shell.run()
      shell.waitUntilExit()
      let error = try String(
        contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)
      let output = try Data(contentsOf: folder.appendingPathComponent("out"))
      #expect(shell.terminationStatus == 1, "\(words): \(error)")
      #expect(error == "popkit: cannot write standard output: File too large\n", "\(words)")
      #expect(output.count == 1024, "\(words)")
    }
  }
}
