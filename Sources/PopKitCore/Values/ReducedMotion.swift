// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What an animation of a value does while the animator reduces motion
/// (``Animator/reducesMotion``), as people who are troubled by movement ask their systems to.
///
/// Moving things (positions, sizes, scales, angles) jump to where they are going; changes that
/// do not move anything (opacity, colour) may still animate. A property says which it is when
/// it is made (``AnimatableProperty/init(name:threshold:motionWhenReduced:read:write:)``);
/// by default its value type decides (``AnimatableValue/motionWhenReduced``).
public enum ReducedMotion: Sendable, Hashable {
  /// The animation reaches its end on its next frame: one start, one reach, one stop with
  /// `finished == true`.
  case jump
  /// The animation runs as it would otherwise.
  case animate
}

extension AnimatableValue {
  /// What animations of this type do while motion is reduced: ``ReducedMotion/jump`` unless the
  /// type says otherwise (``RGBAColor`` animates).
  public static var motionWhenReduced: ReducedMotion { .jump }
}

extension RGBAColor {
  /// A colour change moves nothing, so it keeps animating while motion is reduced.
  public static var motionWhenReduced: ReducedMotion { .animate }
}
