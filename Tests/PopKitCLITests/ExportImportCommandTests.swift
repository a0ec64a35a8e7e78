// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// `popkit export` and `popkit import`: what they write, what they refuse, and that a rejected
/// document writes nothing.
@MainActor
@Suite("popkit export and import")
struct ExportImportCommandTests {
  static let document = """
    {"popkit": 1, "size": [360, 640],
     "springs": {"snappy": {"bounciness": 8, "speed": 12}, "wobble": {"tension": 100, "friction": 0}},
     "curves": {"standard": [0.2, 0, 0, 1]},
     "tracks": {"fade": {"from": 0, "keyframes": [
       {"kind": "linear", "to": 1, "duration": 0.3, "curve": "standard"},
       {"kind": "spring", "to": 0.5, "spring": "snappy", "duration": 0.8}]}},
     "choreographies": {
       "open": {"targets": {"card": {"x": 20, "y": 400, "width": 320, "height": 200}},
         "tracks": [{"target": "card", "property": "opacity", "track": "fade", "at": 0.1}]},
       "close": {"targets": {"card": {"x": 20, "y": 400, "width": 320, "height": 200}},
         "tracks": [{"target": "card", "property": "y", "track": "fade"}]}}}
    """

  /// A folder of its own with the document in it, removed afterwards.
  private func withDocument(
    _ text: String = document, _ body: (String) throws -> Void
  ) throws {
    let folder = try makeTemporaryFolder("popkit-export")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("motion.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try body(path)
  }

  @Test("Each format's output is what PopKitInterchange exports for the same selection")
  func formats() throws {
    let loaded = try MotionDocument(json: Self.document)
    try withDocument { path in
      let cases: [(String, [String], MotionExport.Format, MotionExport.Selection)] = [
        ("css", ["--choreography", "open"], .css, .choreography("open")),
        ("html", ["--choreography", "close"], .html, .choreography("close")),
        ("waapi", ["--choreography", "open"], .waapi, .choreography("open")),
        ("lottie", ["--choreography", "open"], .lottie, .choreography("open")),
        ("tokens", ["--spring", "snappy"], .tokens, .spring("snappy")),
        ("swiftui", ["--spring", "snappy"], .swiftui, .spring("snappy")),
        ("compose", ["--spring", "snappy"], .compose, .spring("snappy")),
        ("css", ["--spring", "snappy"], .css, .spring("snappy")),
      ]
      for (format, selection, expectedFormat, expectedSelection) in cases {
        let result = popkit(["export", path, "--to", format] + selection)
        #expect(result.exitCode == 0, "\(format): \(result.standardError)")
        let expected = try MotionExport.export(loaded, to: expectedFormat, expectedSelection)
        #expect(result.standardOutput == expected.text, "\(format)")
        let notes = expected.notes.map { "popkit export: \($0)\n" }.joined()
        #expect(result.standardError == notes, "\(format)")
      }
    }
  }

  @Test("Lottie reports its keyframes and worst error on standard error; --fps sets fr")
  func lottieSummary() throws {
    try withDocument { path in
      let result = popkit([
        "export", path, "--to", "lottie", "--choreography", "open", "--fps", "30",
      ])
      #expect(result.exitCode == 0)
      #expect(result.standardOutput.hasPrefix("{\"v\": \"5.7.0\", \"nm\": \"open\", \"fr\": 30,"))
      #expect(result.standardError.hasPrefix("popkit export: lottie: "))
      #expect(
        result.standardError.contains("keyframes") && result.standardError.contains("worst error"))
    }
  }

  /// A refused command line: its words after the file, its exit status, and its message
  /// (`PATH` stands for the file; `nil` checks only that there is one line).
  struct Refusal: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let message: String?
    var testDescription: String { arguments.joined(separator: " ") }
  }

  nonisolated static let refusalCases: [Refusal] = [
    Refusal(
      arguments: ["--to", "css"], status: 2,
      message: "popkit export: --choreography: the document has 2 choreographies; name one "
        + "(known: \"close\", \"open\")\n"),
    Refusal(
      arguments: ["--to", "css", "--choreography", "opne"], status: 2,
      message: "popkit export: --choreography: no choreography \"opne\" (known: "
        + "\"close\", \"open\")\n"),
    Refusal(
      arguments: ["--to", "lottie", "--track", "fade"], status: 2,
      message: "popkit export: --track: lottie exports a choreography, not a lone track\n"),
    Refusal(
      arguments: ["--to", "uikit", "--track", "fade"], status: 2,
      message: "popkit export: --track: uikit exports springs, not a lone track\n"),
    Refusal(
      arguments: ["--to", "tokens", "--spring", "nope"], status: 2,
      message: "popkit export: --spring: no spring \"nope\" (known: \"snappy\", \"wobble\")\n"),
    Refusal(
      arguments: ["--to", "tokens", "--spring", "wobble"], status: 1,
      message: "popkit export: PATH: springs.wobble: never settles within 0.001 of its target "
        + "(or only after an hour), so it has no duration token; give it friction or use "
        + "--spring-type proposed\n"),
    Refusal(
      arguments: ["--to", "css", "--choreography", "open", "--spring", "snappy"], status: 2,
      message: "popkit export: give one of --choreography, --track and --spring; got "
        + "--choreography and --spring\n"),
    Refusal(
      arguments: ["--to", "html", "--fps", "30"], status: 2,
      message: "popkit export: --fps is for --to lottie; html has no frame rate\n"),
    Refusal(arguments: ["--to", "gif"], status: 2, message: nil),
    Refusal(
      arguments: ["--to", "css", "--choreography", "open", "--engine"], status: 2,
      message: "popkit export: --engine is for --to html\n"),
  ]

  @Test(
    "finding 25: --choreography nope and --to swiftui --track rise are wrong flag values: exit 2, one line blaming the flag"
  )
  func wrongSelectionIsUsage() throws {
    try withDocument { path in
      let cases: [([String], String)] = [
        (
          ["--to", "css", "--choreography", "nope"],
          "popkit export: --choreography: no choreography \"nope\" (known: \"close\", "
            + "\"open\")\n"
        ),
        (
          ["--to", "swiftui", "--track", "rise"],
          "popkit export: --track: no track \"rise\" (known: \"fade\")\n"
        ),
      ]
      for (arguments, message) in cases {
        let result = popkit(["export", path] + arguments)
        #expect(result.exitCode == 2)
        #expect(result.standardError == message)
        #expect(!result.standardError.contains("springs:"))
        #expect(result.standardOutput.isEmpty && result.files.isEmpty)
      }
    }
  }

  @Test(
    "Bad input is one line naming what is wrong, with the exit status of its kind",
    arguments: refusalCases)
  func refusals(_ refusal: Refusal) throws {
    try withDocument { path in
      let result = popkit(["export", path] + refusal.arguments)
      #expect(result.exitCode == refusal.status)
      #expect(result.standardOutput.isEmpty)
      #expect(result.files.isEmpty)
      #expect(result.standardError.hasPrefix("popkit export: "))
      #expect(result.standardError.filter { $0 == "\n" }.count == 1)
      if let message = refusal.message {
        #expect(result.standardError == message.replacingOccurrences(of: "PATH", with: path))
      }
    }
  }

  @Test(
    "--to html --engine without a built engine (no .build/web where it runs): exit 1, one line saying to run Scripts/build-web",
    .enabled(if: popkitBinary != nil, "the popkit executable was not built next to the tests"))
  func engineMissing() throws {
    let binary = try #require(popkitBinary)
    try withDocument { path in
      let folder = try makeTemporaryFolder("popkit-engine")
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try launchPopkit(
        binary, ["export", path, "--to", "html", "--choreography", "open", "--engine"], in: folder)
      #expect(run.status == 1)
      #expect(run.output.isEmpty)
      #expect(
        run.error
          == "popkit export: --engine needs the web engine in .build/web (popkit.mjs and "
          + "popkit.wasm); run Scripts/build-web first\n")
    }
  }

  @Test("A rejected document writes nothing and names the place and rule")
  func rejectedDocument() throws {
    let bad = Self.document.replacingOccurrences(of: "\"at\": 0.1", with: "\"at\": -0.1")
    try withDocument(bad) { path in
      let result = popkit(["export", path, "--to", "css", "--choreography", "open", "-o", "x.css"])
      #expect(result.exitCode == 1)
      #expect(result.files.isEmpty)
      #expect(
        result.standardError
          == "popkit export: \(path): choreographies.open.tracks[0].at: must be in 0...1e6 seconds "
          + "(Choreography.maximumDuration)\n")
    }
  }

  @Test("A missing file, a folder, or a file that is not UTF-8 is refused, naming it")
  func unreadable() throws {
    let missing = popkit(["export", "/nonexistent/motion.json", "--to", "css"])
    #expect(missing.exitCode == 1)
    #expect(
      missing.standardError
        == "popkit export: cannot read '/nonexistent/motion.json': No such file or directory\n")
    let folder = popkit(["import", NSTemporaryDirectory()])
    #expect(folder.standardError.hasSuffix("it is a directory\n"))
    try withDocument(String(decoding: [0x7B, 0xFF, 0x7D], as: UTF8.self)) { path in
      // (String(decoding:) repaired the byte; write the raw byte instead.)
      try Data([0x7B, 0xFF, 0x7D]).write(to: URL(fileURLWithPath: path))
      let result = popkit(["import", path])
      #expect(result.exitCode == 1)
      #expect(result.standardError == "popkit import: cannot read '\(path)': not UTF-8 text\n")
    }
  }

  @Test("--output names the file written, whole; without it the output is printed")
  func output() throws {
    try withDocument { path in
      let result = popkit([
        "export", path, "--to", "waapi", "--choreography", "open", "-o", "a.json",
      ])
      #expect(result.exitCode == 0)
      #expect(result.files.map(\.path) == ["a.json"])
      let bytes = result.files.first?.contents.utf8.count ?? 0
      #expect(result.standardOutput == "wrote a.json: waapi export, \(bytes) bytes\n")
      let printed = popkit(["export", path, "--to", "waapi", "--choreography", "open"])
      #expect(result.files.first?.contents == printed.standardOutput)
    }
  }

  @Test("import reads tokens and Lottie (detected), and export → import gives the segments back")
  func importRoundTrip() throws {
    try withDocument { path in
      let tokens = popkit(["export", path, "--to", "tokens", "--spring-type", "proposed"])
      try Data(tokens.standardOutput.utf8).write(to: URL(fileURLWithPath: path + ".tokens"))
      let fromTokens = popkit(["import", path + ".tokens"])
      #expect(fromTokens.exitCode == 0)
      let springs = try MotionDocument(json: fromTokens.standardOutput)
      #expect(try springs.spring(named: "spring.snappy") == Spring(bounciness: 8, speed: 12))
      #expect(fromTokens.standardError.isEmpty)
      #expect(
        tokens.standardError
          == "popkit export: tracks.fade: segment 1 (spring) has no transition token\n")

      let lottie = popkit(["export", path, "--to", "lottie", "--choreography", "close"])
      try Data(lottie.standardOutput.utf8).write(to: URL(fileURLWithPath: path + ".lottie"))
      let fromLottie = popkit(["import", path + ".lottie"])
      #expect(fromLottie.exitCode == 0, "\(fromLottie.standardError)")
      let imported = try MotionDocument(json: fromLottie.standardOutput)
      let original = try MotionDocument(json: Self.document).track(named: "fade").segments[0]
      let placement = try #require(imported.placements(ofChoreography: "close").first)
      let segment = try #require(placement.track.segments.first)
      #expect(segment.shape == original.shape)
      expectClose(segment.duration, original.duration, absolute: 1e-9)
      #expect(segment.endValue.count == 1)
      // The card's y offset comes back as a position offset of the same size.
      expectClose(segment.endValue[0], 1, absolute: 1e-9)
    }
  }
}
