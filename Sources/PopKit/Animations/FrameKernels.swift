/// The kinds of property animation, each with its own frame fast path.
@usableFromInline
enum FrameKernelKind: UInt16, Sendable {
  case spring, decay, basic

  /// Where the kind is kept among an animation's flags: two bits from bit 12.
  private static let shift: UInt16 = 12

  /// The kind kept in an animation's flags.
  init(flags: AnimationFlags) {
    self = FrameKernelKind(rawValue: (flags.rawValue >> FrameKernelKind.shift) & 3) ?? .spring
  }

  /// Keeps the kind in an animation's flags.
  func store(in flags: inout AnimationFlags) {
    let others = flags.rawValue & ~(3 << FrameKernelKind.shift)
    flags = AnimationFlags(rawValue: others | rawValue << FrameKernelKind.shift)
  }
}

/// The frame fast paths of the property animation kinds for one kind of object and value,
/// kept by each property (see ``PropertyAnimation/FrameKernel``).
@usableFromInline
struct FrameKernels<Object: AnyObject, Value: AnimatableValue>: Sendable {
  @usableFromInline let spring: PropertyAnimation<Object, Value>.FrameKernel
  @usableFromInline let decay: PropertyAnimation<Object, Value>.FrameKernel
  @usableFromInline let basic: PropertyAnimation<Object, Value>.FrameKernel

  /// Builds the fast paths; inlined where the property is created, so that their arithmetic is
  /// compiled for the concrete object and value types.
  @inlinable
  init() {
    spring = SpringAnimation.makeFrameKernel()
    decay = DecayAnimation.makeFrameKernel()
    basic = BasicAnimation.makeFrameKernel()
  }
}
