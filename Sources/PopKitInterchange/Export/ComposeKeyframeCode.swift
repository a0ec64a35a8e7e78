// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A track or choreography as Jetpack Compose animations (`androidx.compose.animation.core`): a
/// class with an `Animatable` per field and a `play()` that runs each field's steps in order, in
/// one coroutine per field.
///
/// Each field runs `animateTo` calls one after another: a run of eased, cubic and baked steps is
/// one `keyframes {}` spec (its keyframes at whole milliseconds, each interval's easing a
/// `CubicBezierEasing` or `LinearEasing`; a cubic Hermite step is the Bézier it is), a jump is a
/// `snapTo`, and a whole spring is `spring(dampingRatio, stiffness, visibilityThreshold)` with
/// its `initialVelocity`: Compose's spring runs until it estimates it has come within
/// `visibilityThreshold` (here PopKit's settling threshold), so one followed by another step runs
/// inside `withTimeoutOrNull(PopKit's settling time in ms)` and the `snapTo` onto its target
/// after it ends it where PopKit does. A spring cut short, and back, elastic and bounce eases and
/// paths, are baked.
///
/// Kotlin takes `Float`s: every number is within half a `Float` ulp (2⁻²⁴ relative) of
/// PopKit's. Compose's keyframes take whole milliseconds: times that are not whole are rounded,
/// and the error that makes is measured and stated.
enum ComposeKeyframeCode {
  /// A written spring's `visibilityThreshold`, as a fraction of its move: PopKit's settling
  /// threshold.
  static let thresholdFraction = 0.001

  /// The code and its notes.
  ///
  /// - Parameters:
  ///   - plan: The track or choreography.
  ///   - name: Its name, for the class's name.
  /// - Returns: Kotlin source, lines ending in a newline, and notes.
  /// - Throws: A spring beyond Kotlin's `Float`, with the plan's subject.
  static func code(
    _ plan: TrackCodePlan, named name: String
  ) throws(MotionDocumentError) -> (text: String, notes: [String]) {
    let written = plan.bakingSprings(
      { _ in "spring cut short (Compose's spring runs to rest)" },
      where: { step, _, _ in !keepsSpring(step) })
    let base = SpringPlatform.compose.identifier(for: name)
    let className = base.prefix(1).uppercased() + base.dropFirst() + "Values"
    var body: [String] = []
    var roundings: [(lane: String, error: Double, range: Double)] = []
    var springs: [String] = []
    for lane in written.lanes {
      body.append("        launch {")
      body.append("            \(lane.name).snapTo(\(float(lane.initialValue)))")
      var run: [TrackCodeStep] = []
      func flush() {
        if !run.isEmpty { body.append(keyframesCall(run, field: lane.name)) }
        run = []
      }
      for (index, step) in lane.steps.enumerated() {
        switch step.motion {
        case .spring(let spring, let target, let velocity, _):
          flush()
          let last = index + 1 == lane.steps.count || index + 2 == lane.steps.count
          let call = try springCall(step, spring, target, velocity, field: lane.name)
          // A whole spring before another step ends at PopKit's settling time: the snapTo
          // after it (the jump onto its target) cancels it there.
          body.append(
            last
              ? "            " + call
              : "            withTimeoutOrNull(\(milliseconds(step.endTime) - milliseconds(step.startTime))) "
                + "{ \(call) }")
          springs.append(lane.label)
        case .jump:
          if index + 1 == lane.steps.count, index > 0,
            case .spring(_, let target, _, _) = lane.steps[index - 1].motion,
            step.endValue == target
          {
            continue  // Compose ends its last spring on the target itself.
          }
          flush()
          body.append("            \(lane.name).snapTo(\(float(step.endValue)))")
        default:
          run.append(step)
        }
      }
      flush()
      body.append("        }")
      let rounding = roundingError(lane)
      if rounding.error > 1e-12 { roundings.append((lane.label, rounding.error, rounding.range)) }
    }
    let kinds = TrackCode.kinds(of: written)
    var exact: [String] = []
    if kinds.eases { exact.append("eases as keyframes with CubicBezierEasing") }
    if kinds.cubics { exact.append("cubic steps as the CubicBezierEasing they are") }
    if kinds.jumps { exact.append("jumps as snapTo") }
    exact.append("numbers as Kotlin Floats (within 2^-24 relative)")
    var summary = TrackCode.summary(written, exact: exact)
    for lane in springs {
      summary.insert(
        "spring: \(lane) as spring(dampingRatio, stiffness, visibilityThreshold) with its "
          + "initialVelocity (if a step follows: inside withTimeoutOrNull of PopKit's settling "
          + "time, then snapTo its target); exact until Compose or PopKit ends it on its target, "
          + "both within 0.1 % of its move of it",
        at: 1)
    }
    for rounding in roundings {
      let relative = rounding.range > 0 ? rounding.error / rounding.range : 0
      summary.append(
        "times rounded to whole milliseconds (Compose's keyframes take Int ms): \(rounding.lane) "
          + "worst error \(TrackCode.error(rounding.error)) (\(TrackCode.percent(relative)) of its "
          + "range)")
    }
    if roundings.isEmpty { summary.append("times: whole milliseconds (no error from rounding)") }
    var lines = [
      "// popkit: \(written.subject), \(TrackCode.number(written.duration)) s, as Jetpack Compose "
        + "animations (androidx.compose.animation.core)"
    ]
    lines += summary.map { "// " + $0 }
    lines.append(
      "// imports: androidx.compose.animation.core.*, kotlinx.coroutines.coroutineScope, "
        + "kotlinx.coroutines.launch, kotlinx.coroutines.withTimeoutOrNull")
    lines.append(
      "// play: val values = remember { \(className)() }; LaunchedEffect(trigger) { values.play() }"
    )
    lines.append("class \(className) {")
    for lane in written.lanes {
      lines.append("    val \(lane.name) = Animatable(\(float(lane.initialValue)))")
    }
    lines.append("")
    lines.append("    suspend fun play() = coroutineScope {")
    lines += body
    lines.append("    }")
    lines.append("}")
    let notes = summary.filter {
      $0.hasPrefix("worst baked error") || $0.hasPrefix("times rounded")
    }
    return (lines.map { $0 + "\n" }.joined(), notes.map { "compose: " + $0 })
  }

  /// A number as a Kotlin `Float` literal: the shortest text of the nearest `Float`.
  static func float(_ value: Double) -> String {
    SpringCode.floatLiteral(value == 0 ? 0 : value)
  }

  /// A time in whole milliseconds.
  static func milliseconds(_ seconds: Double) -> Int {
    Int((seconds * 1000).rounded())
  }

  /// A run of keyframe steps as one `animateTo` with a `keyframes {}` spec.
  static func keyframesCall(_ run: [TrackCodeStep], field: String) -> String {
    let start = milliseconds(run[0].startTime)
    let end = milliseconds(run[run.count - 1].endTime)
    var entries: [String] = []
    var value = run[0].startValue
    var time = 0
    for step in run {
      for (piece, points) in step.bezierPieces(quantum: 0.001) {
        let easing =
          points.map { "CubicBezierEasing(\($0.map(float).joined(separator: ", ")))" }
          ?? "LinearEasing"
        entries.append("\(float(value)) at \(time) using \(easing)")
        value = piece.endValue
        time = milliseconds(piece.endTime) - start
      }
    }
    return
      "            \(field).animateTo(\(float(value)), keyframes { durationMillis = \(end - start); "
      + entries.joined(separator: "; ") + " })"
  }

  /// Whether a spring step is written as a Compose spring: whole (PopKit ends it on its target)
  /// and moving.
  static func keepsSpring(_ step: TrackCodeStep) -> Bool {
    guard case .spring(_, let target, _, let whole) = step.motion else { return false }
    return whole && target != step.startValue
  }

  /// A whole spring as one `animateTo` with a `spring()` spec (without indentation).
  static func springCall(
    _ step: TrackCodeStep, _ spring: Spring, _ target: Double, _ velocity: Double, field: String
  ) throws(MotionDocumentError) -> String {
    let constants: (stiffness: String, dampingRatio: String)
    do {
      constants = try SpringCode.singlePrecision(spring, on: .compose)
    } catch {
      throw MotionDocumentError(place: field, rule: error.message)
    }
    let threshold = float(thresholdFraction * abs(target - step.startValue))
    return "\(field).animateTo(\(float(target)), spring(dampingRatio = "
      + "\(constants.dampingRatio), stiffness = \(constants.stiffness), visibilityThreshold = "
      + "\(threshold)), initialVelocity = \(float(velocity)))"
  }

  /// The largest difference the rounding of a lane's times to whole milliseconds makes, at
  /// 4,001 instants, and the lane's range; 0 when every time is whole.
  ///
  /// Rounded, each keyframe step keeps its shape over its rounded span (its easing is of its
  /// progress), and a spring runs in real time from its rounded start.
  static func roundingError(_ lane: TrackCodePlan.Lane) -> (error: Double, range: Double) {
    func rounded(_ time: Double) -> Double { Double(milliseconds(time)) / 1000 }
    guard lane.steps.contains(where: { abs(rounded($0.endTime) - $0.endTime) > 1e-9 }) else {
      return (0, 0)
    }
    func roundedValue(at time: Double) -> Double {
      var value = lane.initialValue
      for step in lane.steps {
        let (start, end) = (rounded(step.startTime), rounded(step.endTime))
        if time < start { break }
        if case .spring = step.motion, time < end { return step.value(at: time - start) }
        if end > start, time < end {
          return step.value(at: (time - start) / (end - start) * step.duration)
        }
        value = step.endValue
      }
      return value
    }
    let span = lane.endTime + 0.001
    var worst = 0.0
    var (lowest, highest) = (Double.infinity, -Double.infinity)
    for index in 0..<HermiteBaking.measuredInstants {
      let time = span * Double(index) / Double(HermiteBaking.measuredInstants - 1)
      let exact = lane.value(at: time)
      worst = max(worst, abs(roundedValue(at: time) - exact))
      lowest = min(lowest, exact)
      highest = max(highest, exact)
    }
    return (worst, highest - lowest)
  }
}
