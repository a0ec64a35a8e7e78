/// An animation's yes-or-no state, packed into two bytes: each is read and written through a
/// `Bool` property of the animation that names it. (The flags are computed, not stored
/// constants, so that using one never checks whether a global was initialized.)
@usableFromInline
struct AnimationFlags: OptionSet, Sendable {
  @usableFromInline let rawValue: UInt16

  @inlinable init(rawValue: UInt16) { self.rawValue = rawValue }

  // Animation
  static var needsTimeResync: AnimationFlags { AnimationFlags(rawValue: 1 << 0) }
  static var isPaused: AnimationFlags { AnimationFlags(rawValue: 1 << 1) }
  static var isLeadOfObject: AnimationFlags { AnimationFlags(rawValue: 1 << 2) }
  static var objectIsHeld: AnimationFlags { AnimationFlags(rawValue: 1 << 3) }
  static var objectCanBeHeld: AnimationFlags { AnimationFlags(rawValue: 1 << 4) }
  static var objectIsIndexed: AnimationFlags { AnimationFlags(rawValue: 1 << 14) }
  // PropertyAnimation
  static var needsSlowPath: AnimationFlags { AnimationFlags(rawValue: 1 << 5) }
  @inlinable static var hasWritten: AnimationFlags { AnimationFlags(rawValue: 1 << 6) }
  @inlinable static var didReach: AnimationFlags { AnimationFlags(rawValue: 1 << 7) }
  static var hasFrom: AnimationFlags { AnimationFlags(rawValue: 1 << 8) }
  @inlinable static var hasTo: AnimationFlags { AnimationFlags(rawValue: 1 << 9) }
  static var continuesFromCurrent: AnimationFlags { AnimationFlags(rawValue: 1 << 10) }
  // SpringAnimation and DecayAnimation
  static var hasInitialVelocity: AnimationFlags { AnimationFlags(rawValue: 1 << 11) }
  // Animation: observers
  @inlinable static var isTracing: AnimationFlags { AnimationFlags(rawValue: 1 << 12) }
  static var hasFrameCallbacks: AnimationFlags { AnimationFlags(rawValue: 1 << 13) }

  /// Sets or clears a flag.
  @inlinable
  mutating func set(_ flag: AnimationFlags, to isSet: Bool) {
    if isSet { formUnion(flag) } else { subtract(flag) }
  }
}
