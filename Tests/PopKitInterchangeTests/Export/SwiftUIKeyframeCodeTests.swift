// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// `popkit export --to swiftui --track NAME | --choreography NAME`: the keyframes read back from
/// the text and played by SwiftUI's documented keyframe semantics, written here, against PopKit.
@Suite("Tracks and choreographies as SwiftUI keyframes")
struct SwiftUIKeyframeCodeTests {
  typealias Support = TrackCodeTestSupport

  /// One keyframe as read back.
  enum Keyframe {
    case move(Double)
    case linear(Double, duration: Double, bezier: [Double]?)
    case cubic(Double, duration: Double, startVelocity: Double, endVelocity: Double)
    case spring(
      Double, duration: Double, mass: Double, stiffness: Double, damping: Double,
      startVelocity: Double)
  }

  /// The fields' initial values and keyframe tracks, in the order written.
  static func read(_ code: String) throws -> [(initial: Double, keyframes: [Keyframe])] {
    var initials: [String: Double] = [:]
    var tracks: [(String, [Keyframe])] = []
    let field = try Regex("^  var (\\w+): Double = (\\S+)$")
    let track = try Regex("^  KeyframeTrack\\(\\\\\\.(\\w+)\\) \\{$")
    for line in code.split(separator: "\n").map(String.init) {
      if let match = line.firstMatch(of: field) {
        initials[String(match.output[1].substring ?? "")] = Double(
          String(match.output[2].substring ?? ""))
        continue
      }
      if let match = line.firstMatch(of: track) {
        tracks.append((String(match.output[1].substring ?? ""), []))
        continue
      }
      guard line.hasPrefix("    "), !tracks.isEmpty else { continue }
      let numbers = try Support.numberTexts(in: line).compactMap(Double.init)
      let keyframe: Keyframe
      if line.contains("MoveKeyframe(") {
        keyframe = .move(numbers[0])
      } else if line.contains("LinearKeyframe(") {
        keyframe = .linear(
          numbers[0], duration: numbers[1],
          bezier: line.contains(".bezier(") ? Array(numbers[2...5]) : nil)
        if !line.contains(".bezier(") { #expect(line.contains("timingCurve: .linear")) }
      } else if line.contains("CubicKeyframe(") {
        #expect(line.contains("startVelocity:") && line.contains("endVelocity:"), "\(line)")
        keyframe = .cubic(
          numbers[0], duration: numbers[1], startVelocity: numbers[2], endVelocity: numbers[3])
      } else if line.contains("SpringKeyframe(") {
        #expect(line.contains("duration:") && line.contains("startVelocity:"), "\(line)")
        keyframe = .spring(
          numbers[0], duration: numbers[1], mass: numbers[2], stiffness: numbers[3],
          damping: numbers[4], startVelocity: numbers[5])
      } else {
        Issue.record("unknown keyframe: \(line)")
        continue
      }
      tracks[tracks.count - 1].1.append(keyframe)
    }
    return try tracks.map { name, keyframes in
      (try #require(initials[name], "no field \(name)"), keyframes)
    }
  }

  /// SwiftUI's keyframe track at a time: the keyframes one after another from the initial
  /// value; a `MoveKeyframe` jumps at once; a `LinearKeyframe` eases from the previous value
  /// along its curve; a `CubicKeyframe` is the cubic Hermite of the previous value, its value and
  /// the two velocities; a `SpringKeyframe` is the spring from the previous value and its
  /// `startVelocity` toward its value, cut at its duration; the last value holds.
  static func play(_ initial: Double, _ keyframes: [Keyframe], at time: Double) -> Double {
    var value = initial
    var start = 0.0
    for keyframe in keyframes {
      switch keyframe {
      case .move(let to):
        value = to
      case .linear(let to, let duration, let bezier):
        if time < start + duration {
          let x = (time - start) / duration
          let eased = bezier.map { Support.bezier($0[0], $0[1], $0[2], $0[3], at: x) } ?? x
          return value + eased * (to - value)
        }
        value = to
        start += duration
      case .cubic(let to, let duration, let v0, let v1):
        let s = min((time - start) / duration, 1)
        let (s2, s3) = (s * s, s * s * s)
        let hermite =
          (2 * s3 - 3 * s2 + 1) * value + (3 * s2 - 2 * s3) * to + (s3 - 2 * s2 + s) * duration
          * v0 + (s3 - s2) * duration * v1
        if time < start + duration { return hermite }
        value = to
        start += duration
      case .spring(let to, let duration, let mass, let stiffness, let damping, let v0):
        let elapsed = min(time - start, duration)
        let spring = Support.oscillator(
          stiffness: stiffness, damping: damping, mass: mass, x0: value - to, v0: v0, t: elapsed)
        if time < start + duration { return to + spring.x }
        value = to + spring.x
        start += duration
      }
      if time < start { return value }
    }
    return value
  }

  /// Exports, plays and compares; returns the errors and the text.
  static func measure(_ selection: MotionExport.Selection) throws -> (
    errors: [(error: Double, range: Double)], code: String
  ) {
    let document = try MotionDocument(json: Support.document)
    let result = try MotionExport.export(document, to: .swiftui, selection)
    let fields = try read(result.text)
    let reference = try Support.reference(document, selection)
    #expect(fields.count == reference.count)
    let duration: Double =
      switch selection {
      case .track(let name): try document.track(named: name).duration
      case .choreography(let name): try document.duration(ofChoreography: name)
      default: 0
      }
    let exported = fields.map { field in { time in play(field.initial, field.keyframes, at: time) }
    }
    let errors = Support.worstErrors(exported, reference, duration: duration + 0.2)
    return (errors, result.text)
  }

  @Test(
    "tracks and a choreography of Bézier eases, cubics, springs (whole, cut short, with a start velocity, of mass 2) and jumps play as PopKit's within 1e-9 of their range",
    arguments: [
      MotionExport.Selection.track("mixed"), .track("settle"), .track("point"), .track("flat"),
      .choreography("open"),
    ])
  func exactParts(_ selection: MotionExport.Selection) throws {
    let (errors, code) = try Self.measure(selection)
    #expect(code.contains("// baked: nothing"), "\(code)")
    for (index, measured) in errors.enumerated() {
      #expect(
        measured.error <= 1e-9 * max(measured.range, 1),
        "\(selection) field \(index): worst error \(measured.error) of range \(measured.range)")
    }
  }

  @Test(
    "elastic, bounce and back eases and a path are baked within 0.01 % of their range, no worse than the comment states; steps are exact",
    arguments: ["eases", "fly"])
  func bakedParts(_ name: String) throws {
    let (errors, code) = try Self.measure(.track(name))
    let stated = try Support.statedErrors(in: code)
    #expect(!stated.isEmpty, "\(code)")
    let worstStated = stated.max() ?? 0
    for measured in errors {
      #expect(measured.error <= 1.2e-4 * measured.range, "\(name): \(measured)")
      // The comment's figure has two significant digits.
      #expect(measured.error <= worstStated * 1.06 + 1e-12, "\(name): \(measured) vs \(stated)")
    }
  }

  @Test(
    "every number is printed with at most 12 significant digits (no float tail), the document's as given"
  )
  func numbersWithoutNoise() throws {
    let document = try MotionDocument(json: Support.document)
    for name in Support.trackNames {
      let code = try MotionExport.export(document, to: .swiftui, .track(name)).text
      for text in try Support.numberTexts(in: code) {
        #expect(Support.significantDigits(text) <= 12, "\(name): \(text)")
      }
    }
    let mixed = try MotionExport.export(document, to: .swiftui, .track("mixed")).text
    #expect(mixed.contains("LinearKeyframe(100, duration: 0.3, timingCurve: .bezier("))
    #expect(mixed.contains("MoveKeyframe(30)"))
    #expect(mixed.contains("startVelocity: -200)"))
  }
}
