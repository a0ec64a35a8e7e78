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
  let made = WebSpringModel.spring(code: model, a, b, c)
  guard let spring = made.spring else { return made.refusal }
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

// MARK: Layouts

/// The layouts, by handle − 1.
nonisolated(unsafe) private var layouts: [WebLayout?] = []

/// The buffer layout frames cross in, grown on demand (five doubles per item).
nonisolated(unsafe) private var layoutBuffer: UnsafeMutablePointer<Double>?
nonisolated(unsafe) private var layoutBufferCapacity = 0

/// The layout behind a handle, if it is live.
private func layout(_ handle: Int32) -> WebLayout? {
  guard handle >= 1, Int(handle) <= layouts.count else { return nil }
  return layouts[Int(handle) - 1]
}

/// A new layout transition with a spring of model `model` (numbers `a`, `b`, `c`) and a
/// presence (0 fade, 1 none, 2 scale by `factor`, in 0...100).
///
/// Returns its handle, or a negative code: -(10 + k) for the k-th spring number, -24 for the
/// presence.
@_cdecl("popkit_layout_create")
func popkitLayoutCreate(
  _ model: Int32, _ a: Double, _ b: Double, _ c: Double, _ presence: Int32, _ factor: Double
) -> Int32 {
  let made = WebSpringModel.spring(code: model, a, b, c)
  guard let spring = made.spring else { return made.refusal }
  let kept: LayoutPresence
  switch presence {
  case 0: kept = .fade
  case 1: kept = .none
  case 2:
    guard factor >= 0 && factor <= 100 else { return -24 }
    kept = .scale(factor)
  default: return -24
  }
  layouts.append(WebLayout(spring: spring, presence: kept))
  return Int32(layouts.count)
}

/// The address of a buffer for `count` items of layout frames (five doubles each), or 0 when
/// `count` is outside 0...100,000.
@_cdecl("popkit_layout_buffer")
func popkitLayoutBuffer(_ count: Int32) -> Int32 {
  guard count >= 0, count <= 100_000 else { return 0 }
  let needed = max(Int(count) * 5, 5)
  if needed > layoutBufferCapacity {
    layoutBuffer?.deallocate()
    layoutBuffer = UnsafeMutablePointer<Double>.allocate(capacity: needed)
    layoutBufferCapacity = needed
  }
  return Int32(truncatingIfNeeded: UInt(bitPattern: layoutBuffer))
}

/// Takes `count` layout frames from the layout buffer at an animator time (NaN: at once; a non-zero
/// `skipsMotion` lands everything).
///
/// Returns 1 when taken, 0 when refused, -1 for no such layout.
@_cdecl("popkit_layout_update")
func popkitLayoutUpdate(
  _ handle: Int32, _ count: Int32, _ time: Double, _ skipsMotion: Int32
) -> Int32 {
  guard let layout = layout(handle) else { return -1 }
  guard let buffer = layoutBuffer, count >= 0, Int(count) * 5 <= layoutBufferCapacity else {
    return 0
  }
  return layout.update(buffer, count: Int(count), at: time, skipsMotion: skipsMotion != 0)
    ? 1 : 0
}

/// Moves a layout's moving items to an animator time.
///
/// Returns 1 if anything still moves.
@_cdecl("popkit_layout_render")
func popkitLayoutRender(_ handle: Int32, _ time: Double, _ skipsMotion: Int32) -> Int32 {
  guard let layout = layout(handle) else { return 0 }
  _ = layout.render(at: time, skipsMotion: skipsMotion != 0)
  return layout.motion.isMoving ? 1 : 0
}

/// How many exits finished on the layout's last update or render.
@_cdecl("popkit_layout_exited_count")
func popkitLayoutExitedCount(_ handle: Int32) -> Int32 {
  Int32(layout(handle)?.exited.count ?? 0)
}

/// The id of the `index`-th exit that finished on the layout's last update or render.
@_cdecl("popkit_layout_exited")
func popkitLayoutExited(_ handle: Int32, _ index: Int32) -> Int32 {
  guard let exited = layout(handle)?.exited, exited.indices.contains(Int(index)) else { return 0 }
  return exited[Int(index)]
}

/// Reads an item: its transform from the layout frame to the presented one (scale x, scale y,
/// translation x, translation y) at `scratch[0..<4]`, its opacity at `scratch[4]`, its presented
/// frame at `scratch[8..<12]` and that frame's velocity at `scratch[16..<20]`.
///
/// Returns 1, 2 for an item that is exiting, or 0 for none.
@_cdecl("popkit_layout_read")
func popkitLayoutRead(_ handle: Int32, _ id: Int32) -> Int32 {
  guard let motion = layout(handle)?.motion, let transform = motion.transform(of: id),
    let presented = motion.presentedFrame(of: id), let velocity = motion.presentedVelocity(of: id)
  else { return 0 }
  let scratch = WebEngine.scratch
  (scratch[0], scratch[1], scratch[2], scratch[3]) = (
    transform.scaleX, transform.scaleY, transform.translationX, transform.translationY
  )
  scratch[4] = motion.opacityValue(of: id) ?? 1
  (scratch[8], scratch[9], scratch[10], scratch[11]) = (
    presented.origin.x, presented.origin.y, presented.width, presented.height
  )
  (scratch[16], scratch[17], scratch[18], scratch[19]) = (
    velocity.origin.x, velocity.origin.y, velocity.width, velocity.height
  )
  return motion.isExiting(id) ? 2 : 1
}

/// Whether any item of the layout moves.
@_cdecl("popkit_layout_is_moving")
func popkitLayoutIsMoving(_ handle: Int32) -> Int32 {
  layout(handle)?.motion.isMoving == true ? 1 : 0
}

/// Lets a layout go.
@_cdecl("popkit_layout_free")
func popkitLayoutFree(_ handle: Int32) {
  guard layout(handle) != nil else { return }
  layouts[Int(handle) - 1] = nil
}

/// The animator time at a clock time (seconds), by the animator's duration scale; NaN for no
/// such animator.
@_cdecl("popkit_animator_time")
func popkitAnimatorTime(_ animator: Int32, _ clock: Double) -> Double {
  WebEngine.animator(animator)?.time(atClock: clock) ?? .nan
}
