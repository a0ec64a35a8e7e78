// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Every animator and motion of the module, behind the integer handles JavaScript holds
/// (index + 1; 0 is none), with a free list so that freed slots are reused, and the scratch
/// buffer numbers cross the boundary in.
enum WebEngine {
  /// The animators, by handle − 1.
  nonisolated(unsafe) static var animators: [WebAnimator?] = []
  /// The motions, by handle − 1.
  nonisolated(unsafe) static var motions: [WebMotion?] = []
  /// Free animator slots.
  nonisolated(unsafe) static var freeAnimators: [Int32] = []
  /// Free motion slots.
  nonisolated(unsafe) static var freeMotions: [Int32] = []
  /// The buffer vectors cross in: value (or start) at 0..<16, velocity at 16..<32, target at
  /// 32..<48, spare at 48..<64.
  nonisolated(unsafe) static let scratch = UnsafeMutablePointer<Double>.allocate(capacity: 64)

  /// The animator behind a handle, if it is live.
  static func animator(_ handle: Int32) -> WebAnimator? {
    guard handle >= 1, Int(handle) <= animators.count else { return nil }
    return animators[Int(handle) - 1]
  }

  /// The motion behind a handle, if it is live.
  static func motion(_ handle: Int32) -> WebMotion? {
    guard handle >= 1, Int(handle) <= motions.count else { return nil }
    return motions[Int(handle) - 1]
  }

  /// Keeps an animator and gives its handle.
  static func keep(_ animator: WebAnimator) -> Int32 {
    if let slot = freeAnimators.popLast() {
      animators[Int(slot) - 1] = animator
      return slot
    }
    animators.append(animator)
    return Int32(animators.count)
  }

  /// Lets an animator go (its motions stay until each is let go); its handle may be given
  /// again.
  static func freeAnimator(_ handle: Int32) {
    guard animator(handle) != nil else { return }
    animators[Int(handle) - 1] = nil
    freeAnimators.append(handle)
  }

  /// Keeps a motion and gives its handle.
  static func keep(_ motion: WebMotion) -> Int32 {
    if let slot = freeMotions.popLast() {
      motions[Int(slot) - 1] = motion
      return slot
    }
    motions.append(motion)
    return Int32(motions.count)
  }

  /// Lets a motion go; its handle may be given again.
  static func free(_ handle: Int32) {
    guard motion(handle) != nil else { return }
    motions[Int(handle) - 1] = nil
    freeMotions.append(handle)
  }
}
