// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

/// The built `popkit` executable next to the test bundle, if it was built.
let popkitBinary: URL? = {
  let candidates = [
    Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("popkit"),
    Bundle.main.bundleURL.appendingPathComponent("popkit"),
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/popkit"),
  ]
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// How one run of the `popkit` executable ended.
struct PopkitRun {
  /// The exit status, or the signal's number when it was killed by one.
  let status: Int32
  /// Whether it exited or was killed by a signal.
  let reason: Process.TerminationReason
  /// Whether it ran past the time limit and was killed for it.
  let timedOut: Bool
  /// Its standard output.
  let output: String
  /// Its standard error.
  let error: String
}

/// Runs the `popkit` executable to its end and collects its output.
///
/// Output goes to files, not pipes, so that a long error message cannot block the process. The
/// process runs in `directory` (so that a stray output path lands there) and is killed after
/// `timeout` seconds.
func launchPopkit(
  _ binary: URL, _ arguments: [String], in directory: URL? = nil, timeout: Double = 60
) throws -> PopkitRun {
  let folder = try makeTemporaryFolder("popkit-run")
  defer { try? FileManager.default.removeItem(at: folder) }
  let outputURL = folder.appendingPathComponent("stdout")
  let errorURL = folder.appendingPathComponent("stderr")
  _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
  let output = try FileHandle(forWritingTo: outputURL)
  let error = try FileHandle(forWritingTo: errorURL)
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  process.currentDirectoryURL = directory ?? folder
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = output
  process.standardError = error
  let finished = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in finished.signal() }
  try process.run()
  let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
  if timedOut {
    process.terminate()
    finished.wait()
  }
  try output.close()
  try error.close()
  return PopkitRun(
    status: process.terminationStatus, reason: process.terminationReason, timedOut: timedOut,
    output: readText(outputURL), error: readText(errorURL))
}

/// A file's text, read with POSIX calls: `String(contentsOf:)` leaks its read buffer in this
/// toolchain's Foundation (LeakSanitizer reports 4 KiB per call).
private func readText(_ url: URL) -> String {
  let descriptor = open(url.path, O_RDONLY)
  guard descriptor >= 0 else { return "" }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { break }
    bytes += chunk.prefix(count)
  }
  return String(decoding: bytes, as: UTF8.self)
}
