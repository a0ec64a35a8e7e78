// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The bounds of a fling and its current run's crossings: where each component meets a bound,
/// when, and how fast, so that a frame follows the exact decay up to that instant and the
/// boundary spring from it.
///
/// Kept by a ``DecayAnimation`` only once bounds or a boundary spring are set (an unbounded
/// fling costs one empty reference). The crossings are solved in closed form when the run
/// starts (``Decay/crossing(from:velocity:within:threshold:)``), never found at a frame. It
/// lives in the core so that every engine (PopKit's animator and the web engine) bounds a fling
/// with the same code.
@usableFromInline
package final class DecayBoundary<Components: AnimatableVector> {
  /// The lowest value of each component; `-.infinity` when open.
  package var lower: Components
  /// The highest value of each component; `.infinity` when open.
  package var upper: Components
  /// Whether bounds are set (a boundary spring may be set without them).
  package var isBounded: Bool
  /// The spring that takes over at a bound.
  @usableFromInline package var spring: Spring {
    didSet {
      equation = SpringEquation(spring)
      stepElapsed = -1
    }
  }
  /// The boundary spring's equation.
  @usableFromInline var equation: SpringEquation
  /// The frame length whose transition ``stepTransition`` holds (-1: none yet): frames of equal
  /// length in the spring phase cost a few multiplies.
  @usableFromInline var stepElapsed = -1.0
  /// The boundary spring's transition over ``stepElapsed``.
  @usableFromInline var stepTransition = SpringTransition.identity

  // The current run's crossings, per component (set when the run is planned).

  /// Seconds of running time at which each component meets its bound; `.infinity` for none.
  @usableFromInline var crossingTime: Components
  /// The bound each component meets.
  @usableFromInline var bound: Components
  /// Each component's distance from its bound at the crossing: 0, or where it started when it
  /// started outside.
  @usableFromInline var crossingOffset: Components
  /// Each component's velocity at the crossing, per second.
  @usableFromInline var crossingVelocity: Components

  /// The default boundary spring: critically damped, 0.4 s (`Spring.smooth(duration: 0.4)`),
  /// like a scroll view settling back against its edge, without a bounce.
  package static var defaultSpring: Spring { Spring(duration: 0.4, bounce: 0) }

  /// A boundary without bounds, with the default spring.
  package init() {
    lower = Components.zero
    upper = Components.zero
    isBounded = false
    spring = DecayBoundary.defaultSpring
    equation = SpringEquation(DecayBoundary.defaultSpring)
    crossingTime = .zero
    bound = .zero
    crossingOffset = .zero
    crossingVelocity = .zero
    forgetCrossings()
  }

  /// The boundary spring's transition over a frame of `elapsed` seconds, reusing the last one
  /// for a frame of the same length (within 1e-11 of it, the rounding of frame times computed
  /// as differences), as PopKit's spring frames do.
  @inlinable
  package func step(over elapsed: Double) -> SpringTransition {
    if abs(elapsed - stepElapsed) > 1e-11 * elapsed {
      stepTransition = equation.transition(over: elapsed)
      stepElapsed = elapsed
    }
    return stepTransition
  }

  /// Forgets the run's crossings: every component follows the free decay.
  package func forgetCrossings() {
    var never = Components.zero
    for index in 0..<Components.componentCount { never[index] = .infinity }
    crossingTime = never
  }

  /// The motion of a bounded fling: per component, the free decay before its crossing, the
  /// boundary spring from the crossing's state on the frame that passes it, and the spring
  /// moved on by `elapsed` after that.
  ///
  /// - Parameters:
  ///   - value: The value at the previous frame.
  ///   - velocity: The velocity at the previous frame, per second.
  ///   - elapsed: The seconds since the previous frame.
  ///   - activeTime: The run's time at this frame.
  ///   - decayFactors: The free decay's velocity and displacement factors over `elapsed`.
  /// - Returns: The value and velocity at this frame.
  @inlinable
  package func motion(
    from value: Components, velocity: Components, by elapsed: Double, at activeTime: Double,
    decayFactors: (velocity: Double, displacement: Double)
  ) -> (value: Components, velocity: Components) {
    var (value, velocity) = (value, velocity)
    let previous = activeTime - elapsed
    for index in 0..<Components.componentCount {
      let crossing = crossingTime[index]
      if previous > crossing {
        let transition = step(over: elapsed)
        let displacement = value[index] - bound[index]
        value[index] =
          bound[index] + transition.displacementFromDisplacement * displacement
          + transition.displacementFromVelocity * velocity[index]
        velocity[index] =
          transition.velocityFromDisplacement * displacement
          + transition.velocityFromVelocity * velocity[index]
      } else if activeTime >= crossing {
        // The frame that passes the crossing (or starts on it, or follows a start on it): the
        // spring from the crossing's exact state.
        let transition = spring.transition(over: activeTime - crossing)
        let (offset, speed) = (crossingOffset[index], crossingVelocity[index])
        value[index] =
          bound[index] + transition.displacementFromDisplacement * offset
          + transition.displacementFromVelocity * speed
        velocity[index] =
          transition.velocityFromDisplacement * offset + transition.velocityFromVelocity * speed
      } else {
        value[index] += decayFactors.displacement * velocity[index]
        velocity[index] *= decayFactors.velocity
      }
    }
    return (value, velocity)
  }

  /// A run's plan: where each component crosses a bound, how long the run lasts and where it
  /// ends (at the bound for the components that cross, where the decay rests for the others).
  ///
  /// - Parameters:
  ///   - start: The run's start value.
  ///   - velocity: The run's start velocity, per second.
  ///   - decay: The fling's decay.
  ///   - threshold: The property's threshold (pop's rule: a free component stops when its speed
  ///     falls below 5 × it; a spring component when it settles within it); 0 never ends.
  ///   - keep: Whether to keep the crossings for the run's frames (`false` only projects).
  /// - Returns: The run's duration in seconds and its end value.
  package func plan(
    from start: Components, velocity: Components, decay: Decay, threshold: Double, keep: Bool
  ) -> (duration: Double, end: Components) {
    var crossing = Components.zero
    var duration = 0.0
    var (bounds, offsets, speeds) = (Components.zero, Components.zero, Components.zero)
    for index in 0..<Components.componentCount {
      let (x0, v0) = (start[index], velocity[index])
      let stop =
        threshold > 0
        ? decay.stoppingTime(initialVelocity: v0, threshold: threshold)
        : (v0 == 0 ? 0 : Double.infinity)
      var time = Double.infinity
      if isBounded,
        let met = decay.crossing(
          from: x0, velocity: v0, within: lower[index]...upper[index], threshold: threshold)
      {
        bounds[index] = met.bound
        (time, offsets[index], speeds[index]) = (met.time, met.value - met.bound, met.velocity)
        if !isInReach(offset: offsets[index], velocity: speeds[index], bound: met.bound) {
          // Out of the spring's reach in Double: at the bound from the crossing, at rest.
          (offsets[index], speeds[index]) = (0, 0)
        }
      }
      crossing[index] = time
      let end: Double
      if time.isFinite {
        let settling =
          threshold > 0
          ? spring.settlingDuration(
            distance: -offsets[index], initialVelocity: speeds[index], threshold: threshold)
          : Double.infinity
        end = time + settling
      } else {
        end = stop
      }
      duration = max(duration, end)
    }
    var endValue = Components.zero
    for index in 0..<Components.componentCount {
      endValue[index] =
        crossing[index].isFinite
        ? bounds[index]
        : start[index]
          + (duration.isFinite
            ? decay.displacement(at: duration, initialVelocity: velocity[index])
            : decay.restingDisplacement(initialVelocity: velocity[index]))
    }
    if keep {
      (crossingTime, bound, crossingOffset, crossingVelocity) = (crossing, bounds, offsets, speeds)
    }
    return (duration, endValue)
  }

  /// Whether the boundary spring's motion from a crossing stays within the range of `Double`.
  ///
  /// A damped spring's energy `½·k·x² + ½·m·v²` never grows, so with `ω0 = √(k/m)` the motion
  /// from the offset `x0` alone stays within `|x0|` and its velocity within `ω0·|x0|`, and the motion from the
  /// velocity `v0` alone within `|v0|/ω0` and `|v0|`. Every term a frame computes is one of
  /// these four, so when twice the bound plus their sum is finite, so is every frame.
  ///
  /// - Parameters:
  ///   - offset: The distance from the bound at the crossing.
  ///   - velocity: The velocity at the crossing, per second.
  ///   - bound: The bound.
  /// - Returns: Whether every frame of the spring from that crossing is finite.
  package func isInReach(offset: Double, velocity: Double, bound: Double) -> Bool {
    let naturalFrequency = (spring.tension / spring.mass).squareRoot()
    let fromOffset = offset == 0 ? 0 : (1 + naturalFrequency) * abs(offset)
    let fromVelocity = velocity == 0 ? 0 : (1 + 1 / naturalFrequency) * abs(velocity)
    return (2 * (abs(bound) + fromOffset + fromVelocity)).isFinite
  }
}
