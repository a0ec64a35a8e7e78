/// An animation that moves a property from one value to another over a fixed duration along a
/// timing curve (pop's `POPBasicAnimation`).
///
/// ```swift
/// let fade = BasicAnimation(property: pointProperty)
/// fade.toValue = CGPoint(x: 100, y: 100)
/// fade.duration = 0.4
/// fade.timingCurve = .easeInEaseOut
/// animator.add(fade, to: box, forKey: "move")
/// ```
///
/// Curves whose y control points leave 0...1 overshoot, and the overshoot is kept: the
/// animation ends by time, at ``duration``, exactly on its target.
@MainActor
public final class BasicAnimation<Object: AnyObject, Value: AnimatableValue>:
  PropertyAnimation<Object, Value>, AnimationCallbacks
{
  /// The target; `nil` reads it from the object when the animation starts.
  ///
  /// Setting it while the animation runs continues from the current value, without a jump: a
  /// new run of the full ``duration`` starts from there (pop instead jumps onto the new path).
  /// Setting it on a finished animation that was kept starts it again from where it is.
  public var toValue: Value? {
    get { hasTo ? Value(animatableComponents: to) : nil }
    set {
      guard let newValue else {
        hasTo = false
        trace(.toValueUpdate)
        return
      }
      to = newValue.animatableComponents
      hasTo = true
      trace(.toValueUpdate, value: to.components)
      if phase == .running {
        from = current
        startTime = lastTime
        pausedDuration = 0
      }
      targetDidChange()
    }
  }

  /// How long one run takes, in seconds; finite and `>= 0`, default 0.4.
  ///
  /// A duration of 0 writes the target on the first frame and finishes.
  public var duration: Double = 0.4 {
    didSet {
      checkParameter(
        duration.isFinite && duration >= 0, "BasicAnimation.duration", duration,
        allowed: "finite and >= 0")
      trace(.timingUpdate, value: [duration])
    }
  }

  /// The easing; Core Animation's default curve (0.25, 0.1, 0.25, 1) unless set.
  public var timingCurve = TimingCurve.default {
    didSet {
      trace(.timingUpdate, value: [timingCurve.x1, timingCurve.y1, timingCurve.x2, timingCurve.y2])
    }
  }

  var easedProgress = 0.0

  /// Creates a timed animation of a property: 0.4 s on Core Animation's default curve.
  ///
  /// - Parameter property: The property to animate.
  public override init(property: AnimatableProperty<Object, Value>) {
    super.init(property: property)
  }

  /// The fraction of the duration that has passed, 0...1.
  var timeFraction: Double {
    guard duration > 0 else { return 1 }
    return min(max(activeTime / duration, 0), 1)
  }

  override func startRun() {
    current = from
    easedProgress = 0
  }

  override func advance(by elapsed: Double) {
    let fraction = timeFraction
    easedProgress = timingCurve.value(at: fraction)
    let span = to - from
    current = from + easedProgress * span
    // The slope is infinite where the curve's tangent is vertical; report no velocity there.
    let slope = timingCurve.slope(at: fraction)
    velocityState = duration > 0 && slope.isFinite ? (slope / duration) * span : .zero
  }

  override func isRunComplete(written: Components, previous: Components?) -> Bool {
    // A tolerance of 1 ns absorbs the rounding of differences of large absolute times.
    duration == 0 || activeTime + 1e-9 >= duration
  }

  override var physicalProgress: Double { easedProgress }

  override func prepareRepeatedRun() {
    current = from
    easedProgress = 0
  }

  override func prepareReversedRun() {
    easedProgress = 0
  }
}
