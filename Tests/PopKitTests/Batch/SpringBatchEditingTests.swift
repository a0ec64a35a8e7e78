// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The error of an element against the closed form of a motion that started at `start` from
/// `x0` (relative to `target`) and `v0`, in units of the motion's scale (and scale × rate for
/// the velocity).
private func errors(
  _ batch: SpringBatch, at index: Int, _ springCase: SpringCase, target: Double,
  x0: Double, v0: Double, elapsed: Double
) -> (displacement: Double, velocity: Double) {
  let reference = springCase.reference
  let scale = reference.scale(x0: x0, v0: v0)
  let expected = reference.state(at: elapsed, x0: x0, v0: v0)
  return (
    (batch.value(at: index) - (target + expected.displacement)).magnitude / scale,
    (batch.velocity(at: index) - expected.velocity).magnitude / (scale * reference.rate)
  )
}

/// Runs `frames` frames at 60 Hz and checks every frame against the closed form that starts
/// from the element's current state.
private func expectFollowsClosedForm(
  _ batch: inout SpringBatch, at index: Int, _ springCase: SpringCase, frames: Int = 240
) {
  let target = batch.target(at: index)
  let x0 = batch.value(at: index) - target
  let v0 = batch.velocity(at: index)
  for frame in 1...frames {
    batch.advance(by: 1.0 / 60)
    let error = errors(
      batch, at: index, springCase, target: target, x0: x0, v0: v0, elapsed: Double(frame) / 60)
    #expect(error.displacement <= 1e-9)
    #expect(error.velocity <= 1e-9)
  }
}

@Suite("SpringBatch changes while moving")
struct SpringBatchEditingTests {
  /// A batch of three elements on different springs that has run for half a second.
  private func movingBatch() -> SpringBatch {
    var batch = SpringBatch()
    batch.append(value: 0, target: 100, velocity: 50, spring: SpringCase.popDefault.spring)
    batch.append(value: -3, target: 4, spring: SpringCase.bouncy.spring)
    batch.append(value: 2, target: 0, velocity: -40, spring: SpringCase.overDamped.spring)
    for _ in 0..<30 { batch.advance(by: 1.0 / 60) }
    return batch
  }

  private let cases = [SpringCase.popDefault, .bouncy, .overDamped]

  @Test("retargeting keeps value and velocity, then follows the closed form to the new target")
  func retarget() {
    var batch = movingBatch()
    for index in batch.indices {
      let value = batch.value(at: index)
      let velocity = batch.velocity(at: index)
      batch.setTarget(value + 25, at: index)
      #expect(batch.target(at: index) == value + 25)
      expectClose(batch.value(at: index), value, absolute: 1e-13 * 100)
      #expect(batch.velocity(at: index) == velocity)
    }
    for index in batch.indices {
      var copy = batch
      expectFollowsClosedForm(&copy, at: index, cases[index])
    }
  }

  @Test("retargeting on every frame stays continuous and exact")
  func retargetEveryFrame() {
    var batch = SpringBatch()
    let springCase = SpringCase.swiftUI
    batch.append(value: 0, target: 1, spring: springCase.spring)
    var value = 0.0
    var velocity = 0.0
    for frame in 1...120 {
      // The expected state: one frame of the closed form from the previous state.
      let target = batch.target(at: 0)
      let next = springCase.reference.state(at: 1.0 / 60, x0: value - target, v0: velocity)
      batch.advance(by: 1.0 / 60)
      value = target + next.displacement
      velocity = next.velocity
      expectClose(batch.value(at: 0), value, absolute: 1e-12 * 10)
      expectClose(batch.velocity(at: 0), velocity, absolute: 1e-12 * 100)
      batch.setTarget(sin(Double(frame) / 7) * 5, at: 0)
    }
  }

  @Test("a new velocity takes effect at once and the motion follows the closed form")
  func setVelocity() {
    var batch = movingBatch()
    for index in batch.indices {
      let value = batch.value(at: index)
      batch.setVelocity(-200, at: index)
      #expect(batch.velocity(at: index) == -200)
      #expect(batch.value(at: index) == value)
      var copy = batch
      expectFollowsClosedForm(&copy, at: index, cases[index])
    }
  }

  @Test("a new value jumps there, keeps the velocity, and follows the closed form")
  func setValue() {
    var batch = movingBatch()
    for index in batch.indices {
      let velocity = batch.velocity(at: index)
      batch.setValue(-7.5, at: index)
      #expect(batch.value(at: index) == -7.5)
      #expect(batch.velocity(at: index) == velocity)
      var copy = batch
      expectFollowsClosedForm(&copy, at: index, cases[index])
    }
  }

  @Test("a new spring keeps value and velocity and follows the new spring's closed form")
  func setSpring() {
    var batch = movingBatch()
    let newCase = SpringCase.critical
    for index in batch.indices {
      let (value, velocity) = (batch.value(at: index), batch.velocity(at: index))
      batch.setSpring(newCase.spring, at: index)
      #expect(batch.spring(at: index) == newCase.spring)
      #expect(batch.value(at: index) == value)
      #expect(batch.velocity(at: index) == velocity)
      var copy = batch
      expectFollowsClosedForm(&copy, at: index, newCase)
    }
    #expect(batch.distinctSpringCount == 1)
  }

  @Test("springs that no element uses any more are forgotten and their slots reused")
  func springSlotsAreReused() {
    var batch = SpringBatch()
    for index in 0..<100 {
      batch.append(
        value: 0, target: 1, spring: Spring(tension: 100 + Double(index % 3), friction: 10))
    }
    #expect(batch.distinctSpringCount == 3)
    for round in 0..<10 {
      for index in batch.indices {
        batch.setSpring(Spring(tension: 200 + Double(round), friction: 10), at: index)
      }
      batch.advance(by: 1.0 / 60)
      #expect(batch.distinctSpringCount == 1)
    }
    #expect(batch.table.springs.count <= 4)
  }

  @Test("changing springs past 256 widens the slots and keeps every element's spring")
  func slotsWidenOnSetSpring() {
    var batch = SpringBatch()
    for index in 0..<300 {
      batch.append(
        value: 1, target: 0, spring: Spring(tension: 100 + Double(index % 2), friction: 10))
    }
    #expect(!batch.slots.isWide)
    for index in batch.indices {
      batch.setSpring(Spring(tension: 1000 + Double(index), friction: 10), at: index)
    }
    #expect(batch.slots.isWide)
    #expect(batch.distinctSpringCount == 300)
    for index in batch.indices {
      #expect(batch.spring(at: index).tension == 1000 + Double(index))
    }
    batch.removeAll(keepingCapacity: true)
    #expect(!batch.slots.isWide)
  }

  @Test("values(into:) writes every value in order and reuses the array's storage")
  func valuesInto() {
    var batch = movingBatch()
    var values: [Double] = []
    batch.values(into: &values)
    #expect(values == batch.indices.map { batch.value(at: $0) })
    let storage = values.withUnsafeBufferPointer { $0.baseAddress }
    for _ in 0..<10 {
      batch.advance(by: 1.0 / 60)
      batch.values(into: &values)
      #expect(values.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }
    #expect(values == batch.indices.map { batch.value(at: $0) })
    var buffer = [Double](repeating: .nan, count: batch.count + 2)
    buffer.withUnsafeMutableBufferPointer { batch.values(into: $0) }
    #expect(Array(buffer.prefix(batch.count)) == values)
    #expect(buffer.last?.isNaN == true)
  }

  @Test("the batch reads as a collection of elements")
  func collection() {
    let batch = movingBatch()
    #expect(batch.count == 3)
    #expect(batch.indices == 0..<3)
    let elements = Array(batch)
    #expect(elements[1].target == 4)
    #expect(elements[1].spring == SpringCase.bouncy.spring)
    #expect(elements.map(\.value) == batch.indices.map { batch.value(at: $0) })
    #expect(elements.map(\.velocity) == batch.indices.map { batch.velocity(at: $0) })
  }

  @Test("removeAll empties the batch, which then works as new")
  func removeAll() {
    var batch = movingBatch()
    batch.removeAll(keepingCapacity: true)
    #expect(batch.isEmpty)
    #expect(batch.distinctSpringCount == 0)
    batch.advance(by: 1.0 / 60)
    let index = batch.append(value: 1, target: 0, spring: SpringCase.popDefault.spring)
    #expect(index == 0)
    expectFollowsClosedForm(&batch, at: 0, .popDefault)
  }

  @Test("advancing by zero changes nothing")
  func zeroSpan() {
    var batch = movingBatch()
    let before = Array(batch)
    batch.advance(by: 0)
    #expect(Array(batch) == before)
  }

  @Test("a copy is independent of the original")
  func copyOnWrite() {
    let original = movingBatch()
    var copy = original
    copy.advance(by: 1)
    copy.setTarget(-1, at: 0)
    #expect(Array(original) == Array(movingBatch()))
    #expect(Array(copy) != Array(original))
  }
}
