// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

@testable import PopKit

/// The operations the fuzzer draws from.
enum FuzzOperation: String, CaseIterable {
  case render, addNew, addExisting, remove, removeAll, retarget, setVelocity, setFromValue
  case togglePause, changeSpring, toggleRemovedOnCompletion, releaseObject, makeObject
  /// A render from inside a callback: ignored during a frame, a frame of its own otherwise.
  case nestedRender
}

extension OperationFuzzer {
  func count(_ name: String) { operationCounts[name, default: 0] += 1 }

  /// A top-level operation: frames most of the time.
  func pickTopLevelOperation() -> FuzzOperation {
    switch random(100) {
    case 0..<38: .render
    case 38..<53: .addNew
    case 53..<58: .addExisting
    case 58..<64: .remove
    case 64..<67: .removeAll
    case 67..<74: .retarget
    case 74..<78: .setVelocity
    case 78..<80: .setFromValue
    case 80..<85: .togglePause
    case 85..<89: .changeSpring
    case 89..<91: .toggleRemovedOnCompletion
    case 91..<95: .releaseObject
    default: .makeObject
    }
  }

  /// An operation from inside a callback: anything but a real frame.
  func pickCallbackOperation() -> FuzzOperation {
    let operation = pickTopLevelOperation()
    return operation == .render ? .nestedRender : operation
  }

  /// Some animation ever made, registered or not.
  func someAnimation() -> ObjectAnimation<Box>? {
    animations.isEmpty ? nil : animations[random(animations.count)]
  }

  /// Some registered animation, preferring the model's view.
  func someRegisteredAnimation() -> (FuzzObject, String, ObjectAnimation<Box>)? {
    let candidates = objects.filter { !(model[$0.serial]?.isEmpty ?? true) }
    guard !candidates.isEmpty else { return nil }
    let object = pick(candidates)
    let keys = (model[object.serial] ?? [:]).keys.sorted()
    let key = pick(keys)
    guard let animation = model[object.serial]?[key] else { return nil }
    return (object, key, animation)
  }

  func perform(_ operation: FuzzOperation, inCallback: Bool = false) {
    count(operation.rawValue + (inCallback ? " (in a callback)" : ""))
    log("\(operation.rawValue)")
    switch operation {
    case .render: renderFrame()
    case .nestedRender:
      guard isRendering else {
        // A callback outside a frame (a removal's stop) may render a real frame.
        renderFrame()
        return
      }
      // Inside a frame the animator ignores it: nothing may be written.
      let written = ledger.valuesWritten
      animator.render(at: time + unit())
      ledger.check(ledger.valuesWritten == written, "a nested render wrote values")
    case .addNew:
      add(makeAnimation(), to: someObject(), key: pick([nil, "a", "b", "c", "d"]))
    case .addExisting:
      if let animation = someAnimation() {
        add(animation, to: someObject(), key: pick([nil, "a", "b", "c", animation.key]))
      }
    case .remove:
      if chance(0.7), let (object, key, _) = someRegisteredAnimation() {
        remove(key: key, from: object)
      } else {
        remove(key: pick(["a", "b", "missing"]), from: someObject())
      }
    case .removeAll: removeAll(from: someObject())
    case .retarget: if let animation = someAnimation() { retarget(animation) }
    case .setVelocity: if let animation = someAnimation() { setVelocity(animation) }
    case .setFromValue: if let animation = someAnimation() { setFromValue(animation) }
    case .togglePause: someRegisteredAnimation()?.2.isPaused.toggle()
    case .changeSpring:
      if let spring = someAnimation() as? SpringAnimation<Box, Double> {
        spring.spring = randomSpring()
      } else if let spring = someAnimation() as? SpringAnimation<Box, CGPoint> {
        spring.spring = randomSpring()
      }
    case .toggleRemovedOnCompletion: someAnimation()?.removedOnCompletion.toggle()
    case .releaseObject: releaseObject()
    case .makeObject: if objects.count < 6 { makeObject() }
    }
  }

  // MARK: Values

  /// A finite number from everyday to extreme magnitudes: now and then near the largest
  /// `Double` or subnormal (issue 34).
  func number() -> Double {
    if chance(0.1) {
      return pick([
        1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude / 4, 1e200,
      ])
    }
    return pick([0, 1, -1, 100, unit() * 200 - 100, unit() * 2000 - 1000, 1e12, -1e12, 1e-12])
  }

  /// A number that is usually finite and sometimes NaN or infinite.
  func hostileNumber() -> Double {
    chance(0.1) ? pick([.nan, .infinity, -.infinity]) : number()
  }

  /// A value of any animatable type, each component from ``hostileNumber()``; sometimes `nil`.
  func randomValue<Value: AnimatableValue>(_ type: Value.Type = Value.self) -> Value? {
    if chance(0.1) { return nil }
    var components = Value.AnimatableComponents.zero
    for index in 0..<Value.AnimatableComponents.componentCount {
      components[index] = hostileNumber()
    }
    return Value(animatableComponents: components)
  }

  /// Passes a value through, remembering when it gives an animation something not finite, or
  /// so large (beyond 1e150) that its motion may overflow: the animation may then stop
  /// unfinished, its value rejected, and nothing reaches the object.
  func poisoning<Value: AnimatableValue>(_ value: Value?, _ animation: Animation) -> Value? {
    if let value, !value.animatableComponents.components.allSatisfy({ abs($0) <= 1e150 }) {
      poisoned.insert(ObjectIdentifier(animation))
    }
    return value
  }

  func randomSpring() -> Spring {
    pick([
      .default, Spring(tension: 1e9, friction: 10), Spring(tension: 100, friction: 0),
      Spring(tension: 300, friction: 20, mass: 1e-6), Spring(tension: 1e9, friction: 0, mass: 1e-6),
      Spring(tension: 0, friction: 10), Spring(tension: 0, friction: 0),
      Spring(bounciness: 20, speed: 20), Spring(dampingRatio: 1, response: 0.3),
      Spring(tension: 1e9, friction: 1e5, mass: 1e-6),
    ])
  }

  // MARK: Changing animations

  func retarget(_ animation: Animation) {
    switch animation {
    case let spring as SpringAnimation<Box, Double>:
      spring.toValue = poisoning(randomValue(), spring)
    case let spring as SpringAnimation<Box, CGPoint>:
      spring.toValue = poisoning(randomValue(), spring)
    case let basic as BasicAnimation<Box, Double>: basic.toValue = poisoning(randomValue(), basic)
    case let basic as BasicAnimation<Box, CGPoint>: basic.toValue = poisoning(randomValue(), basic)
    default: setVelocity(animation)
    }
  }

  func setVelocity(_ animation: Animation) {
    switch animation {
    case let spring as SpringAnimation<Box, Double>:
      spring.velocity = poisoning(randomValue(), spring)
    case let spring as SpringAnimation<Box, CGPoint>:
      spring.velocity = poisoning(randomValue(), spring)
    case let decay as DecayAnimation<Box, Double>: decay.velocity = poisoning(randomValue(), decay)
    case let decay as DecayAnimation<Box, CGPoint>:
      decay.velocity = poisoning(randomValue(), decay)
    default: break
    }
  }

  func setFromValue(_ animation: Animation) {
    if let property = animation as? PropertyAnimation<Box, Double> {
      property.fromValue = poisoning(randomValue(), property)
    } else if let property = animation as? PropertyAnimation<Box, CGPoint> {
      property.fromValue = poisoning(randomValue(), property)
    }
  }
}
