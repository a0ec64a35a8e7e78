// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// Tracks and whole choreographies as a platform's keyframe code: SwiftUI's
/// `KeyframeAnimator`, motion.dev's `animate(sequence)`, Jetpack Compose's `keyframes {}` and
/// `spring()`, Flutter's `TweenSequence` and `SpringSimulation`.
///
/// Each component of each property becomes one field of a value (a struct in Swift, an object in
/// JavaScript), animated from time 0; a choreography's tracks keep their start times, the value
/// held before and between them. What the platform's keyframes hold exactly is written one to one
/// (a cubic-Bézier ease, a cubic Hermite step with both velocities, a jump, a spring where the
/// platform takes one); the rest (back, elastic and bounce eases, paths, springs the platform
/// cannot hold) is baked into cubic Hermite pieces within 0.01 % of its range, and the output's
/// opening comment names what is exact and what is baked, with the worst error measured at 4,001
/// instants.
enum TrackCode {
  /// The platforms whose keyframe code this writes.
  static let platforms: [SpringPlatform] = [.swiftui, .motion, .compose, .flutter]

  /// A track or choreography as a platform's code.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - selection: A track or choreography.
  ///   - platform: One of ``platforms``.
  /// - Returns: The code and its notes (the baked parts' errors).
  /// - Throws: A problem in what is exported, or a number no code can hold, with its place.
  /// - Complexity: O(steps), plus the baking of what is baked.
  static func code(
    _ document: MotionDocument, _ selection: MotionExport.Selection, on platform: SpringPlatform
  ) throws(MotionDocumentError) -> MotionExport.Result {
    let plan: TrackCodePlan
    let name: String
    // Compose's keyframes take whole milliseconds.
    let quantum = platform == .compose ? 0.001 : nil
    switch selection {
    case .track(let track):
      plan = try TrackCodePlan.track(document, named: track, quantum: quantum)
      name = track
    case .choreography(let choreography):
      let placements = try document.placements(ofChoreography: choreography)
      try ExportNumberCheck.check(document, choreography: choreography, placements)
      plan = try TrackCodePlan.choreography(document, named: choreography, quantum: quantum)
      name = choreography
    default:
      throw MotionDocumentError(
        place: "choreographies",
        rule: "\(platform.rawValue) keyframe code needs a track or a choreography")
    }
    switch platform {
    case .motion:
      let written = MotionSequenceCode.code(plan, named: name)
      return MotionExport.Result(text: written.text, notes: written.notes)
    case .compose:
      let written = try ComposeKeyframeCode.code(plan, named: name)
      return MotionExport.Result(text: written.text, notes: written.notes)
    case .flutter:
      let written = FlutterTweenCode.code(plan, named: name)
      return MotionExport.Result(text: written.text, notes: written.notes)
    default:
      let written = SwiftUIKeyframeCode.code(plan, named: name)
      return MotionExport.Result(text: written.text, notes: written.notes)
    }
  }

  /// A number as the code prints it: at most 12 significant digits
  /// (`NumberFormatting.derived`), so a number the document gives prints as given and a
  /// computed one without a float tail; `0` for a negative zero.
  static func number(_ value: Double) -> String {
    value == 0 ? "0" : NumberFormatting.derived(value)
  }

  /// The comment lines every output opens with after its first: what is exact and what is
  /// baked, with the worst error.
  ///
  /// - Parameters:
  ///   - plan: The plan as written (its springs already baked where the platform bakes them).
  ///   - exact: What the platform writes exactly, for the kinds of step the plan has.
  /// - Returns: The lines, without comment markers.
  static func summary(_ plan: TrackCodePlan, exact: [String]) -> [String] {
    var lines = [
      "exact: " + (exact.isEmpty ? "nothing (every step is baked)" : exact.joined(separator: "; "))
    ]
    if plan.baked.isEmpty {
      lines.append("baked: nothing")
    } else {
      var worstRelative = 0.0
      for part in plan.baked {
        let relative = part.range > 0 ? part.worstError / part.range : 0
        worstRelative = max(worstRelative, relative)
        lines.append(
          "baked: \(part.lane) \(span(part.start, part.end)) \(part.what), into cubic "
            + "pieces; worst error \(error(part.worstError)) (\(percent(relative)) of its range)")
      }
      lines.append(
        "worst baked error: \(percent(worstRelative)) of a part's range, at 4,001 instants each")
    }
    return lines
  }

  /// `0.3–0.9 s`.
  static func span(_ start: Double, _ end: Double) -> String {
    "\(NumberFormatting.rounded(start, significantDigits: 4))–"
      + "\(NumberFormatting.rounded(end, significantDigits: 4)) s"
  }

  /// An error in units, two significant digits.
  static func error(_ value: Double) -> String {
    NumberFormatting.rounded(value, significantDigits: 2)
  }

  /// A fraction as a percentage, two significant digits: `0.0042 %`.
  static func percent(_ fraction: Double) -> String {
    "\(NumberFormatting.rounded(fraction * 100, significantDigits: 2)) %"
  }

  /// The kinds of step a plan has, for the summary: the names each platform gives them, in
  /// the order jumps, eases, cubic steps, springs.
  static func kinds(of plan: TrackCodePlan) -> (
    jumps: Bool, eases: Bool, cubics: Bool, springs: Bool
  ) {
    var kinds = (jumps: false, eases: false, cubics: false, springs: false)
    for step in plan.lanes.flatMap(\.steps) {
      switch step.motion {
      case .jump: kinds.jumps = true
      case .eased: kinds.eases = true
      case .hermite(_, _, let baked): if !baked { kinds.cubics = true }
      case .spring: kinds.springs = true
      }
    }
    return kinds
  }
}
