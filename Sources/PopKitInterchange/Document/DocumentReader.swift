// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// Reads one JSON object of a document, knowing its place: each field read is checked off, and
/// ``finish()`` rejects the keys nobody asked for.
struct DocumentReader {
  /// Where the object is, such as `tracks.fade`.
  let place: String
  private let members: [String: JSONValue]
  private let order: [String]
  private var read = Set<String>()

  /// A reader of the object at `place`.
  ///
  /// - Throws: `must be an object` when the value is not one.
  init(_ value: JSONValue, at place: String) throws(MotionDocumentError) {
    guard case .object(let pairs) = value else {
      throw MotionDocumentError(
        place: place.isEmpty ? "(document)" : place, rule: "must be an object")
    }
    self.place = place
    members = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    order = pairs.map(\.0)
  }

  /// The place of a member.
  func place(of key: String) -> String { DocumentReader.join(place, key) }

  /// `parent.key`, or `key` at the root.
  static func join(_ parent: String, _ key: String) -> String {
    let simple =
      !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    let part = simple ? key : JSONText.quoted(key)
    if parent.isEmpty { return part }
    return simple ? "\(parent).\(part)" : "\(parent)[\(part)]"
  }

  /// Whether the object has a key.
  func has(_ key: String) -> Bool { members[key] != nil }

  /// A member's value, or `nil` when absent.
  mutating func optional(_ key: String) -> JSONValue? {
    read.insert(key)
    return members[key]
  }

  /// A member's value; an error names it when absent.
  mutating func required(_ key: String) throws(MotionDocumentError) -> JSONValue {
    guard let value = optional(key) else {
      throw MotionDocumentError(place: place(of: key), rule: "is required")
    }
    return value
  }

  /// A finite number member, checked against a rule.
  mutating func number(
    _ key: String, default defaultValue: Double? = nil, _ rule: NumberRule = .finite
  ) throws(MotionDocumentError) -> Double {
    guard let value = optional(key) else {
      if let defaultValue { return defaultValue }
      throw MotionDocumentError(place: place(of: key), rule: "is required")
    }
    return try DocumentReader.number(value, at: place(of: key), rule)
  }

  /// An optional finite number member.
  mutating func optionalNumber(
    _ key: String, _ rule: NumberRule = .finite
  ) throws(MotionDocumentError) -> Double? {
    guard let value = optional(key) else { return nil }
    return try DocumentReader.number(value, at: place(of: key), rule)
  }

  /// A string member.
  mutating func string(_ key: String) throws(MotionDocumentError) -> String {
    let value = try required(key)
    guard case .string(let text) = value else {
      throw MotionDocumentError(place: place(of: key), rule: "must be a string")
    }
    return text
  }

  /// Rejects the first key that was not read, in document order.
  func finish() throws(MotionDocumentError) {
    if let unknown = order.first(where: { !read.contains($0) }) {
      throw MotionDocumentError(place: place(of: unknown), rule: "unknown key")
    }
  }

  /// A number checked against a rule.
  static func number(
    _ value: JSONValue, at place: String, _ rule: NumberRule
  ) throws(MotionDocumentError) -> Double {
    guard case .number(let number) = value else {
      throw MotionDocumentError(place: place, rule: "must be a number")
    }
    try rule.check(number, at: place)
    return number
  }

  /// The members of an object value, in document order.
  static func members(
    _ value: JSONValue, at place: String
  ) throws(MotionDocumentError) -> [(String, JSONValue)] {
    guard case .object(let pairs) = value else {
      throw MotionDocumentError(place: place, rule: "must be an object")
    }
    return pairs
  }

  /// The items of an array value.
  static func items(_ value: JSONValue, at place: String) throws(MotionDocumentError) -> [JSONValue]
  {
    guard case .array(let items) = value else {
      throw MotionDocumentError(place: place, rule: "must be an array")
    }
    return items
  }
}

/// The ranges spring parameters are read in, by a document and by `popkit`'s spring flags alike,
/// within which every model's constants, settling durations and closed forms stay finite.
package enum SpringRanges {
  /// Pop's bounciness.
  package static let bounciness = 0.0...42.5
  /// Pop's speed.
  package static let speed = 0.0...1000
  /// Tension, friction, stiffness, damping.
  package static let constant = 0.0...1e9
  /// Mass.
  package static let mass = 1e-6...1e6
  /// Damping ratio.
  package static let dampingRatio = 0.0...1000
  /// Response and perceptual duration, seconds.
  package static let seconds = 0.001...1000
}
