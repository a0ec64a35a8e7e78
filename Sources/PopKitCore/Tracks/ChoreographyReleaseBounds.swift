// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What a release of a choreography player to one end may do: how close to the end, in
/// progress, it counts as at rest, and how far from the end its spring may carry the progress
/// before a property's value would stop being finite.
///
/// Found from the lanes at the first release to that end (each lane is evaluated near that
/// end, inside and outside, about 30 times), and kept by the player. The lanes are read through
/// closures, so that native players and the web engine share the rule.
package struct ChoreographyReleaseBounds: Sendable {
  /// The progress within which of the end, on the plan's side, the properties rest.
  ///
  /// Every property is within its threshold of its value there (0.01 for a property without
  /// one). Between 1e-9 and 1.
  package let insideTolerance: Double
  /// The same beyond the end, where tracks that end there go on along their tangents.
  package let outsideTolerance: Double
  /// The farthest the progress may go from the end, either way (a progress excursion).
  package let excursion: Double
  /// The progress within which every property stays within ±1e300: the plan, and as far
  /// beyond each end as its tracks' tangents allow (at most ``largestExcursion``).
  package let progressRange: ClosedRange<Double>

  /// The largest excursion allowed whatever the lanes: 1e9 progress, so that the player's time
  /// stays below 1e15 s on the longest choreography.
  package static let largestExcursion = 1e9

  /// The bounds of a release to the end at `end` (0 or `duration`) of a choreography of
  /// `laneCount` lanes.
  ///
  /// - Parameters:
  ///   - laneCount: The number of lanes.
  ///   - end: The end's time.
  ///   - duration: The choreography's length.
  ///   - staysNear: Whether a lane stays within its threshold of its value at the end, a
  ///     distance in seconds of choreography inside the end (`true`) or outside it.
  ///   - reach: How far beyond an end (its time) a lane's value may go along its tangent.
  /// - Complexity: O(lanes × 40) lane evaluations.
  package init(
    laneCount: Int, end: Double, duration: Double,
    staysNear: (_ lane: Int, _ end: Double, _ reach: Double, _ inside: Bool) -> Bool,
    reach: (_ lane: Int, _ end: Double) -> Double
  ) {
    guard duration > 0 else {
      (insideTolerance, outsideTolerance, excursion) = (1, 1, 0)
      progressRange = 0...1
      return
    }
    insideTolerance = Self.tolerance(laneCount) { staysNear($0, end, $1 * duration, true) }
    outsideTolerance = Self.tolerance(laneCount) { staysNear($0, end, $1 * duration, false) }
    // The excursion: the progress at which a lane's value, going on along its tangent beyond
    // either end, would reach 1e300; from this end, the far end is 1 further.
    let largest = ChoreographyReleaseBounds.largestExcursion
    var (nearestBeyondStart, nearestBeyondEnd) = (Double.infinity, Double.infinity)
    for lane in 0..<laneCount {
      nearestBeyondStart = min(nearestBeyondStart, reach(lane, 0))
      nearestBeyondEnd = min(nearestBeyondEnd, reach(lane, duration))
    }
    let beyondStart = min(nearestBeyondStart / duration, largest)
    let beyondEnd = min(nearestBeyondEnd / duration, largest)
    progressRange = -beyondStart...(1 + beyondEnd)
    excursion = end == 0 ? min(beyondStart, 1 + beyondEnd) : min(beyondEnd, 1 + beyondStart)
  }

  /// The largest progress, from 1 down to 1e-9, at which `staysNear` holds for every lane:
  /// halved lane by lane until each holds, then refined over all lanes by ten bisections (to
  /// 1/1024 of a halving).
  ///
  /// - Complexity: O(lanes × (halvings + 10)) checks; most lanes hold at the first.
  private static func tolerance(
    _ laneCount: Int, _ staysNear: (Int, Double) -> Bool
  ) -> Double {
    var passing = 1.0
    for lane in 0..<laneCount {
      while passing > 1e-9 && !staysNear(lane, passing) { passing /= 2 }
    }
    guard passing < 1, passing > 1e-9 else { return max(passing, 1e-9) }
    var failing = passing * 2
    for _ in 0..<10 {
      let middle = (passing + failing) / 2
      if (0..<laneCount).allSatisfy({ staysNear($0, middle) }) {
        passing = middle
      } else {
        failing = middle
      }
    }
    return passing
  }

  /// Seconds after which a release's spring, from `displacement` (progress minus the end's)
  /// and `velocity` (progress per second), stays within the tolerances of the end for good:
  /// ``insideTolerance`` on the plan's side, ``outsideTolerance`` beyond it.
  ///
  /// Between the spring's settling times for the smaller and the larger tolerance; where they
  /// differ, the closed form is scanned back from the later one in steps of at most a
  /// millisecond for the last time outside the band, then bisected.
  ///
  /// - Parameters:
  ///   - spring: The release's spring, on progress.
  ///   - displacement: The progress minus the end's, at the release.
  ///   - velocity: The progress velocity at the release, per second.
  ///   - insideSign: The sign of a displacement on the plan's side (+1 for the start end, −1
  ///     for the end's).
  /// - Returns: Seconds after the release; `.infinity` for a spring that never settles.
  package func settlingDuration(
    spring: Spring, displacement: Double, velocity: Double, insideSign: Double
  ) -> Double {
    let (small, large) = (
      min(insideTolerance, outsideTolerance), max(insideTolerance, outsideTolerance)
    )
    let latest = spring.settlingDuration(
      distance: -displacement, initialVelocity: velocity, threshold: small)
    guard small < large, latest.isFinite, latest > 0 else { return latest }
    let earliest = spring.settlingDuration(
      distance: -displacement, initialVelocity: velocity, threshold: large)
    func isOutside(_ time: Double) -> Bool {
      let transition = spring.transition(over: time)
      let x =
        transition.displacementFromDisplacement * displacement
        + transition.displacementFromVelocity * velocity
      return abs(x) > (x * insideSign > 0 ? insideTolerance : outsideTolerance)
    }
    let step = max(min(1e-3, latest - earliest), (latest - earliest) / 10_000)
    var time = latest
    while time > earliest {
      let before = max(time - step, earliest)
      if isOutside(before) {
        var (low, high) = (before, time)
        for _ in 0..<40 where high - low > 1e-9 {
          let middle = (low + high) / 2
          if isOutside(middle) { low = middle } else { high = middle }
        }
        return high
      }
      time = before
    }
    return earliest
  }

  /// The largest release velocity, in progress per second, that keeps the spring's progress
  /// within ``excursion`` of the end, starting `distance` from it.
  ///
  /// A damped spring's energy per unit mass, ½v² + ½(k/m)x², never grows, so
  /// `|x(t)| <= sqrt(x0² + v0²·m/k)`; without tension the progress comes to rest within
  /// `|v0|·m/c` of where it starts, and without friction either it never stops, so only 0 is
  /// safe.
  package func largestVelocity(from distance: Double, spring: Spring) -> Double {
    let room = excursion - abs(distance)
    guard room > 0 else { return 0 }
    if spring.tension > 0 {
      return ((excursion * excursion - distance * distance) * (spring.tension / spring.mass))
        .squareRoot()
    }
    return spring.friction > 0 ? room * spring.friction / spring.mass : 0
  }
}

extension ChoreographyReleaseBounds {
  /// Whether a lane is within `threshold` of its value at an end of the choreography `reach`
  /// seconds of choreography inside that end (compared with the value just inside it) or
  /// outside it (where a track ends there, along its tangent): where a release to that end
  /// may come to rest.
  ///
  /// - Parameters:
  ///   - end: The end's time, 0 or `duration`.
  ///   - reach: Seconds of choreography from the end.
  ///   - inside: Whether to look inside the end (on the plan's side) or beyond it.
  ///   - duration: The choreography's length, > 0.
  ///   - threshold: The property's threshold, > 0.
  ///   - componentCount: How many of the components count.
  ///   - value: The lane's value at a time of the choreography.
  /// - Returns: Whether every component stays within the threshold.
  package static func lane<Components: AnimatableVector>(
    staysNear end: Double, within reach: Double, inside: Bool, duration: Double,
    threshold: Double, componentCount: Int, value: (Double) -> Components
  ) -> Bool {
    // Inside, compared with the value just inside the end; outside, with the value at the end,
    // from which a track goes on along its tangent. (A spring keyframe that stops once settled
    // steps from one to the other at the end; the step is the track's, not the release's.)
    let inward = end > 0 ? -1.0 : 1.0
    let reference = inside ? value(end + inward * duration * 0x1p-40) : value(end)
    let sample = value(end + (inside ? inward : -inward) * reach)
    for component in 0..<componentCount
    where !(abs(sample[component] - reference[component]) <= threshold) {
      return false
    }
    return true
  }

  /// How far beyond an end of the choreography, in seconds of choreography, a lane's value
  /// may go along its tangent there before a component passes ±1e300; `.infinity` where it
  /// holds its value there.
  ///
  /// - Parameters:
  ///   - state: The lane's value and its tangent (velocity) at the end.
  ///   - componentCount: How many of the components count.
  /// - Returns: Seconds of choreography.
  package static func lane<Components: AnimatableVector>(
    reachFrom state: (value: Components, velocity: Components), componentCount: Int
  ) -> Double {
    var reach = Double.infinity
    for component in 0..<componentCount where state.velocity[component] != 0 {
      let room = max(0, 1e300 - abs(state.value[component]))
      reach = min(reach, room / abs(state.velocity[component]))
    }
    return reach
  }
}
