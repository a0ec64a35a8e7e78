// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

/// The exported keyframes, evaluated as a player does, against a real ``PopKit/Choreography``
/// played on a stand-in at every frame: random documents with several tracks per property,
/// later starts, jumps, springs, cubics and curves.
@Suite("Lottie export agrees with the choreography at every frame")
@MainActor
struct LottieAgreementTests {
  /// A random keyframe track for a property, as document JSON.
  static func track(
    _ property: String, using generator: inout SeededGenerator
  ) -> String {
    func value() -> String {
      switch property {
      case "position":
        "[\(Double.random(in: -50...50, using: &generator)), \(Double.random(in: -50...50, using: &generator))]"
      case "scale": "\(Double.random(in: 0.5...1.5, using: &generator))"
      case "rotation": "\(Double.random(in: -90...90, using: &generator))"
      case "opacity": "\(Double.random(in: 0...1, using: &generator))"
      case "color":
        "[\((0..<4).map { _ in String(Double.random(in: 0...1, using: &generator)) }.joined(separator: ", "))]"
      default: "\(Double.random(in: -50...50, using: &generator))"
      }
    }
    var keyframes: [String] = []
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let duration = Double.random(in: 0.1...0.6, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0:
        let curve = (0..<4).map { index in
          index % 2 == 0
            ? Double.random(in: 0...1, using: &generator)
            : Double.random(in: -0.5...1.5, using: &generator)
        }
        keyframes.append(
          #"{"kind": "linear", "to": \#(value()), "duration": \#(duration), "curve": \#(curve)}"#)
      case 1:
        keyframes.append(#"{"kind": "linear", "to": \#(value()), "duration": \#(duration)}"#)
      case 2:
        keyframes.append(
          #"{"kind": "cubic", "to": \#(value()), "duration": \#(duration), "startVelocity": \#(value()), "endVelocity": \#(value())}"#
        )
      case 3:
        let stiffness = Double.random(in: 50...400, using: &generator)
        let damping = Double.random(in: 4...30, using: &generator)
        keyframes.append(
          #"{"kind": "spring", "to": \#(value()), "duration": \#(duration + 0.4), "spring": {"stiffness": \#(stiffness), "damping": \#(damping)}}"#
        )
      default:
        keyframes.append(#"{"kind": "move", "to": \#(value())}"#)
      }
    }
    let at = Bool.random(using: &generator) ? 0 : Double.random(in: 0...0.5, using: &generator)
    return
      #"{"target": "card", "property": "\#(property)", "at": \#(at), "track": {"from": \#(value()), "keyframes": [\#(keyframes.joined(separator: ", "))]}}"#
  }

  @Test("80 random documents: every channel within 0.1 % of its range at every frame")
  func randomDocuments() throws {
    var generator = SeededGenerator(seed: 2024)
    let properties = ["x", "y", "position", "scale", "rotation", "opacity", "color"]
    var worstOverall = 0.0
    for round in 0..<80 {
      var tracks: [String] = []
      for _ in 0..<Int.random(in: 1...5, using: &generator) {
        tracks.append(Self.track(properties.randomElement(using: &generator)!, using: &generator))
      }
      let document = try lottieDocument(tracks.joined(separator: ", "))
      let worst = try Self.worstDisagreement(document)
      worstOverall = max(worstOverall, worst)
      #expect(
        worst <= 1, "round \(round): \(worst) of the tolerance\n\(tracks.joined(separator: ",\n"))")
    }
    print("random documents: worst disagreement \(worstOverall) of the tolerance")
  }

  @Test("The issue's example plays the same (a spring, a cubic, a move, a later start)")
  func issueExample() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let result = try LottieExport.animation(for: document, choreography: "open")
    #expect(result.bakedKeyframeCount > 0)
    #expect(try Self.worstDisagreement(document, choreography: "open", target: "card") <= 1)
  }

  /// The worst difference between the export's channels and the choreography over every frame,
  /// as a fraction of the tolerance: 0.1 % of the channel's range (exact pieces are far below).
  static func worstDisagreement(
    _ document: MotionDocument, choreography name: String = "show", target: String = "card"
  ) throws -> Double {
    let framesPerSecond = 60.0
    let result = try LottieExport.animation(
      for: document, choreography: name, framesPerSecond: framesPerSecond)
    let lottie = try LottieReading(result.json)
    let rest = try #require(document.choreographies[name]?.targets[target])
    let card = LottieStandIn()
    let color = rest.color?.components ?? [0.2, 0.4, 1, 1]
    card.color = SIMD4(color[0], color[1], color[2], color[3])
    let choreography = try document.choreography(named: name) { _, property in
      card.binding(property)
    }
    let clock = ManualClock(startTime: 0)
    let animator = Animator(clock: clock)
    _ = animator.play(choreography)
    let layer: [Any] = ["layers", 0]
    let channels: [(path: [Any], expected: () -> [Double])] = [
      (["ks", "p", "x"], { [rest.x + rest.width / 2 + card.x + card.position.x] }),
      (["ks", "p", "y"], { [rest.y + rest.height / 2 + card.y + card.position.y] }),
      (["ks", "s"], { [100 * card.scale, 100 * card.scale] }),
      (["ks", "r"], { [card.rotation] }),
      (["ks", "rz"], { [card.rotation] }),
      (["shapes", 1, "o"], { [100 * card.opacity * card.color[3]] }),
      (["shapes", 1, "c"], { [card.color[0], card.color[1], card.color[2], 1] }),
    ]
    let keyframes = channels.map { LottieReading.keyframes(lottie.value(layer + $0.path)) }
    var expected: [[[Double]]] = channels.map { _ in [] }
    var played: [[[Double]]] = channels.map { _ in [] }
    let endFrame = Int(try #require(lottie.number(["op"])))
    for frame in 0..<(endFrame + 5) {
      clock.advance(to: Double(frame) / framesPerSecond)
      for (index, channel) in channels.enumerated() {
        expected[index].append(channel.expected())
        played[index].append(LottieReading.evaluate(keyframes[index], atFrame: Double(frame)))
      }
    }
    var worst = 0.0
    for index in channels.indices {
      let components = expected[index][0].count
      for component in 0..<components {
        let values = expected[index].map { $0[component] }
        let range = (values.max() ?? 0) - (values.min() ?? 0)
        let tolerance = 0.001 * range + 1e-9 * max(1, abs(values[0]))
        for frame in values.indices {
          let error = abs(played[index][frame][component] - values[frame])
          worst = max(worst, error / tolerance)
        }
      }
    }
    return worst
  }
}
