// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

/// A Lottie file of one or more layers on a 200 × 100 stage at 30 fps.
func lottieFile(_ layers: String, rate: Double = 30) -> String {
  #"{"v": "5.7.0", "nm": "demo", "fr": \#(rate), "ip": 0, "op": 60, "w": 200, "h": 100, "layers": [\#(layers)]}"#
}

/// A shape layer: a 20 × 20 red square in a group, with the transform given.
func lottieLayer(_ name: String, _ transform: String, extra: String = "") -> String {
  #"{"ty": 4, "nm": "\#(name)", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {\#(transform)}, "shapes": [{"ty": "gr", "it": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]\#(extra)}"#
}

@Suite("Lottie import")
struct LottieImportTests {
  @Test("A layer becomes a target at its rectangle; eased keyframes linear ones, a hold a move")
  func layer() throws {
    let transform =
      #""p": {"a": 1, "k": [{"t": 0, "s": [50, 50], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.6], "y": [1]}}, {"t": 30, "s": [150, 50], "h": 1}, {"t": 45, "s": [150, 80]}]}, "r": {"a": 1, "k": [{"t": 15, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 45, "s": [90]}]}, "s": {"a": 0, "k": [100, 100]}, "o": {"a": 0, "k": 100}"#
    let (document, notes) = try LottieImport.document(
      fromLottie: lottieFile(lottieLayer("ball", transform)))
    #expect(notes.isEmpty)
    #expect(document.size == [200, 100])
    let choreography = try #require(document.choreographies["demo"])
    #expect(
      choreography.targets["ball"]
        == MotionTarget(x: 40, y: 40, width: 20, height: 20, color: .color("#FF0000")))
    #expect(choreography.tracks.map(\.property) == ["position", "rotation"])
    let curve = MotionReference<MotionCurve>.inline(
      .bezier(TimingCurve(x1: 0.4, y1: 0, x2: 0.6, y2: 1)))
    #expect(
      choreography.tracks[0].track
        == .inline(
          .keyframes(
            from: .vector([0, 0]),
            [
              .linear(to: .vector([100, 0]), duration: 1, curve: curve),
              .linear(to: .vector([100, 0]), duration: 0.5, curve: nil),
              .move(to: .vector([100, 30])),
            ])))
    #expect(choreography.tracks[0].at == 0)
    #expect(
      choreography.tracks[1].track
        == .inline(
          .keyframes(from: .number(0), [.linear(to: .number(90), duration: 1, curve: nil)])))
    #expect(choreography.tracks[1].at == 0.5)
  }

  @Test("Dimensions that ease differently become x and y tracks")
  func perDimensionEasing() throws {
    let transform =
      #""p": {"a": 1, "k": [{"t": 0, "s": [50, 50], "o": {"x": [0, 0.5], "y": [0, 0]}, "i": {"x": [1, 0.5], "y": [1, 1]}}, {"t": 30, "s": [150, 70]}]}"#
    let (document, _) = try LottieImport.document(
      fromLottie: lottieFile(lottieLayer("a", transform)))
    let tracks = try #require(document.choreographies["demo"]).tracks
    #expect(tracks.map(\.property) == ["x", "y"])
    let half = MotionReference<MotionCurve>.inline(
      .bezier(TimingCurve(x1: 0.5, y1: 0, x2: 0.5, y2: 1)))
    #expect(
      tracks[0].track
        == .inline(
          .keyframes(from: .number(0), [.linear(to: .number(100), duration: 1, curve: nil)])))
    #expect(
      tracks[1].track
        == .inline(
          .keyframes(from: .number(0), [.linear(to: .number(20), duration: 1, curve: half)])))
  }

  @Test("Spatial tangents make path tracks timed by arc length with the keyframe's easing")
  func spatialTangents() throws {
    let transform =
      #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [50, 0], "ti": [0, -50], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 60, "s": [100, 100]}]}"#
    let (document, _) = try LottieImport.document(
      fromLottie: lottieFile(lottieLayer("a", transform), rate: 60))
    let tracks = try #require(document.choreographies["demo"]).tracks
    #expect(tracks.map(\.property) == ["position", "position"])
    #expect(
      tracks[0].track
        == .inline(
          .path("M0 0 C50 0 100 50 100 100", duration: 1, curve: .inline(.bezier(.easeInEaseOut)))))
    #expect(tracks[1].at == 1)
    // Played: the path's end at 1 s; at 0.5 s (eased half way) its arc-length middle, which is
    // the Bézier's middle B(1/2) = (68.75, 31.25), the curve being symmetric end for end.
    let placements = try document.placements(ofChoreography: "demo")
    #expect(placements[0].track.value(at: 1) == [100, 100])
    let middle = placements[0].track.value(at: 0.5)
    expectClose(middle[0], 68.75, absolute: 1e-6)
    expectClose(middle[1], 31.25, absolute: 1e-6)
  }

  @Test("What a document cannot hold is noted by layer; names are made unique")
  func notes() throws {
    let expression = #""r": {"a": 0, "k": 0, "x": "wiggle(2, 10)"}"#
    let extra =
      #", "masksProperties": [{"mode": "a"}], "ef": [{"ty": 5}], "parent": 2, "tm": {"a": 0, "k": 0}"#
    let layers = [
      lottieLayer("ball", expression, extra: extra),
      lottieLayer("ball", "").replacingOccurrences(
        of: #""ip": 0, "op": 60"#, with: #""ip": 12, "op": 60"#),
      #"{"ty": 3, "nm": "rig", "ks": {}}"#,
      #"{"ty": 4, "nm": "ring", "ks": {}, "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}}, {"ty": "st"}]}"#,
    ]
    let (document, notes) = try LottieImport.document(
      fromLottie: lottieFile(layers.joined(separator: ", ")))
    #expect(
      Set(try #require(document.choreographies["demo"]).targets.keys) == ["ball", "ball-2", "ring"])
    let text = notes.joined(separator: "\n")
    for expected in [
      #"layer "ball" (layers[0]): masks (layers[0].masksProperties) not imported"#,
      #"layer "ball" (layers[0]): effects (layers[0].ef) not imported"#,
      #"layer "ball" (layers[0]): its parent (layers[0].parent 2) is no layer of the file: parenting not imported"#,
      #"layer "ball" (layers[0]): time remapping (layers[0].tm) not imported"#,
      #"layer "ball" (layers[0]): its rotation has an expression (layers[0].ks.r.x): not run, its keyframes are imported"#,
      #"layer "rig" (layers[2]): a null layer is not imported (only shape layers)"#,
      #"layer "ring" (layers[3]): a stroke (layers[3].shapes[1]) is not imported"#,
      #"layer "ring" (layers[3]): has no fill: the target takes the exports' default colour"#,
    ] {
      #expect(text.contains(expected), "missing: \(expected)")
    }
    #expect(document.choreographies["demo"]?.targets["ring"]?.shape == .ellipse)
    // ball-2 is shown from frame 12: an opacity track, 0 until 0.4 s, then 1.
    let shown = try #require(
      document.choreographies["demo"]?.tracks.first { $0.target == "ball-2" })
    #expect(shown.property == "opacity")
    #expect(
      shown.track
        == .inline(
          .keyframes(
            from: .number(0),
            [.linear(to: .number(0), duration: 0.4, curve: nil), .move(to: .number(1))])))
  }

  @Test(
    "Malformed Lottie is an error naming the place, never a crash",
    arguments: [
      (
        #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": "a", "s": [1, 1]}]}"#,
        "layers[0].ks.p.k[1].t: must be a number"
      ),
      (
        #""p": {"a": 1, "k": [{"t": 5, "s": [0, 0]}, {"t": 2, "s": [1, 1]}]}"#,
        "layers[0].ks.p.k[1].t: must not be before the previous keyframe's"
      ),
      (
        #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [1.5], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 2, "s": [1, 1]}]}"#,
        "layers[0].ks.p.k[0].o.x: must be in 0...1"
      ),
      (
        #""p": {"a": 1, "k": [{"t": 0, "s": []}, {"t": 2, "s": [1, 1]}]}"#,
        "layers[0].ks.p.k[0].s: must have a component"
      ),
      (#""p": {"a": 0, "k": [3]}"#, "layers[0].ks.p.k: must have at least 2 components"),
      (
        #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 2, "s": [1]}]}"#,
        "layers[0].ks.p.k[1].s: has 1 components; the previous keyframe's has 2"
      ),
      (#""r": {"a": 1}"#, "layers[0].ks.r.k: is required"),
    ])
  func malformed(transform: String, message: String) {
    #expect(throws: (any Error).self) {
      try LottieImport.document(fromLottie: lottieFile(lottieLayer("a", transform)))
    }
    do {
      _ = try LottieImport.document(fromLottie: lottieFile(lottieLayer("a", transform)))
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("The file itself: not JSON, no frame rate, a bad size")
  func malformedFile() {
    let cases: [(String, String)] = [
      ("{", "line 1, column 2"),
      (#"{"w": 10, "h": 10, "layers": []}"#, "fr: is required"),
      (#"{"fr": 0, "w": 10, "h": 10, "layers": []}"#, "fr: must be > 0"),
      (#"{"fr": 30, "w": -1, "h": 10, "layers": []}"#, "w: must be > 0"),
      (#"{"fr": 30, "w": 10, "h": 10, "layers": {}}"#, "layers: must be an array"),
      ("[]", "(file): must be an object"),
    ]
    for (text, place) in cases {
      do {
        _ = try LottieImport.document(fromLottie: text)
        Issue.record("accepted \(text)")
      } catch {
        #expect(error.description.hasPrefix(place), "\(error) for \(text)")
      }
    }
  }

  @Test("Mutated files give a document or an error with a place, never a crash")
  func mutations() throws {
    let document = try MotionDocument(json: LottieFixtures.showcase)
    let valid = try LottieExport.animation(for: document, choreography: "show", framesPerSecond: 30)
      .json
    var generator = SeededGenerator(seed: 24)
    let alphabet = Array(#"{}[],:"0123456789.-eah tsoik"#)
    var rejected = 0
    for _ in 0..<1500 {
      var bytes = Array(valid)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes.remove(at: index)
        case 1: bytes[index] = alphabet.randomElement(using: &generator)!
        default: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
        }
      }
      do {
        _ = try LottieImport.document(fromLottie: String(bytes))
      } catch {
        rejected += 1
        #expect(!error.place.isEmpty && !error.rule.isEmpty)
      }
    }
    #expect(rejected > 500)
  }
}
