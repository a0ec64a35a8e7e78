// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

@testable import PopKit

extension SpringAnimation where Object == Box, Value == Double {
  /// A spring of a box's x towards `target` that never settles (threshold 0): it runs until
  /// it is removed or its box goes away.
  static func endless(to target: Double) -> SpringAnimation {
    let spring = SpringAnimation(property: Box.xProperty(threshold: 0))
    spring.toValue = target
    return spring
  }
}

/// Renders an animator at evenly spaced times from `start` through `end` inclusive.
@MainActor
func render(_ animator: Animator, from start: Double = 0, through end: Double, step: Double) {
  var frame = 0
  while true {
    let time = start + Double(frame) * step
    if time > end + step * 1e-9 { break }
    animator.render(at: time)
    frame += 1
  }
}

/// Renders frames at `fps` until `condition` holds or `maximumFrames` have been rendered; returns
/// the index of the frame on which it first held (0 = the start frame), or nil.
@MainActor
func renderUntil(
  _ animator: Animator, fps: Double = 60, maximumFrames: Int = 10_000,
  _ condition: () -> Bool
) -> Int? {
  for frame in 0..<maximumFrames {
    animator.render(at: Double(frame) / fps)
    if condition() { return frame }
  }
  return nil
}

/// An independent closed form of a damped spring, written separately from the library: the
/// displacement and velocity at time t from x0, v0 for mass m, stiffness k, damping c.
func referenceSpring(
  mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double, time t: Double
) -> (x: Double, v: Double) {
  let zeta = c / (2 * (k * m).squareRoot())
  let omega = (k / m).squareRoot()
  if zeta < 1 {
    let wd = omega * (1 - zeta * zeta).squareRoot()
    let a = x0
    let b = (v0 + zeta * omega * x0) / wd
    let e = exp(-zeta * omega * t)
    let x = e * (a * cos(wd * t) + b * sin(wd * t))
    let v =
      e
      * ((-zeta * omega) * (a * cos(wd * t) + b * sin(wd * t))
        + (-a * wd * sin(wd * t) + b * wd * cos(wd * t)))
    return (x, v)
  } else if zeta == 1 {
    let e = exp(-omega * t)
    let b = v0 + omega * x0
    return (e * (x0 + b * t), e * (b - omega * (x0 + b * t)))
  } else {
    let s = omega * (zeta * zeta - 1).squareRoot()
    let r1 = -zeta * omega + s
    let r2 = -zeta * omega - s
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
  }
}
