// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit trace --choreography")
struct ChoreographyTraceTests {
  /// A spring keyframe and a cubic, a vector, a linear track placed late (`show`, whose reduced
  /// variant is `line`), and a linear track (0 → 100 in 1 s, linear; `line`) whose value is
  /// 100 × progress everywhere, its tangent included.
  static let document = """
    {"popkit": 1, "size": [360, 640],
     "springs": {"snappy": {"bounciness": 8, "speed": 12}},
     "choreographies": {
       "show": {"targets": {"card": {"x": 0, "y": 0, "width": 10, "height": 10},
                            "dot": {"x": 0, "y": 0, "width": 2, "height": 2}},
         "tracks": [
           {"target": "card", "property": "y", "track": {"from": 240, "keyframes": [
             {"kind": "spring", "to": 40, "spring": "snappy", "duration": 0.4},
             {"kind": "cubic", "to": 0, "duration": 0.3}]}},
           {"target": "dot", "property": "offset", "track": {"from": [0, 10], "keyframes": [
             {"kind": "linear", "to": [30, -20], "duration": 0.5, "curve": "easeInEaseOut"}]},
            "at": 0.2},
           {"target": "card", "property": "opacity", "track": {"from": 0, "keyframes": [
             {"kind": "linear", "to": 1, "duration": 0.25}]}, "at": 0.1}],
         "reduced": "line"},
       "line": {"targets": {"bar": {"x": 0, "y": 0, "width": 1, "height": 1}},
         "tracks": [{"target": "bar", "property": "x", "track": {"from": 0, "keyframes": [
           {"kind": "linear", "to": 100, "duration": 1}]}}]}}}
    """

  /// A folder of its own with the document in it, removed afterwards.
  private func withDocument(_ body: (String) throws -> Void) throws {
    let folder = try makeTemporaryFolder("popkit-trace-choreography")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("motion.json").path
    try Data(Self.document.utf8).write(to: URL(fileURLWithPath: path))
    try body(path)
  }

  /// The frames of a JSON trace: per frame its time and each property's value and velocity
  /// by "target.property".
  private struct Frames {
    var times: [Double] = []
    var values: [[String: [Double]]] = []
    var velocities: [[String: [Double]]] = []
    var finished: String?

    /// Read with PopKit's own parser, which reads every number back exactly (Foundation's
    /// may not).
    init(_ text: String) throws {
      guard case .object(let members) = try JSONParser.parse(Array(text.utf8)) else {
        throw Malformed()
      }
      let json = Dictionary(members, uniquingKeysWith: { first, _ in first })
      if case .string(let end) = json["finished"] { finished = end }
      guard case .array(let list) = json["frames"] else { throw Malformed() }
      for case .object(let frameMembers) in list {
        let frame = Dictionary(frameMembers, uniquingKeysWith: { first, _ in first })
        guard case .number(let time) = frame["time"],
          case .array(let properties) = frame[
            "properties"]
        else { throw Malformed() }
        times.append(time)
        var values: [String: [Double]] = [:]
        var velocities: [String: [Double]] = [:]
        for case .object(let propertyMembers) in properties {
          let property = Dictionary(propertyMembers, uniquingKeysWith: { first, _ in first })
          guard case .string(let target) = property["target"],
            case .string(let name) = property["property"]
          else { throw Malformed() }
          values["\(target).\(name)"] = numbers(property["value"])
          velocities["\(target).\(name)"] = numbers(property["velocity"])
        }
        self.values.append(values)
        self.velocities.append(velocities)
      }
    }

    /// The numbers of a JSON array.
    private func numbers(_ value: JSONValue?) -> [Double] {
      guard case .array(let items) = value else { return [] }
      return items.compactMap { item in
        if case .number(let number) = item { return number }
        return nil
      }
    }
  }

  /// A trace that is not the documented shape.
  private struct Malformed: Error {}

  /// The resolved tracks of a choreography by "target.property", with their starts.
  private func tracks(_ name: String) throws -> [String: ResolvedPlacement] {
    let document = try MotionDocument(json: Self.document)
    var result: [String: ResolvedPlacement] = [:]
    for placement in try document.placements(ofChoreography: name) {
      result["\(placement.target).\(placement.property)"] = placement
    }
    return result
  }

  @Test("played: each frame's values and velocities are the tracks' at the frame's time")
  func playedFramesAreTheTracks() throws {
    try withDocument { path in
      let result = popkit(["trace", path, "--choreography", "show", "--format", "json"])
      #expect(result.exitCode == 0, "\(result.standardError)")
      let frames = try Frames(result.standardOutput)
      let placements = try tracks("show")
      let duration = placements.values.map { $0.at + $0.track.duration }.max() ?? 0
      // 0.7 s at 60 fps: frames 0 to 42, the last one at the end.
      #expect(frames.times.count == 43)
      #expect(frames.finished == "end")
      for (index, time) in frames.times.enumerated() {
        #expect(time == Double(index) / 60)
        let arrived = index == frames.times.count - 1
        let choreographyTime = min(time, duration)
        for (name, placement) in placements {
          let local = min(max(choreographyTime - placement.at, 0), placement.track.duration)
          let inside =
            choreographyTime >= placement.at
            && choreographyTime <= placement.at
              + placement.track.duration
          let value = try #require(frames.values[index][name])
          let velocity = try #require(frames.velocities[index][name])
          let expectedVelocity =
            arrived || !inside
            ? Array(repeating: 0.0, count: value.count) : placement.track.velocity(at: local)
          // The same track at the same time: the same numbers, to the last bit.
          #expect(value == placement.track.value(at: local), "\(name) at \(time)")
          #expect(velocity == expectedVelocity, "\(name) at \(time)")
        }
      }
    }
  }

  @Test("a seek while playing continues from there; a reverse turns back from the last frame")
  func seekAndReverse() throws {
    try withDocument { path in
      let result = popkit([
        "trace", path, "--choreography", "line", "--fps", "10", "--format", "json", "--script",
        "0:play; 0.5:seek 0.2; 0.8:reverse",
      ])
      #expect(result.exitCode == 0, "\(result.standardError)")
      let frames = try Frames(result.standardOutput)
      // Frames 0-4 play 0-0.4; the seek puts frame 5 at 0.2, then on to 0.4 at frame 7; the
      // reverse turns at frame 7 (0.4) and runs back to the start, 0.4 s later at frame 11.
      let times = [0, 0.1, 0.2, 0.3, 0.4, 0.2, 0.3, 0.4, 0.3, 0.2, 0.1, 0]
      let signs: [Double] = [1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, 0]
      #expect(frames.times.count == times.count)
      #expect(frames.finished == "start")
      for index in 0..<min(times.count, frames.times.count) {
        let value = try #require(frames.values[index]["bar.x"])
        let velocity = try #require(frames.velocities[index]["bar.x"])
        expectClose(value[0], 100 * times[index], absolute: 1e-9)
        #expect(velocity[0] == 100 * signs[index])
      }
    }
  }

  @Test("a release follows the closed-form spring of the progress from the last frame")
  func releaseIsTheClosedFormSpring() throws {
    try withDocument { path in
      let result = popkit([
        "trace", path, "--choreography", "line", "--fps", "60", "--format", "json", "--script",
        "0:progress 0.3; 0.05:release end 2.5",
      ])
      #expect(result.exitCode == 0, "\(result.standardError)")
      let frames = try Frames(result.standardOutput)
      #expect(frames.finished == "end")
      // The release is given before frame 3 (0.05 s) and starts at frame 2's instant, from
      // progress 0.3 with 2.5 progress/s, on the player's default spring.
      let spring = Spring.smooth
      let start = 2.0 / 60
      for index in 0...2 {
        #expect(frames.values[index]["bar.x"] == [30])
        #expect(frames.velocities[index]["bar.x"] == [0])
      }
      let last = frames.times.count - 1
      #expect(last > 10)
      for index in 3..<last {
        let elapsed = frames.times[index] - start
        let progress =
          1 + spring.displacement(at: elapsed, initialDisplacement: -0.7, initialVelocity: 2.5)
        let speed = spring.velocity(at: elapsed, initialDisplacement: -0.7, initialVelocity: 2.5)
        let value = try #require(frames.values[index]["bar.x"])
        let velocity = try #require(frames.velocities[index]["bar.x"])
        expectClose(value[0], 100 * progress, absolute: 1e-9, relative: 1e-12)
        expectClose(velocity[0], 100 * speed, absolute: 1e-9, relative: 1e-12)
      }
      #expect(frames.values[last]["bar.x"] == [100])
      #expect(frames.velocities[last]["bar.x"] == [0])
    }
  }

  @Test("--reduced-motion plays the reduced variant with motion; without one, the end at once")
  func reducedMotion() throws {
    try withDocument { path in
      let variant = popkit([
        "trace", path, "--choreography", "show", "--reduced-motion", "--fps", "10", "--format",
        "json",
      ])
      #expect(variant.exitCode == 0, "\(variant.standardError)")
      let frames = try Frames(variant.standardOutput)
      #expect(frames.times.count == 11)
      #expect(frames.finished == "end")
      for (index, values) in frames.values.enumerated() {
        #expect(Array(values.keys) == ["bar.x"])
        expectClose(values["bar.x"]?[0] ?? .nan, 10 * Double(index), absolute: 1e-9)
      }
      let plain = popkit([
        "trace", path, "--choreography", "line", "--reduced-motion", "--format", "json",
      ])
      let jumped = try Frames(plain.standardOutput)
      #expect(jumped.times.count == 1)
      #expect(jumped.values[0]["bar.x"] == [100])
      #expect(jumped.finished == "end")
    }
  }

  @Test("CSV: one line per frame and property, padded to the widest property")
  func csvShape() throws {
    try withDocument { path in
      let result = popkit(["trace", path, "--choreography", "show", "--fps", "10"])
      #expect(result.exitCode == 0, "\(result.standardError)")
      let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(
        lines[0]
          == "frame,time,target,property,value0,value1,velocity0,velocity1")
      #expect(lines[1] == "0,0,card,y,240,,0,")
      #expect(lines[2].hasPrefix("0,0,dot,offset,0,10,0,0"))
      #expect(lines[3].hasPrefix("0,0,card,opacity,0,,0,"))
      // 0.7 s at 10 fps: 8 frames of 3 properties, a header and a final newline.
      #expect(lines.count == 1 + 8 * 3 + 1)
    }
  }

  @Test("without rest within --max-frames: a note, and finished is null")
  func frameLimit() throws {
    try withDocument { path in
      let result = popkit([
        "trace", path, "--choreography", "line", "--max-frames", "3", "--format", "json",
      ])
      #expect(result.exitCode == 0)
      let frames = try Frames(result.standardOutput)
      #expect(frames.times.count == 3)
      #expect(frames.finished == nil)
      #expect(result.standardOutput.contains("\"finished\": null"))
      #expect(result.standardError.contains("did not come to rest within 3 frames"))
    }
  }

  @Test("a paused player with no command left ends the run; a stop does too")
  func restWithoutCommands() throws {
    try withDocument { path in
      let result = popkit([
        "trace", path, "--choreography", "line", "--fps", "10", "--format", "json", "--script",
        "0:play; 0.3:pause",
      ])
      let frames = try Frames(result.standardOutput)
      // Frame 3 renders nothing new (the pause came first), and the run ends there.
      #expect(frames.times.count == 4)
      #expect(frames.values[3]["bar.x"] == frames.values[2]["bar.x"])
      #expect(frames.velocities[3]["bar.x"] == [0])
      #expect(frames.finished == nil)
    }
  }

  @Test(
    "script errors name the command and its position, exit 2",
    arguments: [
      (
        "0:play; 0.5:seek x",
        "command 2 \"0.5:seek x\": the seek time \"x\" must be a finite number"
      ),
      ("0:play; 1:jump", "command 2 \"1:jump\": unknown command \"jump\""),
      ("play", "command 1 \"play\": expected TIME:COMMAND"),
      ("0:release up", "command 1 \"0:release up\": the destination \"up\" must be start, end"),
      ("0:rate 2e6", "command 1 \"0:rate 2e6\": the rate \"2e6\" must be a number in"),
      ("0:seek", "command 1 \"0:seek\": seek takes one argument"),
      ("1:play; 0.5:pause", "command 2 \"0.5:pause\": its time 0.5 s is before"),
      ("0:play;;1:pause", "command 2 \"\": empty"),
      ("-1:play", "command 1 \"-1:play\": the time \"-1\" must be a number in 0...1e6"),
      ("", "--script: empty"),
    ])
  func scriptErrors(script: String, message: String) throws {
    try withDocument { path in
      let result = popkit(["trace", path, "--choreography", "line", "--script", script])
      #expect(result.exitCode == 2)
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.contains(message), "\(result.standardError)")
    }
  }

  @Test("the script grammar: spaces, a trailing ';', every command and its arguments")
  func scriptGrammar() throws {
    let script = try PlayerScript.parse(
      " 0 : play ;0.5:seek 0.3; 0.8:reverse;1:pause; 1:rate -0.5;1.1:progress 0.25; "
        + "1.2:release nearest; 1.3:release start -3; 2:stop;")
    let actions: [PlayerScript.Action] = [
      .play, .seek(0.3), .reverse, .pause, .rate(-0.5), .progress(0.25),
      .release(.nearest, velocity: nil), .release(.start, velocity: -3), .stop,
    ]
    #expect(script.commands.map(\.action) == actions)
    #expect(script.commands.map(\.time) == [0, 0.5, 0.8, 1, 1, 1.1, 1.2, 1.3, 2])
  }

  @Test("an unknown choreography lists the document's; the choreography's flags need it")
  func usageErrors() throws {
    try withDocument { path in
      let unknown = popkit(["trace", path, "--choreography", "nope"])
      #expect(unknown.exitCode == 2)
      #expect(unknown.standardError.contains("no choreography \"nope\""))
      #expect(unknown.standardError.contains("(known: \"line\", \"show\")"))
      let alone = popkit(["trace", "--script", "0:play"])
      #expect(alone.exitCode == 2)
      #expect(alone.standardError.contains("--script is for a choreography"))
      let reduced = popkit(["trace", "spring", "--reduced-motion"])
      #expect(reduced.exitCode == 2)
      #expect(reduced.standardError.contains("--reduced-motion is for a choreography"))
      let other = popkit(["trace", path, "--choreography", "line", "--to", "3"])
      #expect(other.exitCode == 2)
      #expect(other.standardError.contains("--to is not used by a choreography"))
    }
  }
}
