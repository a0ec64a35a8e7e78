// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// The functions the JavaScript module calls. Numbers cross as arguments or through the scratch
// buffer (`popkit_scratch`); every input is checked here before it reaches the core, because a
// precondition failing in WebAssembly traps the module. Creation returns a handle (> 0) or a
// negative code naming what was refused, which JavaScript turns into a message:
//   -1 no such animator, or a component count outside 1...16
//   -(10 + k) the k-th number of the spring model, or of the curve, is refused
//   -20 the threshold, -21 the deceleration, -22 the bounds, -23 the duration

/// The scratch buffer's address in linear memory: 64 doubles.
@_cdecl("popkit_scratch")
func popkitScratch() -> Int32 {
  Int32(truncatingIfNeeded: UInt(bitPattern: WebEngine.scratch))
}

/// A new animator's handle.
@_cdecl("popkit_animator_create")
func popkitAnimatorCreate() -> Int32 {
  WebEngine.keep(WebAnimator())
}

/// Lets an animator go (JavaScript collected it); its motions stay until each is let go.
@_cdecl("popkit_animator_free")
func popkitAnimatorFree(_ animator: Int32) {
  WebEngine.freeAnimator(animator)
}

/// Renders a frame of an animator at a clock time (seconds; a non-finite time is ignored).
///
/// Returns how many of its motions still wait or run, or -1 for no such animator.
@_cdecl("popkit_animator_render")
func popkitAnimatorRender(_ animator: Int32, _ time: Double) -> Int32 {
  guard let animator = WebEngine.animator(animator) else { return -1 }
  return Int32(animator.render(atClock: time, motions: WebEngine.motions))
}

/// How many motions ended on the animator's last frame.
@_cdecl("popkit_animator_ended_count")
func popkitAnimatorEndedCount(_ animator: Int32) -> Int32 {
  Int32(WebEngine.animator(animator)?.ended.count ?? 0)
}

/// The handle of the `index`-th motion that ended on the animator's last frame (0 if none).
@_cdecl("popkit_animator_ended")
func popkitAnimatorEnded(_ animator: Int32, _ index: Int32) -> Int32 {
  guard let ended = WebEngine.animator(animator)?.ended, ended.indices.contains(Int(index)) else {
    return 0
  }
  return ended[Int(index)]
}

/// How many motions of the animator wait or run.
@_cdecl("popkit_animator_count")
func popkitAnimatorCount(_ animator: Int32) -> Int32 {
  Int32(WebEngine.animator(animator)?.handles.count ?? 0)
}

/// Sets an animator's duration scale: 0, or in 1e-6...1e6 (`Animator.durationScaleRange`).
///
/// Returns 0, or -1 when refused.
@_cdecl("popkit_animator_set_scale")
func popkitAnimatorSetScale(_ animator: Int32, _ scale: Double) -> Int32 {
  guard let animator = WebEngine.animator(animator), scale == 0 || (scale >= 1e-6 && scale <= 1e6)
  else { return -1 }
  animator.rescale(to: scale)
  return 0
}

/// Sets whether an animator reduces motion (every motion ends at once on its next frame).
@_cdecl("popkit_animator_set_reduced")
func popkitAnimatorSetReduced(_ animator: Int32, _ reduces: Int32) {
  WebEngine.animator(animator)?.reducesMotion = reduces != 0
}

/// Whether a threshold is accepted: finite, > 0 and <= 1e9.
private func isValidThreshold(_ threshold: Double) -> Bool { threshold > 0 && threshold <= 1e9 }

/// Adds a motion made for the vector type of `count` components to an animator.
private func add(
  to animatorHandle: Int32, count: Int32,
  make: (Int) -> WebMotion
) -> Int32 {
  guard let animator = WebEngine.animator(animatorHandle), count >= 1, count <= 16 else {
    return -1
  }
  let handle = WebEngine.keep(make(Int(count)))
  animator.add(handle)
  return handle
}

/// A spring from `scratch[0..<count]` toward `scratch[32..<32+count]` at the velocity in
/// `scratch[16..<16+count]`, in spring model `model` (``WebSpringModel``) with numbers `a`, `b`,
/// `c`.
///
/// Returns its handle, or a negative code.
@_cdecl("popkit_spring")
func popkitSpring(
  _ animator: Int32, _ count: Int32, _ model: Int32, _ a: Double, _ b: Double, _ c: Double,
  _ threshold: Double
) -> Int32 {
  guard let model = WebSpringModel(rawValue: model) else { return -11 }
  let made = model.spring(a, b, c)
  guard let spring = made.spring else { return -(10 + made.invalid) }
  guard isValidThreshold(threshold) else { return -20 }
  let scratch = WebEngine.scratch
  return add(to: animator, count: count) { count in
    switch count {
    case 1: Double.spring(spring, count: count, scratch: scratch, threshold: threshold)
    case 2...4: SIMD4<Double>.spring(spring, count: count, scratch: scratch, threshold: threshold)
    default: SIMD16<Double>.spring(spring, count: count, scratch: scratch, threshold: threshold)
    }
  }
}

/// A decay from `scratch[0..<count]` at the velocity in `scratch[16..<16+count]`, with a
/// deceleration in (0, 1) and, when `hasBounds` is not 0, every component bounded to
/// `lower...upper`.
///
/// Returns its handle, or a negative code.
@_cdecl("popkit_decay")
func popkitDecay(
  _ animator: Int32, _ count: Int32, _ deceleration: Double, _ threshold: Double,
  _ hasBounds: Int32, _ lower: Double, _ upper: Double
) -> Int32 {
  guard deceleration > 0 && deceleration < 1 else { return -21 }
  guard isValidThreshold(threshold) else { return -20 }
  let bounds: (lower: Double, upper: Double)? = hasBounds != 0 ? (lower, upper) : nil
  if let bounds {
    guard bounds.lower <= bounds.upper, bounds.lower < .infinity, bounds.upper > -.infinity
    else { return -22 }
  }
  let scratch = WebEngine.scratch
  return add(to: animator, count: count) { count in
    let decay = Decay(deceleration: deceleration)
    switch count {
    case 1:
      return Double.decay(
        decay, count: count, scratch: scratch, threshold: threshold, bounds: bounds)
    case 2...4:
      return SIMD4<Double>.decay(
        decay, count: count, scratch: scratch, threshold: threshold, bounds: bounds)
    default:
      return SIMD16<Double>.decay(
        decay, count: count, scratch: scratch, threshold: threshold, bounds: bounds)
    }
  }
}

/// A timed run from `scratch[0..<count]` to `scratch[32..<32+count]` over `duration` seconds, eased
/// by the curve of `curveKind` (``WebCurve``) with numbers `p0`…`p3`.
///
/// Returns its handle, or a negative code.
@_cdecl("popkit_basic")
func popkitBasic(
  _ animator: Int32, _ count: Int32, _ duration: Double, _ curveKind: Int32, _ p0: Double,
  _ p1: Double, _ p2: Double, _ p3: Double, _ threshold: Double
) -> Int32 {
  guard duration.isFinite && duration >= 0 else { return -23 }
  let made = WebCurve.curve(kind: curveKind, (p0, p1, p2, p3))
  guard let curve = made.curve else { return -(10 + made.invalid) }
  guard isValidThreshold(threshold) else { return -20 }
  let scratch = WebEngine.scratch
  return add(to: animator, count: count) { count in
    switch count {
    case 1:
      return Double.timed(
        curve, duration: duration, count: count, scratch: scratch, threshold: threshold)
    case 2...4:
      return SIMD4<Double>.timed(
        curve, duration: duration, count: count, scratch: scratch, threshold: threshold)
    default:
      return SIMD16<Double>.timed(
        curve, duration: duration, count: count, scratch: scratch, threshold: threshold)
    }
  }
}

/// Reads a motion's value into `scratch[0..<16]` and its velocity into `scratch[16..<32]`.
///
/// Returns its phase (0 waiting, 1 running, 2 finished, 3 stopped), or -1 for no such motion.
@_cdecl("popkit_motion_read")
func popkitMotionRead(_ motion: Int32) -> Int32 {
  guard let motion = WebEngine.motion(motion) else { return -1 }
  motion.read(into: WebEngine.scratch)
  return motion.phase.rawValue
}

/// Moves a motion's target to `scratch[32..<48]`, keeping its value and velocity.
///
/// Returns 0, 1 for a motion without a target (a decay), or -1 for no such motion.
@_cdecl("popkit_motion_retarget")
func popkitMotionRetarget(_ handle: Int32, _ animator: Int32) -> Int32 {
  guard let motion = WebEngine.motion(handle) else { return -1 }
  let wasActive = motion.phase == .waiting || motion.phase == .running
  guard motion.retarget(from: WebEngine.scratch + 32) else { return 1 }
  if !wasActive && motion.phase == .waiting { WebEngine.animator(animator)?.add(handle) }
  return 0
}

/// Stops a motion where it is (it does not finish).
@_cdecl("popkit_motion_stop")
func popkitMotionStop(_ motion: Int32, _ animator: Int32) {
  guard let found = WebEngine.motion(motion) else { return }
  found.stop()
  WebEngine.animator(animator)?.remove(motion)
}

/// Lets a motion go (stopping it first); its handle may be given again.
@_cdecl("popkit_motion_free")
func popkitMotionFree(_ motion: Int32, _ animator: Int32) {
  popkitMotionStop(motion, animator)
  WebEngine.free(motion)
}
