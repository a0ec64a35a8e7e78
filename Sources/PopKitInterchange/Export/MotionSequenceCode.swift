// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A track or choreography as a motion.dev (Motion) `animate(sequence)`: an object with a field
/// per component, and a sequence with, for each field, keyframe segments placed with `at`
/// (absolute seconds) and springs as `type: "spring"` segments.
///
/// Semantics followed: Motion 13.1.1 (motiondivision/motion at its v13.1.1 commit,
/// `framer-motion/src/animation/sequence/create.ts` and
/// `motion-dom/src/animation/generators/spring.ts`). A keyframe segment's `ease` array gives
/// each interval its easing; a cubic-Bézier ease is `[x1, y1, x2, y2]`, and a cubic Hermite
/// step is one exactly, `[1/3, v₀·d/(3Δ), 2/3, 1 − v₁·d/(3Δ)]` (a flat one, `Δ = 0`, is
/// split into thirds first). In a sequence a spring segment of two keyframes becomes an ease over
/// the spring's own duration, the first multiple of 50 ms at which its speed is within
/// `restSpeed` and its distance within `restDelta`, generated over `[0, |Δ|]` (so its `velocity`
/// is along the move); until then it is the closed-form spring, snapped to its target at any
/// instant where both hold. So a spring is written as a spring only where it is whole (PopKit
/// ends it on its target) and the last step of its field, with `restDelta` PopKit's settling
/// threshold, and its error (the two snapping at different times) is measured; every other
/// spring, and back, elastic and bounce eases and paths, are baked.
enum MotionSequenceCode {
  /// The Motion version whose semantics the code follows.
  static let motionVersion = "13.1.1"
  /// A written spring's `restSpeed`, as a fraction of its move per second.
  static let restSpeedFraction = 0.01
  /// A written spring's `restDelta`, as a fraction of its move: PopKit's settling threshold.
  static let restDeltaFraction = 0.001

  /// The code and its notes.
  ///
  /// - Parameters:
  ///   - plan: The track or choreography.
  ///   - name: Its name, for the constants' names.
  /// - Returns: JavaScript source, lines ending in a newline, and notes.
  static func code(_ plan: TrackCodePlan, named name: String) -> (text: String, notes: [String]) {
    let written = plan.bakingSprings(
      { step in
        if case .spring(_, _, _, let whole) = step.motion, whole {
          return "spring before another step (Motion's sequences end it at their own time)"
        }
        return "spring cut short (Motion's springs run to rest)"
      },
      where: { step, lane, index in !keepsSpring(step, in: lane, at: index) })
    let base = SpringPlatform.motion.identifier(for: name)
    let (values, sequence) = (base + "Values", base + "Sequence")
    var springErrors: [(lane: String, error: Double, move: Double)] = []
    var entries: [String] = []
    for lane in written.lanes {
      var run: [TrackCodeStep] = []
      func flush() {
        if !run.isEmpty { entries.append(keyframeEntry(run, lane: lane.name, values: values)) }
        run = []
      }
      for (index, step) in lane.steps.enumerated() {
        if case .spring(let spring, let target, let velocity, _) = step.motion {
          flush()
          entries.append(
            springEntry(step, spring, target, velocity, lane: lane.name, values: values))
          springErrors.append(
            (lane.label, springError(step, lane: lane), abs(target - step.startValue)))
        } else if case .jump = step.motion, index > 0,
          case .spring(_, let target, _, _) = lane.steps[index - 1].motion, step.endValue == target
        {
          continue  // Motion ends its spring on the target itself.
        } else {
          run.append(step)
        }
      }
      flush()
    }
    let kinds = TrackCode.kinds(of: written)
    var exact: [String] = []
    if kinds.eases { exact.append("eases as cubic-bezier ease arrays") }
    if kinds.cubics { exact.append("cubic steps as the cubic-bezier eases they are") }
    if kinds.jumps { exact.append("jumps as two keyframes at one time") }
    var summary = TrackCode.summary(written, exact: exact)
    for spring in springErrors {
      let relative = spring.move > 0 ? spring.error / spring.move : 0
      summary.insert(
        "spring: \(spring.lane) as type \"spring\" (stiffness, damping, mass, velocity), "
          + "exact until Motion or PopKit ends it on its target; worst error "
          + "\(TrackCode.error(spring.error)) (\(TrackCode.percent(relative)) of its move)",
        at: 1)
    }
    summary.append(
      "Motion solves a cubic-bezier ease by 12 bisections: its own error, up to about 1e-4 of an "
        + "interval's time, comes on top")
    var lines = [
      "// popkit: \(written.subject), \(TrackCode.number(written.duration)) s, as a Motion "
        + "(motion.dev) animate() sequence; Motion \(motionVersion) semantics"
    ]
    lines += summary.map { "// " + $0 }
    lines.append(
      "// play: import { animate } from \"motion\"; animate(\(sequence)) animates the fields of "
        + "\(values)")
    let fields = written.lanes.map { "\($0.name): \(TrackCode.number($0.initialValue))" }
    lines.append("const \(values) = { \(fields.joined(separator: ", ")) };")
    lines.append("const \(sequence) = [")
    lines += entries.map { "  " + $0 + "," }
    lines.append("];")
    let notes = summary.filter { $0.hasPrefix("worst baked error") || $0.hasPrefix("spring:") }
    return (lines.map { $0 + "\n" }.joined(), notes.map { "motion: " + $0 })
  }

  /// Whether a spring step is written as a Motion spring: whole, moving, and the last step of
  /// its field (but for the jump onto its target that ends a whole spring).
  static func keepsSpring(_ step: TrackCodeStep, in lane: TrackCodePlan.Lane, at index: Int)
    -> Bool
  {
    guard case .spring(_, let target, _, let whole) = step.motion, whole,
      target != step.startValue
    else { return false }
    let rest = lane.steps[(index + 1)...]
    return rest.allSatisfy { next in
      if case .jump = next.motion { return next.endValue == target && rest.count == 1 }
      return false
    }
  }

  /// A run of keyframe steps as one sequence segment.
  static func keyframeEntry(_ run: [TrackCodeStep], lane: String, values: String) -> String {
    let n = TrackCode.number
    let start = run[0].startTime
    let duration = run[run.count - 1].endTime - start
    var keyframes = [run[0].startValue]
    var times = [0.0]
    var eases: [String] = []
    for step in run {
      for (piece, ease) in exactEases(step) {
        keyframes.append(piece.endValue)
        times.append(duration > 0 ? (piece.endTime - start) / duration : 1)
        eases.append(ease)
      }
    }
    let timesText = times.map { n(min(max($0, 0), 1)) }.joined(separator: ", ")
    return "[\(values), { \(lane): [\(keyframes.map(n).joined(separator: ", "))] }, "
      + "{ duration: \(n(duration)), times: [\(timesText)], ease: [\(eases.joined(separator: ", "))], "
      + "at: \(n(start)) }]"
  }

  /// A spring as a sequence segment.
  static func springEntry(
    _ step: TrackCodeStep, _ spring: Spring, _ target: Double, _ velocity: Double, lane: String,
    values: String
  ) -> String {
    let n = TrackCode.number
    let move = target - step.startValue
    let along = move < 0 ? -velocity : velocity
    return "[\(values), { \(lane): [\(n(step.startValue)), \(n(target))] }, { type: \"spring\", "
      + "stiffness: \(n(spring.tension)), damping: \(n(spring.friction)), mass: \(n(spring.mass)), "
      + "velocity: \(n(along)), restDelta: \(n(restDeltaFraction * abs(move))), "
      + "restSpeed: \(n(restSpeedFraction * abs(move))), at: \(n(step.startTime)) }]"
  }

  /// A step's keyframe intervals with their eases as Motion writes them: `"linear"` or
  /// `[x1, y1, x2, y2]` (``TrackCodeStep/bezierPieces()``).
  static func exactEases(_ step: TrackCodeStep) -> [(TrackCodeStep, String)] {
    let n = TrackCode.number
    return step.bezierPieces().map { piece, points in
      guard let points else { return (piece, "\"linear\"") }
      return (piece, "[\(points.map(n).joined(separator: ", "))]")
    }
  }

  /// The largest difference, at 4,001 instants, between PopKit's spring step (and the target
  /// after it) and Motion's: the closed form, snapped to the target at an instant where its speed
  /// is within `restSpeed` and its distance within `restDelta`, and from the first multiple of
  /// 50 ms where that holds (at most 20 s) on.
  static func springError(_ step: TrackCodeStep, lane: TrackCodePlan.Lane) -> Double {
    guard case .spring(_, let target, _, _) = step.motion else { return 0 }
    let move = abs(target - step.startValue)
    let (restDelta, restSpeed) = (restDeltaFraction * move, restSpeedFraction * move)
    func done(_ elapsed: Double) -> Bool {
      abs(step.velocity(at: elapsed)) <= restSpeed
        && abs(target - step.value(at: elapsed)) <= restDelta
    }
    var motionDuration = 0.0
    while !done(motionDuration), motionDuration < 20 { motionDuration += 0.05 }
    let span = max(motionDuration, step.duration)
    var worst = 0.0
    for index in 0..<HermiteBaking.measuredInstants {
      let elapsed = span * Double(index) / Double(HermiteBaking.measuredInstants - 1)
      let popkit = elapsed < step.duration ? step.value(at: elapsed) : target
      let motion =
        elapsed >= motionDuration || done(elapsed) ? target : step.value(at: elapsed)
      worst = max(worst, abs(popkit - motion))
    }
    return worst
  }
}
