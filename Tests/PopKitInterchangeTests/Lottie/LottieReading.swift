// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

@testable import PopKitInterchange

/// Reads exported Lottie JSON in the tests, and evaluates a property as a player does, written
/// here independently of the exporter (its own Bézier solver, by bisection).
struct LottieReading {
  /// The parsed file.
  let root: JSONValue

  /// Parses Lottie text with the strict JSON reader.
  init(_ text: String) throws {
    root = try JSONParser.parse(Array(text.utf8))
  }

  /// A member of an object, or an item of an array by index, along a path such as
  /// `["layers", 0, "ks", "r"]`.
  func value(_ path: [Any]) -> JSONValue? {
    LottieReading.value(root, path)
  }

  static func value(_ root: JSONValue, _ path: [Any]) -> JSONValue? {
    var current = root
    for step in path {
      switch (current, step) {
      case (.object(let members), let key as String):
        guard let found = members.first(where: { $0.0 == key })?.1 else { return nil }
        current = found
      case (.array(let items), let index as Int):
        guard items.indices.contains(index) else { return nil }
        current = items[index]
      default: return nil
      }
    }
    return current
  }

  /// A number along a path.
  func number(_ path: [Any]) -> Double? {
    if case .number(let number) = value(path) { return number }
    return nil
  }

  /// One keyframe as written.
  struct Keyframe {
    var frame: Double
    var value: [Double]
    var hold: Bool
    var out: (x: Double, y: Double)?
    var into: (x: Double, y: Double)?
  }

  /// The keyframes of a property (one for a static property, at frame 0).
  static func keyframes(_ property: JSONValue?) -> [Keyframe] {
    guard let property, let content = value(property, ["k"]) else { return [] }
    func numbers(_ json: JSONValue?) -> [Double] {
      switch json {
      case .number(let number): [number]
      case .array(let items):
        items.compactMap { if case .number(let number) = $0 { number } else { nil } }
      default: []
      }
    }
    guard case .array(let items) = content, case .object = items.first else {
      return [Keyframe(frame: 0, value: numbers(content), hold: false)]
    }
    return items.map { item in
      var keyframe = Keyframe(
        frame: numbers(value(item, ["t"]))[0], value: numbers(value(item, ["s"])),
        hold: numbers(value(item, ["h"])) == [1])
      if value(item, ["o"]) != nil {
        keyframe.out = (numbers(value(item, ["o", "x"]))[0], numbers(value(item, ["o", "y"]))[0])
        keyframe.into = (numbers(value(item, ["i", "x"]))[0], numbers(value(item, ["i", "y"]))[0])
      }
      return keyframe
    }
  }

  /// The value of a property at a frame, as a player computes it: the keyframe at or before
  /// the frame (the later of two at one frame), its hold or its Bézier easing to the next.
  static func evaluate(_ keyframes: [Keyframe], atFrame frame: Double) -> [Double] {
    guard var index = keyframes.indices.first, frame >= keyframes[0].frame else {
      return keyframes.first?.value ?? []
    }
    while index + 1 < keyframes.count && keyframes[index + 1].frame <= frame { index += 1 }
    let keyframe = keyframes[index]
    guard index + 1 < keyframes.count, !keyframe.hold, let out = keyframe.out,
      let into = keyframe.into
    else { return keyframe.value }
    let next = keyframes[index + 1]
    let x = (frame - keyframe.frame) / (next.frame - keyframe.frame)
    func bezier(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
      3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if bezier(out.x, into.x, middle) < x { low = middle } else { high = middle }
    }
    let progress = bezier(out.y, into.y, (low + high) / 2)
    return zip(keyframe.value, next.value).map { $0 + progress * ($1 - $0) }
  }
}
