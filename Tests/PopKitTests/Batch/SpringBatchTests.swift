// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The largest errors of a batch's elements against the independent closed form, in units of
/// each motion's scale (displacement) and of its scale times its rate (velocity).
///
/// Element `i` is expected to have started at time 0 from `initial[i]` (displacement and
/// velocity relative to `target[i]`) on `cases[i]`.
private func largestErrors(
  _ batch: SpringBatch, cases: [SpringCase], initial: [InitialState], targets: [Double],
  time: Double
) -> (displacement: Double, velocity: Double) {
  var errors = (displacement: 0.0, velocity: 0.0)
  for index in batch.indices {
    let reference = cases[index].reference
    let (x0, v0) = (initial[index].displacement, initial[index].velocity)
    let scale = reference.scale(x0: x0, v0: v0)
    let expected = reference.state(at: time, x0: x0, v0: v0)
    let value = targets[index] + expected.displacement
    errors.displacement = max(
      errors.displacement, (batch.value(at: index) - value).magnitude / scale)
    errors.velocity = max(
      errors.velocity,
      (batch.velocity(at: index) - expected.velocity).magnitude / (scale * reference.rate))
  }
  return errors
}

/// A batch holding one element per initial state, all on one spring, with target 10.
private func batch(
  _ springCase: SpringCase
) -> (SpringBatch, [SpringCase], [InitialState], [Double]) {
  var batch = SpringBatch(capacity: InitialState.all.count)
  for state in InitialState.all {
    batch.append(
      value: 10 + state.displacement, target: 10, velocity: state.velocity,
      spring: springCase.spring)
  }
  let count = InitialState.all.count
  return (
    batch, Array(repeating: springCase, count: count), InitialState.all,
    Array(repeating: 10, count: count)
  )
}

@Suite("SpringBatch motion")
struct SpringBatchTests {
  @Test(
    "constant frames match the closed form to 1e-9 over 30 natural periods",
    arguments: SpringCase.all, [30.0, 60, 120, 240])
  func constantFrames(_ springCase: SpringCase, framesPerSecond: Double) {
    var (batch, cases, initial, targets) = batch(springCase)
    let span = 30 / springCase.reference.rate
    let frames = min(Int((span * framesPerSecond).rounded(.up)), 20_000)
    var worst = (displacement: 0.0, velocity: 0.0)
    for frame in 1...frames {
      batch.advance(by: 1 / framesPerSecond)
      let errors = largestErrors(
        batch, cases: cases, initial: initial, targets: targets,
        time: Double(frame) / framesPerSecond)
      worst = (max(worst.displacement, errors.displacement), max(worst.velocity, errors.velocity))
    }
    #expect(worst.displacement <= 1e-9)
    #expect(worst.velocity <= 1e-9)
  }

  @Test("uneven frames match the closed form to 1e-9", arguments: SpringCase.all)
  func unevenFrames(_ springCase: SpringCase) {
    var (batch, cases, initial, targets) = batch(springCase)
    var generator = SeededGenerator(seed: 7)
    let period = 1 / springCase.reference.rate
    var time = 0.0
    var worst = (displacement: 0.0, velocity: 0.0)
    while time < 30 * period {
      // Frames from a tenth to twice a period, and some of exactly zero.
      let gap = Double.random(in: 0...2, using: &generator) * period
      let span = gap < 0.1 * period ? 0 : gap
      batch.advance(by: span)
      time += span
      let errors = largestErrors(
        batch, cases: cases, initial: initial, targets: targets, time: time)
      worst = (max(worst.displacement, errors.displacement), max(worst.velocity, errors.velocity))
    }
    #expect(worst.displacement <= 1e-9)
    #expect(worst.velocity <= 1e-9)
  }

  @Test("different springs in one batch each follow their own closed form")
  func mixedSprings() {
    let cases = SpringCase.all
    var batch = SpringBatch()
    var initial: [InitialState] = []
    var targets: [Double] = []
    // Interleaved: element i uses spring i mod cases.count, so neighbours differ.
    for index in 0..<(cases.count * InitialState.all.count) {
      let springCase = cases[index % cases.count]
      let state = InitialState.all[index / cases.count]
      let target = Double(index % 5) - 2
      batch.append(
        value: target + state.displacement, target: target, velocity: state.velocity,
        spring: springCase.spring)
      initial.append(state)
      targets.append(target)
    }
    #expect(batch.distinctSpringCount == cases.count)
    let elementCases = batch.indices.map { cases[$0 % cases.count] }
    for frame in 1...600 {
      batch.advance(by: 1.0 / 60)
      let errors = largestErrors(
        batch, cases: elementCases, initial: initial, targets: targets,
        time: Double(frame) / 60)
      #expect(errors.displacement <= 1e-9)
      #expect(errors.velocity <= 1e-9)
    }
  }

  @Test("more than 256 distinct springs (four-byte slots) follow their closed forms")
  func manyDistinctSprings() {
    var batch = SpringBatch()
    var cases: [SpringCase] = []
    var initial: [InitialState] = []
    // 200 springs first (one-byte slots), then 200 more, which widens the slots mid-way.
    for index in 0..<400 {
      let springCase = SpringCase(
        "ζ \(index)", dampingRatio: 0.05 + Double(index) / 200, tension: 50 + Double(index))
      let state = InitialState.all[index % InitialState.all.count]
      batch.append(
        value: state.displacement, target: 0, velocity: state.velocity, spring: springCase.spring)
      cases.append(springCase)
      initial.append(state)
      if index == 199 { #expect(!batch.slots.isWide) }
    }
    #expect(batch.slots.isWide)
    #expect(batch.distinctSpringCount == 400)
    let targets = Array(repeating: 0.0, count: batch.count)
    for frame in 1...240 {
      batch.advance(by: 1.0 / 60)
      let errors = largestErrors(
        batch, cases: cases, initial: initial, targets: targets, time: Double(frame) / 60)
      #expect(errors.displacement <= 1e-9)
      #expect(errors.velocity <= 1e-9)
    }
  }

  @Test(
    "a million frames do not accumulate error beyond 1e-9 of the motion",
    arguments: [SpringCase.frictionless, .bouncy, .popDefault])
  func manyFrames(_ springCase: SpringCase) {
    var (batch, cases, initial, targets) = batch(springCase)
    let framesPerSecond = 240.0
    let frames = 1_000_000
    for _ in 0..<frames { batch.advance(by: 1 / framesPerSecond) }
    let errors = largestErrors(
      batch, cases: cases, initial: initial, targets: targets,
      time: Double(frames) / framesPerSecond)
    #expect(errors.displacement <= 1e-9)
    #expect(errors.velocity <= 1e-9)
  }

  @Test(
    "the result does not depend on the frame rate",
    arguments: [SpringCase.popDefault, .bouncy, .overDamped, .critical])
  func frameRateIndependent(_ springCase: SpringCase) {
    var results: [[Double]] = []
    for framesPerSecond in [30.0, 60, 120, 240] {
      var (batch, _, _, _) = batch(springCase)
      for _ in 0..<Int(framesPerSecond) { batch.advance(by: 1 / framesPerSecond) }
      var values: [Double] = []
      batch.values(into: &values)
      results.append(values)
    }
    for values in results.dropFirst() {
      for (value, expected) in zip(values, results[0]) {
        expectClose(value, expected, absolute: 1e-12 * 10)
      }
    }
  }

  @Test("one spring alone (the uniform path) gives the same numbers as among others")
  func uniformPathMatchesIndexedPath() {
    let spring = SpringCase.popDefault.spring
    var alone = SpringBatch()
    var mixed = SpringBatch()
    for state in InitialState.all {
      alone.append(value: state.displacement, target: 0, velocity: state.velocity, spring: spring)
      mixed.append(value: state.displacement, target: 0, velocity: state.velocity, spring: spring)
      mixed.append(value: 1, target: 0, spring: SpringCase.overDamped.spring)
    }
    #expect(alone.distinctSpringCount == 1)
    #expect(mixed.distinctSpringCount == 2)
    for _ in 0..<100 {
      alone.advance(by: 1.0 / 60)
      mixed.advance(by: 1.0 / 60)
    }
    for index in alone.indices {
      #expect(alone.value(at: index) == mixed.value(at: 2 * index))
      #expect(alone.velocity(at: index) == mixed.velocity(at: 2 * index))
    }
  }

  @Test("an element moves exactly as a SpringAnimation with the same spring")
  @MainActor
  func matchesSpringAnimation() {
    let spring = Spring(bounciness: 12, speed: 8)
    let box = Box()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
    animation.toValue = 3
    animation.velocity = -5
    animation.spring = spring
    let animator = Animator()
    animator.add(animation, to: box, forKey: "x")
    var batch = SpringBatch()
    batch.append(value: 0, target: 3, velocity: -5, spring: spring)
    animator.render(at: 0)
    for frame in 1...240 {
      animator.render(at: Double(frame) / 60)
      batch.advance(by: 1.0 / 60)
      expectClose(batch.value(at: 0), box.x, absolute: 1e-12 * 3)
    }
  }
}
