// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One yes-or-no fact about an animation; its bit in ``AnimationFlags`` is its position here.
@usableFromInline
enum AnimationFlag: UInt16 {
  // Animation
  /// The next frame restarts the animation's clock: it was paused and resumed.
  case needsTimeResync
  /// The animation is paused (``Animation/isPaused`` without its side effects).
  case isPaused
  /// The earliest added of its object's animations on its animator: the one the animator's
  /// object table names, and the one that holds the object.
  case isLeadOfObject
  /// The object's lead animation holds the object, so that `objectReference` is valid until
  /// the frame ends; set on every animation of the object alike.
  case objectIsHeld
  /// Holding the object can tell when everyone else let go of it; set on every animation of
  /// the object alike.
  case objectCanBeHeld
  /// The object has many animations and the animator keeps a key index for them (see
  /// `KeyIndexes`); set on every animation of the object alike.
  case objectIsIndexed
  /// The animation's tracer is recording (kept by the tracer).
  case isTracing
  /// A delegate, an `onApply` or an `onUpdate` closure wants to hear of every frame's write.
  case hasFrameCallbacks

  // PropertyAnimation
  /// Clamping, rounding or additive composition needs the general frame.
  case needsSlowPath
  /// A value has been written in this run.
  case hasWritten
  /// The target was reached since the run started or was retargeted.
  case didReach
  /// ``PropertyAnimation/fromValue`` is set.
  case hasFrom
  /// The target is set.
  case hasTo
  /// The next start continues from the current value (a kept animation being restarted).
  case continuesFromCurrent
  /// An initial velocity is set (springs and decays).
  case hasInitialVelocity
  /// The animator has a ``MotionRecorder``: frames take the general path, which records.
  case isRecorded

  /// The flag's bit.
  @inlinable @inline(__always) var mask: UInt16 { 1 << rawValue }
}

/// An animation's yes-or-no state, packed into two bytes and read and written by flag:
/// `flags[.isPaused]`, `flags[.hasWritten] = true`.
///
/// (No array literals or set algebra: a literal of flags is a variadic array, which the
/// optimizer does not always fold, and the frame tests these flags on every animation. Tests
/// of two flags written as two subscripts compile to one mask test.)
@usableFromInline
struct AnimationFlags: Equatable, Sendable {
  @usableFromInline var rawValue: UInt16 = 0

  /// No flag set.
  @inlinable init() {}

  /// Whether a flag is set; setting it to `false` clears it.
  @inlinable @inline(__always) subscript(flag: AnimationFlag) -> Bool {
    get { rawValue & flag.mask != 0 }
    set { rawValue = newValue ? rawValue | flag.mask : rawValue & ~flag.mask }
  }
}
