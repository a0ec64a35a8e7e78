// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitShared
import PopKitTestSupport
import Synchronization
import Testing

@testable import PopKitCLI

/// Issue 21, finding 1: output respects what its path names.
///
/// Every path is inside a temporary folder of the test's own; none is a system path.
@Suite("Output paths: files, links, FIFOs, descriptors, folders and -")
@MainActor
struct FileOutputTests {
  /// The SVG `popkit plot` draws with its defaults, as `-o -` prints it.
  let chart = PopKitTool.run(["plot", "-o", "-"]).standardOutput

  @Test("finding1: a symlink stays a symlink and the file it names, through a chain, holds the SVG")
  func finding1Symlink() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
    let target = folder.appendingPathComponent("sub/chart.svg").path
    try "old contents".write(toFile: target, atomically: false, encoding: .utf8)
    let link = folder.appendingPathComponent("link.svg").path
    let chain = folder.appendingPathComponent("chain.svg").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "sub/chart.svg")
    try FileManager.default.createSymbolicLink(atPath: chain, withDestinationPath: "link.svg")

    let result = PopKitTool.execute(["plot", "-o", chain])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("wrote \(chain): 1 run(s)"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == chart)
    #expect(chart.hasSuffix("</svg>\n"))
    #expect(fileType(chain) == S_IFLNK && fileType(link) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: chain) == "link.svg")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "sub/chart.svg")
    #expect(try leftovers(folder) == ["chain.svg", "link.svg", "sub", "sub/chart.svg"])
  }

  @Test("finding1: a dangling symlink creates the file it names")
  func finding1DanglingSymlink() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("link.svg").path
    let target = folder.appendingPathComponent("created.svg").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

    let result = PopKitTool.execute(["plot", "-o", link])
    #expect(result.exitCode == 0)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == chart)
    #expect(fileType(link) == S_IFLNK && fileType(target) == S_IFREG)
    #expect(try leftovers(folder) == ["created.svg", "link.svg"])
  }

  @Test("finding1: a FIFO's reader receives every byte and the FIFO is still a FIFO")
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func finding1FIFO() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.svg").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = FIFOReader(path: fifo)

    let result = PopKitTool.execute(["plot", "-o", fifo])
    #expect(result.exitCode == 0)
    let received = try #require(reader.wait(seconds: 20), "the reader got no end of file")
    #expect(received.count == chart.utf8.count)
    #expect(String(decoding: received, as: UTF8.self) == chart)
    #expect(fileType(fifo) == S_IFIFO)
    #expect(try leftovers(folder) == ["pipe.svg"])
  }

  @Test("finding1: a directory is refused with exit status 1 and the reason; it is left as it was")
  func finding1Directory() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = PopKitTool.execute(["plot", "-o", folder.path])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "popkit: cannot write '\(folder.path)': Is a directory\n")
    let link = folder.appendingPathComponent("to-folder").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ".")
    let throughLink = PopKitTool.execute(["plot", "-o", link])
    #expect(throughLink.exitCode == 1)
    #expect(throughLink.standardError == "popkit: cannot write '\(link)': Is a directory\n")
    #expect(try leftovers(folder) == ["to-folder"])
  }

  @Test("finding1: a failed write is one line on standard error, without the run's notes")
  func finding1OneLine() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A spring that does not settle within --max-frames: the run has a note to print.
    let words = ["plot", "--tension", "100", "--friction", "0", "--max-frames", "10", "-o"]
    let noted = PopKitTool.execute(words + ["-"])
    #expect(noted.exitCode == 0 && noted.standardError.contains("did not settle"))
    let failed = PopKitTool.execute(words + [folder.path])
    #expect(failed.exitCode == 1)
    #expect(failed.standardError == "popkit: cannot write '\(folder.path)': Is a directory\n")
  }

  @Test("finding1: a failed write keeps the old file's contents and leaves no temporary file")
  func finding1FailedWrite() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("chart.svg").path
    try "old contents".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(chmod(path, 0o640) == 0)
    // A disk that fills up half-way: half the bytes reach the temporary file, then ENOSPC.
    let halfThenFull: ([UInt8], Int32) -> Bool = { bytes, descriptor in
      FileOutput.writeAll(Array(bytes.prefix(bytes.count / 2)), to: descriptor)
      errno = ENOSPC
      return false
    }
    #expect(throws: CLIError.runtime("cannot write '\(path)': No space left on device")) {
      try FileOutput.save(Array(chart.utf8), to: path, writer: halfThenFull)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old contents")
    #expect(try leftovers(folder) == ["chart.svg"])

    // A write that succeeds replaces the file and keeps its permissions.
    try FileOutput.save(Array(chart.utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == chart)
    #expect(permissions(path) == 0o640)
    #expect(try leftovers(folder) == ["chart.svg"])
  }

  @Test("finding1: - is standard output and creates no file named -")
  func finding1Dash() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let capture = folder.appendingPathComponent("captured").path
    let descriptor = open(capture, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    #expect(descriptor >= 0)
    try FileOutput.save(Array("bytes for -\n".utf8), to: "-", standardOutput: descriptor) {
      FileOutput.writeAll($0, to: $1)
    }
    close(descriptor)
    #expect(try String(contentsOfFile: capture, encoding: .utf8) == "bytes for -\n")
    #expect(try leftovers(folder) == ["captured"])
  }

  @Test(
    "finding1: the popkit executable prints -o - and writes a /dev/fd/1 link through its descriptor",
    .enabled(if: popkitBinary != nil, "the popkit executable was not built next to the tests"))
  func finding1Executable() throws {
    let binary = try #require(popkitBinary)
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let dash = try launchPopkit(binary, ["plot", "-o", "-"], in: folder)
    #expect(dash.status == 0 && dash.output == chart)
    // A link in the folder to this process's standard output: the SVG goes to the open
    // descriptor, at its offset, and the summary follows it there (a reopened file would start
    // at 0 again and the summary would overwrite the SVG's beginning).
    let link = folder.appendingPathComponent("out.svg").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/fd/1")
    let linked = try launchPopkit(binary, ["plot", "-o", "out.svg"], in: folder)
    #expect(linked.status == 0, "\(linked.error)")
    #expect(linked.output == chart + "wrote out.svg: 1 run(s), 800×498 px\n")
    #expect(fileType(link) == S_IFLNK)
    #expect(try leftovers(folder) == ["out.svg"])
  }

  /// The type bits of what a path names, without following a final link.
  private func fileType(_ path: String) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
  }

  /// The permission bits of a file.
  private func permissions(_ path: String) -> mode_t {
    var status = stat()
    guard stat(path, &status) == 0 else { return 0 }
    return status.st_mode & 0o7777
  }

  /// Everything in a folder, recursively, sorted: temporary files would show here.
  private func leftovers(_ folder: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
  }
}

/// Reads a FIFO to its end on a thread of its own (its Mutex needs macOS 15 and iOS 18).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class FIFOReader: Sendable {
  /// The bytes read, once the writer closed its end.
  private let received = Mutex<[UInt8]?>(nil)
  /// Signalled when the reader saw the end of the file.
  private let done = DispatchSemaphore(value: 0)

  /// Starts reading; the open blocks until a writer opens the FIFO.
  ///
  /// - Parameter path: The FIFO.
  init(path: String) {
    Thread { [self] in
      let descriptor = open(path, O_RDONLY)
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while descriptor >= 0 {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        bytes += chunk.prefix(count)
      }
      if descriptor >= 0 { close(descriptor) }
      received.withLock { $0 = bytes }
      done.signal()
    }.start()
  }

  /// The bytes read, or `nil` when the writer did not finish in time.
  ///
  /// - Parameter seconds: How long to wait.
  /// - Returns: Every byte the writer wrote.
  func wait(seconds: Double) -> [UInt8]? {
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return received.withLock { $0 }
  }
}
