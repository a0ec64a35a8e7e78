// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

@testable import PopKit

/// pop's `FBTestLinearPositionAnimation`: a linear timed animation of a point from (0, 0) to
/// (100, 100) over 1 s.
@MainActor
func linearPositionAnimation(beginTime: Double = 0) -> BasicAnimation<Box, CGPoint> {
  let animation = BasicAnimation(property: Box.pointProperty)
  animation.timingCurve = .linear
  animation.fromValue = .zero
  animation.toValue = CGPoint(x: 100, y: 100)
  animation.duration = 1
  animation.beginTime = beginTime
  return animation
}

/// pop's `POPAnimationCountLastEventValues`: how many of the last values, counted back from the
/// end, lie within `tolerance` of `target` (0 = exactly equal).
func countOfTrailingValues(_ values: [Double], near target: Double, within tolerance: Double = 0)
  -> Int
{
  var count = 0
  for value in values.reversed() {
    let near = tolerance == 0 ? value == target : isClose(value, target, absolute: tolerance)
    guard near else { break }
    count += 1
  }
  return count
}

/// The first component of every value the tracer saw written, in order.
@MainActor
func writtenValues(_ tracer: AnimationTracer) -> [Double] {
  tracer.events(ofKind: .propertyWrite).compactMap { $0.value?.first }
}
