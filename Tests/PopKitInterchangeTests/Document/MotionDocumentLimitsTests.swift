// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

/// The bounds a document's numbers keep (issue 34, findings 3, 4 and 6): refused where read and
/// by `validate()` for documents built in code, each refusal naming the place and the rule.
@Suite("Motion document limits")
@MainActor
struct MotionDocumentLimitsTests {
  /// A one-track choreography document: `track` placed `at` on a box's `x`.
  static func document(track: String, at: String = "0", property: String = "x") -> String {
    """
    {"popkit": 1, "tracks": {"t": \(track)}, "choreographies": {"c": {
      "targets": {"box": {"width": 10, "height": 10}},
      "tracks": [{"target": "box", "property": "\(property)", "track": "t", "at": \(at)}]}}}
    """
  }

  /// The error loading a text gives, as `place: rule`, or `nil` when it loads.
  static func loadError(_ text: String) -> String? {
    do {
      _ = try MotionDocument(json: text)
      return nil
    } catch {
      return error.description
    }
  }

  /// The error `validate()` gives, or `nil`.
  static func validationError(_ document: MotionDocument) -> String? {
    do {
      try document.validate()
      return nil
    } catch {
      return error.description
    }
  }

  @Test("finding 4: the issue's document (at 1e308, a 1e308 s keyframe) is refused when loaded")
  func issueDocumentRefused() {
    let text = Self.document(
      track: #"{"from": 0, "keyframes": [{"kind": "linear", "to": 1e308, "duration": 1e308}]}"#,
      at: "1e308")
    let error = Self.loadError(text)
    #expect(error?.hasPrefix("tracks.t.keyframes[0].to: must be finite with magnitude") == true)
    // Each number alone is refused at its own place.
    let longKeyframe = Self.document(
      track: #"{"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1e308}]}"#)
    #expect(
      Self.loadError(longKeyframe)
        == "tracks.t.keyframes[0].duration: must be 0 or in 1e-6...1e6 seconds")
    let lateStart = Self.document(
      track: #"{"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1}]}"#,
      at: "1e308")
    #expect(
      Self.loadError(lateStart)
        == "choreographies.c.tracks[0].at: must be in 0...1e6 seconds "
        + "(Choreography.maximumDuration)")
  }

  @Test("finding 4: a placed track ends by Choreography.maximumDuration; at the bound it plays")
  func placementEnd() throws {
    let track = #"{"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 200000}]}"#
    let late = Self.loadError(Self.document(track: track, at: "900000"))
    #expect(
      late
        == "choreographies.c.tracks[0].at: the track ends at 1100000 s (at + its duration); "
        + "a choreography ends by 1e6 s (Choreography.maximumDuration)")
    // Ending exactly at the bound loads, builds and plays (scrub, then release) finitely.
    let document = try MotionDocument(json: Self.document(track: track, at: "800000"))
    let box = Box()
    let choreography = try document.choreography(named: "c") { _, _ in
      .property(Box.xProperty, of: box)
    }
    #expect(choreography.duration == Choreography.maximumDuration)
    let animator = Animator()
    let player = animator.play(choreography, paused: true)
    player.progress = 0.9
    animator.render(at: 0)
    // At 900,000 s the track is 100,000 s into its 200,000: half way from 0 to 1.
    expectClose(box.x, 0.5, absolute: 1e-9)
    player.release(to: .nearest, velocity: 1)
    for frame in 1...120 {
      animator.render(at: Double(frame) / 60)
      #expect(box.x.isFinite, "frame \(frame)")
    }
  }

  @Test("finding 3: validate() refuses a placement at -1, NaN or infinity built in code")
  func placementStartInCode() throws {
    let loaded = try MotionDocument(
      json: Self.document(
        track: #"{"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1}]}"#))
    for start in [-1, Double.nan, .infinity, 2e6] {
      var document = loaded
      document.choreographies["c"]?.tracks[0].at = start
      #expect(
        Self.validationError(document)
          == "choreographies.c.tracks[0].at: must be in 0...1e6 seconds "
          + "(Choreography.maximumDuration)", "at \(start)")
      // The choreography is refused too, rather than trapping in Choreography.add.
      #expect(throws: MotionDocumentError.self) {
        _ = try document.choreography(named: "c") { _, _ in .property(Box.xProperty, of: Box()) }
      }
    }
  }

  @Test("finding 3: validate() checks every number a document built in code can hold")
  func everyNumberInCode() throws {
    let loaded = try MotionDocument(json: ExampleDocument.text)
    let fade = "tracks.fade"
    var cases: [(String, (inout MotionDocument) -> Void)] = [
      ("size[1]: must be > 0 and at most 1e12", { $0.size = [360, .infinity] }),
      (
        "curves.standard[1]: must be finite with magnitude",
        {
          $0.curves["standard"] = .bezier(
            TimingCurve(x1: 0.2, y1: 1e300, x2: 0, y2: 1))
        }
      ),
      (
        "choreographies.open.targets.card.x: must be finite",
        {
          $0.choreographies["open"]?.targets["card"]?.x = .nan
        }
      ),
      (
        "choreographies.open.targets.card.width: must be in 0...1e12",
        {
          $0.choreographies["open"]?.targets["card"]?.width = -1
        }
      ),
      (
        "choreographies.open.targets.card.color[0]: must be finite",
        {
          $0.choreographies["open"]?.targets["card"]?.color = .vector([1e308, 0, 0, 1])
        }
      ),
      (
        "choreographies.open.labels.half: must be in 0...1e6",
        {
          $0.choreographies["open"]?.labels["half"] = .infinity
        }
      ),
      (
        "\(fade).from: must be finite with magnitude",
        {
          $0.tracks["fade"] = .keyframes(from: .number(-1e13), [])
        }
      ),
      (
        "\(fade).from[1]: must be finite with magnitude",
        {
          $0.tracks["fade"] = .keyframes(from: .vector([0, .nan]), [])
        }
      ),
      (
        "\(fade).keyframes[0].to: must be finite with magnitude",
        {
          $0.tracks["fade"] = .keyframes(
            from: .number(0), [.linear(to: .number(.infinity), duration: 1, curve: nil)])
        }
      ),
      (
        "\(fade).keyframes[0].duration: must be 0 or in 1e-6",
        {
          $0.tracks["fade"] = .keyframes(
            from: .number(0), [.linear(to: .number(1), duration: 1e-9, curve: nil)])
        }
      ),
      (
        "\(fade).keyframes[0].startVelocity: must be finite",
        {
          $0.tracks["fade"] = .keyframes(
            from: .number(0),
            [.cubic(to: .number(1), duration: 1, startVelocity: .number(1e300), endVelocity: nil)])
        }
      ),
      (
        "\(fade).keyframes[0].duration: must be 0 or in",
        {
          $0.tracks["fade"] = .keyframes(
            from: .number(0),
            [.spring(to: .number(1), spring: nil, duration: .nan, startVelocity: nil)])
        }
      ),
      (
        "\(fade): lasts 1500000 s; a track lasts at most 1e6 s",
        {
          $0.tracks["fade"] = .keyframes(
            from: .number(0),
            [
              .linear(to: .number(1), duration: 750_000, curve: nil),
              .linear(to: .number(0), duration: 750_000, curve: nil),
            ])
        }
      ),
      (
        "tracks.fly.duration: must be 0 or in",
        {
          $0.tracks["fly"] = .path("M0 0 L1 1", duration: -1, curve: nil)
        }
      ),
    ]
    cases.append(
      (
        "tracks.fly.path: has a coordinate of magnitude 2000000000000; coordinates must be at most 1e12",
        {
          $0.tracks["fly"] = .path("M0 0 l1e12 0 1e12 0", duration: 1, curve: nil)
        }
      ))
    cases.append(
      (#"curves.out: unknown curve "bogus""#, { $0.curves["out"] = .named("bogus") }))
    cases.append(
      (
        ##"choreographies.open.targets.card.color: must be "#RRGGBB" or [r, g, b, a]"##,
        {
          $0.choreographies["open"]?.targets["card"]?.color = .vector([1, 0, 0])
        }
      ))
    for (expected, change) in cases {
      var document = loaded
      change(&document)
      let error = Self.validationError(document)
      #expect(error?.hasPrefix(expected) == true, "got \(error ?? "no error"), not \(expected)")
    }
    #expect(Self.validationError(loaded) == nil)
  }

  @Test("finding 3: the same numbers in JSON are refused where they are read")
  func numbersInJSON() {
    let cases: [(String, String)] = [
      (#"{"from": 1e13, "keyframes": []}"#, "tracks.t.from: must be finite with magnitude"),
      (#"{"from": [0, -1e300], "keyframes": []}"#, "tracks.t.from[1]: must be finite"),
      (
        #"{"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 5e-324}]}"#,
        "tracks.t.keyframes[0].duration: must be 0 or in 1e-6"
      ),
      (
        #"{"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1, "curve": [0, 1e13, 1, 1]}]}"#,
        "tracks.t.keyframes[0].curve[1]: must be finite with magnitude"
      ),
      (#"{"path": "M0 0 L1 1", "duration": 2e6}"#, "tracks.t.duration: must be 0 or in"),
      (#"{"path": "M0 0 L1e13 1", "duration": 1}"#, "tracks.t.path: has a coordinate"),
    ]
    for (track, expected) in cases {
      let error = Self.loadError(Self.document(track: track))
      #expect(error?.hasPrefix(expected) == true, "got \(error ?? "no error"), not \(expected)")
    }
    // A spring step without a duration that settles faster than the shortest step.
    let stiff = Self.loadError(
      Self.document(
        track:
          #"{"from": 0, "keyframes": [{"kind": "spring", "to": 1, "spring": {"stiffness": 1e9, "damping": 63.2, "mass": 1e-6}}]}"#
      ))
    #expect(
      stiff?.hasPrefix("tracks.t.keyframes: the step at 0 s settles in ") == true,
      "got \(stiff ?? "no error")")
    // The smallest timed step and a jump load.
    let edges =
      #"{"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1e-6}, {"kind": "linear", "to": 1e12, "duration": 0}]}"#
    #expect(Self.loadError(Self.document(track: edges)) == nil)
  }

  @Test("finding 6: a path of more than maximumPathSegments is refused before it is measured")
  func pathSegments() {
    let limit = MotionDocument.maximumPathSegments
    func path(_ segments: Int) -> String {
      // Cusped cubics: the costliest common curve to measure (tens of pieces each).
      let cusps = Array(repeating: "c1,1 -1,1 3,-3", count: segments).joined(separator: " ")
      return #"{"path": "M0 0 \#(cusps)", "duration": 1}"#
    }
    let tooMany = Self.loadError(Self.document(track: path(limit + 1)))
    #expect(
      tooMany
        == "tracks.t.path: has \(limit + 1) segments; a path draws at most \(limit) "
        + "(MotionDocument.maximumPathSegments)")
    // A closing Z counts: limit segments load, and a Z after them is one too many.
    let lines = Array(repeating: "h1", count: limit - 1).joined(separator: " ") + " v1"
    #expect(
      Self.loadError(
        Self.document(
          track: #"{"path": "M0 0 \#(lines)", "duration": 1}"#, property: "position")) == nil)
    let closed = Self.loadError(
      Self.document(track: #"{"path": "M0 0 \#(lines) z", "duration": 1}"#))
    #expect(closed?.hasPrefix("tracks.t.path: has \(limit + 1) segments") == true)
  }
}
