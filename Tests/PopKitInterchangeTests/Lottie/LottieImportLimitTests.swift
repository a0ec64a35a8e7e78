// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

/// Lottie files whose numbers a document cannot hold, and files of many layers (issue 34,
/// findings 3 and 7).
@Suite("Lottie import: limits")
struct LottieImportLimitTests {
  /// The error importing a file gives, as `place: rule`, or `nil` when it imports.
  static func importError(_ text: String) -> String? {
    do {
      _ = try LottieImport.document(fromLottie: text)
      return nil
    } catch {
      return error.description
    }
  }

  /// A shape layer whose opacity has the keyframes given.
  static func opacityLayer(_ keyframes: String) -> String {
    lottieLayer("a", #""o": {"a": 1, "k": [\#(keyframes)]}"#)
  }

  @Test("finding 3: a frame rate of 1e-300 makes times no document holds: refused at the Lottie t")
  func tinyFrameRate() {
    // The issue's file: keyframes at frames 1e10 and 2e10 of a 1e-300 fps file.
    let text =
      #"{"v":"5.7.0","fr":1e-300,"ip":0,"op":1,"w":9,"h":9,"layers":[{"ty":4,"ks":{"o":{"a":1,"k":[{"t":1e10,"s":[0]},{"t":2e10,"s":[100]}]}}}]}"#
    let error = Self.importError(text)
    #expect(error?.hasPrefix("layers[0].ks.o.k[0].t: is at ") == true, "got \(error ?? "none")")
    #expect(
      error?.hasSuffix("a document's times end by 1e6 s (Choreography.maximumDuration)") == true)
    // Just past the bound at an ordinary rate: frame 30,000,030 at 30 fps is 1,000,001 s.
    let late = Self.importError(
      lottieFile(Self.opacityLayer(#"{"t": 0, "s": [0]}, {"t": 30000030, "s": [100]}"#)))
    #expect(
      late?.hasPrefix("layers[0].ks.o.k[1].t: is at 1000001 s") == true, "got \(late ?? "none")")
  }

  @Test("finding 3: keyframes closer than 1e-6 s (a huge frame rate) are refused at the Lottie t")
  func hugeFrameRate() {
    let text = lottieFile(
      Self.opacityLayer(#"{"t": 0, "s": [0]}, {"t": 1, "s": [100]}"#), rate: 1e300)
    let error = Self.importError(text)
    #expect(
      error == "layers[0].ks.o.k[1].t: is 1e-300 s after the previous keyframe; a move lasts 0 or "
        + "at least 1e-6 s")
  }

  @Test("finding 3: values beyond 1e12 are refused at the Lottie place")
  func hugeValues() {
    let value = Self.importError(
      lottieFile(Self.opacityLayer(#"{"t": 0, "s": [0]}, {"t": 30, "s": [1e300]}"#)))
    #expect(
      value?.hasPrefix("layers[0].ks.o.k[1].s[0]: must be finite with magnitude at most 1e12")
        == true, "got \(value ?? "none")")
    let easing = Self.importError(
      lottieFile(
        Self.opacityLayer(
          #"{"t": 0, "s": [0], "o": {"x": [0.5], "y": [1e200]}, "i": {"x": [0.5], "y": [1]}}, {"t": 30, "s": [100]}"#
        )))
    #expect(
      easing?.hasPrefix("layers[0].ks.o.k[0].o.y[0]: must be finite") == true,
      "got \(easing ?? "none")")
    let width = Self.importError(
      lottieFile("").replacingOccurrences(of: #""w": 200"#, with: #""w": 1e300"#))
    #expect(width == "w: must be > 0 and at most 1e12")
  }

  @Test("finding 3: values made from the file's that a document cannot hold name the Lottie place")
  func derivedValues() {
    // A tangent's control point 1e12 past an end at 1e12: the path's coordinate is 2e12.
    let bent = Self.importError(
      lottieFile(
        lottieLayer(
          "a",
          #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [0, 0], "ti": [1e12, 0]}, {"t": 30, "s": [1e12, 0]}]}"#
        )))
    #expect(
      bent
        == "layers[0].ks.p: has a coordinate of magnitude 2000000000000; coordinates must be at "
        + "most 1e12 (as imported: choreographies.demo.tracks[0].track.path)")
    // A rectangle 1e12 off a layer placed at 1e12: the target's rest place is beyond 1e12.
    let far = Self.importError(
      lottieFile(lottieLayer("a", #""p": {"a": 0, "k": [1e12, 0]}"#))
        .replacingOccurrences(
          of: #""p": {"a": 0, "k": [0, 0]}, "s""#, with: #""p": {"a": 0, "k": [1e12, 0]}, "s""#))
    #expect(
      far
        == "layers[0]: must be finite with magnitude at most 1e12 (as imported: "
        + "choreographies.demo.targets.a.x)")
  }

  @Test("finding 3: an import within the limits always builds a choreography that plays finitely")
  @MainActor
  func importedPlays() throws {
    // A Hermite move whose velocities would pass 1e12 comes back as the same Bézier move.
    let text = lottieFile(
      Self.opacityLayer(
        #"{"t": 0, "s": [0], "o": {"x": [0.333333333333], "y": [1e9]}, "i": {"x": [0.666666666667], "y": [1]}}, {"t": 30, "s": [100]}"#
      ))
    let (document, _) = try LottieImport.document(fromLottie: text)
    let box = Box()
    let property = Box.xProperty(threshold: 0.001)
    let choreography = try document.choreography(named: "demo") { _, _ in
      .property(property, of: box)
    }
    let animator = Animator()
    let player = animator.play(choreography, paused: true)
    player.progress = 0.5
    animator.render(at: 0)
    #expect(box.x.isFinite)
    player.release(to: .nearest, velocity: 1)
    for frame in 1...60 {
      animator.render(at: Double(frame) / 60)
      #expect(box.x.isFinite, "frame \(frame)")
    }
  }

  /// A Lottie file of a few shape layers whose frame rate, frames, values, easings and tangents
  /// are drawn from the document fuzzer's extreme numbers (often) or ordinary ones.
  static func extremeFile(_ generator: inout SeededGenerator) -> String {
    let share = [0.01, 0.03, 0.1, 0.4].randomElement(using: &generator) ?? 0.1
    func number() -> String {
      Double.random(in: 0..<1, using: &generator) >= share
        ? ["0", "1", "30", "50", "100"].randomElement(using: &generator) ?? "0"
        : MotionDocumentFuzzTests.extremeNumbers.randomElement(using: &generator) ?? "0"
    }
    func keyframes(_ count: Int) -> String {
      var frame = 0.0
      return (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        frame += [0, 1, 15].randomElement(using: &generator) ?? 1
        let time =
          Double.random(in: 0..<1, using: &generator) >= share
          ? JSONText.shortest(frame) : number()
        let value = (0..<count).map { _ in number() }.joined(separator: ", ")
        return
          #"{"t": \#(time), "s": [\#(value)], "o": {"x": [0.3], "y": [\#(number())]}, "i": {"x": [0.7], "y": [\#(number())]}, "to": [\#(number()), \#(number())], "ti": [\#(number()), 0]}"#
      }.joined(separator: ", ")
    }
    let layers = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
      let transform =
        #""p": {"a": 1, "k": [\#(keyframes(2))]}, "o": {"a": 1, "k": [\#(keyframes(1))]}, "s": {"a": 1, "k": [\#(keyframes(2))]}, "r": {"a": 0, "k": \#(number())}"#
      return lottieLayer("", transform).replacingOccurrences(
        of: #""st": 0"#, with: #""st": \#(number())"#)
    }
    return lottieFile(layers.joined(separator: ", "))
      .replacingOccurrences(of: #""fr": 30"#, with: #""fr": \#(number())"#)
  }

  @Test(
    "issue 34: Lottie files of extreme frame rates, times and values (1,500) import or name a place; what imports plays finitely"
  )
  @MainActor
  func extremeFiles() {
    var generator = SeededGenerator(seed: 3434)
    var imported = 0
    for _ in 0..<1_500 {
      let text = Self.extremeFile(&generator)
      do {
        let (document, _) = try LottieImport.document(fromLottie: text)
        imported += 1
        // What the import made loads again from its own JSON, and plays.
        #expect(try MotionDocument(json: document.jsonText) == document, "\(text)")
        try MotionDocumentFuzzTests.play(document, text)
      } catch let error as MotionDocumentError {
        #expect(!error.place.isEmpty && !error.rule.isEmpty, "\(error) for \(text)")
      } catch {
        Issue.record("\(error) for \(text)")
      }
    }
    #expect(imported >= 100, "only \(imported) of 1,500 imported")
    print("extreme Lottie files: 1500 (seed 3434), \(imported) imported")
  }

  /// A file of `count` unnamed shape layers.
  static func unnamedLayers(_ count: Int) -> String {
    let layer = #"{"ty": 4, "ks": {}, "shapes": []}"#
    return lottieFile(Array(repeating: layer, count: count).joined(separator: ","))
  }

  @Test("finding 7: unnamed layers are named layer, layer-2, …, each name once")
  func unnamedLayerNames() throws {
    let (document, _) = try LottieImport.document(fromLottie: Self.unnamedLayers(5))
    let names = Set(try #require(document.choreographies["demo"]).targets.keys)
    #expect(names == ["layer", "layer-2", "layer-3", "layer-4", "layer-5"])
    // Names a later layer gives itself are skipped, and a name's own suffixes stay its own.
    let layers = [
      lottieLayer("", ""), lottieLayer("layer-2", ""), lottieLayer("", ""), lottieLayer("", ""),
      lottieLayer("layer-3", ""),
    ]
    let (mixed, _) = try LottieImport.document(
      fromLottie: lottieFile(layers.joined(separator: ",")))
    let mixedNames = Set(try #require(mixed.choreographies["demo"]).targets.keys)
    #expect(mixedNames == ["layer", "layer-2", "layer-3", "layer-4", "layer-3-2"])
    // Many unnamed layers get every name once (the time it takes is measured by
    // Benchmarks/export-scaling, not here).
    let (many, _) = try LottieImport.document(fromLottie: Self.unnamedLayers(2_000))
    let manyNames = Set(try #require(many.choreographies["demo"]).targets.keys)
    #expect(manyNames == Set(["layer"] + (2...2_000).map { "layer-\($0)" }))
  }
}
