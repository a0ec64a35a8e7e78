// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

extension MotionDocument: Codable {
  /// Decodes a document through any decoder (JSON, property lists…) by its JSON form, with the
  /// same checks as ``init(json:)``; a problem is a `DecodingError.dataCorrupted` whose
  /// description is the ``MotionDocumentError``'s (`place: rule`).
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    do {
      self = try MotionDocument(reading: value)
      try validate()
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the document's JSON form (``jsonText``'s members).
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}

extension JSONValue: Codable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes any JSON-shaped value.
  package init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: Key.self) {
      self = .object(
        try keyed.allKeys.map { ($0.stringValue, try keyed.decode(JSONValue.self, forKey: $0)) })
      return
    }
    if var unkeyed = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !unkeyed.isAtEnd { items.append(try unkeyed.decode(JSONValue.self)) }
      self = .array(items)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  /// Encodes the value.
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let members):
      var keyed = encoder.container(keyedBy: Key.self)
      for (key, value) in members { try keyed.encode(value, forKey: Key(stringValue: key)) }
    case .array(let items):
      var unkeyed = encoder.unkeyedContainer()
      for item in items { try unkeyed.encode(item) }
    case .number(let number):
      var single = encoder.singleValueContainer()
      try single.encode(number)
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    }
  }
}
