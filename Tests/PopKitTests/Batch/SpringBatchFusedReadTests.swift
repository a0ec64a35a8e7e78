// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

@testable import PopKit

/// `advance(by:writingValuesInto:)`: one pass that moves the elements and writes their values.
@Suite("Spring batch: advancing and reading in one pass")
struct SpringBatchFusedReadTests {
  /// A batch of `count` moving elements on `springs` distinct springs (one: the uniform path;
  /// up to 256: one-byte slots; more: four-byte slots).
  private func batch(count: Int, springs: Int) -> SpringBatch {
    var batch = SpringBatch(capacity: count)
    for index in 0..<count {
      let spring = Spring(tension: 200 + Double(index % springs), friction: 14, mass: 1)
      batch.append(
        value: Double(index % 5), target: 3 - Double(index % 7), velocity: Double(index % 3),
        spring: spring)
    }
    return batch
  }

  @Test(
    "the same values and states, bit for bit, as advance(by:) then values(into:)",
    arguments: [(257, 1), (300, 40), (600, 300)])
  func matchesTwoPasses(count: Int, springs: Int) {
    var twoPasses = batch(count: count, springs: springs)
    var onePass = twoPasses
    var expected: [Double] = []
    var values: [Double] = [1, 2]  // the wrong size: it is made to fit
    for gap in [1.0 / 60, 1.0 / 60, 0.011, 0, 0.029] {
      twoPasses.advance(by: gap)
      twoPasses.values(into: &expected)
      onePass.advance(by: gap, writingValuesInto: &values)
      #expect(values.count == count)
      #expect(values.map(\.bitPattern) == expected.map(\.bitPattern))
      let velocities = onePass.indices.map { onePass.velocity(at: $0).bitPattern }
      #expect(velocities == twoPasses.indices.map { twoPasses.velocity(at: $0).bitPattern })
    }
  }

  @Test("an empty batch empties the array; the array's storage is reused frame after frame")
  func emptyAndReuse() {
    var empty = SpringBatch()
    var values: [Double] = [4, 5, 6]
    empty.advance(by: 1.0 / 60, writingValuesInto: &values)
    #expect(values.isEmpty)
    var moving = batch(count: 100, springs: 3)
    moving.advance(by: 1.0 / 60, writingValuesInto: &values)
    let storage = values.withUnsafeBufferPointer { $0.baseAddress }
    for _ in 0..<10 { moving.advance(by: 1.0 / 60, writingValuesInto: &values) }
    #expect(values.withUnsafeBufferPointer { $0.baseAddress } == storage)
    #expect(values == moving.indices.map { moving.value(at: $0) })
  }
}
