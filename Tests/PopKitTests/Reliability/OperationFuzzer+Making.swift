// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

@testable import PopKit

extension OperationFuzzer {
  /// A new animation of a random kind and value type, with random settings, hostile values
  /// included; its writes go through a ``WriteProbe`` and the fuzzer is its delegate.
  func makeAnimation() -> ObjectAnimation<Box> {
    let probe = WriteProbe(animator: animator, ledger: ledger)
    let threshold = pick([0, 1e-12, 0.01, 0.01, 0.5, 1, 1, 1e3])
    let animation: ObjectAnimation<Box>
    switch random(9) {
    case 0, 1: animation = makeSpring(probe.xProperty(threshold: threshold))
    case 2: animation = makeSpring(probe.pointProperty(threshold: threshold))
    case 3: animation = makeDecay(probe.xProperty(threshold: threshold))
    case 4: animation = makeDecay(probe.pointProperty(threshold: threshold))
    case 5, 6: animation = makeBasic(probe.xProperty(threshold: threshold))
    case 7: animation = makeBasic(probe.pointProperty(threshold: threshold))
    default: animation = makeCustom(probe)
    }
    animation.removedOnCompletion = random(4) != 0
    if chance(0.15) { animation.repeatCount = 1 + random(3) }
    if chance(0.15) { animation.autoreverses = true }
    if chance(0.03) { animation.repeatForever = true }
    if chance(0.2) { animation.beginTime = time + unit() }
    if chance(0.1) { animation.isPaused = true }
    if chance(0.15) { animation.tracer.start() }
    if chance(0.3) { animation.name = "fuzz \(animations.count)" }
    animation.delegate = self
    probe.animation = animation
    probes[ObjectIdentifier(animation)] = probe
    animations.append(animation)
    return animation
  }

  private func configure<Value>(_ animation: PropertyAnimation<Box, Value>) {
    if chance(0.6) { animation.fromValue = poisoning(randomValue(), animation) }
    if chance(0.12) { animation.clampMode = pick([.start, .end, .both]) }
    if chance(0.12) { animation.roundingFactor = pick([0.5, 1, 1e-3]) }
    if chance(0.06) { animation.isAdditive = true }
  }

  private func makeSpring<Value>(_ property: AnimatableProperty<Box, Value>)
    -> SpringAnimation<Box, Value>
  {
    let spring = SpringAnimation(property: property)
    configure(spring)
    spring.toValue = poisoning(randomValue(), spring)
    if chance(0.5) { spring.velocity = poisoning(randomValue(), spring) }
    if chance(0.5) { spring.spring = randomSpring() }
    return spring
  }

  private func makeDecay<Value>(_ property: AnimatableProperty<Box, Value>)
    -> DecayAnimation<Box, Value>
  {
    let decay = DecayAnimation(property: property)
    configure(decay)
    decay.velocity = poisoning(randomValue(), decay)
    if chance(0.4) { decay.deceleration = pick([0.9, 0.99, 0.999_999, 1e-9]) }
    return decay
  }

  private func makeBasic<Value>(_ property: AnimatableProperty<Box, Value>)
    -> BasicAnimation<Box, Value>
  {
    let basic = BasicAnimation(property: property)
    configure(basic)
    basic.toValue = poisoning(randomValue(), basic)
    basic.duration = pick([0, 1e-9, 0.1, 0.4, 3])
    basic.timingCurve = pick([
      .linear, .easeIn, .easeOut, .default, TimingCurve(x1: 0.5, y1: -2, x2: 0.5, y2: 3),
    ])
    return basic
  }

  /// A custom animation that moves `x` for a random number of frames, writing through the
  /// probe, and sometimes does a random operation from inside its closure.
  private func makeCustom(_ probe: WriteProbe) -> CustomAnimation<Box> {
    let frames = random(40)
    var count = 0
    return CustomAnimation<Box> { [weak self] box, custom in
      count += 1
      let value = box.x + 10 * custom.elapsedTime
      probe.record([value], to: box)
      box.x = value
      self?.act(on: custom)
      return count < frames
    }
  }
}
