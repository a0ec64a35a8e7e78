// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// NaN and infinite values from outside (a target, a start, a velocity, the object itself) never
/// reach the object: the animation stops with `finished == false` and its tracer records a
/// `.rejectedValue` event.
@MainActor
@Suite("Non-finite values")
struct NonFiniteValueTests {
  /// Where the bad value comes from, and when.
  enum Scenario: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case springNaNTarget
    case springInfiniteTarget
    case springNaNStart
    case springInfiniteVelocity
    case springNaNTargetWhileRunning
    case springNaNVelocityWhileRunning
    case springInfiniteStartWhileRunning
    case keptSpringNaNTargetAfterFinishing
    case decayNaNVelocity
    case decayInfiniteVelocity
    case decayInfiniteStart
    case decayNaNVelocityWhileRunning
    case decayNaNStartWhileRunning
    case keptDecayInfiniteVelocityAfterFinishing
    case basicNaNTarget
    case basicNaNStart
    case basicInfiniteTargetWhileRunning
    case basicNaNStartWhileRunning
    case objectValueNaN
    case additiveOnInfiniteBase

    var testDescription: String { rawValue }

    /// Whether the animation writes good values before it meets the bad one.
    var writesFirst: Bool {
      rawValue.hasSuffix("WhileRunning") || rawValue.hasSuffix("AfterFinishing")
    }
  }

  /// Builds the animation of a scenario and the change, if any, that brings in the bad value
  /// once the animation runs (or, for kept animations, once it has finished).
  func make(_ scenario: Scenario) -> (animation: ObjectAnimation<Box>, change: (() -> Void)?) {
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = 0
    spring.toValue = 1
    let decay = DecayAnimation(property: Box.xProperty)
    decay.fromValue = 0
    decay.velocity = 100
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 1
    switch scenario {
    case .springNaNTarget: spring.toValue = .nan
    case .springInfiniteTarget: spring.toValue = .infinity
    case .springNaNStart: spring.fromValue = .nan
    case .springInfiniteVelocity: spring.velocity = -.infinity
    case .springNaNTargetWhileRunning: return (spring, { spring.toValue = .nan })
    case .springNaNVelocityWhileRunning: return (spring, { spring.velocity = .nan })
    case .springInfiniteStartWhileRunning: return (spring, { spring.fromValue = .infinity })
    case .keptSpringNaNTargetAfterFinishing:
      spring.removedOnCompletion = false
      return (spring, { spring.toValue = .nan })
    case .decayNaNVelocity: decay.velocity = .nan
    case .decayInfiniteVelocity: decay.velocity = .infinity
    case .decayInfiniteStart: decay.fromValue = -.infinity
    case .decayNaNVelocityWhileRunning: return (decay, { decay.velocity = .nan })
    case .decayNaNStartWhileRunning: return (decay, { decay.fromValue = .nan })
    case .keptDecayInfiniteVelocityAfterFinishing:
      decay.removedOnCompletion = false
      decay.velocity = 1
      return (decay, { decay.velocity = .infinity })
    case .basicNaNTarget: basic.toValue = .nan
    case .basicNaNStart: basic.fromValue = .nan
    case .basicInfiniteTargetWhileRunning: return (basic, { basic.toValue = .infinity })
    case .basicNaNStartWhileRunning: return (basic, { basic.fromValue = .nan })
    case .objectValueNaN: spring.fromValue = nil
    case .additiveOnInfiniteBase: basic.isAdditive = true
    }
    if scenario.rawValue.hasPrefix("decay") { return (decay, nil) }
    if scenario.rawValue.hasPrefix("basic") || basic.isAdditive { return (basic, nil) }
    return (spring, nil)
  }

  @Test(
    "a non-finite value is never written; the animation stops unfinished and says why",
    arguments: Scenario.allCases)
  func rejected(_ scenario: Scenario) {
    let box = Box()
    if scenario == .objectValueNaN { box.x = .nan }
    if scenario == .additiveOnInfiniteBase { box.x = .infinity }
    box.xWrites = []
    let animator = Animator()
    let (animation, change) = make(scenario)
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 0.05)
    var time = 0.05
    if scenario.rawValue.hasSuffix("AfterFinishing") {
      time = 3
      render(animator, from: 0.1, through: time, step: 0.05)
      #expect(recorder.stops == [true])
    }
    if let change {
      #expect(box.xWrites.count >= 1)
      change()
    }
    render(animator, from: time + 0.05, through: time + 1, step: 0.05)

    #expect(box.xWrites.allSatisfy { $0.isFinite }, "writes: \(box.xWrites)")
    #expect(box.xWrites.isEmpty != scenario.writesFirst)
    #expect(recorder.stops.last == false)
    #expect(recorder.stops.count == (scenario.rawValue.hasSuffix("AfterFinishing") ? 2 : 1))
    #expect(recorder.violations.isEmpty, "\(recorder.violations)")
    #expect(recorder.events.last == .stop(false))
    let tracer = animation.tracer
    #expect(tracer.events(ofKind: .rejectedValue).count == 1)
    #expect(tracer.events(ofKind: .rejectedValue).first?.note?.isEmpty == false)
    #expect(tracer.events(ofKind: .didStop).last?.finished == false)
    let writes = tracer.events(ofKind: .propertyWrite)
    #expect(writes.allSatisfy { $0.value?.allSatisfy { $0.isFinite } == true })
    #expect(animator.animationKeys(of: box).isEmpty)
    #expect(animator.animationCount == 0)
    #expect(!animation.isRunning)
  }
}
