// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

@Suite("Loading a motion document")
struct MotionDocumentLoadingTests {
  @Test("The issue's example loads: each spring model is PopKit's spring of that model")
  func exampleSprings() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    #expect(try document.spring(named: "snappy") == Spring(bounciness: 8, speed: 12))
    #expect(try document.spring(named: "sheet") == Spring(duration: 0.5, bounce: 0.2))
    #expect(try document.spring(named: "raw") == Spring(tension: 300, friction: 10))
    #expect(try document.spring(named: "ca") == Spring(tension: 170, friction: 26))
    #expect(try document.spring(named: "ios") == Spring(dampingRatio: 0.8, response: 0.4))
    #expect(try document.curve(named: "standard") == TimingCurve(x1: 0.2, y1: 0, x2: 0, y2: 1))
    #expect(try document.curve(named: "out") == .easeOut)
    #expect(try document.curve(named: "easeIn") == .easeIn)
  }

  @Test("A keyframe track resolves to PopKit's KeyframeTrack of the same steps")
  func fadeTrack() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let fade = try document.track(named: "fade")
    let reference = KeyframeTrack(
      from: 0.0,
      [
        .linear(1, duration: 0.3, timingCurve: TimingCurve(x1: 0.2, y1: 0, x2: 0, y2: 1)),
        .spring(0.5, duration: 0.8, spring: Spring(bounciness: 8, speed: 12), startVelocity: 2),
        .cubic(0.2, duration: 0.4, startVelocity: 0, endVelocity: 0),
        .move(1),
      ])
    #expect(fade.duration == reference.duration)
    expectClose(fade.duration, 1.5, absolute: 1e-12)
    for step in 0...150 {
      let time = Double(step) / 100
      #expect(fade.value(at: time) == [reference.value(at: time)])
      #expect(fade.velocity(at: time) == [reference.velocity(at: time)])
    }
    #expect(fade.segments.count == 3)
    #expect(fade.segments.map(\.startTime) == [0, 0.3, 1.1])
    #expect(fade.segments[1].startVelocity == [2])
    // The cubic segment ends at 0.2 from inside; the move makes the track's end 1.
    #expect(fade.segments[2].endValue == [0.2])
    #expect(fade.value(inSegment: 2, at: 1.5) == [0.2])
    #expect(fade.value(at: 1.5) == [1])
  }

  @Test("A path track is PopKit's PathTrack of the same data, duration and curve")
  func pathTrack() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let fly = try document.track(named: "fly")
    let reference = PathTrack(
      along: try MotionPath(svg: "M0 0 C 80 -200 240 -200 320 0"), duration: 1.2,
      timingCurve: .easeInEaseOut)
    #expect(fly.componentCount == 2)
    for step in 0...12 {
      let time = Double(step) / 10
      let point = reference.value(at: time)
      #expect(fly.value(at: time) == [Double(point.x), Double(point.y)])
    }
    #expect(fly.segments.count == 1)
    #expect(fly.segments[0].endValue == [320, 0])
  }

  @Test("A choreography's placements resolve with their targets, properties and starts")
  func placements() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let placements = try document.placements(ofChoreography: "open")
    #expect(placements.map(\.target) == ["card", "card"])
    #expect(placements.map(\.property) == ["y", "opacity"])
    #expect(placements.map(\.at) == [0.1, 0])
    try expectClose(document.duration(ofChoreography: "open"), 1.6, absolute: 1e-12)
  }

  @Test(
    "Errors name the place and the rule",
    arguments: [
      (
        #""duration": 0.4, "startVelocity": 0"#, #""duration": -1, "startVelocity": 0"#,
        "tracks.fade.keyframes[2].duration: must be 0 or in 1e-6...1e6 seconds"
      ),
      (
        #""target": "card", "property": "opacity""#, #""target": "crad", "property": "opacity""#,
        "choreographies.open.tracks[1].target: no target \"crad\""
      ),
      (
        #""kind": "move", "to": 1}"#, #""kind": "move", "to": 1, "tu": 2}"#,
        "tracks.fade.keyframes[3].tu: unknown key"
      ),
      (
        #""popkit": 1"#, #""popkit": 2"#,
        "popkit: the document is format version 2, newer than this PopKit reads (1); update PopKit"
      ),
      (
        #""popkit": 1"#, #""popkit": 1e308"#,
        "popkit: the document is format version 1e+308, newer than this PopKit reads (1); "
          + "update PopKit"
      ),
      (
        #""spring": "snappy""#, #""spring": "snapy""#,
        "tracks.fade.keyframes[1].spring: no spring \"snapy\""
      ),
      (
        #""curve": "standard""#, #""curve": "standrd""#,
        "tracks.fade.keyframes[0].curve: no curve \"standrd\""
      ),
      (
        #""property": "y""#, #""property": "position""#,
        "choreographies.open.tracks[0].track: property \"position\" takes 2 components; the track has 1"
      ),
      (#""bounciness": 8"#, #""bounciness": 80"#, "springs.snappy.bounciness: must be in 0...42.5"),
      (#""speed": 12"#, #""speed": 1e308"#, "springs.snappy.speed: must be in 0...1000"),
      (
        #""response": 0.4"#, #""response": 1e-320"#, "springs.ios.response: must be in 0.001...1000"
      ),
      (#""mass": 1}"#, #""mass": 1e-320}"#, "springs.raw.mass: must be in 1e-06...1000000"),
      (
        #""kind": "cubic""#, #""kind": "cubik""#,
        "tracks.fade.keyframes[2].kind: unknown kind \"cubik\" (known: linear, cubic, spring, move)"
      ),
      (#"C 80 -200"#, #"C 80 -200 Q"#, "tracks.fly.path: at offset 15: a number"),
      (
        #""to": 0.5"#, #""to": [0.5, 1]"#,
        "tracks.fade.keyframes[1].to: has 2 components; the track's from has 1"
      ),
      (
        "\"size\": [360, 640]", "\"size\": [360, 640],",
        "line 3, column 22: expected a key in quotes"
      ),
    ])
  func errors(original: String, replacement: String, expected: String) {
    let text = ExampleDocument.text.replacingOccurrences(of: original, with: replacement)
    #expect(text != ExampleDocument.text)
    do {
      _ = try MotionDocument(json: text)
      Issue.record("no error for \(replacement)")
    } catch {
      #expect(error.description.hasPrefix(expected), "got \(error.description)")
    }
  }

  @Test("A spring keyframe that never settles without a duration names its keyframe")
  func neverSettles() {
    let text = """
      {"popkit": 1, "tracks": {"t": {"from": 0, "keyframes": [
        {"kind": "spring", "to": 1, "spring": {"tension": 100, "friction": 0}}]}}}
      """
    #expect {
      _ = try MotionDocument(json: text)
    } throws: { error in
      "\(error)".hasPrefix("tracks.t.keyframes[0]: spring settling duration must be finite")
    }
  }

  @Test("Written out and read back, a document is equal; Codable gives the same document")
  func roundTrip() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let again = try MotionDocument(json: document.jsonText)
    #expect(again == document)
    #expect(again.jsonText == document.jsonText)
    let data = try JSONEncoder().encode(document)
    let decoded = try JSONDecoder().decode(MotionDocument.self, from: data)
    #expect(decoded == document)
  }

  @Test("Codable decoding reports the place and rule of a problem")
  func codableError() {
    let text = ExampleDocument.text.replacingOccurrences(of: "\"at\": 0.1", with: "\"at\": -1")
    #expect {
      _ = try JSONDecoder().decode(MotionDocument.self, from: Data(text.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == "choreographies.open.tracks[0].at: must be in 0...1e6 seconds (Choreography.maximumDuration)"
    }
  }
}
