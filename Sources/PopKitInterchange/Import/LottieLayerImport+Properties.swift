// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension LottieLayerImport {
  /// Notes what a layer has that a document cannot hold.
  mutating func noteUnsupported(_ layer: LottieReader) throws(MotionDocumentError) {
    let checks: [(String, String)] = [
      ("masksProperties", "masks"), ("hasMask", "masks"), ("ef", "effects"),
      ("tm", "time remapping"), ("tt", "a track matte"),
    ]
    var noted = Set<String>()
    for (key, what) in checks {
      guard let member = try layer.optional(key), member.isPresent,
        !noted.contains(what)
      else { continue }
      noted.insert(what)
      notes.append("\(what) (\(member.place)) not imported")
    }
    if try layer.number("ddd", default: 0) != 0 { notes.append("is 3D: imported flat") }
    if try layer.number("ao", default: 0) != 0 {
      notes.append("auto-orients along its path: not imported")
    }
    if let skew = try layer.required("ks").optional("sk"),
      try LottieImportedProperty(skew, framesPerSecond: framesPerSecond, frameOffset: 0)
        .keyframes.contains(where: { $0.value.contains { $0 != 0 } })
    {
      notes.append("skew (\(skew.place)) not imported")
    }
  }

  /// Adds the position's tracks and returns its value at frame 0 (the rest centre, before the
  /// rectangle's offset): `x` and `y` for a split position, `position` for one moving in
  /// straight lines with one easing, `x` and `y` when its dimensions ease differently, and path
  /// tracks where it bends through space.
  mutating func position(_ reader: LottieReader) throws(MotionDocumentError) -> [Double] {
    if let split = try reader.optional("s"), try split.number() != 0 {
      let x = try property(reader.required("x"), default: [0], "position x")
      let y = try property(reader.required("y"), default: [0], "position y")
      let origin = [try Self.components(x, 1)[0], try Self.components(y, 1)[0]]
      add("x", x, components: [0]) { _, value in value - origin[0] }
      add("y", y, components: [0]) { _, value in value - origin[1] }
      return origin
    }
    let position = try property(reader, default: [0, 0], "position")
    let origin = Array(try Self.components(position, 2).prefix(2))
    guard position.isAnimated else { return origin }
    if position.keyframes.contains(where: \.hasSpatialTangents) {
      for placed in LottieTrackBuilder.pathPlacements(position, origin: origin) {
        tracks.append(("position", placed, position.place))
      }
    } else if position.hasPerDimensionEasing {
      add("x", position, components: [0], easingDimension: 0) { _, value in value - origin[0] }
      add("y", position, components: [1], easingDimension: 1) { _, value in value - origin[1] }
    } else {
      add("position", position, components: [0, 1]) { axis, value in value - origin[axis] }
    }
    return origin
  }

  /// Adds `scale` when both dimensions are always equal, else `scaleX` and `scaleY`.
  mutating func addScale(_ scale: LottieImportedProperty) {
    let uniform = scale.keyframes.allSatisfy { keyframe in
      keyframe.value.count < 2 || keyframe.value[0] == keyframe.value[1]
    }
    if uniform && !scale.hasPerDimensionEasing {
      add("scale", scale, components: [0]) { _, value in value / 100 }
    } else {
      let perDimension = scale.hasPerDimensionEasing
      add("scaleX", scale, components: [0], easingDimension: perDimension ? 0 : nil) { _, value in
        value / 100
      }
      add("scaleY", scale, components: [1], easingDimension: perDimension ? 1 : nil) { _, value in
        value / 100
      }
    }
  }

  /// Adds opacity (the layer's times the fill's, whichever animates, scaled by the other) and
  /// the fill's colour; a still opacity goes into the colour's alpha.
  mutating func addOpacityAndColor(
    layer: LottieImportedProperty, fill: LottieImportedProperty?, color: LottieImportedProperty?
  ) throws(MotionDocumentError) {
    let fillOpacity = fill ?? LottieImportedProperty(placeholder: [100])
    let layerStill = try Self.components(layer, 1)[0] / 100
    let fillStill = try Self.components(fillOpacity, 1)[0] / 100
    var alpha = layerStill * fillStill
    if layer.isAnimated {
      if fillOpacity.isAnimated {
        notes.append("its layer and fill opacity both animate: the fill's is not imported")
      }
      add("opacity", layer, components: [0]) { _, value in value / 100 * fillStill }
      alpha = 1
    } else if fillOpacity.isAnimated {
      add("opacity", fillOpacity, components: [0]) { _, value in value / 100 * layerStill }
      alpha = 1
    }
    guard let color else {
      notes.append("has no fill: the target takes the exports' default colour")
      return
    }
    let start = try Self.components(color, 3)
    let scale = color.keyframes.contains { $0.value.prefix(3).contains { $0 > 1 } } ? 255.0 : 1
    if scale != 1 { notes.append("its fill colour is in 0…255: read as such") }
    if color.hasPerDimensionEasing {
      notes.append("its colour channels ease differently: the first channel's easing is used")
    }
    let channels = (0..<3).map { start[$0] / scale } + [alpha]
    let hex = LottieLayerImport.hex(channels)
    target.color = hex.map(MotionValue.color) ?? .vector(channels)
    guard color.isAnimated else { return }
    add("color", color, components: [0, 1, 2, 3], easingDimension: 0) { channel, value in
      channel == 3 ? alpha : value / scale
    }
  }

  /// `#RRGGBB` when the channels are whole in 0…255 and opaque.
  static func hex(_ channels: [Double]) -> String? {
    guard channels[3] == 1 else { return nil }
    var text = "#"
    for channel in channels.prefix(3) {
      let whole = (channel * 255).rounded()
      guard abs(channel * 255 - whole) < 1e-9, (0...255).contains(whole) else { return nil }
      let digits = String(Int(whole), radix: 16, uppercase: true)
      text += digits.count == 1 ? "0" + digits : digits
    }
    return text
  }
}
