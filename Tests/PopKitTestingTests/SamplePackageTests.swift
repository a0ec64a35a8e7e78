// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

/// Issue 34, finding 21: the testing article's sample package keeps its golden files out of
/// the build, so SwiftPM does not warn about them.
@Suite("The testing article's sample package")
struct SamplePackageTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The article.
  static let article = root.appendingPathComponent(
    "Sources/PopKitTesting/PopKitTesting.docc/TestingMotionWithSnapshots.md")

  /// The `swift` on the path, if any.
  static let swift: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/swift" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The article's sample manifest: the Swift block after the line that names this test.
  static func manifest() throws -> String {
    let text = try String(contentsOf: article, encoding: .utf8)
    let marker = "<!-- not compiled: the sample package's manifest, built by PopKitTestingTests"
    let after = try #require(text.range(of: marker)).upperBound
    let start = try #require(text.range(of: "```swift\n", range: after..<text.endIndex))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound]) + "\n"
  }

  /// Makes the sample package from a manifest (beside a `PopKit` link to this repository, as
  /// its `.package(path: "../PopKit")` expects) and loads it as a build would, without
  /// building: SwiftPM's warnings about the package's files.
  ///
  /// - Parameters:
  ///   - manifest: The `Package.swift` text.
  ///   - swift: The `swift` executable.
  /// - Returns: The exit status and standard error of `swift build --print-manifest-job-graph`.
  /// - Throws: A file or process error.
  static func load(_ manifest: String, swift: String) throws -> (status: Int32, errors: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("popkit-sample-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("MyApp")
    let files = [
      "Package.swift": manifest,
      "Sources/MyApp/MyApp.swift": "import PopKit\n",
      "Tests/MyAppTests/CardSnapshotTests.swift": "import PopKitTesting\n",
      "Tests/MyAppTests/Snapshots/card-slides-in-and-back.csv":
        "frame,time,key,object,property,value,velocity,done\n0,0,x,Card 1,x,0,0,false\n",
    ]
    for (path, contents) in files {
      let url = package.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("PopKit"), withDestinationURL: root)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swift)
    process.arguments = ["build", "--print-manifest-job-graph"]
    process.currentDirectoryURL = package
    let errorsURL = folder.appendingPathComponent("errors.txt")
    _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
    let errors = try FileHandle(forWritingTo: errorsURL)
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try errors.close()
    // Read by its handle: Foundation's String(contentsOf:) leaks its 4 KiB buffer when the
    // file is empty (LeakSanitizer reports it), and no warning is an empty file.
    let reader = try FileHandle(forReadingFrom: errorsURL)
    defer { try? reader.close() }
    let text = String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self)
    return (process.terminationStatus, text)
  }

  @Test(
    "finding 21: the article's sample manifest excludes Snapshots and SwiftPM loads it without a warning",
    .enabled(if: swift != nil, "no swift on the PATH"))
  func finding21SampleHasNoWarning() throws {
    let swift = try #require(Self.swift)
    let manifest = try Self.manifest()
    #expect(manifest.contains("exclude: [\"Snapshots\"]"))
    // The landing page's fragment of a test target says the same.
    let landing = try String(
      contentsOf: Self.article.deletingLastPathComponent().appendingPathComponent(
        "PopKitTesting.md"),
      encoding: .utf8)
    #expect(
      landing.contains(
        "dependencies: [\"MyApp\", .product(name: \"PopKitTesting\", package: \"PopKit\")],\n  exclude: [\"Snapshots\"])"
      ))
    let loaded = try Self.load(manifest, swift: swift)
    #expect(loaded.status == 0, "\(loaded.errors)")
    #expect(!loaded.errors.contains("unhandled"), "\(loaded.errors)")
    #expect(!loaded.errors.contains("warning"), "\(loaded.errors)")

    // Without the exclusion, the same package warns about its golden file: the check sees it.
    let without = manifest.replacingOccurrences(
      of: "exclude: [\"Snapshots\"]),", with: "),")
    #expect(without != manifest)
    let warned = try Self.load(without, swift: swift)
    #expect(warned.errors.contains("unhandled"), "\(warned.errors)")
    #expect(warned.errors.contains("card-slides-in-and-back.csv"))
  }
}
