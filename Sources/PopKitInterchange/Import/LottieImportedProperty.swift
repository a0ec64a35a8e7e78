// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A Lottie property as read: a static value or keyframes, with times in seconds.
struct LottieImportedProperty {
  /// A keyframe's temporal easing for one dimension: the Bézier timing curve's inner points.
  struct Easing: Equatable {
    /// `o.x`, `o.y`, `i.x`, `i.y`.
    var outX: Double
    var outY: Double
    var inX: Double
    var inY: Double

    /// Whether it is the straight line (0,0)–(1,1) by its control points.
    var isLinear: Bool { outX == outY && inX == inY }

    /// Whether its control x are at the thirds (a cubic Hermite move, as the export writes
    /// cubic segments and baked keyframes).
    var isHermite: Bool { abs(outX - 1.0 / 3) < 1e-9 && abs(inX - 2.0 / 3) < 1e-9 }
  }

  /// One keyframe.
  struct Keyframe {
    /// Its time, seconds from frame 0.
    var time: Double
    /// Its value (`s`).
    var value: [Double]
    /// The value its move ends at, when the old format gives one (`e`).
    var endValue: [Double]?
    /// Whether it holds its value until the next keyframe (`h`).
    var hold: Bool
    /// Its easings to the next keyframe: one shared, or one per dimension; empty for none.
    var easings: [Easing]
    /// Spatial tangents of a position (`to`, `ti`), relative to this keyframe's value and the
    /// next one's.
    var spatialOut: [Double]?
    var spatialIn: [Double]?
    /// Where it is in the file.
    var place: String

    /// The easing of a dimension: its own, or the shared one, or linear.
    func easing(of dimension: Int) -> Easing {
      if easings.isEmpty { return Easing(outX: 0, outY: 0, inX: 1, inY: 1) }
      return easings[min(dimension, easings.count - 1)]
    }

    /// Whether it carries spatial tangents that bend its move.
    var hasSpatialTangents: Bool {
      (spatialOut ?? []).contains { $0 != 0 } || (spatialIn ?? []).contains { $0 != 0 }
    }
  }

  /// The keyframes; one for a static property.
  var keyframes: [Keyframe]
  /// Whether the property has an expression (`x`).
  var hasExpression = false
  /// Where it is in the file.
  var place: String

  /// Whether it changes over time.
  var isAnimated: Bool {
    guard let first = keyframes.first else { return false }
    return keyframes.contains {
      $0.value != first.value || ($0.endValue ?? $0.value) != first.value
    }
  }

  /// The value at frame 0 (the first keyframe's).
  var initialValue: [Double] { keyframes.first?.value ?? [] }

  /// Whether the dimensions of some keyframe ease differently.
  var hasPerDimensionEasing: Bool {
    keyframes.contains { keyframe in keyframe.easings.contains { $0 != keyframe.easings[0] } }
  }

  /// A static property of a value, for one a layer leaves out.
  init(placeholder value: [Double]) {
    keyframes = [Keyframe(time: 0, value: value, hold: false, easings: [], place: "")]
    place = ""
  }

  /// Reads a property: `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`.
  ///
  /// - Parameters:
  ///   - reader: The property's object.
  ///   - framesPerSecond: The file's frame rate.
  ///   - frameOffset: The layer's start time, frames (added to its keyframes' times).
  /// - Throws: The first problem, with its place.
  init(
    _ reader: LottieReader, framesPerSecond: Double, frameOffset: Double
  ) throws(MotionDocumentError) {
    place = reader.place
    hasExpression =
      (try reader.optional("x")).map { if case .string = $0.value { true } else { false } } ?? false
    let content = try reader.required("k")
    guard case .array(let items) = content.value, case .object = items.first else {
      let value = try content.documentValues()
      guard !value.isEmpty else { throw content.error("must have a component") }
      keyframes = [Keyframe(time: 0, value: value, hold: false, easings: [], place: content.place)]
      return
    }
    keyframes = []
    for item in try content.items() {
      keyframes.append(
        try LottieImportedProperty.keyframe(
          item, framesPerSecond: framesPerSecond, frameOffset: frameOffset,
          previous: keyframes.last))
    }
  }

  /// One keyframe, checked: a time not before the previous one's, a value (or the previous
  /// keyframe's `e`), easings with x in 0…1.
  private static func keyframe(
    _ item: LottieReader, framesPerSecond: Double, frameOffset: Double, previous: Keyframe?
  ) throws(MotionDocumentError) -> Keyframe {
    let timeReader = try item.required("t")
    let frame = try timeReader.number() + frameOffset
    guard frame >= 0 else {
      throw timeReader.error("is before frame 0 (the document starts there)")
    }
    let time = frame / framesPerSecond
    guard time.isFinite && time <= MotionDocument.maximumTime else {
      throw timeReader.error(
        "is at \(JSONText.shortest(time)) s (frame \(JSONText.shortest(frame)) "
          + "at fr \(JSONText.shortest(framesPerSecond))); a document's times end by "
          + "\(NumberRule.bound(MotionDocument.maximumTime, .message)) s "
          + "(Choreography.maximumDuration)")
    }
    if let previous, time < previous.time {
      throw timeReader.error("must not be before the previous keyframe's")
    }
    if let previous, time > previous.time,
      time - previous.time < MotionDocument.minimumStepDuration
    {
      throw timeReader.error(
        "is \(JSONText.shortest(time - previous.time)) s after the previous keyframe; "
          + "a move lasts 0 or at least "
          + "\(NumberRule.bound(MotionDocument.minimumStepDuration, .message)) s")
    }
    let value: [Double]
    if let start = try item.optional("s") {
      value = try start.documentValues()
    } else if let earlier = previous?.endValue {
      value = earlier
    } else {
      throw MotionDocumentError(place: item.place(of: "s"), rule: "is required")
    }
    guard !value.isEmpty else {
      throw MotionDocumentError(place: item.place(of: "s"), rule: "must have a component")
    }
    if let previous, previous.value.count != value.count {
      throw MotionDocumentError(
        place: item.place(of: "s"),
        rule: "has \(value.count) components; the previous keyframe's has "
          + "\(previous.value.count)")
    }
    var easings: [Easing] = []
    if let out = try item.optional("o"), let into = try item.optional("i") {
      let outX = try out.required("x").numbers()
      let outY = try out.required("y").documentValues()
      let inX = try into.required("x").numbers()
      let inY = try into.required("y").documentValues()
      let count = max(outX.count, outY.count, inX.count, inY.count)
      for dimension in 0..<count {
        func pick(_ list: [Double], _ reader: LottieReader) throws(MotionDocumentError) -> Double {
          guard let value = list.isEmpty ? nil : list[min(dimension, list.count - 1)] else {
            throw reader.error("must have a number")
          }
          return value
        }
        let easing = Easing(
          outX: try pick(outX, try out.required("x")), outY: try pick(outY, try out.required("y")),
          inX: try pick(inX, try into.required("x")), inY: try pick(inY, try into.required("y")))
        for (x, key, reader) in [(easing.outX, "x", out), (easing.inX, "x", into)]
        where !(0...1).contains(x) {
          throw MotionDocumentError(place: reader.place(of: key), rule: "must be in 0...1")
        }
        easings.append(easing)
      }
    }
    let endValue = try item.optional("e")?.documentValues()
    if let endValue, endValue.count != value.count {
      throw MotionDocumentError(
        place: item.place(of: "e"),
        rule: "has \(endValue.count) components; its s has \(value.count)")
    }
    return Keyframe(
      time: time, value: value, endValue: endValue,
      hold: try item.number("h", default: 0) != 0, easings: easings,
      spatialOut: try item.optional("to")?.documentValues(),
      spatialIn: try item.optional("ti")?.documentValues(),
      place: item.place(of: "s"))
  }
}
