// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animator {
  /// The animation under a key of an object, as the type you expect, or `nil` when there is
  /// none or it is of another type.
  ///
  /// ```swift
  /// typealias BoxSpring = SpringAnimation<Box, Double>
  /// if let spring = animator.animation(forKey: "x", of: box, as: BoxSpring.self) {
  ///   spring.toValue = 2
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - object: The animated object.
  ///   - type: The animation's class.
  /// - Returns: The same instance that was added, or `nil`.
  ///
  /// - Complexity: As ``animation(forKey:of:)``: O(k) over the object's k animations up to
  ///   8, one hash of the key above.
  public func animation<A: Animation>(forKey key: String, of object: AnyObject, as type: A.Type)
    -> A?
  {
    animation(forKey: key, of: object) as? A
  }

  /// Moves a property of an object to a value on a spring, in one line: starts a spring, or
  /// retargets the one that runs, keeping its value and velocity.
  ///
  /// ```swift
  /// animator.animate(box, Box.x, to: 1)  // starts
  /// animator.animate(box, Box.x, to: 0, spring: .bouncy)  // turns smoothly
  /// animator.animate(card, Card.y, to: 0, velocity: release)  // a fling's hand-off
  /// ```
  ///
  /// The key is the property's ``AnimatableProperty/name``: for a property made from a key
  /// path without a `name:`, its path after the type, such as `"y"` for `\Card.y`.
  /// - A ``SpringAnimation`` of this property under that key is retargeted in place (the same
  ///   instance, no stop or start reported): a new ``SpringAnimation/toValue``, the new spring
  ///   when one is given, and `velocity`, when given, replaces its current velocity.
  /// - Another animation under that key (a decay, a timed animation) stops with
  ///   `finished == false`, and the new spring starts from the value and velocity that
  ///   animation had at its last frame, at that frame's instant: its first frame moves, so a
  ///   fling handed to a spring neither jumps nor loses speed.
  /// - Otherwise a new spring starts from the property's current value.
  ///
  /// - Parameters:
  ///   - object: The animated object.
  ///   - property: The property to animate; its name is the key.
  ///   - target: The value to move to.
  ///   - spring: The spring; `nil` keeps a running spring's, and a new animation gets
  ///     ``Spring/default``.
  ///   - velocity: The velocity to move with from now, in the value's units per second; `nil`
  ///     keeps the current one.
  /// - Returns: The spring animation that moves the property.
  @discardableResult
  public func animate<Object: AnyObject, Value: AnimatableValue>(
    _ object: Object, _ property: AnimatableProperty<Object, Value>, to target: Value,
    spring: Spring? = nil, velocity: Value? = nil
  ) -> SpringAnimation<Object, Value> {
    let key = property.name
    let existing = animation(forKey: key, of: object)
    if let running = existing as? SpringAnimation<Object, Value>,
      running.property.storage === property.storage
    {
      if let spring { running.spring = spring }
      running.toValue = target
      if let velocity { running.velocity = velocity }
      return running
    }
    let animation = SpringAnimation(
      property: property, to: target, spring: spring ?? .default, velocity: velocity)
    if let moving = existing as? PropertyAnimation<Object, Value>, let state = moving.handover() {
      // Hand over at the instant of the running animation's last frame, with its state then.
      animation.fromValue = Value(animatableComponents: state.value)
      if velocity == nil { animation.velocity = Value(animatableComponents: state.velocity) }
      if let instant = state.instant { animation.startInstant = instant }
    }
    add(animation, to: object, forKey: key)
    return animation
  }

  /// Sets a property of an object at once: stops what animates it under its key (with
  /// `finished == false`) and writes the value.
  ///
  /// Use it to follow a finger: `set` on every pointer move, then
  /// ``animate(_:_:to:spring:velocity:)`` with the release velocity.
  ///
  /// A value with a component that is not finite (NaN or infinite, as a pointer event may
  /// bring) is refused, as a non-finite target is: nothing is written, so the object keeps the
  /// value it had and a following `animate` starts from there. What animates the property
  /// under its key still stops with `finished == false`, and its ``AnimationTracer`` records a
  /// ``AnimationEvent/Kind/rejectedValue`` event naming the value.
  ///
  /// - Parameters:
  ///   - object: The object.
  ///   - property: The property; its name is the key of the animation it stops.
  ///   - value: The value to write; written only when every component is finite.
  public func set<Object: AnyObject, Value: AnimatableValue>(
    _ object: Object, _ property: AnimatableProperty<Object, Value>, to value: Value
  ) {
    guard value.animatableComponents.isFinite else {
      if let running = animation(forKey: property.name, of: object) {
        running.trace(.rejectedValue, note: "Animator.set: the value \(value) is not finite")
      }
      removeAnimation(forKey: property.name, from: object)
      return
    }
    removeAnimation(forKey: property.name, from: object)
    property.write(object, value)
    if let recorder { record(value, of: object, property, on: recorder) }
  }
}
