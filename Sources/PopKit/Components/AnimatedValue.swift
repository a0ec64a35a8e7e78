// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Observation

/// A value that moves on a spring and that Observation (everywhere) and SwiftUI (on Apple
/// platforms) can watch.
///
/// ```swift
/// let offset = AnimatedValue(0.0, spring: .snappy)
/// offset.animate(to: 120)  // moves; retargets keep the velocity
/// withObservationTracking({ draw(offset.value) }, onChange: scheduleRedraw)
/// ```
///
/// ``value`` and ``velocity`` change together, once per rendered frame while the value moves,
/// and not at all at rest. The value settles within 0.01 of its target (the threshold of
/// ``AnimatableProperty``'s default). It runs on an ``Animator`` (``Animator/shared`` unless
/// given), which holds it while it moves.
///
/// In SwiftUI, keep it in a view's `@State` and read ``value`` in `body`:
/// `@State private var offset = AnimatedValue(0.0)` and `.offset(x: offset.value)`; the view
/// redraws on each frame of the motion.
///
/// It is `Observable` the way the `@Observable` macro makes a class observable, with one
/// difference the macro cannot express: the last frame of a spring writes twice (its settled
/// value, then the exact target), and the second write of a frame is not reported again.
///
/// It needs Observation (macOS 14, iOS 17), above PopKit's floor (`Package.swift`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class AnimatedValue<Value: AnimatableValue>: Observable {
  /// The value and velocity, changed together so that a frame makes one change.
  private var state: (value: Value, velocity: Value)
  /// The target, behind ``target``.
  private var storedTarget: Value
  /// The time of the frame whose write was reported last, so that a second write on the same
  /// frame is not reported again.
  private var reportedFrame: Double?
  /// The observers of this value.
  private let registrar = ObservationRegistrar()

  /// The value the spring moves to; the initial value until ``animate(to:spring:velocity:)``.
  public private(set) var target: Value {
    get {
      registrar.access(self, keyPath: \.target)
      return storedTarget
    }
    set {
      registrar.withMutation(of: self, keyPath: \.target) { storedTarget = newValue }
    }
  }

  /// The current value; it changes once per rendered frame while it moves.
  public var value: Value {
    registrar.access(self, keyPath: \.state)
    return state.value
  }

  /// The current velocity, in the value's units per second; zero at rest.
  public var velocity: Value {
    registrar.access(self, keyPath: \.state)
    return state.velocity
  }

  /// The spring for motions started without one.
  private let spring: Spring
  /// The animator that moves the value.
  private let animator: Animator
  /// What the animator animates: not this value itself, which holds the animator, so that
  /// the animator never holds what holds it.
  private let display: AnimatedValueDisplay<Value>
  /// The property through which the animator writes the value.
  private let property: AnimatableProperty<AnimatedValueDisplay<Value>, Value>
  /// The spring that moves the value, once one has started.
  private var animation: SpringAnimation<AnimatedValueDisplay<Value>, Value>?

  /// Creates a value at rest.
  ///
  /// A value with a component that is not finite stops the program with a message naming it
  /// (an animated value never holds NaN; ``set(_:)`` refuses one at run time).
  ///
  /// - Parameters:
  ///   - value: The initial value; finite.
  ///   - spring: The spring for motions started without one; pop's default unless given.
  ///   - animator: The animator that moves the value; ``Animator/shared`` unless given.
  public init(_ value: Value, spring: Spring = .default, animator: Animator = .shared) {
    if let component = value.animatableComponents.firstNonFiniteComponent {
      checkParameter(false, "AnimatedValue initial value", component, allowed: "finite")
    }
    state = (value, Value(animatableComponents: .zero))
    storedTarget = value
    self.spring = spring
    self.animator = animator
    display = AnimatedValueDisplay(value)
    property = AnimatableProperty(
      name: "value", read: { $0.value },
      write: { display, value in
        display.value = value
        display.owner?.receive(value)
      })
    display.owner = self
  }

  /// Moves the value to a target on a spring; a motion that runs is retargeted, keeping its
  /// value and velocity.
  ///
  /// - Parameters:
  ///   - target: The value to move to.
  ///   - spring: The spring; `nil` keeps the running one, or uses the value's spring for a new
  ///     motion.
  ///   - velocity: The velocity to move with from now, in units per second; `nil` keeps the
  ///     current one.
  public func animate(to target: Value, spring: Spring? = nil, velocity: Value? = nil) {
    self.target = target
    let isMoving = animation?.isRunning == true || animation?.key != nil
    animation = animator.animate(
      display, property, to: target, spring: spring ?? (isMoving ? nil : self.spring),
      velocity: velocity)
  }

  /// Sets the value at once, stopping any motion.
  ///
  /// A value with a component that is not finite is refused, as ``Animator/set(_:_:to:)``
  /// refuses it: the motion stops where it is (its spring stops with `finished == false` and
  /// its tracer records why), the value rests there with zero velocity, and that resting value
  /// becomes the ``target``.
  ///
  /// - Parameter value: The new value, also the new ``target``.
  public func set(_ value: Value) {
    var value = value
    if !value.animatableComponents.isFinite {
      animator.set(display, property, to: value)  // refused: stops the motion, traced
      value = state.value
    }
    target = value
    animation = nil
    reportedFrame = nil
    animator.set(display, property, to: value)
  }

  /// Takes a value written by the animator, with the spring's velocity, as one change per
  /// frame.
  fileprivate func receive(_ newValue: Value) {
    let running = animation.flatMap { $0.isRunning ? $0 : nil }
    let newState = (newValue, running?.velocity ?? Value(animatableComponents: .zero))
    let frame = running?.lastTime
    if let frame, frame == reportedFrame {
      state = newState
    } else {
      reportedFrame = frame
      registrar.withMutation(of: self, keyPath: \.state) { state = newState }
    }
  }
}

/// The object an ``AnimatedValue``'s animator animates: the value as last written, and a weak
/// way back to the animated value.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class AnimatedValueDisplay<Value: AnimatableValue> {
  /// The value as last written.
  var value: Value
  /// The animated value to tell of each write.
  weak var owner: AnimatedValue<Value>?

  init(_ value: Value) { self.value = value }
}
