// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Closures that an animation calls with its own concrete type.
///
/// Every PopKit animation class conforms, so `spring.onApply = { anim in … }` receives a
/// `SpringAnimation<Object, Value>` and `custom.onStop = { anim, finished in … }` a
/// `CustomAnimation<Object>`. Callbacks are ordinary closures, called synchronously on the main
/// actor while the animator renders a frame; they may add, remove or replace any animation,
/// including the one calling.
///
/// An animation holds its closures strongly, and an animator holds its animations: a closure
/// that captures its own animation, or the animator it runs on, makes a reference cycle that
/// outlives them. Capture those weakly (`{ [weak animator] anim in … }`), or use the animation
/// the closure receives.
@MainActor
public protocol AnimationCallbacks: Animation {}

extension AnimationCallbacks {
  /// Called when the animation starts, after any missing values were read from the object.
  public var onStart: ((Self) -> Void)? {
    get { extras?.observers.typedStart as? (Self) -> Void }
    set {
      let extras = extrasForWriting()
      extras.observers.typedStart = newValue
      extras.observers.start = newValue.map { closure in
        { closure(unsafeDowncast($0, to: Self.self)) }
      }
    }
  }

  /// Called after each value the animation writes to its object.
  public var onApply: ((Self) -> Void)? {
    get { extras?.observers.typedApply as? (Self) -> Void }
    set {
      let extras = extrasForWriting()
      extras.observers.typedApply = newValue
      extras.observers.apply = newValue.map { closure in
        { closure(unsafeDowncast($0, to: Self.self)) }
      }
      updateFrameCallbacks()
    }
  }

  /// Called when the animation reaches, or first crosses, its target; again after each retarget.
  public var onReachToValue: ((Self) -> Void)? {
    get { extras?.observers.typedReach as? (Self) -> Void }
    set {
      let extras = extrasForWriting()
      extras.observers.typedReach = newValue
      extras.observers.reach = newValue.map { closure in
        { closure(unsafeDowncast($0, to: Self.self)) }
      }
    }
  }

  /// Called once when the animation stops; the flag is `true` when it ran to its end and
  /// `false` when it was removed, replaced, its object went away or it met a non-finite value.
  public var onStop: ((Self, Bool) -> Void)? {
    get { extras?.observers.typedStop as? (Self, Bool) -> Void }
    set {
      let extras = extrasForWriting()
      extras.observers.typedStop = newValue
      extras.observers.stop = newValue.map { closure in
        { closure(unsafeDowncast($0, to: Self.self), $1) }
      }
    }
  }
}
