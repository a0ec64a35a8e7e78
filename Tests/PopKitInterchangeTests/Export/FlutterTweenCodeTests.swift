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

  /// One field as read back.
  struct Field {
    /// Items: begin, end, the `Cubic`'s control points (nil: linear), weight.
    var items: [(begin: Double, end: Double, cubic: [Double]?, weight: Double)] = []
    var duration = 0.0
    /// mass, stiffness, damping, start, end, velocity, distance, velocity tolerance.
    var spring: [Double]?
    var end: Double?
  }

  static func read(_ code: String) throws -> [Field] {
    var fields: [Field] = []
    for line in code.split(separator: "\n").map(String.init) where !line.hasPrefix("//") {
      let numbers = try Support.numberTexts(in: line).compactMap(Double.init)
      if line.hasPrefix("final "), line.contains("= TweenSequence<double>([") {
        fields.append(Field())
      } else if line.contains("ConstantTween<double>(") {
        fields[fields.count - 1].items.append((numbers[0], numbers[0], nil, numbers[1]))
      } else if line.contains("TweenSequenceItem(") {
        let cubic = line.contains("Cubic(") ? Array(numbers[2...5]) : nil
        fields[fields.count - 1].items.append(
          (numbers[0], numbers[1], cubic, numbers[line.contains("Cubic(") ? 6 : 2]))
      } else if line.contains("Duration(microseconds:") {
        fields[fields.count - 1].duration = numbers[0] / 1e6
      } else if line.contains("SpringSimulation(") {
        fields[fields.count - 1].spring = numbers
      } else if line.hasPrefix("const "), line.contains("End = ") {
        fields[fields.count - 1].end = numbers.last
      }
    }
    return fields
  }

  /// A field at a time: the sequence driven linearly over its duration (each item over its share
  /// of the weights: its tween of its curve of the item's own progress), then the spring
  /// simulation from the end of the sequence, held at its value once it is done (within its
  /// tolerance's distance of its end and velocity of rest, checked at 60 Hz frames), or the end
  /// constant.
  static func play(_ field: Field, at time: Double) -> Double {
    if time < field.duration || field.spring == nil && field.end == nil {
      let total = field.items.reduce(0) { $0 + $1.weight }
      let t = min(max(time / field.duration, 0), 1)
      var start = 0.0
      for (index, item) in field.items.enumerated() {
        let end = start + item.weight / total
        if t < end || index == field.items.count - 1 {
          let local = item.weight > 0 ? min(max((t - start) / (end - start), 0), 1) : 1
          let eased =
            item.cubic.map { Support.bezier($0[0], $0[1], $0[2], $0[3], at: local) } ?? local
          return item.begin + eased * (item.end - item.begin)
        }
        start = end
      }
    }
    if let end = field.end { return end }
    guard let spring = field.spring else { return field.items.last?.end ?? 0 }
    let (mass, stiffness, damping) = (spring[0], spring[1], spring[2])
    let (from, to, velocity, distance, restSpeed) = (
      spring[3], spring[4], spring[5], spring[6], spring[7]
    )
    func state(_ t: Double) -> (x: Double, v: Double) {
      let motion = Support.oscillator(
        stiffness: stiffness, damping: damping, mass: mass, x0: from - to, v0: velocity, t: t)
      return (to + motion.x, motion.v)
    }
    let elapsed = time - field.duration
    var frame = 0.0
    while frame <= elapsed {
      let now = state(frame)
      if abs(now.x - to) < distance, abs(now.v) < restSpeed { return now.x }
      frame += 1.0 / 60
    }
    return state(elapsed).x
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
