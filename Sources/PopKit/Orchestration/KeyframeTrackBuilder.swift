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

  init(initial: Components) {
    checkFinite(initial, "KeyframeTrack initial value")
    value = initial
  }

  /// Adds the step at `index`, looking at the step after it for a cubic's end tangent.
  mutating func add(_ keyframe: Keyframe<Value>, index: Int, next: Keyframe<Value>?) {
    let name = "Keyframe[\(index)]"
    let target = keyframe.target.animatableComponents
    checkFinite(target, "\(name) value")
    switch keyframe {
    case .move:
      jump(to: target)
    case .linear(_, let duration, let curve):
      checkDuration(duration, name)
      guard duration > 0 else { return jump(to: target) }
      append(
        KeyframeSegment(
          shape: .timed(curve), duration: duration, start: value, end: target,
          startVelocity: .zero, endVelocity: .zero))
      velocity = (curve.slope(at: 1) / duration) * (target - value)
      value = target
    case .cubic(_, let duration, let startVelocity, let endVelocity):
      checkDuration(duration, name)
      let start = startVelocity.map { checkedVelocity($0, "\(name) startVelocity") }
      let end = endVelocity.map { checkedVelocity($0, "\(name) endVelocity") }
      guard duration > 0 else { return jump(to: target) }
      let endTangent =
        end ?? defaultEndTangent(to: target, duration: duration, next: next)
      append(
        KeyframeSegment(
          shape: .hermite, duration: duration, start: value, end: target,
          startVelocity: start ?? velocity, endVelocity: endTangent))
      value = target
      velocity = endTangent
    case .spring(_, let duration, let spring, let startVelocity):
      let initialVelocity =
        startVelocity.map { checkedVelocity($0, "\(name) startVelocity") } ?? velocity
      addSpring(spring, to: target, duration: duration, velocity: initialVelocity, name: name)
    }
  }

  private mutating func addSpring(
    _ spring: Spring, to target: Components, duration: Double?,
    velocity initialVelocity: Components,
    name: String
  ) {
    let segmentDuration: Double
    if let duration {
      checkDuration(duration, name)
      segmentDuration = duration
    } else {
      segmentDuration = settlingDuration(
        spring, to: target, velocity: initialVelocity, name: name)
    }
    guard segmentDuration > 0 else {
      if duration == nil { jump(to: target) } else { velocity = initialVelocity }
      return
    }
    let segment = KeyframeSegment(
      shape: .spring(spring), duration: segmentDuration, start: value, end: target,
      startVelocity: initialVelocity, endVelocity: .zero)
    append(segment)
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
    _ spring: Spring, to target: Components, velocity: Components, name: String
  ) -> Double {
    let move = target - value
    var squaredDistance = 0.0
    for index in 0..<Components.componentCount { squaredDistance += move[index] * move[index] }
    let distance = squaredDistance.squareRoot()
    if distance == 0 && velocity == .zero { return 0 }
    let threshold = distance > 0 ? 0.001 * distance : 0.001
    var longest = 0.0
    for index in 0..<Components.componentCount {
      let component = spring.settlingDuration(
        distance: move[index], initialVelocity: velocity[index], threshold: threshold)
      longest = max(longest, component)
    }
    checkParameter(
      longest.isFinite, "\(name) spring settling duration", longest,
      allowed: "finite (a spring that never settles needs a duration)")
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

  private mutating func append(_ segment: KeyframeSegment<Components>) {
    startTimes.append(time)
    segments.append(segment)
    time += segment.duration
  }

  private func checkDuration(_ duration: Double, _ name: String) {
    checkParameter(
      duration.isFinite && duration >= 0, "\(name) duration", duration,
      allowed: "finite and >= 0")
  }

  private func checkedVelocity(_ velocity: Value, _ name: String) -> Components {
    let components = velocity.animatableComponents
    checkFinite(components, name)
    return components
  }
}

/// Stops the program unless every component is finite, naming the first one that is not.
private func checkFinite<Components: AnimatableVector>(_ components: Components, _ name: String) {
  for index in 0..<Components.componentCount where !components[index].isFinite {
    checkParameter(false, name, components[index], allowed: "finite")
  }
}
