// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

/// Runs a player's process to its end or its timeout, its output captured in files (no pipe can
/// fill up and stall it).
enum PlayerProcess {
  /// What a finished process left.
  struct Outcome {
    /// Its exit status (a killed process: the signal's status).
    let status: Int32
    /// Its standard output.
    let output: Data
    /// Its standard error.
    let errors: String
  }

  /// A process did not finish within its time.
  struct TimedOut: Error, CustomStringConvertible {
    /// The command line, for the message.
    let command: String
    /// The seconds it was given.
    let seconds: Double

    var description: String { "\(command) did not finish within \(seconds) s and was killed" }
  }

  /// Runs `executable` with `arguments`, standard input from `input` (or nothing).
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  ///   - input: Bytes for its standard input, or nil for none.
  ///   - timeout: Seconds before it is killed (SIGKILL) and ``TimedOut`` thrown.
  /// - Returns: Its status and output.
  /// - Throws: When it cannot be started, or ``TimedOut``.
  static func run(
    _ executable: String, _ arguments: [String], input: Data? = nil, timeout: Double = 60
  ) throws -> Outcome {
    let folder = try makeTemporaryFolder("popkit-players-process")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorsURL = folder.appendingPathComponent("stderr")
    let inputURL = folder.appendingPathComponent("stdin")
    for url in [outputURL, errorsURL] {
      _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    }
    _ = FileManager.default.createFile(atPath: inputURL.path, contents: input ?? Data())
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorsURL)
    let standardInput = try FileHandle(forReadingFrom: inputURL)
    defer {
      try? output.close()
      try? errors.close()
      try? standardInput.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      killTree(process.processIdentifier)
      finished.wait()
      throw TimedOut(
        command: ([executable] + arguments).joined(separator: " "), seconds: timeout)
    }
    let outputData = contents(of: outputURL.path) ?? Data()
    let errorData = contents(of: errorsURL.path) ?? Data()
    return Outcome(
      status: process.terminationStatus, output: outputData,
      errors: String(decoding: errorData, as: UTF8.self))
  }

  /// Kills a process and every process below it (SIGKILL).
  ///
  /// A wrapper that starts the real program as a child (Debian's `/usr/bin/chromium` does when
  /// it makes a temporary profile; with `--user-data-dir` it `exec`s) would leave it running,
  /// adopted by init, if only the wrapper were killed. So the tree is stopped first (no new
  /// children), read from `/proc` (Linux; elsewhere only the process itself is killed), then
  /// killed. (Chromium's own helpers also leave when its main process is killed: measured here.)
  ///
  /// - Parameter root: The process to kill with its descendants.
  static func killTree(_ root: Int32) {
    var tree: [Int32] = [root]
    var index = 0
    kill(root, SIGSTOP)
    while index < tree.count {
      for child in children(of: tree[index]) where !tree.contains(child) {
        kill(child, SIGSTOP)
        tree.append(child)
      }
      index += 1
    }
    for pid in tree { kill(pid, SIGKILL) }
  }

  /// The processes whose parent is `parent`, from `/proc/<pid>/stat` (empty without `/proc`).
  private static func children(of parent: Int32) -> [Int32] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return []
    }
    return entries.compactMap { entry -> Int32? in
      guard let pid = Int32(entry),
        let data = contents(of: "/proc/\(entry)/stat"),
        case let stat = String(decoding: data, as: UTF8.self),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After "pid (name) ": the state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && Int32(fields[1]) == parent ? pid : nil
    }
  }

  /// A file's bytes, read through a file handle.
  ///
  /// Not `FileManager.contents(atPath:)`: in swift-corelibs-foundation 6.3 it leaks its buffer
  /// (4 KiB, LeakSanitizer) for an empty file and for `/proc` files, which report a size of 0.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: Its bytes, or nil when it cannot be read.
  static func contents(of path: String) -> Data? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return (try? handle.readToEnd()) ?? Data()
  }

}
