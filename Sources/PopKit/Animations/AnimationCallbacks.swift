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
    get { handlers?.typedStart as? (Self) -> Void }
    set {
      let handlers = handlersForWriting()
      handlers.typedStart = newValue
      handlers.start = newValue.map { closure in { closure(unsafeDowncast($0, to: Self.self)) } }
    }
  }

  /// Called after each value the animation writes to its object.
  public var onApply: ((Self) -> Void)? {
    get { handlers?.typedApply as? (Self) -> Void }
    set {
      let handlers = handlersForWriting()
      handlers.typedApply = newValue
      handlers.apply = newValue.map { closure in { closure(unsafeDowncast($0, to: Self.self)) } }
    }
  }

  /// Called when the animation reaches, or first crosses, its target; again after each retarget.
  public var onReachToValue: ((Self) -> Void)? {
    get { handlers?.typedReach as? (Self) -> Void }
    set {
      let handlers = handlersForWriting()
      handlers.typedReach = newValue
      handlers.reach = newValue.map { closure in { closure(unsafeDowncast($0, to: Self.self)) } }
    }
  }

  /// Called once when the animation stops; the flag is `true` when it ran to its end and
  /// `false` when it was removed, replaced, its object went away or it met a non-finite value.
  public var onStop: ((Self, Bool) -> Void)? {
    get { handlers?.typedStop as? (Self, Bool) -> Void }
    set {
      let handlers = handlersForWriting()
      handlers.typedStop = newValue
      handlers.stop = newValue.map { closure in
        { closure(unsafeDowncast($0, to: Self.self), $1) }
      }
    }
  }
}

/// The rarely used parts of an animation, allocated on first use to keep animations small:
/// settings other than their defaults, the name, the delegate, the tracer and the callbacks.
@MainActor
final class AnimationHandlers {
  var beginTime = 0.0
  var removedOnCompletion = true
  var autoreverses = false
  var repeatCount = 0
  var repeatForever = false
  var clampMode: ClampMode = []
  var roundingFactor = 0.0
  var isAdditive = false
  var name: String?
  weak var delegate: AnimationDelegate?
  var tracer: AnimationTracer?
  var start: ((Animation) -> Void)?
  var apply: ((Animation) -> Void)?
  var reach: ((Animation) -> Void)?
  var stop: ((Animation, Bool) -> Void)?
  var typedStart: Any?
  var typedApply: Any?
  var typedReach: Any?
  var typedStop: Any?
}
