// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

/// `popkit export --to motion --track NAME | --choreography NAME`: the sequence read back from
/// the text and played by Motion 13.1.1's sequence and spring semantics, written here, against
/// PopKit; and `node --check` on the text.
@Suite("Tracks and choreographies as Motion sequences")
struct MotionSequenceCodeTests {
  typealias Support = TrackCodeTestSupport

  /// One sequence segment as read back.
  struct Segment {
    var field: String
    var keyframes: [Double]
    var at: Double
    /// A keyframe segment's duration, times and eases (`nil` for linear).
    var duration = 0.0
    var times: [Double] = []
    var eases: [[Double]?] = []
    /// A spring's options: stiffness, damping, mass, velocity, restDelta, restSpeed.
    var spring: [String: Double]?
  }

  /// The object's initial fields and the sequence's segments.
  static func read(_ code: String) throws -> (fields: [(String, Double)], segments: [Segment]) {
    let objectLine = try #require(
      code.split(separator: "\n").first { $0.hasPrefix("const ") && $0.contains("Values = {") })
    let fieldPattern = try Regex("(\\w+): (-?[0-9.e+-]+)")
    let fields = objectLine.matches(of: fieldPattern).map {
      (String($0.output[1].substring ?? ""), Double(String($0.output[2].substring ?? "")) ?? .nan)
    }
    let segmentPattern = try Regex("^  \\[\\w+, \\{ (\\w+): \\[([^\\]]*)\\] \\}, \\{ (.*) \\}\\],$")
    func number(_ label: String, in options: String) throws -> Double {
      let match = try #require(
        options.firstMatch(of: try Regex("\(label): (-?[0-9.e+-]+)")), "no \(label)")
      return try #require(Double(String(match.output[1].substring ?? "")))
    }
    var segments: [Segment] = []
    for line in code.split(separator: "\n").map(String.init) where line.hasPrefix("  [") {
      let match = try #require(line.firstMatch(of: segmentPattern), "\(line)")
      let options = String(match.output[3].substring ?? "")
      var segment = Segment(
        field: String(match.output[1].substring ?? ""),
        keyframes: String(match.output[2].substring ?? "").split(separator: ", ").compactMap {
          Double(String($0))
        }, at: try number("at", in: options))
      if options.contains("type: \"spring\"") {
        var spring: [String: Double] = [:]
        for label in ["stiffness", "damping", "mass", "velocity", "restDelta", "restSpeed"] {
          spring[label] = try number(label, in: options)
        }
        segment.spring = spring
      } else {
        segment.duration = try number("duration", in: options)
        let times = try #require(options.firstMatch(of: try Regex("times: \\[([^\\]]*)\\]")))
        segment.times = String(times.output[1].substring ?? "").split(separator: ", ").compactMap {
          Double(String($0))
        }
        let easeStart = try #require(options.range(of: "ease: [")).upperBound
        for ease in options[easeStart...].matches(of: try Regex("\"linear\"|\\[([^\\]]*)\\]")) {
          let inner = ease.output[1].substring.map(String.init)
          segment.eases.append(
            inner.map { $0.split(separator: ", ").compactMap { Double(String($0)) } })
        }
        #expect(segment.times.count == segment.keyframes.count, "\(line)")
        #expect(segment.eases.count == segment.keyframes.count - 1, "\(line)")
      }
      segments.append(segment)
    }
    return (fields, segments)
  }

  /// Motion 13.1.1's spring in a sequence: generated over `[0, |Δ|]` with the velocity along
  /// the move; done at an instant where `|velocity| ≤ restSpeed` and `|Δ − x| ≤ restDelta` (then
  /// it reads as the target); its duration the first multiple of 50 ms where it is done (at
  /// most 20 s); the segment's value `from + (to − from) · x / |Δ|`.
  static func springValue(_ segment: Segment, at elapsed: Double) -> (value: Double, end: Double) {
    let spring = segment.spring ?? [:]
    let (from, to) = (segment.keyframes[0], segment.keyframes[1])
    let scale = abs(to - from)
    func state(_ t: Double) -> (x: Double, done: Bool) {
      let motion = Support.oscillator(
        stiffness: spring["stiffness"] ?? 0, damping: spring["damping"] ?? 0,
        mass: spring["mass"] ?? 1, x0: -scale, v0: spring["velocity"] ?? 0, t: t)
      let x = scale + motion.x
      let done =
        abs(motion.v) <= spring["restSpeed"] ?? 0 && abs(scale - x) <= spring["restDelta"] ?? 0
      return (done ? scale : x, done)
    }
    var duration = 0.0
    while !state(duration).done, duration < 20 { duration += 0.05 }
    let progress = elapsed >= duration ? 1 : state(max(elapsed, 0)).x / scale
    return (from + (to - from) * progress, duration)
  }

  /// A keyframe segment at a time: the interval whose times hold the progress, eased by its
  /// cubic Bézier (or linearly), between its two keyframes; the last keyframe after the end.
  static func keyframeValue(_ segment: Segment, at elapsed: Double) -> Double {
    let progress = segment.duration > 0 ? elapsed / segment.duration : 1
    for index in 0..<(segment.keyframes.count - 1) where progress < segment.times[index + 1] {
      let span = segment.times[index + 1] - segment.times[index]
      let local = span > 0 ? max(progress - segment.times[index], 0) / span : 1
      let eased =
        segment.eases[index].map { Support.bezier($0[0], $0[1], $0[2], $0[3], at: local) }
        ?? local
      return segment.keyframes[index]
        + eased * (segment.keyframes[index + 1] - segment.keyframes[index])
    }
    return segment.keyframes[segment.keyframes.count - 1]
  }

  /// A field of the sequence at a time: the latest segment started by then (the first one's
  /// first keyframe before it), holding its last value after its end.
  static func play(_ segments: [Segment], initial: Double, at time: Double) -> Double {
    guard let current = segments.last(where: { $0.at <= time }) else {
      return segments.first?.keyframes.first ?? initial
    }
    if current.spring != nil { return springValue(current, at: time - current.at).value }
    return keyframeValue(current, at: time - current.at)
  }

  static func measure(_ selection: MotionExport.Selection) throws -> (
    errors: [(error: Double, range: Double)], code: String
  ) {
    let document = try MotionDocument(json: Support.document)
    let result = try MotionExport.export(document, to: .motion, selection)
    let (fields, segments) = try read(result.text)
    let reference = try Support.reference(document, selection)
    #expect(fields.count == reference.count)
    let duration: Double =
      switch selection {
      case .track(let name): try document.track(named: name).duration
      case .choreography(let name): try document.duration(ofChoreography: name)
      default: 0
      }
    let exported = fields.map { name, initial in
      let own = segments.filter { $0.field == name }
      return { (time: Double) in play(own, initial: initial, at: time) }
    }
    let errors = Support.worstErrors(exported, reference, duration: duration + 0.5)
    return (errors, result.text)
  }

  @Test(
    "Bézier eases, cubics and jumps play as PopKit's within 1e-9 of their range; springs and baked parts within the error the comment states",
    arguments: Support.trackNames.map(MotionExport.Selection.track) + [.choreography("open")])
  func playsAsPopKit(_ selection: MotionExport.Selection) throws {
    let (errors, code) = try Self.measure(selection)
    let stated = try Support.statedErrors(in: code)
    let worstStated = stated.max() ?? 0
    for (index, measured) in errors.enumerated() {
      #expect(
        measured.error <= max(1e-9 * max(measured.range, 1), worstStated * 1.06),
        "\(selection) field \(index): \(measured) vs stated \(stated)")
      // PopKit settles a spring within 0.001 of its move's length, which for a component of a
      // two-component move is up to √(1 + 0.5²) ≈ 1.12 times 0.001 of that component's range.
      #expect(measured.error <= 1.2e-3 * max(measured.range, 1), "\(selection): \(measured)")
    }
  }

  @Test("a whole spring that ends its field is a Motion spring; one cut short or followed is baked")
  func springs() throws {
    let document = try MotionDocument(json: Support.document)
    let settle = try MotionExport.export(document, to: .motion, .track("settle")).text
    #expect(settle.contains("type: \"spring\""))
    #expect(settle.contains("// baked: nothing"))
    let mixed = try MotionExport.export(document, to: .motion, .track("mixed")).text
    #expect(!mixed.contains("type: \"spring\""))
    #expect(mixed.contains("spring cut short"))
    #expect(mixed.contains("spring before another step"))
    #expect(settle.contains("Motion 13.1.1"))
  }

  @Test("every number is printed with at most 12 significant digits")
  func numbersWithoutNoise() throws {
    let document = try MotionDocument(json: Support.document)
    for name in Support.trackNames {
      let code = try MotionExport.export(document, to: .motion, .track(name)).text
      for text in try Support.numberTexts(in: code) {
        #expect(Support.significantDigits(text) <= 12, "\(name): \(text)")
      }
    }
  }

  /// `node` on `PATH`, or nil.
  static let node: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    return folders.map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  @Test(
    "the output passes node --check",
    .enabled(if: node != nil, "node not found on PATH: the syntax check is skipped"))
  func nodeCheck() throws {
    let node = try #require(Self.node)
    let document = try MotionDocument(json: Support.document)
    let folder = try makeTemporaryFolder("popkit-motion-code")
    defer { try? FileManager.default.removeItem(at: folder) }
    let selections = Support.trackNames.map(MotionExport.Selection.track) + [.choreography("open")]
    for (index, selection) in selections.enumerated() {
      let path = folder.appendingPathComponent("sequence\(index).js").path
      try Data(try MotionExport.export(document, to: .motion, selection).text.utf8).write(
        to: URL(fileURLWithPath: path))
      let outcome = try PlayerProcess.run(node, ["--check", path], timeout: 60)
      #expect(outcome.status == 0, "\(selection): \(outcome.errors)")
    }
  }
}
