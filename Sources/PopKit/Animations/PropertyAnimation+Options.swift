// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension PropertyAnimation {
  /// Which ends of the path the value may not pass; empty (no clamping) by default.
  public var clampMode: ClampMode {
    get { extras?.settings.clampMode ?? [] }
    set {
      setRarely(\.settings.clampMode, to: newValue, default: [])
      updateSlowPathNeed()
    }
  }

  /// The step the written value is rounded to, in the value's units; 0 (the default) does not
  /// round.
  ///
  /// 1 writes whole numbers, 0.5 halves. Only the written value is rounded; the animation
  /// keeps moving smoothly underneath. Must be finite and `>= 0`.
  public var roundingFactor: Double {
    get { extras?.settings.roundingFactor ?? 0 }
    set {
      checkParameter(
        newValue.isFinite && newValue >= 0, "PropertyAnimation.roundingFactor", newValue,
        allowed: "finite and >= 0")
      setRarely(\.settings.roundingFactor, to: newValue, default: 0)
      updateSlowPathNeed()
    }
  }

  /// Whether the animation's value is added to the object's own value instead of replacing it.
  ///
  /// As in Core Animation and pop: each frame adds the change of the animation's value since
  /// the previous frame (the whole value on the first frame), so a base of 1 animated
  /// additively from 1 to 2 first writes 2 and ends at 3. Default `false`.
  public var isAdditive: Bool {
    get { extras?.settings.isAdditive ?? false }
    set {
      setRarely(\.settings.isAdditive, to: newValue, default: false)
      updateSlowPathNeed()
    }
  }

  /// Notes whether clamping, rounding or additive composition needs the general frame.
  func updateSlowPathNeed() {
    flags[.needsSlowPath] = !clampMode.isEmpty || roundingFactor != 0 || isAdditive
  }
}
