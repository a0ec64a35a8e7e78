// The spellings of reduced motion before it had one: `whenMotionIsReduced` is now
// `motionWhenReduced`, as on ``AnimatableValue``.

extension AnimatableProperty {
  /// What animations of the property do while the animator reduces motion.
  @available(*, deprecated, renamed: "motionWhenReduced")
  public var whenMotionIsReduced: ReducedMotion { motionWhenReduced }

  /// Creates a property from a read and a write closure.
  @available(*, deprecated, renamed: "init(name:threshold:motionWhenReduced:read:write:)")
  public init(
    name: String,
    threshold: Double = 0.01,
    whenMotionIsReduced: ReducedMotion?,
    read: @escaping @MainActor (Object) -> Value,
    write: @escaping @MainActor (Object, Value) -> Void
  ) {
    self.init(
      name: name, threshold: threshold, motionWhenReduced: whenMotionIsReduced, read: read,
      write: write)
  }

  /// Creates a property that reads and writes through a key path.
  @available(*, deprecated, renamed: "init(_:name:threshold:motionWhenReduced:)")
  public init(
    _ keyPath: ReferenceWritableKeyPath<Object, Value>,
    name: String? = nil,
    threshold: Double = 0.01,
    whenMotionIsReduced: ReducedMotion?
  ) {
    self.init(
      keyPath, name: name, threshold: threshold, motionWhenReduced: whenMotionIsReduced)
  }
}

extension AnimatableProperty where Value: AnimatableRepresentation {
  /// Creates a property that animates the value at a key path through its representation.
  @available(*, deprecated, renamed: "init(representing:name:threshold:motionWhenReduced:)")
  public init(
    representing keyPath: ReferenceWritableKeyPath<Object, Value.Represented>,
    name: String? = nil,
    threshold: Double = 0.01,
    whenMotionIsReduced: ReducedMotion?
  ) {
    self.init(
      representing: keyPath, name: name, threshold: threshold,
      motionWhenReduced: whenMotionIsReduced)
  }

  /// Creates a property that reads and writes a represented value with closures and animates
  /// it through its representation.
  @available(
    *, deprecated,
    renamed: "init(name:threshold:motionWhenReduced:readRepresented:writeRepresented:)"
  )
  public init(
    name: String,
    threshold: Double = 0.01,
    whenMotionIsReduced: ReducedMotion?,
    readRepresented: @escaping @MainActor (Object) -> Value.Represented,
    writeRepresented: @escaping @MainActor (Object, Value.Represented) -> Void
  ) {
    self.init(
      name: name, threshold: threshold, motionWhenReduced: whenMotionIsReduced,
      readRepresented: readRepresented, writeRepresented: writeRepresented)
  }
}
