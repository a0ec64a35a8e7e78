// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

extension MotionDocument {
  /// Reads a document's structure from JSON (types, keys and number ranges); references and
  /// tracks are checked by ``validate()``.
  init(reading root: JSONValue) throws(MotionDocumentError) {
    var reader = try DocumentReader(root, at: "")
    let versionPlace = "popkit"
    let version = try DocumentReader.number(
      try reader.required("popkit"), at: versionPlace, .positive)
    guard version == version.rounded() else {
      throw MotionDocumentError(place: versionPlace, rule: "must be a whole number")
    }
    guard version <= Double(MotionDocument.formatVersion) else {
      throw MotionDocumentError(
        place: versionPlace,
        rule:
          "the document is format version \(JSONText.shortest(version)), newer than this PopKit reads "
          + "(\(MotionDocument.formatVersion)); update PopKit")
    }
    self.init()
    if let sizeValue = reader.optional("size") {
      size = try MotionDocument.numbers(sizeValue, at: "size", count: 2, .positiveExtent)
    }
    if let value = reader.optional("springs") {
      for (name, spring) in try DocumentReader.members(value, at: "springs") {
        springs[name] = try MotionDocument.spring(spring, at: DocumentReader.join("springs", name))
      }
    }
    if let value = reader.optional("curves") {
      for (name, curve) in try DocumentReader.members(value, at: "curves") {
        curves[name] = try MotionDocument.curve(curve, at: DocumentReader.join("curves", name))
      }
    }
    if let value = reader.optional("tracks") {
      for (name, track) in try DocumentReader.members(value, at: "tracks") {
        tracks[name] = try MotionDocument.track(track, at: DocumentReader.join("tracks", name))
      }
    }
    if let value = reader.optional("choreographies") {
      for (name, item) in try DocumentReader.members(value, at: "choreographies") {
        choreographies[name] = try MotionDocument.choreography(
          item, at: DocumentReader.join("choreographies", name))
      }
    }
    try reader.finish()
  }

  /// An array of `count` numbers (any count when `nil`) that each pass a rule.
  static func numbers(
    _ value: JSONValue, at place: String, count: Int?, _ rule: NumberRule = .finite
  ) throws(MotionDocumentError) -> [Double] {
    let items = try DocumentReader.items(value, at: place)
    if let count, items.count != count {
      throw MotionDocumentError(place: place, rule: "must be an array of \(count) numbers")
    }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
      numbers.append(try DocumentReader.number(item, at: "\(place)[\(index)]", rule))
    }
    return numbers
  }

  /// A spring, in any one model.
  static func spring(_ value: JSONValue, at place: String) throws(MotionDocumentError)
    -> MotionSpring
  {
    var reader = try DocumentReader(value, at: place)
    let models = ["bounciness", "duration", "tension", "stiffness", "response"]
    let given = models.filter { reader.has($0) }
    guard given.count == 1 else {
      throw MotionDocumentError(
        place: place,
        rule: given.isEmpty
          ? "must give one spring model: bounciness, duration, tension, stiffness or response"
          : "gives more than one spring model (\(given.joined(separator: ", ")))")
    }
    let spring: MotionSpring
    switch given[0] {
    case "bounciness":
      let bounciness = try reader.number("bounciness")
      spring = .bounciness(bounciness, speed: try reader.number("speed", default: 12))
    case "duration":
      let duration = try reader.number("duration")
      let bounce = try reader.number("bounce", default: 0)
      spring = .duration(duration, bounce: bounce, mass: try reader.number("mass", default: 1))
    case "tension":
      let tension = try reader.number("tension")
      let friction = try reader.number("friction")
      spring = .tension(tension, friction: friction, mass: try reader.number("mass", default: 1))
    case "stiffness":
      let stiffness = try reader.number("stiffness")
      let damping = try reader.number("damping")
      spring = .stiffness(stiffness, damping: damping, mass: try reader.number("mass", default: 1))
    default:
      let response = try reader.number("response")
      let ratio = try reader.number("dampingRatio")
      spring = .response(response, dampingRatio: ratio, mass: try reader.number("mass", default: 1))
    }
    try spring.validate(at: place)
    try reader.finish()
    return spring
  }

  /// A curve: four numbers, a name of ``MotionCurve/names``, or an object naming a family and
  /// its parameters (``parametricCurve(_:at:)``).
  static func curve(_ value: JSONValue, at place: String) throws(MotionDocumentError) -> MotionCurve
  {
    if case .string(let name) = value {
      try checkCurve(.named(name), at: place)
      return .named(name)
    }
    if case .object = value { return .parametric(try parametricCurve(value, at: place)) }
    let numbers = try numbers(value, at: place, count: 4)
    // x before the curve is made (TimingCurve stops the program on x outside 0...1).
    for index in [0, 2] { try NumberRule.unit.check(numbers[index], at: "\(place)[\(index)]") }
    let curve = MotionCurve.bezier(
      TimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
    try checkCurve(curve, at: place)
    return curve
  }

  /// A value: a number, an array of 1 to 4 numbers, or a `#RRGGBB(AA)` colour.
  static func value(_ json: JSONValue, at place: String) throws(MotionDocumentError) -> MotionValue
  {
    switch json {
    case .number(let number):
      try NumberRule.component.check(number, at: place)
      return .number(number)
    case .string(let text):
      guard text.first == "#", RGBAColor(hex: text) != nil else {
        throw MotionDocumentError(
          place: place, rule: "must be a number, an array of numbers or a \"#RRGGBB\" colour")
      }
      return .color(text)
    case .array(let items):
      guard (1...MotionValue.maximumComponents).contains(items.count) else {
        throw MotionDocumentError(
          place: place, rule: "must have 1 to \(MotionValue.maximumComponents) components")
      }
      return .vector(try numbers(json, at: place, count: nil, .component))
    default:
      throw MotionDocumentError(
        place: place, rule: "must be a number, an array of numbers or a \"#RRGGBB\" colour")
    }
  }

  /// A reference: a name (a string that is not a colour) or an inline value.
  static func reference<Value>(
    _ json: JSONValue, at place: String,
    inline: (JSONValue, String) throws(MotionDocumentError) -> Value
  ) throws(MotionDocumentError) -> MotionReference<Value> {
    if case .string(let name) = json { return .named(name) }
    return .inline(try inline(json, place))
  }
}
