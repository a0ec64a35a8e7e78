// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An animatable value that stands for a value of another type while it animates: the way that
/// type should move.
///
/// An ``RGBAColor`` moves through a dull, dark middle when its sRGB channels are animated;
/// its ``OklabColor`` moves the way eyes expect. A ``Transform3D`` cannot be animated element by
/// element at all; its ``DecomposedTransform`` can. Make a property animate through the
/// representation with ``AnimatableProperty/mapped(to:threshold:)`` (from a property of the
/// represented type, when that is animatable itself) or
/// ``AnimatableProperty/init(representing:name:threshold:motionWhenReduced:)`` (from a key
/// path to the represented value).
public protocol AnimatableRepresentation: AnimatableValue {
  /// The type this value represents.
  associatedtype Represented: Sendable

  /// The representation of a value, or `nil` when it has none (a singular ``Transform3D``).
  ///
  /// - Parameter value: The value to represent.
  init?(representing value: Represented)

  /// The value this represents.
  var represented: Represented { get }
}

extension AnimatableRepresentation {
  /// The representation of `value`, or one whose components are all NaN when it has none: an
  /// animation that starts from or towards it stops at once, unfinished, and writes nothing.
  package static func representationOrInvalid(_ value: Represented) -> Self {
    Self(representing: value) ?? Self(animatableComponents: AnimatableComponents(repeating: .nan))
  }
}

extension OklabColor: AnimatableRepresentation {
  /// The colour in Oklab.
  ///
  /// - Parameter value: An sRGB colour.
  public init?(representing value: RGBAColor) { self.init(value) }

  /// The colour in sRGB, each channel clipped to `0...1`.
  public var represented: RGBAColor { RGBAColor(self) }
}

extension DecomposedTransform: AnimatableRepresentation {
  /// The transform's parts, or `nil` for a transform that has none (see
  /// ``Transform3D/decomposed()``).
  ///
  /// - Parameter value: The transform.
  public init?(representing value: Transform3D) {
    guard let parts = value.decomposed() else { return nil }
    self = parts
  }

  /// The transform the parts make (``recomposed()``).
  public var represented: Transform3D { recomposed() }
}
