// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

/// Random and mutated documents through the loader: never a crash or a hang, always a document
/// or an error naming a place; a document that loads writes itself out and reads back equal.
@Suite("Document loader fuzz")
struct MotionDocumentFuzzTests {
  /// Pieces a mutation inserts: the schema's words, numbers at the edges, JSON's punctuation.
  static let pieces = [
    "{", "}", "[", "]", ",", ":", "\"", "0", "-1", "1e308", "1e-320", "1e400", "-0", "null",
    "true", "\"kind\"", "\"spring\"", "\"linear\"", "\"cubic\"", "\"move\"", "\"to\"",
    "\"duration\"", "\"from\"", "\"keyframes\"", "\"path\"", "\"M0 0 A 1 1 0 1 1 0 0\"",
    "\"#ffffff\"", "[1, 2]", "[1, 2, 3, 4, 5]", "\"snappy\"", "\"fade\"", "\"card\"",
    "\"position\"", "\"color\"", "{\"tension\": 0, \"friction\": 0}", "\\u0000", "\\ud800",
    "{\"bounciness\": 42.5, \"speed\": 0}", "{\"response\": 1e-9, \"dampingRatio\": 0}",
    "{\"stiffness\": 1e300, \"damping\": 1e-300, \"mass\": 1e-300}", "1e300",
  ]

  /// Whether an error names a place: a line and column, or a path into the document.
  /// (An unknown top-level key is named itself, and is in the text.)
  static func namesAPlace(_ error: MotionDocumentError, in text: String) -> Bool {
    let roots = ["(document)", "popkit", "size", "springs", "curves", "tracks", "choreographies"]
    if error.place.hasPrefix("line ") { return error.place.contains(", column ") }
    if error.rule == "unknown key" && !error.place.contains(".") {
      return text.contains(error.place)
    }
    return !error.rule.isEmpty
      && (roots.contains { error.place.hasPrefix($0) } || error.place.hasPrefix("\""))
  }

  /// Every format of every choreography and spring: an export or an error naming a place,
  /// never a crash; exported text holds no NaN or infinity.
  static func exportEverything(_ document: MotionDocument, _ text: String) {
    var selections: [MotionExport.Selection] = [.default]
    selections += document.choreographyNames.map { .choreography($0) }
    selections += document.springs.keys.sorted().map { .spring($0) }
    selections += document.tracks.keys.sorted().map { .track($0) }
    for format in MotionExport.Format.allCases {
      for selection in selections {
        do {
          let result = try MotionExport.export(document, to: format, selection)
          #expect(!result.text.isEmpty)
          #expect(
            !result.text.contains("nan") && !result.text.contains("inf"),
            "\(format) \(selection) of \(text)")
        } catch {
          #expect(!error.place.isEmpty && !error.rule.isEmpty, "\(error) for \(text)")
        }
      }
    }
  }

  static func check(_ text: String, exporting: Bool = false) {
    do {
      let document = try MotionDocument(json: text)
      let again = try MotionDocument(json: document.jsonText)
      #expect(again == document, "round trip of \(text)")
      for name in document.tracks.keys {
        let track = try document.track(named: name)
        let middle = track.value(at: track.duration / 2)
        #expect(middle.allSatisfy { $0.isFinite })
      }
      if exporting { exportEverything(document, text) }
    } catch {
      #expect(namesAPlace(error, in: text), "\(error) for \(text)")
    }
  }

  @Test("Mutations of the example document (20,000; 1,000 of them exported to every format)")
  func mutations() {
    var generator = SeededGenerator(seed: 24)
    let original = Array(ExampleDocument.text.utf8)
    for index in 0..<20_000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: bytes.remove(at: position)
        case 1: bytes[position] = UInt8.random(in: 0x20...0x7E, using: &generator)
        case 2:
          let piece = Self.pieces.randomElement(using: &generator) ?? ""
          bytes.insert(contentsOf: Array(piece.utf8), at: position)
        case 3:
          let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
          bytes.removeSubrange(position..<end)
        default:
          let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
          let copy = bytes[position..<end]
          let target = Int.random(in: 0..<bytes.count, using: &generator)
          bytes.insert(contentsOf: copy, at: target)
        }
      }
      // Every twentieth also goes through every export (1,000 documents, 12 formats each).
      Self.check(String(decoding: bytes, as: UTF8.self), exporting: index % 20 == 0)
    }
  }

  /// A random JSON value built from the schema's words, depth-limited.
  static func randomValue(_ depth: Int, _ generator: inout SeededGenerator) -> String {
    let keys = [
      "popkit", "size", "springs", "curves", "tracks", "choreographies", "from", "keyframes",
      "kind", "to", "duration", "curve", "spring", "startVelocity", "endVelocity", "path",
      "targets", "target", "property", "track", "at", "labels", "x", "y", "width", "height",
      "color", "bounciness", "speed", "tension", "friction", "mass", "bounce", "response",
      "dampingRatio", "stiffness", "damping",
    ]
    let leaves = [
      "0", "1", "-2.5", "0.3", "1e9", "\"linear\"", "\"spring\"", "\"fade\"",
      "\"card\"", "\"#3366FF\"", "\"M0 0 L 10 10\"", "\"easeOut\"", "true", "null", "[0, 1]",
    ]
    guard depth > 0, Bool.random(using: &generator) else {
      return leaves.randomElement(using: &generator) ?? "0"
    }
    let count = Int.random(in: 0...4, using: &generator)
    if Bool.random(using: &generator) {
      let items = (0..<count).map { _ in randomValue(depth - 1, &generator) }
      return "[" + items.joined(separator: ", ") + "]"
    }
    let members = (0..<count).map { _ in
      "\"\(keys.randomElement(using: &generator) ?? "x")\": \(randomValue(depth - 1, &generator))"
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  @Test("Random documents from the schema's words (20,000)")
  func randomDocuments() {
    var generator = SeededGenerator(seed: 2026)
    for _ in 0..<20_000 {
      let body = Self.randomValue(5, &generator)
      let text =
        Bool.random(using: &generator) ? body : "{\"popkit\": 1, \"tracks\": {\"t\": \(body)}}"
      Self.check(text)
    }
  }

  /// Numbers at and beyond the edges a document keeps (issue 34): Double's extremes,
  /// subnormals, around 1e12 (the largest value), 1e6 s (the longest time) and 1e-6 s (the
  /// shortest step), and one that overflows JSON.
  static let extremeNumbers = [
    "1e308", "-1e308", "1.7976931348623157e308", "5e-324", "-5e-324", "2.2250738585072014e-308",
    "1e-300", "1e12", "-1e12", "1000000000000.0002", "999999999999.9999", "1e13", "1e6",
    "1000000.000001", "999999.999999", "500000", "1e-6", "9.99e-7", "1e-7", "1e400", "0", "-0",
    "1", "-1", "0.5", "3", "100",
  ]

  /// A document of every kind of number the format has, each drawn from ``extremeNumbers``
  /// (often) or ordinary ones.
  static func extremeDocument(_ generator: inout SeededGenerator) -> String {
    // Each document its own share of extremes, so that some load whole and some hardly at all.
    let share = [0.02, 0.05, 0.1, 0.3, 0.7].randomElement(using: &generator) ?? 0.1
    func number() -> String {
      Double.random(in: 0..<1, using: &generator) >= share
        ? ["0", "1", "0.25", "2", "10"].randomElement(using: &generator) ?? "0"
        : extremeNumbers.randomElement(using: &generator) ?? "0"
    }
    let count = Int.random(in: 1...4, using: &generator)
    func value() -> String {
      count == 1 && Bool.random(using: &generator)
        ? number() : "[" + (0..<count).map { _ in number() }.joined(separator: ", ") + "]"
    }
    func keyframe() -> String {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        let curve = Bool.random(using: &generator) ? #", "curve": "c""# : ""
        return #"{"kind": "linear", "to": \#(value()), "duration": \#(number())\#(curve)}"#
      case 1:
        return
          #"{"kind": "cubic", "to": \#(value()), "duration": \#(number()), "startVelocity": \#(value()), "endVelocity": \#(value())}"#
      case 2:
        let duration = Bool.random(using: &generator) ? #", "duration": \#(number())"# : ""
        return
          #"{"kind": "spring", "to": \#(value()), "spring": "s"\#(duration), "startVelocity": \#(value())}"#
      default:
        return #"{"kind": "move", "to": \#(value())}"#
      }
    }
    let keyframes = (0..<Int.random(in: 1...3, using: &generator)).map { _ in keyframe() }
    let x = ["0", "0.5", "1", number()].randomElement(using: &generator) ?? "0"
    let path =
      "M\(number()) \(number()) l\(number()) \(number()) c\(number()) 1 -1 \(number()) 3 -3"
    return """
      {"popkit": 1, "size": [\(number()), \(number())],
       "curves": {"c": [\(x), \(number()), \(x), \(number())]},
       "springs": {"s": {"response": \(["0.4", number()].randomElement(using: &generator) ?? "0.4"), "dampingRatio": 0.8}},
       "tracks": {"k": {"from": \(value()), "keyframes": [\(keyframes.joined(separator: ", "))]},
                  "p": {"path": "\(path)", "duration": \(number())}},
       "choreographies": {"c": {
         "targets": {"a": {"x": \(number()), "y": \(number()), "width": \(number()), "height": \(number())}},
         "tracks": [{"target": "a", "property": "k\(count)", "track": "k", "at": \(number())},
                    {"target": "a", "property": "path", "track": "p", "at": \(number())}],
         "labels": {"l": \(number())}}}}
      """
  }

  /// An object whose properties only check what they are given.
  @MainActor
  final class Sink {
    /// How many components were written, and how many of them were not finite.
    var written = 0
    var nonFinite = 0

    /// A property of `Value` named `name` that counts its writes.
    static func property<Value: AnimatableValue>(
      _ name: String, _: Value.Type
    ) -> AnimatableProperty<Sink, Value> {
      AnimatableProperty(
        name: name, read: { _ in Value(animatableComponents: .init(repeating: 0)) },
        write: { sink, value in
          let components = value.animatableComponents
          for index in 0..<Value.AnimatableComponents.componentCount {
            sink.written += 1
            if !components[index].isFinite { sink.nonFinite += 1 }
          }
        })
    }

    /// A binding of a property of `count` components.
    func binding(_ name: String, count: Int) -> MotionBinding {
      switch count {
      case 1: .property(Sink.property(name, Double.self), of: self)
      case 2: .property(Sink.property(name, SIMD2<Double>.self), of: self)
      case 3: .property(Sink.property(name, SIMD3<Double>.self), of: self)
      default: .property(Sink.property(name, SIMD4<Double>.self), of: self)
      }
    }
  }

  /// Every choreography of a document built, scrubbed to a few progresses and released both
  /// ways; every component written is finite.
  @MainActor
  static func play(_ document: MotionDocument, _ text: String) throws {
    for name in document.choreographyNames {
      let counts = Dictionary(
        try document.placements(ofChoreography: name).map {
          ("\($0.target).\($0.property)", $0.track.componentCount)
        }, uniquingKeysWith: { first, _ in first })
      let sink = Sink()
      let choreography = try document.choreography(named: name) { target, property in
        sink.binding("\(target).\(property)", count: counts["\(target).\(property)"] ?? 1)
      }
      #expect(choreography.duration.isFinite && choreography.duration <= MotionDocument.maximumTime)
      for (index, velocity) in [1.0, -3, 0].enumerated() {
        let animator = Animator()
        let player = animator.play(choreography, paused: true)
        var time = 0.0
        for progress in [0, 0.25, 0.5, 0.999_999, 1, 0.5] {
          player.progress = progress
          animator.render(at: time)
          time += 1.0 / 60
        }
        player.release(to: index == 2 ? .end : .nearest, velocity: velocity)
        for step in [1.0 / 60, 1.0 / 60, 0.5, 10, 1e4] {
          time += step
          animator.render(at: time)
        }
      }
      #expect(sink.written > 0 || choreography.duration == 0 || counts.isEmpty, "\(text)")
      #expect(sink.nonFinite == 0, "\(sink.nonFinite) non-finite components written by \(text)")
    }
  }

  @Test(
    "issue 34: documents of extreme and non-finite numbers (3,000) load or name a place; what loads plays finitely"
  )
  @MainActor
  func extremeNumberDocuments() {
    var generator = SeededGenerator(seed: 34)
    let clock = ContinuousClock()
    var worst = Duration.zero
    var loaded = 0
    for _ in 0..<3_000 {
      let text = Self.extremeDocument(&generator)
      let elapsed = clock.measure {
        do {
          let document = try MotionDocument(json: text)
          loaded += 1
          try Self.play(document, text)
        } catch let error as MotionDocumentError {
          #expect(Self.namesAPlace(error, in: text), "\(error) for \(text)")
        } catch {
          Issue.record("\(error) for \(text)")
        }
      }
      worst = max(worst, elapsed)
    }
    // Enough of them load to exercise the players (the limits are not all that is tested).
    #expect(loaded >= 100, "only \(loaded) of 3,000 loaded")
    print("extreme-number documents: 3000 (seed 34), \(loaded) loaded, worst \(worst)")
  }

  @Test("Nesting deeper than the parser allows is an error, not a crash")
  func deepNesting() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect {
      _ = try MotionDocument(json: text)
    } throws: { error in
      "\(error)" == "line 1, column 201: nested deeper than 200 levels"
    }
  }
}
