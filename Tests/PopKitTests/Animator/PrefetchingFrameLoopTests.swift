// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitTestSupport
import Testing

@testable import PopKit

/// The frame loop's prefetching, which starts at ``Animator/prefetchThreshold`` animations.
@MainActor
@Suite("Prefetching frame loop")
struct PrefetchingFrameLoopTests {
  @Test("many springs, some removed ahead of the loop by callbacks, still follow the closed form")
  func removalsAheadOfTheLoop() {
    let count = Animator.prefetchThreshold + 1000
    let animator = Animator()
    let spring = Spring(tension: 300, friction: 20, mass: 1)
    var boxes: [Box?] = []
    var animations: [SpringAnimation<Box, Double>] = []
    for index in 0..<count {
      let box = Box()
      let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
      animation.spring = spring
      animation.fromValue = 0
      animation.toValue = Double(index % 5 + 1)
      animator.add(animation, to: box, forKey: "x")
      boxes.append(box)
      animations.append(animation)
    }
    // Every 7th animation removes the one 12 places ahead (within the prefetch distance) and
    // lets go of the object 20 places ahead, while the loop runs.
    for index in stride(from: 0, to: count - 20, by: 7) {
      animations[index].onApply = { [weak animator] _ in
        guard let animator, let ahead = boxes[index + 12] else { return }
        animator.removeAnimation(forKey: "x", from: ahead)
        boxes[index + 20] = nil
      }
    }
    let frames = 30
    for frame in 0..<frames { animator.render(at: Double(frame) / 60) }
    let time = Double(frames - 1) / 60
    var checked = 0
    for (index, animation) in animations.enumerated() where animation.isRunning {
      guard let box = boxes[index] else { continue }
      let target = Double(index % 5 + 1)
      let exact =
        target + spring.displacement(at: time, initialDisplacement: -target, initialVelocity: 0)
      expectClose(box.x, exact, absolute: 1e-9 * target, "spring \(index)")
      checked += 1
    }
    #expect(checked > count / 2)
    #expect(animator.animationCount == checked)
  }
}
