// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An animation's reference to the object it animates, and the one place where the animator
/// retains and releases animated objects by hand.
///
/// Every animation added to an animator keeps one, pointing at its object; only the object's
/// *lead* animation (the earliest added of its animations on that animator, see
/// ``Animator/link(_:to:entryIndex:)``) can **own** a strong reference through it, and does
/// while the object is held (the `objectIsHeld` flag). The owned reference is what keeps the
/// object alive while frames use it without retaining it, and what tells when everyone else has
/// let go of it (``isOnlyReference``), at the cost of one plain read of the reference count.
///
/// Invariants (checked by `Animator.checkInvariants()` in a build with
/// `-DPOPKIT_INTERNAL_CHECKS`):
/// - A hold is `none` exactly when its animation is on no animator; otherwise it points at the
///   animation's object, and all the animations of one object on one animator point at the
///   same address.
/// - Per object and animator, at most one hold owns a reference: the lead's, while the object
///   is held. Ownership is not kept in the hold (that would cost the frame a mask) but in the
///   lead's flags, so it is taken (``init(holding:)``), given up (``release()``) and handed to
///   the next lead (``handedOver(to:)``) only together with those flags.
/// - An owned reference is released exactly once: given up when the animator lets go of the
///   object or its last animation leaves, handed over when the lead leaves before the others.
/// - The hold stays valid, owned or not, until its animation leaves: a reference given up
///   during a frame is dropped when the frame ends (``Animator/retire(_:)``).
///
/// Eight bytes, the object's address (0 for `none`): it takes no more room in an animation than
/// the `Unmanaged<AnyObject>?` it wraps, and the frame reads it as it would that.
struct ObjectHold {
  /// The object's address, without ownership; `nil` for `none`.
  let pointer: Unmanaged<AnyObject>?

  /// No object: the animation is on no animator.
  static var none: ObjectHold { ObjectHold(pointer: nil) }

  /// A hold of a pointer as it is, owned or not.
  private init(pointer: Unmanaged<AnyObject>?) { self.pointer = pointer }

  /// A hold that points at an object without owning a reference: what every animation of an
  /// object keeps, unless it leads and the object is held.
  ///
  /// - Parameter object: The animated object.
  init(pointingTo object: AnyObject) {
    pointer = Unmanaged.passUnretained(object)
  }

  /// A hold that owns a strong reference to an object, retained here: the lead animation's
  /// while the animator holds the object.
  ///
  /// - Parameter object: The animated object.
  init(holding object: AnyObject) {
    pointer = Unmanaged.passRetained(object)
  }

  /// Gives up the reference this hold owns and returns it, for the caller to drop when it is
  /// safe (the hold still points at the object, unowned, and stays usable until then).
  ///
  /// Call it only on a hold that owns its reference (its lead has the object held), once.
  ///
  /// - Returns: The strong reference that the hold owned.
  func release() -> AnyObject {
    guard let pointer else { preconditionFailure("PopKit: releasing an empty object hold") }
    return pointer.takeRetainedValue()
  }

  /// The owned reference, handed from a lead that leaves to the animation that leads after it:
  /// the same address, which the receiver stores in place of its unowned one and then owns.
  ///
  /// - Parameter next: The next lead's hold, which points at the same object.
  /// - Returns: The hold for the next lead to keep.
  func handedOver(to next: ObjectHold) -> ObjectHold {
    precondition(next.identity == identity, "PopKit: an object hold handed to another object")
    return self
  }

  /// Whether the reference this hold owns is the only one left (everyone else let go of the
  /// object).
  ///
  /// A plain read of the object's reference count, as `isKnownUniquelyReferenced` does for a
  /// strong variable; nothing is retained or released.
  ///
  /// Ask it only of a hold that owns its reference (on another it is meaningless). The pointer
  /// is copied into a local first, so no stored property is passed `inout`, and the local is
  /// looked at as the strong reference it stands for (`Unmanaged<AnyObject>?` and `AnyObject?`
  /// are both one object pointer, 0 for `nil`). The local's address never leaves this check,
  /// so it needs no stack protector (which would add four instructions to every frame). Not
  /// isolated, so that the closures are not main-actor closures passed to the standard
  /// library, which would check the executor.
  @inline(__always)
  nonisolated var isOnlyReference: Bool {
    var copy = pointer
    return _withUnprotectedUnsafeMutablePointer(to: &copy) { pointer in
      pointer.withMemoryRebound(to: AnyObject?.self, capacity: 1) { strong in
        isKnownUniquelyReferenced(&strong.pointee)
      }
    }
  }

  /// The object's identity (its address); 0 for `none`.
  var identity: UInt { UInt(bitPattern: pointer?.toOpaque()) }
}

extension Animation {
  /// The animated object while the animation is added, without ownership: the address its
  /// ``objectHold`` points at.
  var objectReference: Unmanaged<AnyObject>? { objectHold.pointer }
}
