// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange

/// A stand-in for an app's view: the properties a document's target animates, played by a real
/// ``PopKit/Choreography`` so the players' pixels can be compared with what PopKit writes.
final class LottieStandIn {
  var x = 0.0
  var y = 0.0
  var position = SIMD2<Double>(0, 0)
  var scale = 1.0
  var scaleX = 1.0
  var scaleY = 1.0
  var rotation = 0.0
  var opacity = 1.0
  var color = SIMD4<Double>(0, 0, 0, 1)

  static let xProperty = AnimatableProperty<LottieStandIn, Double>(
    name: "x", threshold: 0.01, read: { $0.x }, write: { $0.x = $1 })
  static let yProperty = AnimatableProperty<LottieStandIn, Double>(
    name: "y", threshold: 0.01, read: { $0.y }, write: { $0.y = $1 })
  static let positionProperty = AnimatableProperty<LottieStandIn, SIMD2<Double>>(
    name: "position", threshold: 0.01, read: { $0.position }, write: { $0.position = $1 })
  static let scaleProperty = AnimatableProperty<LottieStandIn, Double>(
    name: "scale", threshold: 0.001, read: { $0.scale }, write: { $0.scale = $1 })
  static let scaleXProperty = AnimatableProperty<LottieStandIn, Double>(
    name: "scaleX", threshold: 0.001, read: { $0.scaleX }, write: { $0.scaleX = $1 })
  static let scaleYProperty = AnimatableProperty<LottieStandIn, Double>(
    name: "scaleY", threshold: 0.001, read: { $0.scaleY }, write: { $0.scaleY = $1 })
  static let rotationProperty = AnimatableProperty<LottieStandIn, Double>(
    name: "rotation", threshold: 0.01, read: { $0.rotation }, write: { $0.rotation = $1 })
  static let opacityProperty = AnimatableProperty<LottieStandIn, Double>(
    name: "opacity", threshold: 0.001, read: { $0.opacity }, write: { $0.opacity = $1 })
  static let colorProperty = AnimatableProperty<LottieStandIn, SIMD4<Double>>(
    name: "color", threshold: 0.001, read: { $0.color }, write: { $0.color = $1 })

  /// The binding of a document's properties to this object, by name; `scaleX` and `scaleY`
  /// only when `perDimensionScale` (so that a test can leave them unbound).
  @MainActor
  func binding(_ property: String, perDimensionScale: Bool = true) -> MotionBinding? {
    switch property {
    case "x": .property(Self.xProperty, of: self)
    case "y": .property(Self.yProperty, of: self)
    case "position": .property(Self.positionProperty, of: self)
    case "scale": .property(Self.scaleProperty, of: self)
    case "scaleX" where perDimensionScale: .property(Self.scaleXProperty, of: self)
    case "scaleY" where perDimensionScale: .property(Self.scaleYProperty, of: self)
    case "rotation": .property(Self.rotationProperty, of: self)
    case "opacity": .property(Self.opacityProperty, of: self)
    case "color": .property(Self.colorProperty, of: self)
    default: nil
    }
  }
}
