// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension MotionDocument {
  /// The document as JSON text: names sorted, lists in order, optional fields left out when
  /// they hold their defaults; reading it back gives an equal document.
  public var jsonText: String { jsonValue.pretty() + "\n" }

  /// The document as a JSON tree.
  package var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = [("popkit", .number(Double(MotionDocument.formatVersion)))]
    members.append(("size", .array(size.map(JSONValue.number))))
    if !springs.isEmpty { members.append(("springs", MotionDocument.sorted(springs, \.jsonValue))) }
    if !curves.isEmpty { members.append(("curves", MotionDocument.sorted(curves, \.jsonValue))) }
    if !tracks.isEmpty { members.append(("tracks", MotionDocument.sorted(tracks, \.jsonValue))) }
    if !choreographies.isEmpty {
      members.append(("choreographies", MotionDocument.sorted(choreographies, \.jsonValue)))
    }
    return .object(members)
  }

  static func sorted<Item>(_ items: [String: Item], _ write: (Item) -> JSONValue) -> JSONValue {
    .object(items.sorted { $0.key < $1.key }.map { ($0.key, write($0.value)) })
  }
}

extension MotionSpring {
  /// The spring as JSON, in its own model.
  package var jsonValue: JSONValue {
    func object(_ pairs: [(String, Double)], mass: Double?) -> JSONValue {
      var members = pairs.map { ($0.0, JSONValue.number($0.1)) }
      if let mass, mass != 1 { members.append(("mass", .number(mass))) }
      return .object(members)
    }
    switch self {
    case .bounciness(let bounciness, let speed):
      return object([("bounciness", bounciness), ("speed", speed)], mass: nil)
    case .duration(let duration, let bounce, let mass):
      return object([("duration", duration), ("bounce", bounce)], mass: mass)
    case .tension(let tension, let friction, let mass):
      return object([("tension", tension), ("friction", friction)], mass: mass)
    case .stiffness(let stiffness, let damping, let mass):
      return object([("stiffness", stiffness), ("damping", damping)], mass: mass)
    case .response(let response, let ratio, let mass):
      return object([("response", response), ("dampingRatio", ratio)], mass: mass)
    }
  }
}

extension MotionCurve {
  /// The curve as JSON: its name, its four numbers, or its family's object.
  package var jsonValue: JSONValue {
    switch self {
    case .named(let name): .string(name)
    case .bezier(let curve), .parametric(let curve): MotionCurve.jsonValue(of: curve)
    }
  }
}

extension MotionValue {
  /// The value as JSON.
  package var jsonValue: JSONValue {
    switch self {
    case .number(let value): .number(value)
    case .vector(let values): .array(values.map(JSONValue.number))
    case .color(let hex): .string(hex)
    }
  }
}

extension MotionReference {
  func jsonValue(_ write: (Value) -> JSONValue) -> JSONValue {
    switch self {
    case .named(let name): .string(name)
    case .inline(let value): write(value)
    }
  }
}

extension MotionKeyframe {
  /// The keyframe as JSON.
  package var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = []
    switch self {
    case .linear(let to, let duration, let curve):
      members = [
        ("kind", .string("linear")), ("to", to.jsonValue), ("duration", .number(duration)),
      ]
      if let curve { members.append(("curve", curve.jsonValue(\.jsonValue))) }
    case .cubic(let to, let duration, let start, let end):
      members = [("kind", .string("cubic")), ("to", to.jsonValue), ("duration", .number(duration))]
      if let start { members.append(("startVelocity", start.jsonValue)) }
      if let end { members.append(("endVelocity", end.jsonValue)) }
    case .spring(let to, let spring, let duration, let start):
      members = [("kind", .string("spring")), ("to", to.jsonValue)]
      if let spring { members.append(("spring", spring.jsonValue(\.jsonValue))) }
      if let duration { members.append(("duration", .number(duration))) }
      if let start { members.append(("startVelocity", start.jsonValue)) }
    case .move(let to):
      members = [("kind", .string("move")), ("to", to.jsonValue)]
    }
    return .object(members)
  }
}

extension MotionTrackDescription {
  /// The track as JSON.
  package var jsonValue: JSONValue {
    switch self {
    case .keyframes(let from, let keyframes):
      return .object([("from", from.jsonValue), ("keyframes", .array(keyframes.map(\.jsonValue)))])
    case .path(let data, let duration, let curve):
      var members: [(String, JSONValue)] = [
        ("path", .string(data)), ("duration", .number(duration)),
      ]
      if let curve { members.append(("curve", curve.jsonValue(\.jsonValue))) }
      return .object(members)
    }
  }
}

extension MotionChoreography {
  /// The choreography as JSON.
  package var jsonValue: JSONValue {
    let targets = MotionDocument.sorted(self.targets) { target in
      var members: [(String, JSONValue)] = [
        ("x", .number(target.x)), ("y", .number(target.y)), ("width", .number(target.width)),
        ("height", .number(target.height)),
      ]
      if let color = target.color { members.append(("color", color.jsonValue)) }
      if target.shape != .rectangle { members.append(("shape", .string(target.shape.rawValue))) }
      return .object(members)
    }
    let placements = tracks.map { placement -> JSONValue in
      var members: [(String, JSONValue)] = [
        ("target", .string(placement.target)), ("property", .string(placement.property)),
        ("track", placement.track.jsonValue(\.jsonValue)),
      ]
      if placement.at != 0 { members.append(("at", .number(placement.at))) }
      return .object(members)
    }
    var members: [(String, JSONValue)] = [("targets", targets), ("tracks", .array(placements))]
    if !labels.isEmpty { members.append(("labels", MotionDocument.sorted(labels) { .number($0) })) }
    if let reduced { members.append(("reduced", .string(reduced))) }
    return .object(members)
  }
}
