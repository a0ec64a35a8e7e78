// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A layer's transform as imported, as a function of time: where its target's centre is, how
/// far it is turned and how much it is scaled.
struct LottieLayerMotion {
  /// The state at one time.
  struct State {
    /// The centre (or the layer's origin, for a parent), px.
    var centre: [Double]
    /// The rotation, degrees clockwise.
    var angle: Double
    /// The scale factor per axis.
    var scale: [Double]
  }

  /// The rest centre, px: for a parent, where its anchor is in the composition.
  let restCentre: [Double]
  /// A parent's anchor in its own space (its children's coordinates are from it), px.
  let anchor: [Double]
  /// The still scale folded into the size, per axis.
  let stillScale: [Double]
  /// The lanes of the transform's properties, by property.
  let lanes: [String: LottieLane]

  /// The transform properties.
  static let properties = ["x", "y", "position", "scale", "scaleX", "scaleY", "rotation"]

  /// The motion of an imported layer.
  ///
  /// - Throws: A track the document cannot hold, with its place in the document made.
  init(_ imported: LottieLayerImport) throws(MotionDocumentError) {
    restCentre = [
      imported.target.x + imported.target.width / 2,
      imported.target.y + imported.target.height / 2,
    ]
    stillScale = imported.stillScale
    anchor = imported.anchorStart
    let placements = imported.tracks.filter { Self.properties.contains($0.property) }.map {
      MotionPlacement(
        target: "layer", property: $0.property, track: .inline($0.placed.track), at: $0.placed.at)
    }
    let document = MotionDocument(
      size: [1, 1],
      choreographies: [
        "layer": MotionChoreography(targets: ["layer": imported.target], tracks: placements)
      ])
    let resolved = try document.placements(ofChoreography: "layer")
    var lanes: [String: LottieLane] = [:]
    for property in Self.properties {
      let rest: [Double] =
        switch property {
        case "position": [0, 0]
        case "scale", "scaleX", "scaleY": [1]
        default: [0]
        }
      lanes[property] = LottieLane(
        placements: resolved.filter { $0.property == property }, restValue: rest)
    }
    self.lanes = lanes
  }

  /// Every time where the motion may change its course or jump, seconds.
  var breakpoints: [Double] { lanes.values.flatMap(\.breakpoints) }

  /// The state at a time (right-continuous at a jump).
  func state(at time: Double) -> State {
    func value(_ property: String) -> [Double] { lanes[property]?.value(at: time) ?? [0] }
    let position = value("position") + [0, 0]
    let uniform = value("scale")[0]
    return State(
      centre: [
        restCentre[0] + value("x")[0] + position[0], restCentre[1] + value("y")[0] + position[1],
      ],
      angle: value("rotation")[0],
      scale: [
        stillScale[0] * uniform * value("scaleX")[0], stillScale[1] * uniform * value("scaleY")[0],
      ])
  }
}
