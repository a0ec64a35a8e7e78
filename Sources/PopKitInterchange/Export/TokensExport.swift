// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A document as W3C design tokens (format 2025.10): springs, curves and timed segments as
/// tokens a design-token pipeline reads.
///
/// - Curves become `cubicBezier` tokens (group `curve`); a curve that is not a cubic Bézier
///   (steps, back, elastic, bounce, spring) has no token type and is listed in the notes.
/// - Springs (group `spring`), by ``SpringStyle``: under 2025.10, which has no spring type, a
///   `duration` token of the settling duration of a unit move from rest (within 0.001), carrying
///   the spring under `$extensions."org.popkit"` (`stiffness`, `damping`, `mass`, `bounce` and
///   its CSS `linear()` within 0.5 %); or the `spring` type proposed in the community group's
///   issue 429, `{"bounce", "duration", "physics": {"stiffness", "damping", "mass"}}`.
/// - Linear segments of tracks become `transition` tokens (group `transition`): `duration`,
///   `delay` (the segment's start, plus the track's `at` in a choreography) and
///   `timingFunction`. Other segments (springs, cubics, paths, and linear ones along a curve
///   that is not a cubic Bézier) have no transition; they are listed in the notes.
///
/// Durations are written `{"value": …, "unit": "ms"}`.
public enum TokensExport {
  /// How springs are written.
  public enum SpringStyle: String, CaseIterable, Sendable {
    /// A `duration` token carrying the spring in `$extensions` (valid under 2025.10).
    case duration
    /// The proposed `spring` type.
    case proposed
  }

  /// What to export.
  public enum Selection: Equatable, Sendable {
    /// Every spring, curve and named track.
    case all
    /// One spring.
    case spring(String)
    /// One named track's segments.
    case track(String)
    /// One choreography's segments, delayed by their tracks' starts.
    case choreography(String)
  }

  /// The settling threshold of a spring's duration token, as a fraction of a unit move.
  public static let threshold = 0.001

  /// The tokens file and what could not be written as tokens.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - selection: What to export.
  ///   - springStyle: How springs are written.
  /// - Returns: The JSON text and notes (segments without a token, by place).
  /// - Throws: A ``MotionDocumentError`` for a name that is not defined or a spring that never
  ///   settles (it has no duration).
  public static func tokens(
    for document: MotionDocument, _ selection: Selection, springStyle: SpringStyle = .duration
  ) throws(MotionDocumentError) -> (text: String, notes: [String]) {
    var groups: [(String, JSONValue)] = []
    var notes: [String] = []
    var springNames: [String] = []
    var curveNames: [String] = []
    var transitions: [(String, JSONValue)] = []
    switch selection {
    case .all:
      springNames = document.springs.keys.sorted()
      curveNames = document.curves.keys.sorted()
      for name in document.tracks.keys.sorted() {
        transitions += try segmentTokens(
          document.track(named: name), named: name, delay: 0, place: "tracks.\(name)", &notes)
      }
    case .spring(let name):
      _ = try document.spring(named: name)
      springNames = [name]
    case .track(let name):
      transitions = try segmentTokens(
        document.track(named: name), named: name, delay: 0, place: "tracks.\(name)", &notes)
    case .choreography(let name):
      for placement in try document.placements(ofChoreography: name) {
        transitions += try segmentTokens(
          placement.track, named: "\(placement.target).\(placement.property)",
          delay: placement.at, place: placement.place, &notes)
      }
    }
    if !springNames.isEmpty {
      var members: [(String, JSONValue)] = []
      for name in springNames {
        let spring = try document.spring(named: name)
        members.append(
          (name, try springToken(spring, style: springStyle, place: "springs.\(name)")))
      }
      groups.append(("spring", .object(members)))
    }
    var curveMembers: [(String, JSONValue)] = []
    for name in curveNames {
      let curve = try document.curve(named: name)
      guard let points = curve.controlPoints else {
        notes.append("curves.\(name): \(curve) is not a cubic Bézier, so it has no token")
        continue
      }
      curveMembers.append((name, curveToken(points)))
    }
    if !curveMembers.isEmpty { groups.append(("curve", .object(curveMembers))) }
    if !transitions.isEmpty { groups.append(("transition", .object(transitions))) }
    let json = JSONValue.object(groups)
    try ExportNumberCheck.check(json, format: "tokens")
    return (json.pretty() + "\n", notes)
  }

  /// A duration in the 2025.10 form, milliseconds.
  static func duration(seconds: Double) -> JSONValue {
    .object([("value", .number(milliseconds(seconds))), ("unit", .string("ms"))])
  }

  /// Seconds as milliseconds, rounded to the nearest nanosecond so that decimal seconds print
  /// as the decimal milliseconds they are (0.3 s → 300 ms, not 300.00000000000006).
  static func milliseconds(_ seconds: Double) -> Double {
    (seconds * 1_000_000_000).rounded() / 1_000_000
  }

  static func curveToken(_ points: TimingCurve.ControlPoints) -> JSONValue {
    .object([
      ("$type", .string("cubicBezier")),
      ("$value", .array(points.coordinates.map(JSONValue.number))),
    ])
  }

  /// A spring as a token of the chosen style.
  static func springToken(
    _ spring: Spring, style: SpringStyle, place: String
  ) throws(MotionDocumentError) -> JSONValue {
    let physics: JSONValue = .object([
      ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
      ("mass", .number(spring.mass)),
    ])
    switch style {
    case .proposed:
      guard spring.duration.isFinite, spring.bounce.isFinite else {
        throw MotionDocumentError(
          place: place,
          rule: "has no perceptual duration (without tension it never returns), which the "
            + "proposed spring type needs; give it tension")
      }
      return .object([
        ("$type", .string("spring")),
        (
          "$value",
          .object([
            ("bounce", .number(spring.bounce)), ("duration", duration(seconds: spring.duration)),
            ("physics", physics),
          ])
        ),
      ])
    case .duration:
      guard let transition = try? CSSSpringTransition(spring: spring, threshold: threshold) else {
        throw MotionDocumentError(
          place: place,
          rule: "never settles within \(JSONText.shortest(threshold)) of its target "
            + "(or only after an hour), so it has no duration token; give it friction or use "
            + "--spring-type proposed")
      }
      var popkit: [(String, JSONValue)] = [
        ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
        ("mass", .number(spring.mass)), ("bounce", .number(spring.bounce)),
      ]
      guard transition.worstError <= CSSSpringTransition.tolerance * (1 + 1e-9) else {
        let percent = NumberFormatting.rounded(transition.worstError * 100, significantDigits: 3)
        throw MotionDocumentError(
          place: place,
          rule: "its linear() easing cannot follow it within 0.5 % (with the most points "
            + "allowed, \(CSSSpringTransition.maximumPoints), it is off by up to \(percent) %); "
            + "soften it (less tension, more friction) or use --spring-type proposed")
      }
      popkit.append(("linear", .string(transition.easing.function)))
      return .object([
        ("$type", .string("duration")),
        (
          "$value", .object([("value", .number(transition.milliseconds)), ("unit", .string("ms"))])
        ),
        ("$extensions", .object([("org.popkit", .object(popkit))])),
      ])
    }
  }

  /// A track's linear segments as transition tokens named `NAME.N` (N counts segments from 0),
  /// and a note for each other segment.
  static func segmentTokens(
    _ track: ResolvedMotionTrack, named name: String, delay: Double, place: String,
    _ notes: inout [String]
  ) throws(MotionDocumentError) -> [(String, JSONValue)] {
    var tokens: [(String, JSONValue)] = []
    for (index, segment) in track.segments.enumerated() {
      guard case .linear(let curve) = segment.shape, let points = curve.controlPoints else {
        var kind = kindName(segment.shape)
        if case .linear(let curve) = segment.shape { kind += ", \(curve)" }
        notes.append("\(place): segment \(index) (\(kind)) has no transition token")
        continue
      }
      tokens.append(
        (
          "\(name).\(index)",
          .object([
            ("$type", .string("transition")),
            (
              "$value",
              .object([
                ("duration", duration(seconds: segment.duration)),
                ("delay", duration(seconds: delay + segment.startTime)),
                (
                  "timingFunction",
                  .array(points.coordinates.map(JSONValue.number))
                ),
              ])
            ),
          ])
        ))
    }
    return tokens
  }

  static func kindName(_ shape: MotionSegment.Shape) -> String {
    switch shape {
    case .linear: "linear"
    case .cubic: "cubic"
    case .spring: "spring"
    case .path: "path"
    }
  }
}
