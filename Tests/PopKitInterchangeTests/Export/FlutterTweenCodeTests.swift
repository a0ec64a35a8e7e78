// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// `popkit export --to flutter --track NAME | --choreography NAME`: the sequences read back from
/// the Dart text and played by Flutter's documented `TweenSequence`, `Cubic` and
/// `SpringSimulation` semantics, written here, against PopKit.
@Suite("Tracks and choreographies as Flutter animations")
struct FlutterTweenCodeTests {
  typealias Support = TrackCodeTestSupport

  /// One phase of a field as read back: a sequence or a spring simulation.
  struct Phase {
    /// A sequence's items: begin, end, the `Cubic`'s control points (nil: linear), weight.
    var items: [(begin: Double, end: Double, cubic: [Double]?, weight: Double)] = []
    /// A sequence's duration, or a spring's `SpringDuration` (nil: it runs to rest).
    var duration: Double?
    /// A spring's mass, stiffness, damping, start, end, velocity, distance and velocity
    /// tolerances; nil for a sequence.
    var spring: [Double]?
  }

  /// One field as read back: its phases and the end constant.
  struct Field {
    var phases: [Phase] = []
    var end: Double?
  }

  static func read(_ code: String) throws -> [Field] {
    var fields: [Field] = []
    let sequence = try Regex("^final \\w+Sequence(\\d*) = TweenSequence<double>\\(\\[$")
    for line in code.split(separator: "\n").map(String.init) where !line.hasPrefix("//") {
      let numbers = try Support.numberTexts(in: line).compactMap(Double.init)
      if let match = line.firstMatch(of: sequence) {
        if match.output[1].substring?.isEmpty ?? true { fields.append(Field()) }
        fields[fields.count - 1].phases.append(Phase())
      } else if line.contains("ConstantTween<double>(") {
        fields[fields.count - 1].phases[fields[fields.count - 1].phases.count - 1].items.append(
          (numbers[0], numbers[0], nil, numbers[1]))
      } else if line.contains("TweenSequenceItem(") {
        let cubic = line.contains("Cubic(") ? Array(numbers[2...5]) : nil
        fields[fields.count - 1].phases[fields[fields.count - 1].phases.count - 1].items.append(
          (numbers[0], numbers[1], cubic, numbers[line.contains("Cubic(") ? 6 : 2]))
      } else if line.contains("Duration(microseconds:") {
        fields[fields.count - 1].phases[fields[fields.count - 1].phases.count - 1].duration =
          numbers[0] / 1e6
      } else if line.contains("SpringSimulation(") {
        fields[fields.count - 1].phases.append(Phase(spring: numbers))
      } else if line.hasPrefix("const "), line.contains("End = ") {
        fields[fields.count - 1].end = numbers.last
      }
    }
    return fields
  }

  /// A sequence at a time from its start: driven linearly over its duration, each item over its
  /// share of the weights (its tween of its curve of the item's own progress).
  static func sequenceValue(_ phase: Phase, at elapsed: Double) -> Double {
    let total = phase.items.reduce(0) { $0 + $1.weight }
    let duration = phase.duration ?? 0
    let t = duration > 0 ? min(max(elapsed / duration, 0), 1) : 1
    var start = 0.0
    for (index, item) in phase.items.enumerated() {
      let end = start + item.weight / total
      if t < end || index == phase.items.count - 1 {
        let local = min(max((t - start) / (end - start), 0), 1)
        let eased =
          item.cubic.map { Support.bezier($0[0], $0[1], $0[2], $0[3], at: local) } ?? local
        return item.begin + eased * (item.end - item.begin)
      }
      start = end
    }
    return 0
  }

  /// A spring simulation at a time from its start: the closed form, held at its value once it
  /// is done (within its tolerance's distance of its end and velocity of rest, checked at 60 Hz
  /// frames).
  static func springValue(_ spring: [Double], at elapsed: Double) -> Double {
    let (mass, stiffness, damping) = (spring[0], spring[1], spring[2])
    let (from, to, velocity, distance, restSpeed) = (
      spring[3], spring[4], spring[5], spring[6], spring[7]
    )
    func state(_ t: Double) -> (x: Double, v: Double) {
      let motion = Support.oscillator(
        stiffness: stiffness, damping: damping, mass: mass, x0: from - to, v0: velocity, t: t)
      return (to + motion.x, motion.v)
    }
    var frame = 0.0
    while frame <= elapsed {
      let now = state(frame)
      if abs(now.x - to) < distance, abs(now.v) < restSpeed { return now.x }
      frame += 1.0 / 60
    }
    return state(max(elapsed, 0)).x
  }

  /// A field at a time: its phases one after another (a sequence over its duration, a spring
  /// for its `SpringDuration` or to rest); after the last, the end constant if any.
  static func play(_ field: Field, at time: Double) -> Double {
    var start = 0.0
    for (index, phase) in field.phases.enumerated() {
      let last = index == field.phases.count - 1
      if let spring = phase.spring {
        guard let duration = phase.duration, !last else {
          return field.end ?? springValue(spring, at: time - start)
        }
        if time < start + duration { return springValue(spring, at: time - start) }
        start += duration
      } else {
        let duration = phase.duration ?? 0
        if time < start + duration || last && field.end == nil {
          return sequenceValue(phase, at: time - start)
        }
        start += duration
      }
    }
    return field.end ?? 0
  }

  @Test(
    "every track and the choreography play as PopKit's: exact parts within 1e-9 of their range, the rest within the errors the comment states",
    arguments: Support.trackNames.map(MotionExport.Selection.track) + [.choreography("open")])
  func playsAsPopKit(_ selection: MotionExport.Selection) throws {
    let document = try MotionDocument(json: Support.document)
    let code = try MotionExport.export(document, to: .flutter, selection).text
    let fields = try Self.read(code)
    let reference = try Support.reference(document, selection)
    #expect(fields.count == reference.count)
    let duration: Double =
      switch selection {
      case .track(let name): try document.track(named: name).duration
      case .choreography(let name): try document.duration(ofChoreography: name)
      default: 0
      }
    let exported = fields.map { field in { time in Self.play(field, at: time) } }
    let errors = Support.worstErrors(exported, reference, duration: duration + 0.5)
    let stated = try Support.statedErrors(in: code).max() ?? 0
    for (index, measured) in errors.enumerated() {
      let springBound = code.contains("SpringSimulation(") ? 1.2e-3 * measured.range : 0
      #expect(
        measured.error <= max(1e-9 * max(measured.range, 1), stated * 1.06, springBound),
        "\(selection) field \(index): \(measured) vs stated \(stated)")
    }
  }

  @Test("every number is printed with at most 12 significant digits")
  func numbersWithoutNoise() throws {
    let document = try MotionDocument(json: Support.document)
    for name in Support.trackNames {
      let code = try MotionExport.export(document, to: .flutter, .track(name)).text
      for text in try Support.numberTexts(in: code) {
        #expect(Support.significantDigits(text) <= 12, "\(name): \(text)")
      }
    }
  }
}
