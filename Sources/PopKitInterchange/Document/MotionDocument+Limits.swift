// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitShared

/// The bounds every number of a document keeps, checked where a number is read and again by
/// ``MotionDocument/validate()`` (so a document built in code is held to them too): within them a
/// document's tracks, choreographies and exports only ever compute finite numbers.
extension MotionDocument {
  /// The largest magnitude of a value's component: `1e12`.
  ///
  /// Applies to every keyframe value (`from`, `to`), velocity (`startVelocity`, `endVelocity`,
  /// units per second), colour component, coordinate of a path's points (ends and control
  /// points, after relative ones are added up), target's place and size, the stage's size and a
  /// curve's control y. A number beyond it is refused:
  /// `tracks.fade.from: must be finite with magnitude at most 1e12`.
  public static let maximumMagnitude = 1e12

  /// The shortest timed step, seconds: `1e-6`.
  ///
  /// A keyframe's `duration`, a path's `duration` and a spring step's settling duration (when
  /// it has no `duration`) are 0 (a jump) or at least this, so that no velocity a step implies
  /// overflows.
  public static let minimumStepDuration = 1e-6

  /// The longest time a document holds, seconds: `Choreography/maximumDuration`
  /// (1e6 s, about 11.6 days).
  ///
  /// Every duration, start (`at`), label and a track's whole length is at most this, and so is a
  /// placed track's end (`at` plus its track's duration), so a document's choreography always
  /// builds and plays.
  public static var maximumTime: Double { Choreography.maximumDuration }

  /// The most segments a path's data may draw: `2,000` (each line, cubic, quadratic, arc and
  /// closing `Z` one).
  ///
  /// Measuring a path by arc length cuts each curve into up to 4,096 pieces (a cusp into about
  /// 80, a very eccentric arc into hundreds), some milliseconds per curve at worst, so a path is
  /// counted before it is measured and a longer one is refused:
  /// `tracks.swirl.path: has 1000000 segments; a path draws at most 2000`. At the limit, the
  /// costliest curves found load and export to CSS in under 2 s (release build).
  public static let maximumPathSegments = 2_000

  /// Checks a document's value: every component finite with magnitude at most
  /// ``maximumMagnitude``.
  static func checkValue(_ value: MotionValue?, at place: String) throws(MotionDocumentError) {
    switch value {
    case .number(let number): try NumberRule.component.check(number, at: place)
    case .vector(let numbers):
      for (index, number) in numbers.enumerated() {
        try NumberRule.component.check(number, at: "\(place)[\(index)]")
      }
    case .color, nil: break
    }
  }

  /// Checks a curve: a name of ``MotionCurve/names``, control points with x in 0…1 and y
  /// within ``maximumMagnitude``, or a family's parameters within their document ranges
  /// (``checkParametricCurve(_:at:)``).
  static func checkCurve(_ curve: MotionCurve, at place: String) throws(MotionDocumentError) {
    if case .named(let name) = curve, !MotionCurve.names.contains(where: { $0.0 == name }) {
      let names = MotionCurve.names.map(\.0).joined(separator: ", ")
      throw MotionDocumentError(place: place, rule: "unknown curve \"\(name)\" (known: \(names))")
    }
    if case .parametric(let timing) = curve { try checkParametricCurve(timing, at: place) }
    guard case .bezier(let timing) = curve else { return }
    guard let points = timing.controlPoints else {
      throw MotionDocumentError(
        place: place, rule: "must be a cubic Bézier's four numbers; got \(timing)")
    }
    for (index, number) in points.coordinates.enumerated() {
      try (index.isMultiple(of: 2) ? NumberRule.unit : .component).check(
        number, at: "\(place)[\(index)]")
    }
  }

  /// Checks a target's place, size and colour.
  static func checkTarget(_ target: MotionTarget, at place: String) throws(MotionDocumentError) {
    try NumberRule.component.check(target.x, at: DocumentReader.join(place, "x"))
    try NumberRule.component.check(target.y, at: DocumentReader.join(place, "y"))
    try NumberRule.extent.check(target.width, at: DocumentReader.join(place, "width"))
    try NumberRule.extent.check(target.height, at: DocumentReader.join(place, "height"))
    let colorPlace = DocumentReader.join(place, "color")
    if case .vector(let channels)? = target.color, channels.count != 4 {
      throw MotionDocumentError(place: colorPlace, rule: "must be \"#RRGGBB\" or [r, g, b, a]")
    }
    try checkValue(target.color, at: colorPlace)
  }

  /// Checks a path's survey: at most ``maximumPathSegments`` segments, coordinates within
  /// ``maximumMagnitude``.
  static func checkPath(
    _ survey: MotionPath.Survey, at place: String
  ) throws(MotionDocumentError) {
    guard survey.segmentCount <= maximumPathSegments else {
      throw MotionDocumentError(
        place: place,
        rule: "has \(survey.segmentCount) segments; a path draws at most "
          + "\(maximumPathSegments) (MotionDocument.maximumPathSegments)")
    }
    guard survey.largestCoordinate <= maximumMagnitude else {
      throw MotionDocumentError(
        place: place,
        rule:
          "has a coordinate of magnitude \(JSONText.shortest(survey.largestCoordinate)); "
          + "coordinates must be at most \(NumberRule.bound(maximumMagnitude, .message))")
    }
  }

  /// Checks that a track's whole length is at most ``maximumTime``.
  static func checkLength(_ duration: Double, at place: String) throws(MotionDocumentError) {
    guard duration.isFinite && duration <= maximumTime else {
      throw MotionDocumentError(
        place: place,
        rule: "lasts \(JSONText.shortest(duration)) s; a track lasts at most "
          + "\(NumberRule.bound(maximumTime, .message)) s (Choreography.maximumDuration)")
    }
  }
}

extension NumberRule {
  /// A value's component: finite, magnitude at most ``MotionDocument/maximumMagnitude``.
  static let component = NumberRule(
    allowed:
      "finite with magnitude at most \(NumberRule.bound(MotionDocument.maximumMagnitude, .message))"
  ) { abs($0) <= MotionDocument.maximumMagnitude }

  /// A size: `>= 0` and at most ``MotionDocument/maximumMagnitude``.
  static let extent = NumberRule.within(0...MotionDocument.maximumMagnitude)

  /// A size that must not be 0: `> 0` and at most ``MotionDocument/maximumMagnitude``.
  static let positiveExtent = NumberRule(
    allowed: "> 0 and at most \(NumberRule.bound(MotionDocument.maximumMagnitude, .message))"
  ) { $0 > 0 && $0 <= MotionDocument.maximumMagnitude }

  /// A time: `0...`` ``MotionDocument/maximumTime`` seconds.
  static let time = NumberRule(
    allowed: "in 0...\(NumberRule.bound(MotionDocument.maximumTime, .message)) seconds "
      + "(Choreography.maximumDuration)"
  ) { $0 >= 0 && $0 <= MotionDocument.maximumTime }

  /// A timed step's duration: 0, or ``MotionDocument/minimumStepDuration`` to
  /// ``MotionDocument/maximumTime`` seconds.
  static let stepDuration = NumberRule(
    allowed: "0 or in \(NumberRule.bound(MotionDocument.minimumStepDuration, .message))..."
      + "\(NumberRule.bound(MotionDocument.maximumTime, .message)) seconds"
  ) {
    $0 == 0 || ($0 >= MotionDocument.minimumStepDuration && $0 <= MotionDocument.maximumTime)
  }

  /// A spring's bounce: `(-1, 1]`.
  static let bounce = NumberRule(allowed: "in (-1, 1]") { $0 > -1 && $0 <= 1 }

  /// Throws this rule's error, `must be …`, at a place unless it accepts the number (NaN and
  /// infinities never pass).
  ///
  /// - Parameters:
  ///   - number: The number.
  ///   - place: Its place in the document, such as `springs.snappy.speed`.
  /// - Throws: ``MotionDocumentError`` naming the place and the rule.
  func check(_ number: Double, at place: String) throws(MotionDocumentError) {
    guard accepts(number) else {
      throw MotionDocumentError(place: place, rule: "must be \(allowed)")
    }
  }
}
