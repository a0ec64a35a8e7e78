// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A track or choreography as Flutter animations: per field, a `TweenSequence<double>` (its
/// items weighted by their durations in milliseconds, each a `Tween` chained to a
/// `CurveTween(curve: Cubic(…))`, or a `ConstantTween` for a hold) with its `Duration`, and for
/// each whole spring a `SpringSimulation` (run for PopKit's settling time when a step follows)
/// and the sequence after it.
///
/// A cubic-Bézier ease keeps its control points and a cubic Hermite step is the `Cubic` it is
/// (a flat one split into thirds); a jump is the next item starting elsewhere (a jump at the very
/// end is given as the field's `End` constant). A whole spring is a
/// `SpringSimulation(SpringDescription(mass:, stiffness:, damping:), start, end, velocity,
/// tolerance: Tolerance(distance: 0.001 × its move, …))`, to run with
/// `AnimationController.animateWith` when the sequence before it ends (for its
/// `SpringDuration` when a step follows); a spring cut short, and back, elastic and bounce eases
/// and paths, are baked.
enum FlutterTweenCode {
  /// A written spring's tolerance distance, as a fraction of its move: PopKit's settling
  /// threshold.
  static let distanceFraction = 0.001
  /// A written spring's tolerance velocity, as a fraction of its move per second.
  static let velocityFraction = 0.01

  /// The code and its notes.
  ///
  /// - Parameters:
  ///   - plan: The track or choreography.
  ///   - name: Its name, for the declarations' names.
  /// - Returns: Dart source, lines ending in a newline, and notes.
  static func code(_ plan: TrackCodePlan, named name: String) -> (text: String, notes: [String]) {
    let written = plan.bakingSprings(
      { _ in "spring cut short (a SpringSimulation runs to rest)" },
      where: { step, _, _ in !ComposeKeyframeCode.keepsSpring(step) })
    let base = SpringPlatform.flutter.identifier(for: name)
    let n = TrackCode.number
    var declarations: [String] = []
    var springs: [String] = []
    for lane in written.lanes {
      let field = base + lane.name.prefix(1).uppercased() + lane.name.dropFirst()
      // Phases: a sequence, then for each whole spring the simulation and the sequence after
      // it; the second and later of each kind are numbered (Sequence2, Spring2).
      var sequences = 0
      var springCount = 0
      var items: [String] = []
      var sequenceStart = 0.0
      var sequenceEnd = 0.0
      func flush(holding value: Double, force: Bool) {
        guard force || !items.isEmpty else { return }
        if items.isEmpty {
          // Nothing before the spring (or a field of jumps only): a sequence of no time
          // holding the value it starts from.
          items.append("TweenSequenceItem(tween: ConstantTween<double>(\(n(value))), weight: 1)")
          sequenceEnd = sequenceStart
        }
        sequences += 1
        let suffix = sequences == 1 ? "" : "\(sequences)"
        declarations.append("final \(field)Sequence\(suffix) = TweenSequence<double>([")
        declarations += items.map { "  " + $0 + "," }
        declarations.append("]);")
        let microseconds = max(Int(((sequenceEnd - sequenceStart) * 1e6).rounded()), 0)
        declarations.append(
          "const \(field)Duration\(suffix) = Duration(microseconds: \(microseconds));")
        items = []
      }
      var end: Double?
      for (index, step) in lane.steps.enumerated() {
        switch step.motion {
        case .spring(let constants, let target, let velocity, _):
          flush(holding: step.startValue, force: sequences == 0)
          springCount += 1
          let suffix = springCount == 1 ? "" : "\(springCount)"
          let move = abs(target - step.startValue)
          declarations.append(
            "final \(field)Spring\(suffix) = SpringSimulation(SpringDescription(mass: "
              + "\(n(constants.mass)), stiffness: \(n(constants.tension)), damping: "
              + "\(n(constants.friction))), \(n(step.startValue)), \(n(target)), \(n(velocity)), "
              + "tolerance: Tolerance(distance: \(n(distanceFraction * move)), velocity: "
              + "\(n(velocityFraction * move))));")
          let follows = lane.steps[(index + 1)...].contains { next in
            if case .jump = next.motion, next.endValue == target { return false }
            return true
          }
          if follows {
            // A step follows: the simulation runs for PopKit's settling time, then the value
            // is its target (the next sequence starts there).
            declarations.append(
              "const \(field)SpringDuration\(suffix) = Duration(microseconds: "
                + "\(Int((step.duration * 1e6).rounded())));")
          }
          springs.append(lane.label)
          sequenceStart = step.endTime
          sequenceEnd = step.endTime
        case .jump:
          // A jump inside is the next item starting elsewhere; one at the end, but for the
          // target a simulation ends on, is the field's end value.
          guard index == lane.steps.count - 1 else { continue }
          if index > 0, case .spring(_, let target, _, _) = lane.steps[index - 1].motion,
            step.endValue == target
          {
            continue
          }
          end = step.endValue
        default:
          for (piece, points) in step.bezierPieces() {
            items.append(item(piece, points))
            sequenceEnd = piece.endTime
          }
        }
      }
      flush(holding: lane.finalValue, force: sequences == 0)
      if let end { declarations.append("const \(field)End = \(n(end));") }
      declarations.append("")
    }
    let kinds = TrackCode.kinds(of: written)
    var exact: [String] = []
    if kinds.eases { exact.append("eases as CurveTween(Cubic)") }
    if kinds.cubics { exact.append("cubic steps as the Cubic they are") }
    if kinds.jumps { exact.append("jumps as the next item starting elsewhere") }
    var summary = TrackCode.summary(written, exact: exact)
    for lane in springs {
      summary.insert(
        "spring: \(lane) as a SpringSimulation after the sequence before it (if a step follows, "
          + "run for its SpringDuration, PopKit's settling time), exact until it or PopKit comes "
          + "to rest, both within 0.1 % of its move of its target",
        at: 1)
    }
    summary.append(
      "Flutter's Cubic solves its curve to within 0.001 of the time: its own error comes on top")
    var lines = [
      "// popkit: \(written.subject), \(n(written.duration)) s, as Flutter animations "
        + "(TweenSequence, SpringSimulation)"
    ]
    lines += summary.map { "// " + $0 }
    lines.append(
      "// play: per field, its phases in order: a Sequence by an AnimationController of its "
        + "Duration (sequence.animate(controller)), a Spring by controller.animateWith (stopped "
        + "after its SpringDuration, if any, the value then its end)")
    lines += declarations.dropLast()
    let notes = summary.filter { $0.hasPrefix("worst baked error") }
    return (lines.map { $0 + "\n" }.joined(), notes.map { "flutter: " + $0 })
  }

  /// One item of a sequence: a hold, or a tween with its curve, weighted by its milliseconds.
  static func item(_ step: TrackCodeStep, _ points: [Double]?) -> String {
    let n = TrackCode.number
    let weight = n(step.duration * 1000)
    if step.startValue == step.endValue, points == nil {
      return "TweenSequenceItem(tween: ConstantTween<double>(\(n(step.endValue))), "
        + "weight: \(weight))"
    }
    let tween = "Tween<double>(begin: \(n(step.startValue)), end: \(n(step.endValue)))"
    guard let points else { return "TweenSequenceItem(tween: \(tween), weight: \(weight))" }
    return "TweenSequenceItem(tween: \(tween).chain(CurveTween(curve: "
      + "Cubic(\(points.map(n).joined(separator: ", "))))), weight: \(weight))"
  }
}
