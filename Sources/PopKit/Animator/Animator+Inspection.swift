// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animator {
  /// A snapshot of what is running, in the order the animations were added: one entry per
  /// running animation, timeline run and choreography player (a run's entries and a player's
  /// lanes are not animations of their own; the entries are listed as they run).
  ///
  /// Each entry gives the key, the object's type, the property, the kind, the value and
  /// velocity, the progress and time left where the kind knows its end, and a spring's energy
  /// (see ``RunningAnimation``). An animation is listed from the moment it is added: until it
  /// starts (on the next frame, or when its ``Animation/beginTime`` comes) as waiting
  /// (``RunningAnimation/isWaiting``), with its key, kind and property. So
  /// `while !animator.runningAnimations.isEmpty { render() }` renders until everything added
  /// has run, as ``hasActiveAnimations`` tells. Reading it never stops the program; what cannot
  /// be known is `nil`.
  ///
  /// It is computed when asked for, walking the frame list once; nothing is kept for it, so
  /// frames cost nothing more.
  public var runningAnimations: [RunningAnimation] {
    entries.compactMap { entry in entry?.takeUnretainedValue().inspection() }
  }
}
