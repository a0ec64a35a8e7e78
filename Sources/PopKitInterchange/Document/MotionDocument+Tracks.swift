// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension MotionDocument {
  /// A track: `{"from", "keyframes"}` or `{"path", "duration", "curve"}`.
  static func track(
    _ value: JSONValue, at place: String
  ) throws(MotionDocumentError) -> MotionTrackDescription {
    var reader = try DocumentReader(value, at: place)
    if reader.has("path") {
      let path = try reader.string("path")
      let duration = try reader.number("duration", .stepDuration)
      let curve = try reader.optional("curve").map { json throws(MotionDocumentError) in
        try reference(json, at: reader.place(of: "curve"), inline: MotionDocument.curve)
      }
      try reader.finish()
      return .path(path, duration: duration, curve: curve)
    }
    guard reader.has("keyframes") || reader.has("from") else {
      throw MotionDocumentError(
        place: place, rule: "must be a keyframe track (from, keyframes) or a path (path, duration)")
    }
    let from = try MotionDocument.value(try reader.required("from"), at: reader.place(of: "from"))
    let listPlace = reader.place(of: "keyframes")
    var keyframes: [MotionKeyframe] = []
    for (index, item) in try DocumentReader.items(try reader.required("keyframes"), at: listPlace)
      .enumerated()
    {
      keyframes.append(try keyframe(item, at: "\(listPlace)[\(index)]"))
    }
    try reader.finish()
    return .keyframes(from: from, keyframes)
  }

  /// One keyframe.
  static func keyframe(_ json: JSONValue, at place: String) throws(MotionDocumentError)
    -> MotionKeyframe
  {
    var reader = try DocumentReader(json, at: place)
    let kind = try reader.string("kind")
    let to = try value(try reader.required("to"), at: reader.place(of: "to"))
    func optionalValue(_ key: String, _ reader: inout DocumentReader) throws(MotionDocumentError)
      -> MotionValue?
    {
      guard let json = reader.optional(key) else { return nil }
      return try value(json, at: reader.place(of: key))
    }
    let keyframe: MotionKeyframe
    switch kind {
    case "linear":
      let duration = try reader.number("duration", .stepDuration)
      let curvePlace = reader.place(of: "curve")
      let curve = try reader.optional("curve").map { json throws(MotionDocumentError) in
        try reference(json, at: curvePlace, inline: MotionDocument.curve)
      }
      keyframe = .linear(to: to, duration: duration, curve: curve)
    case "cubic":
      let duration = try reader.number("duration", .stepDuration)
      let start = try optionalValue("startVelocity", &reader)
      let end = try optionalValue("endVelocity", &reader)
      keyframe = .cubic(to: to, duration: duration, startVelocity: start, endVelocity: end)
    case "spring":
      let springPlace = reader.place(of: "spring")
      let spring = try reader.optional("spring").map { json throws(MotionDocumentError) in
        try reference(json, at: springPlace, inline: MotionDocument.spring)
      }
      let duration = try reader.optionalNumber("duration", .stepDuration)
      let start = try optionalValue("startVelocity", &reader)
      keyframe = .spring(to: to, spring: spring, duration: duration, startVelocity: start)
    case "move":
      keyframe = .move(to: to)
    default:
      throw MotionDocumentError(
        place: reader.place(of: "kind"),
        rule: "unknown kind \"\(kind)\" (known: linear, cubic, spring, move)")
    }
    try reader.finish()
    return keyframe
  }

  /// A choreography: `targets`, `tracks`, `labels`, `reduced`.
  static func choreography(
    _ json: JSONValue, at place: String
  ) throws(MotionDocumentError) -> MotionChoreography {
    var reader = try DocumentReader(json, at: place)
    var result = MotionChoreography(targets: [:], tracks: [])
    let targetsPlace = reader.place(of: "targets")
    for (name, value) in try DocumentReader.members(
      try reader.required("targets"), at: targetsPlace)
    {
      result.targets[name] = try target(value, at: DocumentReader.join(targetsPlace, name))
    }
    let tracksPlace = reader.place(of: "tracks")
    for (index, item) in try DocumentReader.items(try reader.required("tracks"), at: tracksPlace)
      .enumerated()
    {
      var placement = try DocumentReader(item, at: "\(tracksPlace)[\(index)]")
      let target = try placement.string("target")
      let property = try placement.string("property")
      let trackPlace = placement.place(of: "track")
      let track = try reference(
        try placement.required("track"), at: trackPlace, inline: MotionDocument.track)
      let at = try placement.number("at", default: 0, .time)
      try placement.finish()
      result.tracks.append(
        MotionPlacement(target: target, property: property, track: track, at: at))
    }
    if let labels = reader.optional("labels") {
      let labelsPlace = reader.place(of: "labels")
      for (name, value) in try DocumentReader.members(labels, at: labelsPlace) {
        result.labels[name] = try DocumentReader.number(
          value, at: DocumentReader.join(labelsPlace, name), .time)
      }
    }
    if reader.has("reduced") { result.reduced = try reader.string("reduced") }
    try reader.finish()
    return result
  }

  /// A target's rest place, size, colour and shape.
  static func target(_ json: JSONValue, at place: String) throws(MotionDocumentError)
    -> MotionTarget
  {
    var reader = try DocumentReader(json, at: place)
    let x = try reader.number("x", default: 0, .component)
    let y = try reader.number("y", default: 0, .component)
    let width = try reader.number("width", .extent)
    let height = try reader.number("height", .extent)
    var color: MotionValue?
    if let json = reader.optional("color") {
      let colorPlace = reader.place(of: "color")
      let value = try value(json, at: colorPlace)
      guard value.components.count == 4 || { if case .color = value { true } else { false } }()
      else {
        throw MotionDocumentError(place: colorPlace, rule: "must be \"#RRGGBB\" or [r, g, b, a]")
      }
      color = value
    }
    var shape = MotionTargetShape.rectangle
    if reader.has("shape") {
      let name = try reader.string("shape")
      guard let named = MotionTargetShape(rawValue: name) else {
        let names = MotionTargetShape.allCases.map { "\"\($0.rawValue)\"" }
        throw MotionDocumentError(
          place: reader.place(of: "shape"), rule: "must be \(names.joined(separator: " or "))")
      }
      shape = named
    }
    try reader.finish()
    return MotionTarget(x: x, y: y, width: width, height: height, color: color, shape: shape)
  }
}
