// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

extension LottieLayerImport {
  /// The outline's centre relative to the layer's position at frame 0, and the tracks by which
  /// the anchor moves it: Lottie scales and turns a layer about its anchor, the document about
  /// the target's centre.
  ///
  /// The centre sits at `position + R(rotation)·S(scale)·(centre − anchor)`. With a still
  /// rotation that offset is an affine map of the scale (when the anchor is still and the scale
  /// uniform or the layer upright) or of the anchor (when the scale is still and the layer
  /// upright): then it becomes offset tracks, `x` and `y` (each with its own easing) or
  /// `position` (one easing for both), whichever the position's own tracks leave free. Any other
  /// case (a turning layer off its anchor, an anchor and a scale both animated) is noted.
  ///
  /// - Parameters:
  ///   - centre: The outline's centre in the layer, at frame 0.
  ///   - anchor: The anchor (`ks.a`).
  ///   - scale: The scale (`ks.s`), percent.
  ///   - rotation: The rotation, degrees.
  ///   - outline: `rectangle` or `ellipse`, for notes.
  /// - Returns: The offset of the centre from the layer's position at frame 0.
  /// - Throws: A property's value with too few components, with its place.
  mutating func anchorOffset(
    centre: [Double], anchor: LottieImportedProperty, scale: LottieImportedProperty,
    rotation: LottieImportedProperty, outline: String
  ) throws(MotionDocumentError) -> [Double] {
    let anchorStart = try Self.components(anchor, 2)
    let scaleStart = try Self.components(scale, 1)
    let angle = try Self.components(rotation, 1)[0] * .pi / 180
    let (cosine, sine) = (cos(angle), sin(angle))
    func turned(_ vector: [Double]) -> [Double] {
      angle == 0
        ? vector
        : [cosine * vector[0] - sine * vector[1], sine * vector[0] + cosine * vector[1]]
    }
    func scaleOf(_ values: [Double], _ axis: Int) -> Double { values[min(axis, values.count - 1)] }
    let arm = [centre[0] - anchorStart[0], centre[1] - anchorStart[1]]
    let offset = turned([0, 1].map { arm[$0] * scaleOf(scaleStart, $0) / 100 })
    let uniformScale = scale.keyframes.allSatisfy { keyframe in
      keyframe.value.count < 2 || keyframe.value[0] == keyframe.value[1]
    }
    if anchor.isAnimated && anchor.keyframes.contains(where: \.hasSpatialTangents) {
      notes.append("its anchor moves along a curve: not imported")
      return offset
    }
    if rotation.isAnimated && (arm != [0, 0] || anchor.isAnimated) {
      notes.append(
        "its \(outline) is off the anchor while it turns: Lottie turns it about the anchor, "
          + "the document about its centre")
      return offset
    }
    if anchor.isAnimated && scale.isAnimated {
      notes.append("its anchor and its scale both animate: the anchor's motion is not imported")
      return offset
    }
    if scale.isAnimated && arm != [0, 0] {
      guard angle == 0 || (uniformScale && !scale.hasPerDimensionEasing) else {
        notes.append(
          "its \(outline) is off the anchor and turned while it scales unevenly: Lottie scales "
            + "it about the anchor, the document about its centre")
        return offset
      }
      // Each axis of the offset: the scale's component (equal ones when turned) times the arm.
      let lever = turned(arm)
      addOffset(
        scale, named: "its scale about the anchor",
        perDimension: !uniformScale || scale.hasPerDimensionEasing
      ) { axis, value in
        (value - scaleOf(scaleStart, axis)) / 100 * lever[axis]
      }
    } else if anchor.isAnimated {
      guard angle == 0 else {
        notes.append("its anchor animates on a turned layer: not imported")
        return offset
      }
      addOffset(anchor, named: "its anchor", perDimension: anchor.hasPerDimensionEasing) {
        axis, value in
        -(value - anchorStart[axis]) * scaleOf(scaleStart, axis) / 100
      }
    }
    return offset
  }

  /// Adds an offset of the target from a property's two components: as `x` and `y` when the
  /// position's tracks leave them free, else as `position` when both components share one
  /// easing, else noted.
  ///
  /// - Parameters:
  ///   - property: The property whose components give the offset.
  ///   - name: What the offset comes from, for a note.
  ///   - perDimension: Whether its components ease differently (so it needs `x` and `y`).
  ///   - map: An axis's offset from its component's value.
  mutating func addOffset(
    _ property: LottieImportedProperty, named name: String, perDimension: Bool,
    map: @escaping (Int, Double) -> Double
  ) {
    let splitTaken = tracks.contains { $0.property == "x" || $0.property == "y" }
    let pairTaken = tracks.contains { $0.property == "position" }
    if !splitTaken {
      add("x", property, components: [0], easingDimension: 0, map: map)
      add("y", property, components: [1], easingDimension: 1, map: map)
    } else if !pairTaken && !perDimension {
      add("position", property, components: [0, 1], map: map)
    } else {
      notes.append(
        "\(name) moves the layer, but its own tracks take x and y and position (or its "
          + "components ease differently): that motion is not imported")
    }
  }
}
