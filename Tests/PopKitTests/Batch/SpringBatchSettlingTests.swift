// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@Suite("SpringBatch settling and preconditions")
struct SpringBatchSettlingTests {
  @Test(
    "once settled, an element never again leaves the threshold; just before, it was not settled",
    arguments: [
      SpringCase.popDefault, .swiftUI, .bouncy, .critical, .overDamped, .frictionless,
      .tensionless,
    ])
  func settledIsFinal(_ springCase: SpringCase) {
    let threshold = 0.01
    var batch = SpringBatch()
    for state in InitialState.all {
      batch.append(
        value: 5 + state.displacement, target: 5, velocity: state.velocity,
        spring: springCase.spring)
    }
    let step = 0.1 / springCase.reference.rate
    var settledAt: [Int?] = Array(repeating: nil, count: batch.count)
    for frame in 0..<20_000 {
      for index in batch.indices {
        let settled = batch.isSettled(at: index, threshold: threshold)
        let distance = (batch.value(at: index) - 5).magnitude
        if let frameSettled = settledAt[index] {
          #expect(settled, "settled at frame \(frameSettled), not at \(frame)")
          #expect(distance <= threshold * (1 + 1e-9))
        } else if settled {
          settledAt[index] = frame
        }
      }
      batch.advance(by: step)
    }
    // Without friction it never settles; without tension it comes to rest off its target.
    if springCase.tension > 0 && springCase.friction > 0 {
      #expect(settledAt.allSatisfy { $0 != nil })
      #expect(batch.isSettled(threshold: threshold))
    }
    // A frame before settling, the bound was still above the threshold (the test is not
    // trivially true).
    #expect(settledAt.contains { ($0 ?? 1) > 0 })
  }

  @Test("the energy bound decides: a spring at its target with speed is not settled")
  func energyBound() {
    var batch = SpringBatch()
    // tension 100, mass 1: a speed of 1 can still carry it √(1/100) = 0.1 away.
    batch.append(value: 0, target: 0, velocity: 1, spring: Spring(tension: 100, friction: 10))
    #expect(!batch.isSettled(at: 0, threshold: 0.099))
    #expect(batch.isSettled(at: 0, threshold: 0.1))
  }

  @Test("without tension, the coasting distance decides; with nothing, only rest")
  func withoutTension() {
    var batch = SpringBatch()
    // friction 5, mass 2: a speed of 1 coasts 2/5 = 0.4 further.
    batch.append(
      value: 0.1, target: 0, velocity: 1, spring: Spring(tension: 0, friction: 5, mass: 2))
    batch.append(value: 0.1, target: 0, velocity: 0, spring: Spring(tension: 0, friction: 0))
    batch.append(value: 0.1, target: 0, velocity: 1e-9, spring: Spring(tension: 0, friction: 0))
    #expect(!batch.isSettled(at: 0, threshold: 0.49))
    #expect(batch.isSettled(at: 0, threshold: 0.5))
    #expect(batch.isSettled(at: 1, threshold: 0.1))
    #expect(!batch.isSettled(at: 2, threshold: 1000))
    #expect(!batch.isSettled(threshold: 1))
    #expect(SpringBatch().isSettled(threshold: 0))
  }
}

/// A misuse of a batch that PopKit must refuse by stopping the program.
enum BadBatchUse: String, Codable, CaseIterable, Sendable, CustomTestStringConvertible {
  case negativeSpan
  case nanSpan
  case infiniteSpan
  case nanSpanWhileReading
  case nanValue
  case infiniteTarget
  case nanVelocity
  case nanRetarget
  case negativeThreshold
  case shortBuffer
  /// Issue 34: finite value and target whose distance is not a `Double`.
  case distanceBeyondDouble
  case retargetBeyondDouble

  var testDescription: String { rawValue }

  /// The text the failure message must contain.
  var message: String {
    switch self {
    case .negativeSpan, .nanSpan, .infiniteSpan: "SpringBatch.advance(by:) time must be"
    case .nanSpanWhileReading: "SpringBatch.advance(by:writingValuesInto:) time must be"
    case .nanValue: "SpringBatch.append value must be"
    case .infiniteTarget: "SpringBatch.append target must be"
    case .nanVelocity: "SpringBatch.setVelocity velocity must be"
    case .nanRetarget: "SpringBatch.setTarget target must be"
    case .negativeThreshold: "SpringBatch.isSettled threshold must be"
    case .shortBuffer: "SpringBatch.values(into:) buffer must hold"
    case .distanceBeyondDouble: "SpringBatch.append value - target must be finite"
    case .retargetBeyondDouble: "SpringBatch.setTarget value - target must be finite"
    }
  }

  /// Does the bad thing; returns only if PopKit accepts it.
  func attempt() {
    var batch = SpringBatch()
    let spring = Spring.default
    switch self {
    case .negativeSpan:
      batch.advance(by: -1)
    case .nanSpan:
      batch.advance(by: .nan)
    case .infiniteSpan:
      batch.advance(by: .infinity)
    case .nanSpanWhileReading:
      var values: [Double] = []
      batch.advance(by: .nan, writingValuesInto: &values)
    case .nanValue:
      batch.append(value: .nan, target: 0, spring: spring)
    case .infiniteTarget:
      batch.append(value: 0, target: .infinity, spring: spring)
    case .nanVelocity:
      batch.append(value: 0, target: 1, spring: spring)
      batch.setVelocity(.nan, at: 0)
    case .nanRetarget:
      batch.append(value: 0, target: 1, spring: spring)
      batch.setTarget(.nan, at: 0)
    case .negativeThreshold:
      _ = batch.isSettled(threshold: -1)
    case .shortBuffer:
      batch.append(value: 0, target: 1, spring: spring)
      batch.append(value: 0, target: 1, spring: spring)
      var buffer = [0.0]
      buffer.withUnsafeMutableBufferPointer { batch.values(into: $0) }
    case .distanceBeyondDouble:
      batch.append(value: -1e308, target: 1e308, spring: spring)
    case .retargetBeyondDouble:
      batch.append(value: -1e308, target: 0, spring: spring)
      batch.setTarget(1e308, at: 0)
    }
  }
}

@Suite("SpringBatch misuse")
struct SpringBatchMisuseTests {
  @Test("misuse stops the program with a message that names it", arguments: BadBatchUse.allCases)
  func stopsTheProgram(_ misuse: BadBatchUse) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [misuse] in
      misuse.attempt()
    }
    expectExitMessage(result, contains: misuse.message)
  }
}
