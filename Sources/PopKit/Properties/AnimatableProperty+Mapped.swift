// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension AnimatableProperty {
  /// The same property animated through another value type: each frame's value is converted
  /// back before it is written, and the object's value is converted when it is read.
  ///
  /// ```swift
  /// let tint = AnimatableProperty(\Swatch.color).mapped(to: OklabColor.self)
  /// let spring = SpringAnimation(property: tint)
  /// spring.toValue = OklabColor(RGBAColor(red: 0, green: 0, blue: 1))  // violet on the way
  /// ```
  ///
  /// The new property has this one's name and, unless given, its threshold (now in the
  /// representation's units: Oklab's lightness and axes are on about the scale of sRGB's
  /// channels, so a colour's threshold carries over) and its reduced-motion behaviour.
  /// Animations of the two properties are separate: give both the same key on an object to
  /// have one replace the other.
  ///
  /// - Parameters:
  ///   - type: The representation to animate, such as `OklabColor.self`.
  ///   - threshold: The convergence threshold in the representation's units; `nil` keeps this
  ///     property's.
  /// - Returns: A property of the representation.
  public func mapped<Mapped: AnimatableRepresentation>(
    to type: Mapped.Type, threshold: Double? = nil
  ) -> AnimatableProperty<Object, Mapped> where Mapped.Represented == Value {
    AnimatableProperty<Object, Mapped>(
      name: name, threshold: threshold ?? self.threshold,
      motionWhenReduced: motionWhenReduced, readRepresented: read, writeRepresented: write)
  }
}

extension AnimatableProperty where Value: AnimatableRepresentation {
  /// Creates a property that animates the value at a key path through its representation.
  ///
  /// ```swift
  /// final class Card { var transform = Transform3D.identity }
  /// let transform = AnimatableProperty<Card, DecomposedTransform>(representing: \.transform)
  /// ```
  ///
  /// Each frame recomposes the value once and writes it. A value that has no representation
  /// (a singular transform) reads as invalid: an animation that starts from it stops at once,
  /// unfinished, and writes nothing.
  ///
  /// Writing through a key path costs a heap allocation per frame for a value as large as a
  /// ``Transform3D`` (128 bytes);
  /// ``init(name:threshold:motionWhenReduced:readRepresented:writeRepresented:)`` does not
  /// allocate (the `transform-spring-keypath` and `transform-spring` benchmarks).
  ///
  /// - Parameters:
  ///   - keyPath: The writable key path of the represented value, for example `\Card.transform`.
  ///   - name: A name for descriptions, traces and recordings, and the animator's key for
  ///     the property on each object; default: the path after the root type (`x` for
  ///     `\Card.x`, `frame.origin.x` for `\Card.frame.origin.x`).
  ///   - threshold: The convergence threshold in the representation's units; finite and
  ///     `>= 0`. Default 0.01.
  ///   - motionWhenReduced: What its animations do while the animator reduces motion;
  ///     `nil` (the default) lets the representation decide.
  public init(
    representing keyPath: ReferenceWritableKeyPath<Object, Value.Represented>,
    name: String? = nil,
    threshold: Double = 0.01,
    motionWhenReduced: ReducedMotion? = nil
  ) {
    let box = MainActorKeyPath(keyPath: keyPath)
    self.init(
      name: name ?? keyPathPropertyName(keyPath), threshold: threshold,
      motionWhenReduced: motionWhenReduced, readRepresented: { $0[keyPath: box.keyPath] },
      writeRepresented: { $0[keyPath: box.keyPath] = $1 })
  }

  /// Creates a property that reads and writes a represented value with closures and animates
  /// it through its representation: the fastest way to animate a large value such as a
  /// ``Transform3D``.
  ///
  /// ```swift
  /// let transform = AnimatableProperty<Card, DecomposedTransform>(
  ///   name: "transform", readRepresented: { $0.transform },
  ///   writeRepresented: { $0.transform = $1 })
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name for descriptions and traces.
  ///   - threshold: The convergence threshold in the representation's units; finite and
  ///     `>= 0`. Default 0.01.
  ///   - motionWhenReduced: What its animations do while the animator reduces motion;
  ///     `nil` (the default) lets the representation decide.
  ///   - readRepresented: Reads the represented value from an object.
  ///   - writeRepresented: Writes a represented value to an object.
  public init(
    name: String,
    threshold: Double = 0.01,
    motionWhenReduced: ReducedMotion? = nil,
    readRepresented: @escaping @MainActor (Object) -> Value.Represented,
    writeRepresented: @escaping @MainActor (Object, Value.Represented) -> Void
  ) {
    self.init(
      name: name, threshold: threshold, motionWhenReduced: motionWhenReduced,
      read: { Value.representationOrInvalid(readRepresented($0)) },
      write: { writeRepresented($0, $1.represented) })
  }
}
