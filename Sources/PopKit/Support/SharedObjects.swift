// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Immutable-parameter objects shared by every animation with equal parameters: a spring's
/// stepper, a timing curve's solver.
///
/// Parameters made on the fly (springs from gesture velocities, say) are each used once: when
/// more than `limit` objects are kept, those no animation uses any more are forgotten.
@MainActor
struct SharedObjects<Key: Hashable, Object: AnyObject> {
  /// The objects in use, by parameter.
  private var objects: [Key: Object] = [:]
  /// How many objects are kept before the unused ones are forgotten.
  let limit: Int

  init(limit: Int) { self.limit = limit }

  /// The number of objects kept.
  var count: Int { objects.count }

  /// The object for a key, made by `make` if none is kept.
  mutating func object(for key: Key, making make: (Key) -> Object) -> Object {
    if let object = objects[key] { return object }
    if objects.count >= limit { forgetUnused() }
    let object = make(key)
    objects[key] = object
    return object
  }

  /// Forgets the objects that only this table refers to.
  private mutating func forgetUnused() {
    for key in Array(objects.keys) {
      guard var object = objects.removeValue(forKey: key) else { continue }
      if !isKnownUniquelyReferenced(&object) { objects[key] = object }
    }
  }
}
