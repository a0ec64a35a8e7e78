// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

/// The motion document's eases: the preset names, the object forms, writing them back, and
/// clear errors for parameters the curves refuse.
@Suite("Motion document: eases")
struct MotionCurveFamilyTests {
  /// A document with one named curve.
  static func document(curve: String) throws(MotionDocumentError) -> MotionDocument {
    try MotionDocument(
      json: """
        {"popkit": 1, "curves": {"c": \(curve)}, "tracks": {"t": {"from": 0, "keyframes": [
          {"kind": "linear", "to": 10, "duration": 1, "curve": "c"}]}}}
        """)
  }

  @Test(
    "names and objects read as their curves",
    arguments: [
      (#""easeOutBack""#, TimingCurve.easeOutBack),
      (#""easeInOutElastic""#, .easeInOutElastic),
      (#""easeInBounce""#, .easeInBounce),
      (#"{"steps": 4, "jump": "end"}"#, .steps(4, jump: .end)),
      (#"{"steps": 3}"#, .steps(3)),
      (#"{"steps": 5, "jump": "none"}"#, .steps(5, jump: .none)),
      (#"{"steps": 2, "jump": "both"}"#, .steps(2, jump: .both)),
      (#"{"back": "out", "overshoot": 2.5}"#, .back(overshoot: 2.5, .out)),
      (#"{"back": "in"}"#, .easeInBack),
      (#"{"elastic": "inOut"}"#, .easeInOutElastic),
      (
        #"{"elastic": "out", "amplitude": 1.5, "period": 0.4}"#,
        .elastic(amplitude: 1.5, period: 0.4, .out)
      ),
      (#"{"bounce": "out"}"#, .easeOutBounce),
      (
        #"{"spring": {"duration": 0.5, "bounce": 0.2}}"#,
        .spring(Spring(duration: 0.5, bounce: 0.2))
      ),
    ])
  func reads(json: String, expected: TimingCurve) throws {
    let document = try Self.document(curve: json)
    #expect(try document.curve(named: "c") == expected)
    // The track moves along it.
    let track = try document.track(named: "t")
    for time in [0.1, 0.45, 0.8] {
      expectClose(track.value(at: time)[0], 10 * expected.value(at: time), absolute: 1e-12)
    }
  }

  @Test("every kind writes back as it reads, and reads back as the same curve")
  func roundTrip() throws {
    let curves: [TimingCurve] = [
      .steps(4, jump: .start), .back(overshoot: 3, .inOut),
      .elastic(amplitude: 2, period: 0.5, .in), .easeOutBounce,
      .spring(Spring(tension: 200, friction: 12, mass: 1)),
    ]
    var document = MotionDocument()
    for (index, curve) in curves.enumerated() {
      document.curves["c\(index)"] = .parametric(curve)
    }
    let again = try MotionDocument(json: document.jsonText)
    for index in curves.indices {
      #expect(try again.curve(named: "c\(index)") == curves[index])
    }
    #expect(document.jsonText.contains(#""steps": 4"#))
    #expect(document.jsonText.contains(#""jump": "start""#))
  }

  @Test(
    "refused with the place and the rule, not a trap",
    arguments: [
      (#"{"steps": 0}"#, "curves.c.steps", "must be in 1...10000"),
      (#"{"steps": 1, "jump": "none"}"#, "curves.c.steps", "must be >= 2 with jump none; got 1"),
      (#"{"steps": 2.5}"#, "curves.c.steps", "must be a whole number"),
      (
        #"{"steps": 4, "jump": "middle"}"#, "curves.c.jump",
        #"must be one of "start", "end", "none", "both""#
      ),
      (#"{"back": "sideways"}"#, "curves.c.back", #"must be one of "in", "out", "inOut""#),
      (#"{"back": "out", "overshoot": -1}"#, "curves.c.overshoot", "must be in 0...100"),
      (
        #"{"elastic": "out", "amplitude": 0.5}"#, "curves.c.amplitude",
        "must be in 1...100"
      ),
      (#"{"elastic": "in", "period": 0}"#, "curves.c.period", "must be in 0.01...10"),
      (
        #"{"spring": {"tension": 100, "friction": 0}}"#, "curves.c.spring",
        "must be finite (a spring that comes to rest: tension and friction > 0); got inf"
      ),
      (
        #"{"steps": 4, "back": "in"}"#, "curves.c", "gives more than one curve family (steps, back)"
      ),
      (#"{}"#, "curves.c", "must give one curve family: steps, back, elastic, bounce or spring"),
      (#"{"bounce": "out", "speed": 2}"#, "curves.c.speed", "unknown key"),
      (#""easeOutWobble""#, "curves.c", #"unknown curve "easeOutWobble""#),
    ])
  func refusals(json: String, place: String, rule: String) {
    do {
      _ = try Self.document(curve: json)
      Issue.record("\(json) was accepted")
    } catch {
      #expect(error.place == place, "\(json): \(error)")
      #expect(error.rule.hasPrefix(rule), "\(json): \(error)")
    }
  }
}
