// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Bakes one component of a motion a platform's keyframes cannot write (an elastic or bounce
/// ease, a path, a spring the platform cannot hold) into cubic Hermite pieces: each piece takes
/// the motion's value and velocity at its two ends, so the baked motion is continuous in value
/// and velocity, and each is halved until it is within ``relativeTolerance`` of the motion's
/// range.
///
/// The Lottie export bakes whole channels with its own easing rules and frame grid
/// (`LottieChannelWriter.bake`); this one bakes a single component in seconds for the platforms'
/// keyframe code.
enum HermiteBaking {
  /// The largest error a piece may leave, as a fraction of the baked motion's range (1e-4).
  static let relativeTolerance = 1e-4
  /// The points inside a piece where its error is checked before it is accepted.
  static let checks = 32
  /// The deepest a piece is halved.
  static let maximumDepth = 16
  /// The most pieces one motion is baked into; past it, pieces are taken as they are (and their
  /// error measured).
  static let pieceBudget = 2048
  /// The instants at which the baked motion is compared with the exact one for the stated error.
  static let measuredInstants = 4001

  /// The pieces and their measured error.
  struct Result {
    /// The Hermite steps, in time order, each marked baked.
    var steps: [TrackCodeStep]
    /// The largest difference from the exact motion at ``measuredInstants`` instants, units.
    var worstError: Double
    /// The exact motion's range over the same instants, units.
    var range: Double
  }

  /// Bakes `value` over `start...end`.
  ///
  /// - Parameters:
  ///   - start: The first time, seconds.
  ///   - end: The last time, seconds; `> start`.
  ///   - value: The exact value at a time in `start...end`.
  ///   - velocity: The exact velocity at a time in `start...end`, units per second.
  ///   - quantum: When given, the pieces' inner ends fall on whole multiples of it (seconds;
  ///     Compose's keyframes take whole milliseconds), and a piece with no multiple inside is
  ///     not split.
  /// - Returns: The pieces and their worst error.
  /// - Complexity: O(pieces × ``checks`` + ``measuredInstants``) evaluations.
  static func bake(
    from start: Double, to end: Double, value: (Double) -> Double,
    velocity: (Double) -> Double, quantum: Double? = nil
  ) -> Result {
    var lowest = Double.infinity
    var highest = -Double.infinity
    for index in 0..<measuredInstants {
      let sample = value(start + (end - start) * Double(index) / Double(measuredInstants - 1))
      lowest = min(lowest, sample)
      highest = max(highest, sample)
    }
    let range = highest - lowest
    let tolerance = max(relativeTolerance * range, 1e-12)
    var steps: [TrackCodeStep] = []
    func piece(_ from: Double, _ to: Double) -> TrackCodeStep {
      TrackCodeStep(
        motion: .hermite(startVelocity: velocity(from), endVelocity: velocity(to), baked: true),
        startTime: from, duration: to - from, startValue: value(from), endValue: value(to))
    }
    func refine(_ from: Double, _ to: Double, depth: Int) {
      let candidate = piece(from, to)
      var worst = 0.0
      for check in 1..<checks {
        let elapsed = candidate.duration * Double(check) / Double(checks)
        worst = max(worst, abs(candidate.value(at: elapsed) - value(from + elapsed)))
      }
      // A tenth in hand for what falls between the checks.
      var middle = from + (to - from) / 2
      if let quantum {
        let whole = (middle / quantum).rounded() * quantum
        middle = whole > from + quantum / 2 && whole < to - quantum / 2 ? whole : .nan
      }
      if !(worst <= 0.9 * tolerance), depth < maximumDepth, steps.count < pieceBudget,
        !middle.isNaN
      {
        refine(from, middle, depth: depth + 1)
        refine(middle, to, depth: depth + 1)
        return
      }
      steps.append(candidate)
    }
    refine(start, end, depth: 0)
    return Result(steps: steps, worstError: worstError(of: steps, against: value), range: range)
  }

  /// The largest difference between baked steps and the exact motion at ``measuredInstants``
  /// instants spread evenly over the steps' span.
  static func worstError(of steps: [TrackCodeStep], against value: (Double) -> Double) -> Double {
    guard let first = steps.first, let last = steps.last else { return 0 }
    var worst = 0.0
    var index = 0
    for sample in 0..<measuredInstants {
      let time =
        first.startTime + (last.endTime - first.startTime) * Double(sample)
        / Double(measuredInstants - 1)
      while index < steps.count - 1, time > steps[index].endTime { index += 1 }
      let step = steps[index]
      let elapsed = min(max(time - step.startTime, 0), step.duration)
      worst = max(worst, abs(step.value(at: elapsed) - value(time)))
    }
    return worst
  }
}
