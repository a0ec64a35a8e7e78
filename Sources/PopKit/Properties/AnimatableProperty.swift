// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// How to read and write one animatable value of one kind of object, and when an animation of
/// it has visibly settled.
///
/// A property is pop's `POPAnimatableProperty`: a name, a read and a write closure, and a
/// threshold. Build one from closures or from a key path:
///
/// ```swift
/// final class Box {
///   var x = 0.0
///   var point = CGPoint.zero
/// }
///
/// let x = AnimatableProperty<Box, Double>(
///   name: "x", threshold: 0.01, read: { $0.x }, write: { $0.x = $1 })
/// let point = AnimatableProperty(\Box.point, threshold: 1.0)
/// ```
///
/// The threshold is in the value's units: the smallest change that is visible (pop uses 1.0
/// for points, 0.01 for opacity and colour, 0.005 for scale). Springs and decays finish when
/// they have settled within it; timed animations ignore it. Closures are called on the main
/// actor, on the animator's frame.
///
/// Prefer closures where frames are many: Swift's key-path runtime allocates a holder for the
/// object on every write through a key path, so a key-path property costs one heap allocation
/// per animation per frame (the `spring-keypath-property` benchmark measures it).
///
/// Make a property once (a `static let` is ideal) and share it: each animation kind compiles
/// its per-frame fast path for the property's types where the first animation of that kind on
/// the property is created, and every later animation of the kind on the property uses it.
/// Create animations where their object and value types are concrete.
public struct AnimatableProperty<Object: AnyObject, Value: AnimatableValue>: Sendable {
  /// The property's name, for descriptions and traces.
  public var name: String { storage.name }

  /// The convergence threshold, in the value's units; finite and `>= 0`.
  ///
  /// 0 means "never settled": springs and decays on such a property run until removed.
  public var threshold: Double { storage.threshold }

  /// Reads the value from an object.
  public var read: @MainActor (Object) -> Value { storage.read }

  /// Writes a value to an object.
  public var write: @MainActor (Object, Value) -> Void { storage.write }

  /// The property's parts, shared by its copies: every animation of a property keeps one
  /// reference instead of a copy of the name and both closures.
  @usableFromInline let storage: Storage

  /// The parts of a property.
  @usableFromInline
  final class Storage: Sendable {
    let name: String
    @usableFromInline let threshold: Double
    @usableFromInline let read: @MainActor (Object) -> Value
    @usableFromInline let write: @MainActor (Object, Value) -> Void
    /// What animations of the property do while motion is reduced.
    let reducedMotion: ReducedMotion
    /// Whether a target may have equivalents to choose from
    /// (``AnimatableValue/equivalentComponents(of:nearest:)``): `false` only for PopKit's own
    /// types whose every component vector is its own value (``ComponentsWithoutEquivalents``),
    /// asked once here rather than by every start frame through the value's witness table.
    @usableFromInline let hasEquivalentComponents: Bool
    /// Objects that the layers above keep once per property, each under a key of its own.
    ///
    /// The animation kinds keep their compiled frames here; the property knows nothing of what
    /// they are. Empty until one is kept.
    @MainActor @usableFromInline var companions: [ObjectIdentifier: AnyObject] = [:]

    init(
      name: String, threshold: Double, reducedMotion: ReducedMotion,
      read: @escaping @MainActor (Object) -> Value,
      write: @escaping @MainActor (Object, Value) -> Void
    ) {
      self.name = name
      self.threshold = threshold
      self.reducedMotion = reducedMotion
      hasEquivalentComponents = !(Value.self is any ComponentsWithoutEquivalents.Type)
      self.read = read
      self.write = write
    }
  }

  /// Creates a property from a read and a write closure.
  ///
  /// - Parameters:
  ///   - name: A name for descriptions and traces.
  ///   - threshold: The convergence threshold in the value's units; finite and `>= 0`.
  ///     Default 0.01.
  ///   - motionWhenReduced: What its animations do while the animator reduces motion;
  ///     `nil` (the default) lets the value type decide (``AnimatableValue/motionWhenReduced``).
  ///   - read: Reads the value from an object.
  ///   - write: Writes a value to an object.
  public init(
    name: String,
    threshold: Double = 0.01,
    motionWhenReduced: ReducedMotion? = nil,
    read: @escaping @MainActor (Object) -> Value,
    write: @escaping @MainActor (Object, Value) -> Void
  ) {
    checkParameter(
      threshold.isFinite && threshold >= 0, "AnimatableProperty.threshold", threshold,
      allowed: "finite and >= 0")
    storage = Storage(
      name: name, threshold: threshold,
      reducedMotion: motionWhenReduced ?? Value.motionWhenReduced, read: read, write: write)
  }

  /// What animations of the property do while the animator reduces motion.
  public var motionWhenReduced: ReducedMotion { storage.reducedMotion }

  /// Creates a property that reads and writes through a key path.
  ///
  /// The shortest spelling, and the slowest: each write through a key path allocates (see
  /// ``AnimatableProperty``); closures do not.
  ///
  /// - Parameters:
  ///   - keyPath: The writable key path of the value, for example `\Box.point`.
  ///   - name: A name for descriptions, traces and recordings, and the animator's key for
  ///     the property on each object; default: the path after the root type (`x` for
  ///     `\Card.x`, `frame.origin.x` for `\Card.frame.origin.x`).
  ///   - threshold: The convergence threshold in the value's units; finite and `>= 0`.
  ///     Default 0.01.
  ///   - motionWhenReduced: What its animations do while the animator reduces motion;
  ///     `nil` (the default) lets the value type decide (``AnimatableValue/motionWhenReduced``).
  public init(
    _ keyPath: ReferenceWritableKeyPath<Object, Value>,
    name: String? = nil,
    threshold: Double = 0.01,
    motionWhenReduced: ReducedMotion? = nil
  ) {
    let box = MainActorKeyPath(keyPath: keyPath)
    self.init(
      name: name ?? keyPathPropertyName(keyPath),
      threshold: threshold,
      motionWhenReduced: motionWhenReduced,
      read: { $0[keyPath: box.keyPath] },
      write: { $0[keyPath: box.keyPath] = $1 }
    )
  }

  /// A property made of existing parts.
  init(storage: Storage) {
    self.storage = storage
  }

  /// A copy of this property with another threshold.
  ///
  /// - Parameter threshold: The new threshold; finite and `>= 0`.
  /// - Returns: The same property with that threshold.
  public func withThreshold(_ threshold: Double) -> AnimatableProperty {
    AnimatableProperty(
      name: name, threshold: threshold, motionWhenReduced: motionWhenReduced, read: read,
      write: write)
  }
}

/// A key path that is only ever applied on the main actor.
///
/// A key path is an immutable value; it is not `Sendable` only when the property it names is
/// isolated to an actor (as a `@MainActor` class's properties are). The property's closures
/// are `@MainActor`, so the key path is only ever used on the main actor, where such a
/// property may be accessed. That makes sharing the box safe.
@usableFromInline
struct MainActorKeyPath<Root, Value>: @unchecked Sendable {
  @usableFromInline let keyPath: ReferenceWritableKeyPath<Root, Value>

  @usableFromInline
  init(keyPath: ReferenceWritableKeyPath<Root, Value>) { self.keyPath = keyPath }
}
