// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An object that can end while Swift still refers to it: a handle of something another system
/// owns and frees, such as a GTK widget destroyed with its window.
///
/// The animator holds an object while it animates it and stops its animations when everyone
/// else lets go (pop cancelled an object's animations when it was deallocated). A handle of
/// another system's object outlives what it stands for, so that rule cannot see the end; such
/// a handle conforms to this protocol and announces its end with ``Animator/objectHasEnded(_:)``:
///
/// ```swift
/// @MainActor final class WidgetHandle: EndingObject {
///   private(set) var hasEnded = false
///   func widgetWasDestroyed() {  // from the toolkit's destroy notification
///     hasEnded = true
///     Animator.objectHasEnded(self)  // every animation of it stops, not finished
///   }
/// }
/// ```
///
/// After the end, every animation of the object on every animator has stopped with
/// `finished == false`, and an animation added for it later stops at once, the same way
/// (a start, then a stop, as for any animation removed before its first frame); a
/// choreography stops writing its properties. Nothing of PopKit writes to it again, except
/// ``Animator/set(_:_:to:)``, which writes through the property at once: a handle's properties
/// should ignore writes after its end.
///
/// An object is asked whether it has ended only when an animation is added for it; conforming
/// costs the frames nothing.
@MainActor
public protocol EndingObject: AnyObject {
  /// Whether what the object stands for has gone. Once `true`, it stays `true`.
  var hasEnded: Bool { get }
}

/// A weak reference to an animator, in the list of those that animate ending objects.
private struct WeakAnimator {
  weak var animator: Animator?
}

/// The animators that have animated an ending object, by identity: the ones an end is told to.
@MainActor private var animatorsOfEndingObjects: [ObjectIdentifier: WeakAnimator] = [:]

/// The class last asked whether it conforms to ``EndingObject``, with the answer.
///
/// Adding animations for many objects of one class asks the runtime once (a conformance
/// look-up costs about 400 instructions, more than the rest of an `add`). Classes are never
/// unloaded, so the answer stays true for the class.
@MainActor private var lastClassAsked: (type: ObjectIdentifier, isEnding: Bool)?

extension Animator {
  /// Tells every animator that an object has ended: each of its animations stops with
  /// `finished == false`, now, and none runs on it again.
  ///
  /// Call it once the object's ``EndingObject/hasEnded`` is `true` (before, it stops the
  /// animations there are but does not refuse new ones). A stop callback may add animations
  /// for the object: they stop at once.
  ///
  /// - Parameter object: The object that has ended.
  ///
  /// - Complexity: O(a), over the animators that have animated an ending object, plus the
  ///   object's animations.
  public static func objectHasEnded(_ object: some EndingObject) {
    for (identity, entry) in animatorsOfEndingObjects {
      guard let animator = entry.animator else {
        animatorsOfEndingObjects[identity] = nil
        continue
      }
      animator.removeAllAnimations(from: object)
    }
  }

  /// Whether an animation added for `object` must stop at once because the object has ended;
  /// for an ending object that has not, this animator is listed to hear of its end.
  func refusesEndedObject(_ object: AnyObject) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: object))
    if let last = lastClassAsked, last.type == type, !last.isEnding { return false }
    guard let ending = object as? any EndingObject else {
      lastClassAsked = (type, false)
      return false
    }
    lastClassAsked = (type, true)
    if ending.hasEnded { return true }
    if !animatesEndingObjects {
      animatesEndingObjects = true
      animatorsOfEndingObjects[ObjectIdentifier(self)] = WeakAnimator(animator: self)
    }
    return false
  }

  /// Takes this animator off the list of those told of ends (when it goes away).
  func stopHearingOfEnds() {
    guard animatesEndingObjects else { return }
    animatorsOfEndingObjects[ObjectIdentifier(self)] = nil
  }
}
