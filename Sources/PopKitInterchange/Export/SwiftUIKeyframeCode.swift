// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A track or choreography as SwiftUI keyframes (iOS 17, macOS 14): a value struct with a
/// `Double` field per component and a `@KeyframesBuilder` function with a `KeyframeTrack` per
/// field, for `KeyframeAnimator` or `KeyframeTimeline`.
///
/// PopKit's keyframes were modelled on SwiftUI's, so every step maps one to one:
///
/// | PopKit step | SwiftUI |
/// |---|---|
/// | a jump | `MoveKeyframe(value)` |
/// | a cubic-Bézier ease | `LinearKeyframe(value, duration:, timingCurve: .bezier(…))` |
/// | a cubic step | `CubicKeyframe(value, duration:, startVelocity:, endVelocity:)` |
/// | a spring | `SpringKeyframe(target, duration:, spring:, startVelocity:)` |
///
/// Every spring is written with its duration (PopKit's settling duration for a whole spring,
/// followed by a `MoveKeyframe` onto its target, as PopKit ends it) and its start velocity, and
/// every cubic step with both velocities, so that nothing is left to what SwiftUI's
/// documentation leaves open (the velocity after a jump, a spring's own settling estimate).
/// After a `SpringKeyframe` with a duration SwiftUI continues from the spring's value and
/// velocity then, as PopKit does. Back, elastic and bounce eases and paths are baked into
/// `CubicKeyframe`s; steps are holds and jumps.
enum SwiftUIKeyframeCode {
  /// The code and its notes.
  ///
  /// - Parameters:
  ///   - plan: The track or choreography.
  ///   - name: Its name, for the struct and function names.
  /// - Returns: Swift source, lines ending in a newline, and notes.
  static func code(_ plan: TrackCodePlan, named name: String) -> (text: String, notes: [String]) {
    let base = SpringPlatform.swiftui.identifier(for: name)
    let typeName = base.prefix(1).uppercased() + base.dropFirst() + "Values"
    let functionName = base + "Keyframes"
    let kinds = TrackCode.kinds(of: plan)
    var exact: [String] = []
    if kinds.eases { exact.append("eases as LinearKeyframe with their cubic-bezier curves") }
    if kinds.cubics { exact.append("cubic steps as CubicKeyframe with both velocities") }
    if kinds.springs {
      exact.append(
        "springs as SpringKeyframe with their duration and start velocity (a whole spring: "
          + "PopKit's settling duration, then MoveKeyframe onto its target)")
    }
    if kinds.jumps { exact.append("jumps as MoveKeyframe") }
    let summary = TrackCode.summary(plan, exact: exact)
    var lines = [
      "// popkit: \(plan.subject), \(TrackCode.number(plan.duration)) s, as SwiftUI keyframes "
        + "(iOS 17, macOS 14)"
    ]
    lines += summary.map { "// " + $0 }
    lines.append(
      "// play: KeyframeAnimator(initialValue: \(typeName)(), trigger: trigger) { values in … } "
        + "keyframes: { _ in \(functionName)() }")
    lines.append("struct \(typeName) {")
    for lane in plan.lanes {
      lines.append("  var \(lane.name): Double = \(TrackCode.number(lane.initialValue))")
    }
    lines.append("}")
    lines.append("")
    lines.append("@KeyframesBuilder<\(typeName)>")
    lines.append("func \(functionName)() -> some Keyframes<\(typeName)> {")
    for lane in plan.lanes {
      lines.append("  KeyframeTrack(\\.\(lane.name)) {")
      if lane.steps.isEmpty {
        lines.append("    MoveKeyframe(\(TrackCode.number(lane.initialValue)))")
      }
      for step in lane.steps {
        lines.append("    " + keyframe(step))
      }
      lines.append("  }")
    }
    lines.append("}")
    let notes = plan.baked.isEmpty ? [] : summary.filter { $0.hasPrefix("worst baked error") }
    return (lines.map { $0 + "\n" }.joined(), notes.map { "swiftui: " + $0 })
  }

  /// One keyframe.
  static func keyframe(_ step: TrackCodeStep) -> String {
    let n = TrackCode.number
    switch step.motion {
    case .jump:
      return "MoveKeyframe(\(n(step.endValue)))"
    case .eased(let timingCurve):
      var curve = ".linear"
      if timingCurve != .linear, let points = timingCurve.controlPoints {
        curve =
          ".bezier(startControlPoint: UnitPoint(x: \(n(points.x1)), y: \(n(points.y1))), "
          + "endControlPoint: UnitPoint(x: \(n(points.x2)), y: \(n(points.y2))))"
      }
      return
        "LinearKeyframe(\(n(step.endValue)), duration: \(n(step.duration)), timingCurve: \(curve))"
    case .hermite(let startVelocity, let endVelocity, _):
      return "CubicKeyframe(\(n(step.endValue)), duration: \(n(step.duration)), "
        + "startVelocity: \(n(startVelocity)), endVelocity: \(n(endVelocity)))"
    case .spring(let spring, let target, let startVelocity, _):
      let overDamping = spring.dampingRatio > 1 ? ", allowOverDamping: true" : ""
      return "SpringKeyframe(\(n(target)), duration: \(n(step.duration)), "
        + "spring: Spring(mass: \(n(spring.mass)), stiffness: \(n(spring.tension)), "
        + "damping: \(n(spring.friction))\(overDamping)), startVelocity: \(n(startVelocity)))"
    }
  }
}
