// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Resolves a track's steps, one after another, into timed segments with their start and end
/// states.
struct KeyframeTrackBuilder<Value: AnimatableValue> {
  typealias Components = Value.AnimatableComponents

  private(set) var startTimes: [Double] = []
  private(set) var segments: [KeyframeSegment<Components>] = []
  /// The time where the next step starts.
  private(set) var time = 0.0
  /// The value where the next step starts.
  private(set) var value: Components
  /// The velocity where the next step starts, in units per second.
  private(set) var velocity = Components.zero

  init(initial: Components) throws(KeyframeTrackError) {
    try checkFinite(initial, "KeyframeTrack initial value", index: nil)
    value = initial
  }

  /// Adds the step at `index`, looking at the step after it for a cubic's end tangent.
  ///
  /// A linear or cubic step too short to compute with (its speed, the move over the duration,
  /// is beyond the range of `Double`) jumps like a zero-length one.
  mutating func add(
    _ keyframe: Keyframe<Value>, index: Int, next: Keyframe<Value>?
  ) throws(KeyframeTrackError) {
    let name = "Keyframe[\(index)]"
    let target = keyframe.target.animatableComponents
    try checkFinite(target, "\(name) value", index: index)
    switch keyframe {
    case .move:
      jump(to: target)
    case .linear(_, let duration, let curve):
      try checkDuration(duration, name, index: index)
      let startRate = curve.slope(at: 0) / duration
      let endRate = curve.slope(at: 1) / duration
      let move = target - value
      guard isComputable(duration, move: move), (startRate * move).isFinite,
        (endRate * move).isFinite
      else { return jump(to: target) }
      try append(
        KeyframeSegment(
          shape: .timed(curve), duration: duration, start: value, end: target,
          startVelocity: .zero, endVelocity: .zero), index: index)
      velocity = endRate * move
      value = target
    case .cubic(_, let duration, let startVelocity, let endVelocity):
      try checkDuration(duration, name, index: index)
      let start = try startVelocity.map { velocity throws(KeyframeTrackError) in
        try checkedVelocity(velocity, "\(name) startVelocity", index: index)
      }
      let end = try endVelocity.map { velocity throws(KeyframeTrackError) in
        try checkedVelocity(velocity, "\(name) endVelocity", index: index)
      }
      guard isComputable(duration, move: target - value) else { return jump(to: target) }
      let endTangent =
        end ?? defaultEndTangent(to: target, duration: duration, next: next)
      try append(
        KeyframeSegment(
          shape: .hermite, duration: duration, start: value, end: target,
          startVelocity: start ?? velocity, endVelocity: endTangent), index: index)
      value = target
      velocity = endTangent
    case .spring(_, let duration, let spring, let startVelocity):
      let initialVelocity =
        try startVelocity.map { velocity throws(KeyframeTrackError) in
          try checkedVelocity(velocity, "\(name) startVelocity", index: index)
        } ?? velocity
      try addSpring(
        spring, to: target, duration: duration, velocity: initialVelocity, index: index)
    }
  }

  /// Whether a timed step of `duration` seconds over `move` can be computed: it takes time, and
  /// its mean speed, the move over the duration, is finite (with a factor of 16 to spare for
  /// the curve's and a spline's steeper parts).
  private func isComputable(_ duration: Double, move: Components) -> Bool {
    duration > 0 && ((16 / duration) * move).isFinite
  }

  private mutating func addSpring(
    _ spring: Spring, to target: Components, duration: Double?,
    velocity initialVelocity: Components,
    index: Int
  ) throws(KeyframeTrackError) {
    let segmentDuration: Double
    if let duration {
      try checkDuration(duration, "Keyframe[\(index)]", index: index)
      segmentDuration = duration
    } else {
      segmentDuration = try settlingDuration(
        spring, to: target, velocity: initialVelocity, index: index)
    }
    guard segmentDuration > 0 else {
      if duration == nil { jump(to: target) } else { velocity = initialVelocity }
      return
    }
    let segment = KeyframeSegment(
      shape: .spring(spring), duration: segmentDuration, start: value, end: target,
      startVelocity: initialVelocity, endVelocity: .zero)
    try append(segment, index: index)
    if duration == nil {
      value = target
      velocity = .zero
    } else {
      value = segment.value(at: segmentDuration)
      velocity = segment.velocity(at: segmentDuration)
    }
  }

  /// The settling duration of a spring step without a duration: the longest over the
  /// components, each held within 0.001 of the Euclidean distance (0.001 units when that is 0).
  private func settlingDuration(
    _ spring: Spring, to target: Components, velocity: Components, index: Int
  ) throws(KeyframeTrackError) -> Double {
    let move = target - value
    var squaredDistance = 0.0
    for index in 0..<Components.componentCount { squaredDistance += move[index] * move[index] }
    var distance = squaredDistance.squareRoot()
    let largest = move.maximumMagnitude
    if !squaredDistance.isFinite, largest.isFinite {
      // The squares overflowed though the move is finite: the length scaled by its largest
      // component, which cannot overflow.
      var squaredRatio = 0.0
      for index in 0..<Components.componentCount {
        let ratio = move[index] / largest
        squaredRatio += ratio * ratio
      }
      distance = largest * squaredRatio.squareRoot()
    }
    if distance == 0 && velocity == .zero { return 0 }
    // A move beyond the range of Double (its length, or a component's) has no settling
    // duration to search for: refuse it rather than trap in the search's own checks.
    guard distance.isFinite, move.isFinite else {
      throw KeyframeTrackError(
        index: index, parameter: "Keyframe[\(index)] spring distance", value: distance,
        allowed: "finite (the move from the previous value to the target)")
    }
    guard velocity.isFinite else {
      throw KeyframeTrackError(
        index: index, parameter: "Keyframe[\(index)] spring start velocity",
        value: velocity.maximumMagnitude, allowed: "finite (the previous step ends too fast)")
    }
    let threshold = distance > 0 ? 0.001 * distance : 0.001
    var longest = 0.0
    for index in 0..<Components.componentCount {
      let component = spring.settlingDuration(
        distance: move[index], initialVelocity: velocity[index], threshold: threshold)
      longest = max(longest, component)
    }
    guard longest.isFinite else {
      throw KeyframeTrackError(
        index: index, parameter: "Keyframe[\(index)] spring settling duration", value: longest,
        allowed: "finite (a spring that never settles needs a duration)")
    }
    return longest
  }

  /// A cubic's end tangent when none is given: the next step's fixed start velocity, the
  /// Catmull-Rom tangent before another cubic, or else the span's own slope.
  private func defaultEndTangent(
    to target: Components, duration: Double, next: Keyframe<Value>?
  ) -> Components {
    switch next {
    case .cubic(let nextValue, let nextDuration, let nextStart, _)
    where nextDuration.isFinite && nextDuration > 0:
      if let nextStart { return nextStart.animatableComponents }
      return (1 / (duration + nextDuration)) * (nextValue.animatableComponents - value)
    case .linear(let nextValue, let nextDuration, let curve)
    where nextDuration.isFinite && nextDuration > 0:
      return (curve.slope(at: 0) / nextDuration) * (nextValue.animatableComponents - target)
    case .spring(_, _, _, let nextStart?):
      return nextStart.animatableComponents
    default:
      return (1 / duration) * (target - value)
    }
  }

  private mutating func jump(to target: Components) {
    value = target
    velocity = .zero
  }

  private mutating func append(
    _ segment: KeyframeSegment<Components>, index: Int
  ) throws(KeyframeTrackError) {
    let end = time + segment.duration
    guard end.isFinite else {
      throw KeyframeTrackError(
        index: index, parameter: "KeyframeTrack duration (through Keyframe[\(index)])",
        value: end, allowed: "finite")
    }
    startTimes.append(time)
    segments.append(segment)
    time = end
  }

  private func checkDuration(
    _ duration: Double, _ name: String, index: Int
  ) throws(KeyframeTrackError) {
    guard duration.isFinite && duration >= 0 else {
      throw KeyframeTrackError(
        index: index, parameter: "\(name) duration", value: duration, allowed: "finite and >= 0")
    }
  }

  private func checkedVelocity(
    _ velocity: Value, _ name: String, index: Int
  ) throws(KeyframeTrackError) -> Components {
    let components = velocity.animatableComponents
    try checkFinite(components, name, index: index)
    return components
  }
}

/// Throws unless every component is finite, naming the first one that is not.
private func checkFinite<Components: AnimatableVector>(
  _ components: Components, _ name: String, index: Int?
) throws(KeyframeTrackError) {
  if let component = components.firstNonFiniteComponent {
    throw KeyframeTrackError(index: index, parameter: name, value: component, allowed: "finite")
  }
}
