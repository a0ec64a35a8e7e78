// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A track or choreography as Flutter animations: per field, a `TweenSequence<double>` (its
/// items weighted by their durations in milliseconds, each a `Tween` chained to a
/// `CurveTween(curve: Cubic(…))`, or a `ConstantTween` for a hold) with its `Duration`, and a
/// `SpringSimulation` after it where the field ends with a whole spring.
///
/// A cubic-Bézier ease keeps its control points and a cubic Hermite step is the `Cubic` it is
/// (a flat one split into thirds); a jump is the next item starting elsewhere (a jump at the very
/// end is given as the field's `End` constant). A whole spring that ends its field is a
/// `SpringSimulation(SpringDescription(mass:, stiffness:, damping:), start, end, velocity,
/// tolerance: Tolerance(distance: 0.001 × its move, …))`, to run with
/// `AnimationController.animateWith` when the sequence ends; every other spring, and back,
/// elastic and bounce eases and paths, are baked.
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
      { step in
        if case .spring(_, _, _, let whole) = step.motion, whole {
          return "spring before another step (a SpringSimulation ends at its own time)"
        }
        return "spring cut short (a SpringSimulation runs to rest)"
      },
      where: { step, lane, index in !MotionSequenceCode.keepsSpring(step, in: lane, at: index) })
    let base = SpringPlatform.flutter.identifier(for: name)
    let n = TrackCode.number
    var declarations: [String] = []
    var springs: [String] = []
    for lane in written.lanes {
      let field = base + lane.name.prefix(1).uppercased() + lane.name.dropFirst()
      var items: [String] = []
      var spring: String?
      var end: Double?
      var sequenceEnd = 0.0
      for (index, step) in lane.steps.enumerated() {
        switch step.motion {
        case .spring(let constants, let target, let velocity, _):
          let move = abs(target - step.startValue)
          spring =
            "final \(field)Spring = SpringSimulation(SpringDescription(mass: "
            + "\(n(constants.mass)), stiffness: \(n(constants.tension)), damping: "
            + "\(n(constants.friction))), \(n(step.startValue)), \(n(target)), \(n(velocity)), "
            + "tolerance: Tolerance(distance: \(n(distanceFraction * move)), velocity: "
            + "\(n(velocityFraction * move))));"
          springs.append(lane.label)
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
      if items.isEmpty {
        // Nothing before the spring (or a field of jumps only): a sequence of no time holding
        // the value it starts from.
        let held = lane.steps.first { if case .spring = $0.motion { true } else { false } }
        items.append(
          "TweenSequenceItem(tween: ConstantTween<double>("
            + "\(n(held?.startValue ?? lane.finalValue))), weight: 1)")
      }
      declarations.append("final \(field)Sequence = TweenSequence<double>([")
      declarations += items.map { "  " + $0 + "," }
      declarations.append("]);")
      let microseconds = max(Int((sequenceEnd * 1e6).rounded()), 0)
      declarations.append(
        "const \(field)Duration = Duration(microseconds: \(microseconds));")
      if let spring { declarations.append(spring) }
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
        "spring: \(lane) as a SpringSimulation after its sequence, exact until it or PopKit "
          + "comes to rest, both within 0.1 % of its move of its target",
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
      "// play: per field, an AnimationController of its Duration drives "
        + "sequence.animate(controller); then controller.animateWith(its Spring), if any")
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
