// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// Runs an animation through the real ``Animator``, one `render(at:)` per frame, and records
/// every frame.
///
/// The animated object is a ``TracedObject`` holding a `Double` or a `SIMD2/3/4<Double>`,
/// chosen by the number of components.
@MainActor
enum TraceRunner {
  /// Runs a request's animation; for a spring request, its spring at `springIndex`.
  ///
  /// - Parameters:
  ///   - request: The validated request.
  ///   - springIndex: Which of the request's springs to run (spring requests only).
  /// - Returns: The frames from frame 0 until the animation finished or `maxFrames` frames.
  static func run(_ request: MotionRequest, springIndex: Int = 0) -> Trace {
    switch request.componentCount {
    case 1: run(Double.self, request, springIndex)
    case 2: run(SIMD2<Double>.self, request, springIndex)
    case 3: run(SIMD3<Double>.self, request, springIndex)
    default: run(SIMD4<Double>.self, request, springIndex)
    }
  }

  /// Runs the animation with one value type.
  private static func run<Value: AnimatableValue>(
    _ type: Value.Type, _ request: MotionRequest, _ springIndex: Int
  ) -> Trace {
    let object = TracedObject<Value>(value: value(request.from))
    let property = AnimatableProperty<TracedObject<Value>, Value>(
      name: "value", threshold: request.threshold, read: { $0.value }, write: { $0.value = $1 })
    let animator = Animator()
    let state = RunState()
    let animation: PropertyAnimation<TracedObject<Value>, Value>
    let currentVelocity: (Double) -> [Double]
    var boundedEnd: [Double]?
    switch request.kind {
    case .spring:
      let spring = SpringAnimation(property: property)
      spring.spring = request.springs[springIndex].model.spring
      spring.toValue = value(request.to)
      if let velocity = request.velocity { spring.velocity = value(velocity) }
      currentVelocity = { _ in spring.velocity?.animatableComponents.components ?? [] }
      spring.onStop = { _, finished in state.stop(finished: finished) }
      animation = spring
    case .decay:
      let decay = DecayAnimation(property: property)
      decay.deceleration = request.deceleration
      decay.velocity = value(request.velocity ?? request.from.map { _ in 0 })
      if let bounds = request.bounds {
        let count = request.componentCount
        decay.bounds = Bounds(
          lower: value(Array(repeating: bounds.lowerBound, count: count)),
          upper: value(Array(repeating: bounds.upperBound, count: count)))
        decay.fromValue = value(request.from)
        boundedEnd = decay.toValue?.animatableComponents.components
      }
      currentVelocity = { _ in decay.velocity?.animatableComponents.components ?? [] }
      decay.onStop = { _, finished in state.stop(finished: finished) }
      animation = decay
    case .basic:
      let basic = BasicAnimation(property: property)
      basic.toValue = value(request.to)
      basic.duration = request.duration
      basic.timingCurve = request.curve
      currentVelocity = { time in basicVelocity(request, at: time) }
      basic.onStop = { _, finished in state.stop(finished: finished) }
      animation = basic
    case .keyframes:
      let track = (request.track ?? TrackSpec(segments: [], text: "")).track(
        Value.self, from: request.from)
      let keyframes = KeyframeAnimation(property: property, track: track)
      currentVelocity = { time in track.velocity(at: time).animatableComponents.components }
      keyframes.onStop = { _, finished in state.stop(finished: finished) }
      animation = keyframes
    }
    if request.kind != .keyframes { animation.fromValue = value(request.from) }
    animator.add(animation, to: object, forKey: "trace")

    var frames: [TraceFrame] = []
    let zero = Array(repeating: 0.0, count: request.componentCount)
    for frame in 0..<request.maxFrames {
      let time = Double(frame) / request.fps
      animator.render(at: time)
      let velocity = state.stopped ? zero : currentVelocity(time)
      frames.append(
        TraceFrame(
          frame: frame, time: time, value: object.value.animatableComponents.components,
          velocity: velocity.count == zero.count ? velocity : zero, done: state.finished))
      if state.stopped { break }
    }
    let target = request.kind == .decay ? frames.last?.value ?? request.from : request.to
    var trace = Trace(frames: frames, target: target)
    if let boundedEnd {
      // Where the bounded fling ends: the bound for each component that meets one.
      trace.target = boundedEnd
    } else if request.kind == .decay, !trace.finished, let landing = decayLanding(request) {
      trace.target = landing
    }
    return trace
  }

  /// A value of the given type from components.
  private static func value<Value: AnimatableValue>(_ components: [Double]) -> Value {
    var vector = Value.AnimatableComponents.zero
    for index in 0..<min(components.count, Value.AnimatableComponents.componentCount) {
      vector[index] = components[index]
    }
    return Value(animatableComponents: vector)
  }

  /// A basic animation's velocity at a time: the curve's slope over the duration times the move.
  ///
  /// - Parameters:
  ///   - request: A basic request.
  ///   - time: Seconds since the start.
  /// - Returns: Units per second per component; 0 where the curve's tangent is vertical.
  static func basicVelocity(_ request: MotionRequest, at time: Double) -> [Double] {
    let fraction = min(max(time / request.duration, 0), 1)
    let slope = request.curve.slope(at: fraction)
    let rate = slope.isFinite ? slope / request.duration : 0
    return zip(request.from, request.to).map { from, to in rate * (to - from) }
  }

  /// Where an unfinished decay would land by pop's rule.
  private static func decayLanding(_ request: MotionRequest) -> [Double]? {
    guard let velocity = request.velocity else { return nil }
    let decay = Decay(deceleration: request.deceleration)
    let durations = velocity.map {
      decay.stoppingTime(initialVelocity: $0, threshold: request.threshold)
    }
    let duration = durations.max() ?? 0
    return zip(request.from, velocity).map { from, speed in
      from + decay.displacement(at: duration, initialVelocity: speed)
    }
  }
}

/// The object a trace animates: one value.
@MainActor
final class TracedObject<Value: AnimatableValue> {
  /// The animated value.
  var value: Value

  /// Creates the object.
  ///
  /// - Parameter value: The value before the animation starts.
  init(value: Value) { self.value = value }
}

/// Whether the traced animation has stopped, and how.
@MainActor
private final class RunState {
  /// Whether the animation stopped, finished or not.
  private(set) var stopped = false
  /// Whether it ran to its end.
  private(set) var finished = false

  /// Records the stop.
  ///
  /// - Parameter finished: Whether the animation ran to its end.
  func stop(finished: Bool) {
    stopped = true
    self.finished = finished
  }
}
