// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// Reads W3C design tokens (format 2025.10, and the `spring` type proposed in the community
/// group's issue 429) into a motion document.
///
/// - `spring` tokens become springs (from `physics` when given, else `duration` and `bounce`);
///   a `duration` token carrying a spring under `$extensions."org.popkit"` (as
///   ``TokensExport`` writes) becomes that spring.
/// - `cubicBezier` tokens become curves.
/// - Other `duration` tokens become one-segment tracks from 0 to 1 of that duration.
/// - `transition` tokens become tracks from 0 to 1: a still segment for the delay, then the
///   duration along the timing function.
///
/// A token's name is its path of group names joined by `.`. A group's `$type` applies to the
/// tokens inside it. Tokens of other types and aliases (`{group.token}`) are listed in the
/// notes, not dropped silently; so is a token whose name another one took first (a group
/// `motion` holding `fast` and a top-level `"motion.fast"` are both `motion.fast`: the first in
/// the file is kept, the note names both places, `motion → fast` and `"motion.fast"`).
public enum TokensImport {
  /// A document from a tokens file, and notes on what it could not hold.
  ///
  /// - Parameter json: The tokens file's text.
  /// - Returns: The document and the notes.
  /// - Throws: A ``MotionDocumentError`` naming the place of a malformed token.
  public static func document(
    fromTokens json: String
  ) throws(MotionDocumentError) -> (document: MotionDocument, notes: [String]) {
    let root: JSONValue
    do {
      root = try JSONParser.parse(Array(json.utf8))
    } catch {
      throw MotionDocumentError(
        place: "line \(error.line), column \(error.column)", rule: error.message)
    }
    var reader = Reader()
    try reader.group(root, path: [], inheritedType: nil)
    var document = reader.document
    document.size = [360, 640]
    try document.validate()
    return (document, reader.notes)
  }

  private struct Reader {
    var document = MotionDocument()
    var notes: [String] = []
    /// Each token name taken, with the place of the token that took it.
    var namedAt: [String: String] = [:]

    mutating func group(
      _ value: JSONValue, path: [String], inheritedType: String?
    ) throws(MotionDocumentError) {
      let place = path.isEmpty ? "(document)" : path.joined(separator: ".")
      let members = try DocumentReader.members(value, at: place)
      var type = inheritedType
      if let declared = members.first(where: { $0.0 == "$type" })?.1 {
        guard case .string(let name) = declared else {
          throw MotionDocumentError(place: "\(place).$type", rule: "must be a string")
        }
        type = name
      }
      if let tokenValue = members.first(where: { $0.0 == "$value" })?.1 {
        try token(tokenValue, type: type, members: members, path: path)
        return
      }
      for (key, child) in members where !key.hasPrefix("$") {
        try group(child, path: path + [key], inheritedType: type)
      }
    }

    mutating func token(
      _ value: JSONValue, type: String?, members: [(String, JSONValue)], path: [String]
    ) throws(MotionDocumentError) {
      let name = path.joined(separator: ".")
      // The group path, a key holding a dot quoted: motion → fast, "motion.fast".
      let tokenPlace = path.map { $0.contains(".") ? JSONText.quoted($0) : $0 }
        .joined(separator: " → ")
      if let first = namedAt[name] {
        notes.append(
          "\(name): two tokens have this name, at \(first) and at \(tokenPlace); the first is "
            + "kept, the second left out")
        return
      }
      namedAt[name] = tokenPlace
      let place = "\(name).$value"
      if case .string(let text) = value, text.hasPrefix("{") {
        notes.append("\(name): an alias (\(text)) is not followed; left out")
        return
      }
      switch type {
      case "spring":
        let spring = try proposedSpring(value, at: place)
        try spring.validate(at: place)
        document.springs[name] = spring
      case "cubicBezier":
        let numbers = try MotionDocument.numbers(value, at: place, count: 4)
        guard
          let curve = try? TimingCurve.validated(
            x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        else { throw MotionDocumentError(place: place, rule: "x1 and x2 must be in 0...1") }
        document.curves[name] = .bezier(curve)
      case "duration":
        if let spring = try extensionSpring(members, name: name) {
          try spring.validate(at: "\(name).$extensions.org.popkit")
          document.springs[name] = spring
        } else {
          let seconds = try TokensImport.seconds(value, at: place)
          document.tracks[name] = .keyframes(
            from: .number(0), [.linear(to: .number(1), duration: seconds, curve: nil)])
        }
      case "transition":
        var reader = try DocumentReader(value, at: place)
        let duration = try TokensImport.seconds(
          try reader.required("duration"), at: "\(place).duration")
        let delay =
          try reader.optional("delay").map { json throws(MotionDocumentError) in
            try TokensImport.seconds(json, at: "\(place).delay")
          } ?? 0
        let curve = try MotionDocument.curve(
          try reader.required("timingFunction"), at: "\(place).timingFunction")
        try reader.finish()
        var keyframes: [MotionKeyframe] = []
        if delay > 0 { keyframes.append(.linear(to: .number(0), duration: delay, curve: nil)) }
        keyframes.append(.linear(to: .number(1), duration: duration, curve: .inline(curve)))
        document.tracks[name] = .keyframes(from: .number(0), keyframes)
      default:
        notes.append(
          "\(name): a \(type.map { "\"\($0)\"" } ?? "untyped") token has no motion; left out")
      }
    }

    /// `{"bounce", "duration", "physics": {"stiffness", "damping", "mass"}}`.
    func proposedSpring(_ value: JSONValue, at place: String) throws(MotionDocumentError)
      -> MotionSpring
    {
      var reader = try DocumentReader(value, at: place)
      if let physicsValue = reader.optional("physics") {
        var physics = try DocumentReader(physicsValue, at: reader.place(of: "physics"))
        let stiffness = try physics.number("stiffness", .nonNegative)
        let damping = try physics.number("damping", .nonNegative)
        let mass = try physics.number("mass", default: 1, .positive)
        try physics.finish()
        _ = reader.optional("bounce")
        _ = reader.optional("duration")
        try reader.finish()
        return .stiffness(stiffness, damping: damping, mass: mass)
      }
      let duration = try TokensImport.seconds(
        try reader.required("duration"), at: reader.place(of: "duration"))
      guard duration > 0 else {
        throw MotionDocumentError(place: reader.place(of: "duration"), rule: "must be > 0")
      }
      let bounce = try reader.number(
        "bounce", default: 0, .bounce)
      try reader.finish()
      return .duration(duration, bounce: bounce, mass: 1)
    }

    /// The spring a duration token carries under `$extensions."org.popkit"`, if any.
    func extensionSpring(
      _ members: [(String, JSONValue)], name: String
    ) throws(MotionDocumentError) -> MotionSpring? {
      guard let extensions = members.first(where: { $0.0 == "$extensions" })?.1,
        case .object(let vendors) = extensions,
        let popkit = vendors.first(where: { $0.0 == "org.popkit" })?.1
      else { return nil }
      var reader = try DocumentReader(popkit, at: "\(name).$extensions.org.popkit")
      let stiffness = try reader.number("stiffness", .nonNegative)
      let damping = try reader.number("damping", .nonNegative)
      let mass = try reader.number("mass", default: 1, .positive)
      _ = reader.optional("bounce")
      _ = reader.optional("linear")
      try reader.finish()
      return .stiffness(stiffness, damping: damping, mass: mass)
    }
  }

  /// A duration token's value in seconds: `{"value", "unit": "ms" | "s"}` or an older draft's
  /// `"200ms"` / `"0.2s"` (a decimal number as JSON writes it, then the unit: `"0x10s"` and
  /// `" 1s"` are not durations); 0 or ``MotionDocument/minimumStepDuration`` to
  /// ``MotionDocument/maximumTime`` seconds.
  static func seconds(_ value: JSONValue, at place: String) throws(MotionDocumentError) -> Double {
    let rule = "must be a duration: {\"value\": number, \"unit\": \"ms\" or \"s\"}"
    let number: Double
    let unit: String
    switch value {
    case .object:
      var reader = try DocumentReader(value, at: place)
      number = try reader.number("value", .finite)
      unit = try reader.string("unit")
      try reader.finish()
      guard unit == "ms" || unit == "s" else {
        throw MotionDocumentError(place: "\(place).unit", rule: "must be \"ms\" or \"s\"")
      }
    case .string(let text):
      unit = text.hasSuffix("ms") ? "ms" : "s"
      guard text.hasSuffix(unit), let decimal = decimalNumber(text.dropLast(unit.count)) else {
        throw MotionDocumentError(place: place, rule: rule)
      }
      number = decimal
    default:
      throw MotionDocumentError(place: place, rule: rule)
    }
    let seconds = unit == "ms" ? number / 1000 : number
    try NumberRule.stepDuration.check(seconds, at: place)
    return seconds
  }

  /// A number written as JSON writes one (`-`, digits, an optional fraction and exponent; no
  /// hexadecimal, `inf`, `nan`, `+` or spaces), or `nil`.
  static func decimalNumber(_ text: Substring) -> Double? {
    guard let first = text.first, first == "-" || first.isASCII && first.isNumber,
      let last = text.last, last.isASCII && last.isNumber,
      case .number(let number)? = try? JSONParser.parse(Array(text.utf8))
    else { return nil }
    return number
  }
}
