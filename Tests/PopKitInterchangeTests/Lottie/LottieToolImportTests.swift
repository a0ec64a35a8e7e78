// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

/// Lottie files as design tools write them: ellipses, split position and per-dimension scale,
/// what is not imported listed, and the tracks no binding takes named in the choreography.
@Suite("Lottie files from real tools")
@MainActor
struct LottieToolImportTests {
  @Test("An ellipse becomes an ellipse target of its size, centred where it is drawn")
  func ellipse() throws {
    let (document, notes) = try LottieImport.document(fromLottie: LottieToolFixtures.squashingBall)
    #expect(notes.isEmpty, "\(notes)")
    let ball = try #require(document.choreographies["squash"]?.targets["ball"])
    #expect(ball.shape == .ellipse)
    // 60 × 40 centred at the layer's position (80, 100) at frame 0.
    #expect(ball.x == 50 && ball.y == 80 && ball.width == 60 && ball.height == 40)
    let written = document.jsonText
    #expect(written.contains(#""shape": "ellipse""#))
    #expect(try MotionDocument(json: written) == document)
  }

  @Test("A target's shape is read, written only when an ellipse, and checked by its place")
  func shapeField() throws {
    func document(_ target: String) -> String {
      #"{"popkit": 1, "choreographies": {"c": {"targets": {"t": {"#
        + target + #"}}, "tracks": []}}}"#
    }
    let ellipse = try MotionDocument(
      json: document(#""width": 10, "height": 20, "shape": "ellipse""#))
    #expect(ellipse.choreographies["c"]?.targets["t"]?.shape == .ellipse)
    let rectangle = try MotionDocument(
      json: document(#""width": 10, "height": 20, "shape": "rectangle""#))
    #expect(rectangle.choreographies["c"]?.targets["t"]?.shape == .rectangle)
    #expect(!rectangle.jsonText.contains("shape"))
    #expect(try MotionDocument(json: rectangle.jsonText) == rectangle)
    for (bad, rule) in [
      (#""circle""#, #"must be "rectangle" or "ellipse""#), ("1", "must be a string"),
    ] {
      #expect {
        try MotionDocument(json: document(#""width": 10, "height": 20, "shape": "# + bad))
      } throws: { error in
        let error = error as? MotionDocumentError
        return error?.place == "choreographies.c.targets.t.shape" && error?.rule == rule
      }
    }
  }

  @Test("Every export draws an ellipse target as an ellipse")
  func ellipseExports() throws {
    let (document, _) = try LottieImport.document(fromLottie: LottieToolFixtures.squashingBall)
    let page = try HTMLExport.page(for: document, choreography: "squash")
    let rule = try #require(page.text.split(separator: "\n").first { $0.contains("#ball {") })
    #expect(rule.contains("border-radius: 50%"))
    let css = try CSSExport.stylesheet(for: document, choreography: "squash")
    #expect(css.text.contains("#ball {\n  border-radius: 50%;"))
    let lottie = try LottieReading(
      LottieExport.animation(for: document, choreography: "squash", framesPerSecond: 10).json)
    #expect(lottie.value(["layers", 0, "shapes", 0, "ty"]) == .string("el"))
    #expect(lottie.number(["layers", 0, "shapes", 0, "s", "k", 0]) == 60)
    #expect(lottie.number(["layers", 0, "shapes", 0, "s", "k", 1]) == 40)
  }

  @Test("An ellipse's corner radius is noted, not exported")
  func ellipseCornerRadius() throws {
    var (document, _) = try LottieImport.document(fromLottie: LottieToolFixtures.squashingBall)
    document.choreographies["squash"]?.tracks.append(
      MotionPlacement(
        target: "ball", property: "cornerRadius",
        track: .inline(
          .keyframes(from: .number(0), [.linear(to: .number(8), duration: 1, curve: nil)]))))
    let lottie = try LottieExport.animation(for: document, choreography: "squash")
    #expect(lottie.notes.contains { $0.contains("ball is an ellipse") })
    #expect(!lottie.json.contains(#""rc""#))
    let css = try CSSExport.stylesheet(for: document, choreography: "squash")
    #expect(css.notes.contains { $0.contains("ball is an ellipse") })
    #expect(!css.text.contains("border-radius: 8px"))
  }

  @Test("Import → export → import: ellipse and split position within 1e-9, scales baked")
  func roundTrip() throws {
    let (document, _) = try LottieImport.document(fromLottie: LottieToolFixtures.squashingBall)
    let choreography = try #require(document.choreographies["squash"])
    #expect(
      Set(choreography.tracks.map(\.property)) == ["x", "y", "scaleX", "scaleY"])
    let exported = try LottieExport.animation(
      for: document, choreography: "squash", framesPerSecond: 10)
    // Lottie's one scale property moves both dimensions at once, each on its own easing: the
    // export bakes those keyframes (within 0.1 % of the range); the split position is exact.
    #expect(exported.worstError <= 0.001)
    let (again, _) = try LottieImport.document(fromLottie: exported.json)
    let back = try #require(again.choreographies["squash"])
    let ball = try #require(back.targets["ball"])
    #expect(ball.shape == .ellipse)
    for (first, second) in [
      (ball.x, choreography.targets["ball"]!.x), (ball.y, choreography.targets["ball"]!.y),
      (ball.width, 60), (ball.height, 40),
    ] {
      expectClose(first, second, absolute: 1e-9)
    }
    // Each property's value at every 1/100 s: x and y within 1e-9, the scales within 0.1 % of
    // their range (0.4 and 0.3).
    var worst: [String: Double] = [:]
    for (property, range) in [("x", 120.0), ("y", 20), ("scaleX", 0.4), ("scaleY", 0.3)] {
      let original = try LottieToolImportTests.sampler(document, "squash", "ball", property)
      let returned = try LottieToolImportTests.sampler(again, "squash", "ball", property)
      var error = 0.0
      for step in 0...200 {
        let time = Double(step) / 100
        error = max(error, abs(original(time) - returned(time)))
      }
      worst[property] = error / range
    }
    print("ellipse round trip, worst difference as a fraction of the range: \(worst)")
    #expect(worst["x"]! <= 1e-9 / 120 && worst["y"]! <= 1e-9 / 20)
    #expect(worst["scaleX"]! <= 0.001 && worst["scaleY"]! <= 0.001)
  }

  @Test("A designer's file: what is not imported is listed by layer, nothing traps")
  func kitchenSink() throws {
    let (document, notes) = try LottieImport.document(fromLottie: LottieToolFixtures.kitchenSink)
    let text = notes.joined(separator: "\n")
    for expected in [
      #"layer "Null 1" (layers[0]): a null layer is not imported"#,
      #"layer "Pre-comp 1" (layers[1]): a precomposition layer is not imported"#,
      "masks (layers[2].masksProperties) not imported", "effects (layers[2].ef) not imported",
      "its rotation has an expression (layers[2].ks.r.x): not run",
      "a star (layers[3].shapes[0]) is not imported",
      "a stroke (layers[3].shapes[1]) is not imported",
    ] {
      #expect(text.contains(expected), "missing: \(expected)\n\(text)")
    }
    let targets = try #require(document.choreographies["sink"]?.targets)
    #expect(targets["disc"]?.shape == .ellipse)
    #expect(targets["star"]?.shape == .rectangle)
  }

  @Test("Tracks no binding takes are named once per target and property in the choreography")
  func unboundNotes() throws {
    let (document, _) = try LottieImport.document(fromLottie: LottieToolFixtures.squashingBall)
    let ball = LottieStandIn()
    let partly = try document.choreography(named: "squash") { _, property in
      ball.binding(property, perDimensionScale: false)
    }
    let tracks = try #require(document.choreographies["squash"]?.tracks)
    let scaleX = try #require(tracks.firstIndex { $0.property == "scaleX" })
    let scaleY = try #require(tracks.firstIndex { $0.property == "scaleY" })
    #expect(
      partly.notes == [
        "ball.scaleX: no binding, not played (choreographies.squash.tracks[\(scaleX)])",
        "ball.scaleY: no binding, not played (choreographies.squash.tracks[\(scaleY)])",
      ])
    let whole = try document.choreography(named: "squash") { _, property in
      ball.binding(property)
    }
    #expect(whole.notes.isEmpty)
    // Several tracks of one unbound property: one note, counting the others.
    var doubled = document
    doubled.choreographies["squash"]?.tracks += tracks.filter { $0.property == "scaleX" }.map {
      var later = $0
      later.at += 2
      return later
    }
    let counted = try doubled.choreography(named: "squash") { _, property in
      ball.binding(property, perDimensionScale: false)
    }
    #expect(counted.notes.count == 2)
    #expect(counted.notes[0].hasSuffix("tracks[\(scaleX)] and 1 more track)"))
  }

  @Test("Split position and per-dimension scale play on an object bound by name")
  func boundByName() throws {
    let (document, _) = try LottieImport.document(fromLottie: LottieToolFixtures.squashingBall)
    let ball = LottieStandIn()
    let choreography = try document.choreography(named: "squash") { _, property in
      ball.binding(property)
    }
    let clock = ManualClock(startTime: 0)
    let animator = Animator(clock: clock)
    animator.play(choreography)
    clock.advance(to: 1)
    // Frame 10: scale 140 % × 70 %, y done at frame 15 (linear from frame 5: half way).
    expectClose(ball.scaleX, 1.4, absolute: 1e-9)
    expectClose(ball.scaleY, 0.7, absolute: 1e-9)
    expectClose(ball.y, 10, absolute: 1e-9)
    clock.advance(to: 2)
    expectClose(ball.x, 120, absolute: 1e-9)
    expectClose(ball.y, 20, absolute: 1e-9)
  }

  @Test("A scale about an anchor off the centre moves the centre: exactly, as an offset track")
  func anchoredScale() throws {
    let (document, notes) = try LottieImport.document(
      fromLottie: LottieToolFixtures.anchoredSquash)
    #expect(notes.isEmpty, "\(notes)")
    let choreography = try #require(document.choreographies["bounce"])
    let ball = try #require(choreography.targets["ball"])
    #expect(ball.x == 120 && ball.y == 90 && ball.width == 60 && ball.height == 60)
    #expect(Set(choreography.tracks.map(\.property)) == ["scaleX", "scaleY", "y"])
    let y = try Self.sampler(document, "bounce", "ball", "y")
    let scaleY = try Self.sampler(document, "bounce", "ball", "scaleY")
    expectClose(y(1), 9, absolute: 1e-9)
    // The bottom (the anchor) stays on the ground at every instant.
    var worst = 0.0
    for step in 0...200 {
      let time = Double(step) / 100
      worst = max(worst, abs(120 + y(time) + 30 * scaleY(time) - 150))
    }
    #expect(worst <= 1e-9)
  }

  @Test("A moving anchor moves the target; in and out points become an opacity track")
  func anchorAndInOutPoints() throws {
    let (document, notes) = try LottieImport.document(fromLottie: LottieToolFixtures.panAndBlink)
    #expect(notes.isEmpty, "\(notes)")
    let choreography = try #require(document.choreographies["pan"])
    let pan = try #require(choreography.targets["pan"])
    // 40 × 40 at a still 150 %: a 60 × 60 target centred at the layer's (100, 60).
    #expect(pan.x == 70 && pan.y == 30 && pan.width == 60 && pan.height == 60)
    let x = try Self.sampler(document, "pan", "pan", "x")
    let y = try Self.sampler(document, "pan", "pan", "y")
    for time in [0, 0.2] {
      #expect(x(time) == 0 && y(time) == 0)
    }
    expectClose(x(1.2), 60, absolute: 1e-9)
    expectClose(y(1.2), -30, absolute: 1e-9)
    let blink = try Self.sampler(document, "pan", "blink", "opacity")
    #expect([0, 0.49, 0.5, 1, 1.49, 1.5, 2].map(blink) == [0, 0, 1, 1, 1, 0, 0])
    #expect(choreography.targets["blink"]?.color == .vector([0.1, 0.2, 0.9, 1]))
  }

  @Test("Anchor and in/out points round-trip through the Lottie export within 1e-9")
  func anchorRoundTrip() throws {
    var worst = 0.0
    for (file, name, properties) in [
      (LottieToolFixtures.panAndBlink, "pan", [("pan", "x"), ("pan", "y"), ("blink", "opacity")]),
      (LottieToolFixtures.anchoredSquash, "bounce", [("ball", "y")]),
    ] {
      let (document, _) = try LottieImport.document(fromLottie: file)
      let exported = try LottieExport.animation(
        for: document, choreography: name, framesPerSecond: 10)
      let (again, _) = try LottieImport.document(fromLottie: exported.json)
      for (target, property) in properties {
        let original = try Self.sampler(document, name, target, property)
        let returned = try Self.sampler(again, name, target, property)
        // Off the instants of a jump (a hold's end is a frame of its own in Lottie).
        for step in 0...400 where step % 5 != 0 {
          let time = Double(step) / 200
          worst = max(worst, abs(original(time) - returned(time)))
        }
      }
      for (targetName, target) in try #require(document.choreographies[name]).targets {
        let back = try #require(again.choreographies[name]?.targets[targetName])
        for (first, second) in [
          (target.x, back.x), (target.y, back.y), (target.width, back.width),
          (target.height, back.height),
        ] {
          expectClose(first, second, absolute: 1e-9)
        }
        #expect(target.shape == back.shape)
      }
    }
    print("anchor and in/out round trip: worst difference \(worst)")
    #expect(worst <= 1e-9)
  }

  @Test("A parent that turns is baked: within 0.25 px and 0.1 % of the rotation's range")
  func turningParent() throws {
    let (document, notes) = try LottieImport.document(
      fromLottie: LottieToolFixtures.turningParent)
    let note = try #require(notes.first { $0.contains("baked") }, "\(notes)")
    #expect(note.hasPrefix(#"layer "spinner" (layers[1]): its parents scale or turn"#))
    let spinner = try #require(document.choreographies["turn"]?.targets["spinner"])
    #expect(spinner.width == 10 && spinner.x == 265 && spinner.y == 45)
    let x = try Self.sampler(document, "turn", "spinner", "position")
    let y = try Self.sampler(document, "turn", "spinner", "position", component: 1)
    let rotation = try Self.sampler(document, "turn", "spinner", "rotation")
    let curve = TimingCurve(x1: 0.5, y1: 0, x2: 0.5, y2: 1)
    var worst = (position: 0.0, rotation: 0.0)
    for step in 0...400 {
      let time = Double(step) / 200
      let angle = 90 * curve.value(at: min(time / 2, 1))
      let turn = angle * .pi / 180
      let expected = [250 + 20 * cos(turn) - 270, 50 + 20 * sin(turn) - 50]
      worst.position = max(
        worst.position, hypot(x(time) - expected[0], y(time) - expected[1]))
      worst.rotation = max(worst.rotation, abs(rotation(time) - angle) / 90)
    }
    print("turning parent baked: worst \(worst.position) px, \(worst.rotation * 100) % ; \(note)")
    #expect(worst.position <= 0.25)
    #expect(worst.rotation <= 0.001)
  }

  @Test("A parent that only moves is composed exactly")
  func parenting() throws {
    let (document, notes) = try LottieImport.document(fromLottie: LottieToolFixtures.carriedBall)
    #expect(notes.allSatisfy { !$0.contains("ball") }, "\(notes)")
    let choreography = try #require(document.choreographies["carry"])
    let ball = try #require(choreography.targets["ball"])
    // Rests at root (5, 5) + carrier (100, 100) − its anchor (10, 10) + its own (0, 20).
    #expect(ball.x == 75 && ball.y == 95 && ball.shape == .ellipse)
    let x = try Self.sampler(document, "carry", "ball", "x")
    let y = try Self.sampler(document, "carry", "ball", "y")
    let position = try Self.sampler(document, "carry", "ball", "position", component: 1)
    // The carrier's eased move on x; the ball's own on position.y, 20 → 60 over frames 5–15.
    let curve = TimingCurve(x1: 0.4, y1: 0, x2: 0.6, y2: 1)
    let own = TimingCurve(x1: 0.3, y1: 0, x2: 0.3, y2: 1)
    var worst = 0.0
    for step in 0...200 {
      let time = Double(step) / 100
      worst = max(worst, abs(x(time) - 100 * curve.value(at: time / 2)))
      worst = max(worst, abs(y(time)))
      let ownProgress = min(max((time - 0.5) / 1, 0), 1)
      worst = max(worst, abs(position(time) - 40 * own.value(at: ownProgress)))
    }
    #expect(worst <= 1e-9)
  }

  @Test("A parent's motion round-trips through the Lottie export within 1e-9")
  func parentingRoundTrip() throws {
    let (document, _) = try LottieImport.document(fromLottie: LottieToolFixtures.carriedBall)
    let exported = try LottieExport.animation(
      for: document, choreography: "carry", framesPerSecond: 10)
    #expect(exported.bakedKeyframeCount == 0)
    let (again, _) = try LottieImport.document(fromLottie: exported.json)
    /// The ball's centre in the stage: rest centre plus `x`/`y` plus `position`.
    func centre(_ document: MotionDocument) throws -> (Double) -> [Double] {
      let target = try #require(document.choreographies["carry"]?.targets["ball"])
      let x = try Self.sampler(document, "carry", "ball", "x")
      let y = try Self.sampler(document, "carry", "ball", "y")
      let px = try Self.sampler(document, "carry", "ball", "position")
      let py = try Self.sampler(document, "carry", "ball", "position", component: 1)
      return { time in
        [
          target.x + target.width / 2 + x(time) + px(time),
          target.y + target.height / 2 + y(time) + py(time),
        ]
      }
    }
    let original = try centre(document)
    let returned = try centre(again)
    var worst = 0.0
    for step in 0...400 {
      let time = Double(step) / 200
      let (first, second) = (original(time), returned(time))
      worst = max(worst, abs(first[0] - second[0]), abs(first[1] - second[1]))
    }
    print("parenting round trip: worst difference \(worst) px")
    #expect(worst <= 1e-9)
  }

  @Test("Parents that loop, dangle or run deep are noted; a busy turning parent stays bounded")
  func parentLimits() throws {
    func shape(_ index: Int, parent: Int) -> String {
      #"{"ty": 4, "nm": "s\#(index)", "ind": \#(index), "parent": \#(parent), "ks": {}, "shapes": [{"ty": "rc", "s": {"a": 0, "k": [4, 4]}, "p": {"a": 0, "k": [0, 0]}}]}"#
    }
    func null(_ index: Int, parent: Int?) -> String {
      let link = parent.map { #", "parent": \#($0)"# } ?? ""
      return #"{"ty": 3, "nm": "n\#(index)", "ind": \#(index)\#(link), "ks": {}}"#
    }
    // A loop (1 → 2 → 1), a parent not in the file, a chain 70 deep.
    var layers = [shape(1, parent: 2), shape(2, parent: 1), shape(3, parent: 99)]
    layers += (10..<80).map { null($0, parent: $0 + 1) } + [null(80, parent: nil)]
    layers.append(shape(4, parent: 10))
    let (_, notes) = try LottieImport.document(
      fromLottie: lottieFile(layers.joined(separator: ",")))
    let text = notes.joined(separator: "\n")
    #expect(text.contains("form a loop: parenting not imported"))
    #expect(text.contains("(layers[2].parent 99) is no layer of the file"))
    #expect(text.contains("are more than 64 deep"))
    // A parent turning through 1,000 keyframes (within the budget) under 20 children: bounded.
    let keyframes = (0..<1000).map { frame in
      #"{"t": \#(frame), "s": [\#(frame % 2 == 0 ? 0 : 45)], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}"#
    }
    let turner =
      #"{"ty": 3, "nm": "turner", "ind": 500, "ks": {"r": {"a": 1, "k": [\#(keyframes.joined(separator: ","))]}}}"#
    let children = (0..<20).map { shape(600 + $0, parent: 500) }
    let busy =
      #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 1000, "w": 200, "h": 100, "layers": ["#
      + ([turner] + children).joined(separator: ",") + "]}"
    let started = Date()
    let (document, busyNotes) = try LottieImport.document(fromLottie: busy)
    let seconds = Date().timeIntervalSince(started)
    print("busy turning parent: \(seconds) s, \(busyNotes.first ?? "")")
    #expect(document.choreographies.first?.value.targets.count == 20)
    #expect(seconds < 60)
  }

  @Test("A parent that scales unevenly a turned child skews it: noted")
  func skewNoted() throws {
    let skewing = LottieToolFixtures.turningParent.replacingOccurrences(
      of: #""ks": {"p": {"a": 0, "k": [20, 0, 0]}}"#,
      with: #""ks": {"p": {"a": 0, "k": [20, 0, 0]}, "r": {"a": 0, "k": 30}}"#
    ).replacingOccurrences(
      of: #""ks": {"p": {"a": 0, "k": [250, 50, 0]}, "r""#,
      with: #""ks": {"p": {"a": 0, "k": [250, 50, 0]}, "s": {"a": 0, "k": [200, 100]}, "r""#)
    #expect(skewing.contains(#""k": [200, 100]"#) && skewing.contains(#""k": 30}}"#))
    let (_, notes) = try LottieImport.document(fromLottie: skewing)
    #expect(notes.contains { $0.contains("which skews it") }, "\(notes)")
    let (_, upright) = try LottieImport.document(fromLottie: LottieToolFixtures.turningParent)
    #expect(!upright.contains { $0.contains("skews") })
  }

  @Test("Mutated tool files give a document or an error with a place, never a crash")
  func mutations() throws {
    let files = [
      LottieToolFixtures.squashingBall, LottieToolFixtures.anchoredSquash,
      LottieToolFixtures.panAndBlink, LottieToolFixtures.carriedBall,
      LottieToolFixtures.turningParent, LottieToolFixtures.growingParent,
      LottieToolFixtures.kitchenSink,
    ]
    var generator = SeededGenerator(seed: 39)
    let alphabet = Array(#"{}[],:"0123456789.-eah tsoikpr"#)
    var (imported, rejected) = (0, 0)
    for file in files {
      for _ in 0..<300 {
        var bytes = Array(file)
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
          imported += 1
        } catch {
          rejected += 1
          #expect(!error.place.isEmpty && !error.rule.isEmpty)
        }
      }
    }
    print("mutated tool files: \(imported) imported, \(rejected) rejected with a place")
    #expect(imported > 100 && rejected > 100)
  }

  /// A property's value over time, as the document's choreography plays it (one component).
  static func sampler(
    _ document: MotionDocument, _ choreography: String, _ target: String, _ property: String,
    component: Int = 0
  ) throws -> (Double) -> Double {
    let placements = try document.placements(ofChoreography: choreography).filter {
      $0.target == target && $0.property == property
    }
    return { time in
      // The latest track started by `time` writes (as a choreography does without overlaps).
      guard let placement = placements.last(where: { $0.at <= time }) ?? placements.first else {
        return 0
      }
      let local = min(max(time - placement.at, 0), placement.track.duration)
      return placement.track.value(at: local)[component]
    }
  }
}
