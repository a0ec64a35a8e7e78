// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// `popkit export --to compose --track NAME | --choreography NAME`: the animations read back from
/// the Kotlin text (as `Float`s) and played by Compose's documented `keyframes {}`, `spring()` and
/// `snapTo` semantics, written here, against PopKit.
@Suite("Tracks and choreographies as Jetpack Compose animations")
struct ComposeKeyframeCodeTests {
  typealias Support = TrackCodeTestSupport

  /// One call on an `Animatable`.
  enum Call {
    case snap(Double)
    /// `animateTo(target, keyframes { durationMillis; value at ms using easing; … })`.
    case keyframes(target: Double, milliseconds: Int, entries: [(Double, Int, [Double]?)])
    /// `animateTo(target, spring(dampingRatio, stiffness, visibilityThreshold), initialVelocity)`.
    /// `settled`: seconds until it stays within its threshold (filled in by ``read(_:)``);
    /// `cutoff`: the seconds of its `withTimeoutOrNull`, if any.
    case spring(
      target: Double, ratio: Double, stiffness: Double, threshold: Double, velocity: Double,
      settled: Double, cutoff: Double?)
  }

  /// A Kotlin `Float` literal's value.
  static func float(_ text: Substring) -> Double {
    Double(Float(String(text.hasSuffix("f") ? text.dropLast() : text)) ?? .nan)
  }

  /// The fields' initial values and calls, in the order written.
  static func read(_ code: String) throws -> [(initial: Double, calls: [Call])] {
    let lines = code.split(separator: "\n").map(String.init)
    var fields: [(String, Double, [Call])] = []
    let field = try Regex("^    val (\\w+) = Animatable\\((\\S+)\\)$")
    let call = try Regex(
      "^            (?:withTimeoutOrNull\\((\\d+)\\) \\{ )?(\\w+)\\.(snapTo|animateTo)\\((.*)\\)(?: \\})?$"
    )
    let entry = try Regex("(\\S+) at (\\d+) using (LinearEasing|CubicBezierEasing\\(([^)]*)\\))")
    let number = try Regex("(-?[0-9.]+(?:[eE][-+]?[0-9]+)?f?)")
    for line in lines {
      if let match = line.firstMatch(of: field) {
        fields.append(
          (String(match.output[1].substring ?? ""), float(match.output[2].substring ?? ""), []))
        continue
      }
      guard let match = line.firstMatch(of: call) else { continue }
      let cutoff = match.output[1].substring.flatMap { Double(String($0)) }.map { $0 / 1000 }
      let name = String(match.output[2].substring ?? "")
      let arguments = match.output[4].substring ?? ""
      let index = try #require(fields.firstIndex { $0.0 == name }, "\(line)")
      let numbers = arguments.matches(of: number).map { float($0.output[1].substring ?? "") }
      if match.output[3].substring == "snapTo" {
        fields[index].2.append(.snap(numbers[0]))
      } else if arguments.contains("spring(") {
        fields[index].2.append(
          .spring(
            target: numbers[0], ratio: numbers[1], stiffness: numbers[2], threshold: numbers[3],
            velocity: numbers[4], settled: 0, cutoff: cutoff))
      } else {
        let entries = arguments.matches(of: entry).map { found in
          (
            float(found.output[1].substring ?? ""),
            Int(String(found.output[2].substring ?? "")) ?? 0,
            found.output[4].substring.map { inner in
              inner.split(separator: ", ").map { float($0) }
            }
          )
        }
        fields[index].2.append(
          .keyframes(target: numbers[0], milliseconds: Int(numbers[1]), entries: entries))
      }
    }
    return fields.map { _, initial, calls in
      var value = initial
      return (
        initial,
        calls.map { call in
          switch call {
          case .snap(let to):
            value = to
            return call
          case .keyframes(let target, _, _):
            value = target
            return call
          case .spring(
            let target, let ratio, let stiffness, let threshold, let velocity, _, let cutoff):
            defer { value = target }
            return .spring(
              target: target, ratio: ratio, stiffness: stiffness, threshold: threshold,
              velocity: velocity,
              settled: settlingTime(
                from: value - target, velocity, ratio: ratio, stiffness: stiffness,
                threshold: threshold), cutoff: cutoff)
          }
        }
      )
    }
  }

  /// When a spring of mass 1 stays within `threshold` of its target for good: after the last
  /// millisecond it is outside, sampled for 60 s.
  static func settlingTime(
    from displacement: Double, _ velocity: Double, ratio: Double, stiffness: Double,
    threshold: Double
  ) -> Double {
    let damping = 2 * ratio * stiffness.squareRoot()
    var settled = 0.0
    var probe = 0.0
    while probe < 60, probe <= settled + 2 {
      let state = Support.oscillator(
        stiffness: stiffness, damping: damping, mass: 1, x0: displacement, v0: velocity, t: probe)
      if abs(state.x) > threshold { settled = probe + 0.001 }
      probe += 0.001
    }
    return settled
  }

  /// A field's animations at a time: the calls one after another; `snapTo` at once; a
  /// `keyframes` spec lasting `durationMillis`, each interval from an entry to the next (or to
  /// the target at the end) eased by the entry's easing; a `spring()` with mass 1 from the
  /// current value and `initialVelocity` until it stays within `visibilityThreshold` of its
  /// target, then the target; inside `withTimeoutOrNull(ms)`, cancelled after that long
  /// (holding its value then), and otherwise the last call of the field.
  static func play(_ initial: Double, _ calls: [Call], at time: Double) -> Double {
    var value = initial
    var start = 0.0
    for call in calls {
      switch call {
      case .snap(let to):
        value = to
      case .keyframes(let target, let milliseconds, let entries):
        let duration = Double(milliseconds) / 1000
        if time < start + duration {
          let elapsed = (time - start) * 1000
          for (index, entry) in entries.enumerated() {
            let next =
              index + 1 < entries.count
              ? (entries[index + 1].0, Double(entries[index + 1].1))
              : (target, Double(milliseconds))
            guard elapsed < next.1 else { continue }
            let x = (elapsed - Double(entry.1)) / (next.1 - Double(entry.1))
            let eased = entry.2.map { Support.bezier($0[0], $0[1], $0[2], $0[3], at: x) } ?? x
            return entry.0 + eased * (next.0 - entry.0)
          }
        }
        value = target
        start += duration
      case .spring(let target, let ratio, let stiffness, _, let velocity, let settled, let cutoff):
        // Until it settles, or until its timeout cancels it (holding its value then).
        let ends = min(settled, cutoff ?? .infinity)
        func spring(_ elapsed: Double) -> Double {
          if elapsed >= settled { return target }
          return target
            + Support.oscillator(
              stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(), mass: 1,
              x0: value - target, v0: velocity, t: max(elapsed, 0)
            ).x
        }
        guard let cutoff else { return spring(time - start) }
        if time < start + cutoff { return spring(time - start) }
        value = spring(ends)
        start += cutoff
      }
      if time < start { return value }
    }
    return value
  }

  static func measure(_ selection: MotionExport.Selection) throws -> (
    errors: [(error: Double, range: Double)], code: String
  ) {
    let document = try MotionDocument(json: Support.document)
    let result = try MotionExport.export(document, to: .compose, selection)
    let fields = try read(result.text)
    let reference = try Support.reference(document, selection)
    #expect(fields.count == reference.count)
    let duration: Double =
      switch selection {
      case .track(let name): try document.track(named: name).duration
      case .choreography(let name): try document.duration(ofChoreography: name)
      default: 0
      }
    let exported = fields.map { field in { time in play(field.initial, field.calls, at: time) } }
    return (Support.worstErrors(exported, reference, duration: duration + 0.2), result.text)
  }

  @Test(
    "every track and the choreography play as PopKit's: exact parts within Float precision (1e-6 of their range), the rest within the errors the comment states",
    arguments: Support.trackNames.map(MotionExport.Selection.track) + [.choreography("open")])
  func playsAsPopKit(_ selection: MotionExport.Selection) throws {
    let (errors, code) = try Self.measure(selection)
    let stated = try Support.statedErrors(in: code)
    let bound = stated.reduce(0, +)
    for (index, measured) in errors.enumerated() {
      let springBound = code.contains("as spring(") ? 1.2e-3 * measured.range : 0
      #expect(
        measured.error <= max(1e-6 * max(measured.range, 1), bound * 1.06, springBound),
        "\(selection) field \(index): \(measured) vs stated \(stated)")
      // Baked within 0.1 % of a part's range (pieces of at least 1 ms), as the Lottie export.
      #expect(measured.error <= 1.2e-3 * max(measured.range, 1), "\(selection): \(measured)")
    }
    if selection == .track("settle") || selection == .track("flat") {
      #expect(code.contains("// baked: nothing"))
    }
  }

  @Test("numbers are Kotlin Float literals of at most 9 significant digits")
  func floats() throws {
    let document = try MotionDocument(json: Support.document)
    for name in Support.trackNames {
      let code = try MotionExport.export(document, to: .compose, .track(name)).text
      for line in code.split(separator: "\n") where line.contains("animateTo(") {
        for match in line.matches(of: try Regex("[-0-9.eE]+f")) {
          let text = String(line[match.range].dropLast())
          #expect(Support.significantDigits(text) <= 9, "\(name): \(text)")
        }
      }
    }
  }
}
