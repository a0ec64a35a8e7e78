// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// How a child of a `GtkFixed` is moved, scaled, turned and tilted about its centre:
  /// ``GTKProperties/transform``'s value, animatable as eight components.
  ///
  /// It reads as CSS's `transform-origin: center; transform: translate() perspective()
  /// rotateX() rotateY() rotate() scale()`: the widget is scaled, turned in its plane, tilted
  /// about its horizontal and vertical axes (seen from ``perspective`` pixels away), then moved.
  /// Angles are in radians; a positive ``rotation`` turns clockwise on screen (y points down), a
  /// positive ``tiltX`` lifts the bottom edge towards the viewer, a positive ``tiltY`` the left
  /// edge. Without a tilt the transform is 2-D (GSK draws it as an affine transform).
  ///
  /// ```swift
  /// let tilted = GTKTransform(scale: 1.05, tiltX: 0.2, tiltY: -0.3)
  /// animator.animate(card, GTKProperties.transform, to: tilted, spring: .bouncy)
  /// ```
  public struct GTKTransform: AnimatableValue, Hashable {
    /// The move along x, in pixels.
    public var translationX: Double
    /// The move along y, in pixels (down).
    public var translationY: Double
    /// The scale along x; 1 for none.
    public var scaleX: Double
    /// The scale along y; 1 for none.
    public var scaleY: Double
    /// The turn in the widget's plane, in radians, clockwise on screen.
    public var rotation: Double
    /// The tilt about the horizontal axis through the centre, in radians.
    public var tiltX: Double
    /// The tilt about the vertical axis through the centre, in radians.
    public var tiltY: Double
    /// The distance of the viewer from the widget's plane, in pixels, for a tilt; > 0.
    public var perspective: Double

    /// No move, scale, turn or tilt.
    public static let identity = GTKTransform()

    /// Creates a transform from its parts.
    ///
    /// - Parameters:
    ///   - translationX: The move along x, in pixels. Default 0.
    ///   - translationY: The move along y, in pixels. Default 0.
    ///   - scaleX: The scale along x. Default 1.
    ///   - scaleY: The scale along y. Default 1.
    ///   - rotation: The turn in the plane, radians clockwise. Default 0.
    ///   - tiltX: The tilt about the horizontal axis, radians. Default 0.
    ///   - tiltY: The tilt about the vertical axis, radians. Default 0.
    ///   - perspective: The viewer's distance for a tilt, in pixels. Default 800.
    public init(
      translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1,
      scaleY: Double = 1, rotation: Double = 0, tiltX: Double = 0, tiltY: Double = 0,
      perspective: Double = 800
    ) {
      self.translationX = translationX
      self.translationY = translationY
      self.scaleX = scaleX
      self.scaleY = scaleY
      self.rotation = rotation
      self.tiltX = tiltX
      self.tiltY = tiltY
      self.perspective = perspective
    }

    /// Creates a transform that scales equally along both axes.
    ///
    /// - Parameters:
    ///   - translationX: The move along x, in pixels. Default 0.
    ///   - translationY: The move along y, in pixels. Default 0.
    ///   - scale: The scale along both axes.
    ///   - rotation: The turn in the plane, radians clockwise. Default 0.
    ///   - tiltX: The tilt about the horizontal axis, radians. Default 0.
    ///   - tiltY: The tilt about the vertical axis, radians. Default 0.
    public init(
      translationX: Double = 0, translationY: Double = 0, scale: Double, rotation: Double = 0,
      tiltX: Double = 0, tiltY: Double = 0
    ) {
      self.init(
        translationX: translationX, translationY: translationY, scaleX: scale, scaleY: scale,
        rotation: rotation, tiltX: tiltX, tiltY: tiltY)
    }

    /// Creates a transform from its components, in the order of the initializer's parameters.
    ///
    /// - Parameter c: The components.
    public init(animatableComponents c: SIMD8<Double>) {
      self.init(
        translationX: c[0], translationY: c[1], scaleX: c[2], scaleY: c[3], rotation: c[4],
        tiltX: c[5], tiltY: c[6], perspective: c[7])
    }

    /// The components, in the order of the initializer's parameters.
    public var animatableComponents: SIMD8<Double> {
      [translationX, translationY, scaleX, scaleY, rotation, tiltX, tiltY, perspective]
    }

    /// Whether the transform tilts the widget out of its plane (then it is 3-D).
    public var isTilted: Bool { tiltX != 0 || tiltY != 0 }

    /// The GSK transform that places a widget of a size at a position with this transform.
    ///
    /// - Parameters:
    ///   - position: Where the widget's top-left corner goes without the transform, in pixels.
    ///   - size: The widget's size, whose centre the transform turns about.
    /// - Returns: A new transform (the caller owns a reference), or `nil` for none.
    func gskTransform(at position: CGPoint, size: CGSize) -> OpaquePointer? {
      let centre = graphene_point_t(
        x: Float(position.x + translationX + size.width / 2),
        y: Float(position.y + translationY + size.height / 2))
      var transform = withUnsafePointer(to: centre) { gsk_transform_translate(nil, $0) }
      if isTilted {
        transform = gsk_transform_perspective(transform, Float(max(perspective, 1)))
        transform = gsk_transform_rotate_3d(
          transform, Float(tiltX * 180 / .pi), graphene_vec3_x_axis())
        transform = gsk_transform_rotate_3d(
          transform, Float(tiltY * 180 / .pi), graphene_vec3_y_axis())
      }
      transform = gsk_transform_rotate(transform, Float(rotation * 180 / .pi))
      transform = gsk_transform_scale(transform, Float(scaleX), Float(scaleY))
      let back = graphene_point_t(x: Float(-size.width / 2), y: Float(-size.height / 2))
      return withUnsafePointer(to: back) { gsk_transform_translate(transform, $0) }
    }
  }
#endif
