// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

/// Reads a Lottie file's JSON by its place, such as `layers[2].ks.p.k[1].t`.
///
/// Every problem is an error naming where it is. Keys the import does not use are allowed (Lottie has many).
struct LottieReader {
  /// The value read.
  let value: JSONValue
  /// Where it is, such as `layers[2].ks`.
  let place: String

  /// A reader of a value at a place.
  init(_ value: JSONValue, at place: String) {
    self.value = value
    self.place = place
  }

  /// The place of a member.
  func place(of key: String) -> String { place.isEmpty ? key : "\(place).\(key)" }

  /// An error at this place.
  func error(_ rule: String) -> MotionDocumentError {
    MotionDocumentError(place: place.isEmpty ? "(file)" : place, rule: rule)
  }

  /// The object's members; an error when the value is not an object.
  func members() throws(MotionDocumentError) -> [(String, JSONValue)] {
    guard case .object(let pairs) = value else { throw error("must be an object") }
    return pairs
  }

  /// A member, or `nil` when absent (or `null`).
  func optional(_ key: String) throws(MotionDocumentError) -> LottieReader? {
    guard let found = try members().first(where: { $0.0 == key })?.1, found != .null else {
      return nil
    }
    return LottieReader(found, at: place(of: key))
  }

  /// A member that must be there.
  func required(_ key: String) throws(MotionDocumentError) -> LottieReader {
    guard let member = try optional(key) else {
      throw MotionDocumentError(place: place(of: key), rule: "is required")
    }
    return member
  }

  /// Whether the object has a member (not `null`).
  func has(_ key: String) -> Bool { (try? optional(key)) != nil }

  /// The value as a number.
  func number() throws(MotionDocumentError) -> Double {
    switch value {
    case .number(let number):
      guard number.isFinite else { throw error("must be finite") }
      return number
    case .bool(let flag): return flag ? 1 : 0
    default: throw error("must be a number")
    }
  }

  /// The value as a string.
  func string() throws(MotionDocumentError) -> String {
    guard case .string(let text) = value else { throw error("must be a string") }
    return text
  }

  /// The value's items; an error when it is not an array.
  func items() throws(MotionDocumentError) -> [LottieReader] {
    guard case .array(let items) = value else { throw error("must be an array") }
    return items.enumerated().map { LottieReader($1, at: "\(place)[\($0)]") }
  }

  /// The value as numbers: a number, or an array of numbers.
  func numbers() throws(MotionDocumentError) -> [Double] {
    if case .number = value { return [try number()] }
    guard case .array = value else { throw error("must be a number or an array of numbers") }
    var result: [Double] = []
    for item in try items() { result.append(try item.number()) }
    return result
  }

  /// The value as numbers a document can hold: ``numbers()``, each finite with magnitude at most
  /// ``MotionDocument/maximumMagnitude``.
  func documentValues() throws(MotionDocumentError) -> [Double] {
    let values = try numbers()
    for (index, value) in values.enumerated() {
      let place = if case .array = self.value { "\(self.place)[\(index)]" } else { self.place }
      try NumberRule.component.check(value, at: place)
    }
    return values
  }

  /// An optional number member with a default.
  func number(_ key: String, default defaultValue: Double) throws(MotionDocumentError) -> Double {
    try optional(key)?.number() ?? defaultValue
  }

  /// Whether the value is a non-empty array or a true flag (for `masksProperties`, `ef`, `hasMask`).
  var isPresent: Bool {
    switch value {
    case .array(let items): !items.isEmpty
    case .bool(let flag): flag
    case .number(let number): number != 0
    case .null: false
    default: true
    }
  }
}
