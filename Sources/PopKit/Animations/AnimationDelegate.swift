// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Receives an animation's lifecycle events (pop's `POPAnimationDelegate`).
///
/// Every method has an empty default, so implement only the ones you need. An animation holds
/// its delegate weakly. The delegate is told first, then the animation's closure, then its
/// tracer.
@MainActor
public protocol AnimationDelegate: AnyObject {
  /// The animation started: it read any missing values and is about to write its first one.
  ///
  /// - Parameter animation: The animation.
  func animationDidStart(_ animation: Animation)

  /// The animation reached, or first crossed, its target.
  ///
  /// - Parameter animation: The animation.
  func animationDidReachToValue(_ animation: Animation)

  /// The animation wrote a value to its object.
  ///
  /// - Parameter animation: The animation.
  func animationDidApply(_ animation: Animation)

  /// The animation stopped.
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - finished: `true` when it ran to its end; `false` when it was removed, replaced, its
  ///     object went away or it met a value that is not finite.
  func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
  /// Does nothing.
  ///
  /// - Parameter animation: The animation.
  public func animationDidStart(_ animation: Animation) {}

  /// Does nothing.
  ///
  /// - Parameter animation: The animation.
  public func animationDidReachToValue(_ animation: Animation) {}

  /// Does nothing.
  ///
  /// - Parameter animation: The animation.
  public func animationDidApply(_ animation: Animation) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - finished: Whether it finished.
  public func animationDidStop(_ animation: Animation, finished: Bool) {}
}
