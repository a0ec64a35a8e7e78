// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitInterchange
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// `popkit export --to swiftui|motion|compose|flutter --track NAME | --choreography NAME`: a track
/// or choreography as keyframe code, where the spring-only platforms refuse it.
@MainActor
@Suite("popkit export of tracks and choreographies as platform code")
struct ExportTrackCodeCommandTests {
  static let document = """
    {"popkit": 1,
     "springs": {"snappy": {"dampingRatio": 0.6, "response": 0.35}},
     "curves": {"standard": [0.2, 0, 0, 1]},
     "tracks": {"rise": {"from": 240, "keyframes": [
       {"kind": "linear", "to": 40, "duration": 0.3, "curve": "standard"},
       {"kind": "spring", "to": 0, "spring": "snappy"}]},
       "wobble": {"from": 0, "keyframes": [
         {"kind": "linear", "to": 1, "duration": 0.5, "curve": "easeOutElastic"}]}},
     "choreographies": {"open": {
       "targets": {"card": {"x": 20, "y": 400, "width": 320, "height": 200}},
       "tracks": [{"target": "card", "property": "y", "track": "rise"},
                  {"target": "card", "property": "opacity", "at": 0.2, "track": {"from": 0,
                   "keyframes": [{"kind": "linear", "to": 1, "duration": 0.2}]}}]}}}
    """

  /// Runs `popkit export` on the document with more arguments.
  private func export(_ arguments: [String]) throws -> CommandResultSummary {
    let folder = try makeTemporaryFolder("popkit-export-track-code")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("motion.json").path
    try Data(Self.document.utf8).write(to: URL(fileURLWithPath: path))
    let result = popkit(["export", path] + arguments)
    return CommandResultSummary(
      exitCode: result.exitCode, output: result.standardOutput, errors: result.standardError)
  }

  /// What a run left.
  struct CommandResultSummary {
    let exitCode: Int32
    let output: String
    let errors: String
  }

  @Test(
    "--to swiftui --track rise, the newcomer's first request, writes a KeyframeTrack with the spring's duration and start velocity"
  )
  func swiftUITrack() throws {
    let result = try export(["--to", "swiftui", "--track", "rise"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("// popkit: track \"rise\""))
    #expect(result.output.contains("KeyframeTrack(\\.value) {"))
    #expect(result.output.contains("SpringKeyframe(0, duration: "))
    #expect(result.output.contains("// baked: nothing"))
    #expect(result.errors.isEmpty)
  }

  @Test(
    "each platform writes the choreography, one field per target property; a baked ease's error goes to standard error",
    arguments: ["swiftui", "motion", "compose", "flutter"])
  func choreography(_ platform: String) throws {
    let result = try export(["--to", platform, "--choreography", "open"])
    #expect(result.exitCode == 0, "\(result.errors)")
    let text = result.output.lowercased()
    #expect(text.contains("cardy") && text.contains("cardopacity"))
    let baked = try export(["--to", platform, "--track", "wobble"])
    #expect(baked.exitCode == 0)
    #expect(baked.output.contains("elastic ease"))
    #expect(baked.errors.contains("\(platform): worst baked error"), "\(baked.errors)")
  }

  @Test("the spring-only platforms refuse a track, naming the flag")
  func springOnly() throws {
    for platform in ["uikit", "android", "react-spring"] {
      let result = try export(["--to", platform, "--track", "rise"])
      #expect(result.exitCode == 2)
      #expect(
        result.errors == "popkit export: --track: \(platform) exports springs, not a lone track\n")
    }
  }
}
