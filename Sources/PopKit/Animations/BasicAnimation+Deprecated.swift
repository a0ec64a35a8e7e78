extension BasicAnimation {
  /// Creates a timed animation of a property, in one line.
  ///
  /// Deprecated: the label is the property it sets, ``timingCurve``.
  @available(*, deprecated, renamed: "init(property:from:to:duration:timingCurve:)")
  @inlinable
  public convenience init(
    property: AnimatableProperty<Object, Value>, from start: Value? = nil, to target: Value,
    duration: Double, curve: TimingCurve
  ) {
    self.init(property: property, from: start, to: target, duration: duration, timingCurve: curve)
  }
}
