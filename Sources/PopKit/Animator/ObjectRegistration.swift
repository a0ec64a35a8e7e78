#if canImport(ObjectiveC)
  import ObjectiveC
#endif

/// One animated object on an animator: how the animator refers to it, and its animations.
///
/// While the animator renders frames it **holds** the object: one strong reference per object,
/// whatever the number of its animations. Each frame then asks whether that reference is the
/// only one left (`isKnownUniquelyReferenced`, a plain read of the object's reference count):
/// if it is, everyone else has let go, the object's animations stop (not finished) and the
/// reference is dropped at the end of the frame. Checking a weak reference instead costs two
/// atomic operations on a separately allocated side table per object per frame, more than a
/// whole spring's arithmetic.
///
/// When the animator goes idle (nothing waiting or running unpaused), it **lets go** and keeps
/// only a weak reference, so that idle animations (paused, or finished and kept) never keep an
/// object alive; it holds the objects again when something needs frames.
///
/// The strong reference is dropped only between frames or at the end of one (see
/// ``Animator/retire(_:)``), so code inside a frame may use the object without retaining it.
///
/// Objective-C objects (on platforms that have them) are never held: `isKnownUniquelyReferenced`
/// cannot see their reference counts, so a held one would never be found let go of. They are
/// referred to weakly all the time, as pop does, at the cost of a weak load per frame.
@MainActor
final class ObjectRegistration {
  /// The object while the animator holds it. (No observer: the uniqueness check's `inout`
  /// access would run it on every frame.)
  @exclusivity(unchecked) private(set) var heldObject: AnyObject?
  /// The held object without ownership, for frames to use it without reference counting;
  /// always set together with `heldObject`.
  @exclusivity(unchecked) private(set) var unretainedObject: Unmanaged<AnyObject>?
  /// The object while the animator does not hold it; set when it lets go.
  weak var idleObject: AnyObject?
  /// The object's animations in the order they were added; never empty while registered.
  var animations = AnimationList()
  /// The object's identity, the registration's key in the animator's registry.
  var identifier: ObjectIdentifier
  /// Whether the object may be held: whether holding it can tell when others let go.
  private(set) var canHold: Bool

  /// Registers an object, held or not.
  ///
  /// - Parameters:
  ///   - object: The object.
  ///   - holds: Whether the animator holds its objects now.
  init(_ object: AnyObject, holds: Bool) {
    identifier = ObjectIdentifier(object)
    canHold = ObjectRegistration.canTellRelease(of: object)
    if holds && canHold {
      heldObject = object
      unretainedObject = Unmanaged.passUnretained(object)
    } else {
      idleObject = object
    }
  }

  /// The object, if it still exists (held or not).
  var object: AnyObject? { heldObject ?? idleObject }

  /// Whether the held object has been let go by everyone but the animator.
  ///
  /// Always `false` while the object is not held. Ask before taking any other reference to
  /// the object, which would count as another holder.
  var isReleasedByOthers: Bool { isKnownUniquelyReferenced(&heldObject) }

  /// How a frame can reach the object.
  var frameAccess: FrameAccess {
    if isReleasedByOthers { return .gone }
    if let unretainedObject { return .held(unretainedObject) }
    if let idleObject { return .idle(idleObject) }
    return .gone
  }

  /// Holds the object again, if it still exists.
  func hold() {
    if canHold && heldObject == nil { setHeldObject(idleObject) }
  }

  /// Never holds the object again: the treatment of objects whose release holding cannot tell.
  ///
  /// - Returns: The strong reference given up, for the caller to drop when it is safe.
  func neverHold() -> AnyObject? {
    canHold = false
    return letGo()
  }

  /// Whether holding an object can tell when everyone else let go of it.
  static func canTellRelease(of object: AnyObject) -> Bool {
    #if canImport(ObjectiveC)
      return !(object is NSObject)
    #else
      return true
    #endif
  }

  /// Gives up the strong reference without keeping a weak one, because the registration ends.
  ///
  /// - Returns: The strong reference given up, for the caller to drop when it is safe.
  func takeHeldObject() -> AnyObject? {
    defer { setHeldObject(nil) }
    return heldObject
  }

  /// Keeps only a weak reference to the object.
  ///
  /// - Returns: The strong reference given up, for the caller to drop when it is safe.
  func letGo() -> AnyObject? {
    guard let held = heldObject else { return nil }
    idleObject = held
    setHeldObject(nil)
    return held
  }

  private func setHeldObject(_ object: AnyObject?) {
    heldObject = object
    unretainedObject = object.map(Unmanaged.passUnretained)
  }
}

/// How a frame can reach an animated object.
enum FrameAccess {
  /// Held by the animator: usable without retaining it until the frame ends.
  case held(Unmanaged<AnyObject>)
  /// Not held (the animator is idle): a strong reference for this frame.
  case idle(AnyObject)
  /// Gone, or let go of by everyone but the animator.
  case gone
}
