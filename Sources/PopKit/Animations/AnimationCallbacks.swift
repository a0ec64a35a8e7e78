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

  /// Called once per rendered frame on which the animation wrote, after all of that frame's
  /// writes and reports (``onApply``, ``onReachToValue``, the delegate's) and before an
  /// ``onStop`` of the same frame.
  ///
  /// A frame writes once on its fast path; one that finishes a run may write the target again,
  /// and a repeating animation may start its next run: `onUpdate` still comes once, when the
  /// animation's part of the frame is done (for an animation that stops on the frame, just
  /// before ``onStop``). It is about this animation's writes only: other animations of the
  /// same frame may write before or after it. A frame on which the animation writes nothing
  /// (waiting to start, paused) calls nothing; nor does one on which a callback removed or
  /// replaced it before its update (its ``onStop`` has come). A ``CustomAnimation`` counts
  /// each call of its body as a write. The closure may add, remove or change animations,
  /// this one included.
  ///
  /// Setting it, as ``onApply`` or an ``Animation/delegate``, takes the animation's steady
  /// frames off the shortest path (every frame then reports); animations without these cost
  /// nothing more.
  public var onUpdate: ((Self) -> Void)? {
    get { extras?.observers.typedUpdate as? (Self) -> Void }
    set {
      let extras = extrasForWriting()
      extras.observers.typedUpdate = newValue
      extras.observers.update = newValue.map { closure in
        { closure(unsafeDowncast($0, to: Self.self)) }
      }
      if newValue == nil { extras.isUpdatePending = false }
      updateFrameCallbacks()
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
