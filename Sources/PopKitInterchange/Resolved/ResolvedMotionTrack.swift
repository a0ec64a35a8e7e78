// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A document's track made into PopKit motion: a `KeyframeTrack` of 1 to 4 components
/// or a `PathTrack`, read through arrays of components.
///
/// Exporters read its ``segments``; an app plays it through a choreography
/// (``MotionDocument/choreography(named:binding:)``) or evaluates it directly.
public struct ResolvedMotionTrack: Sendable {
  enum Storage: Sendable {
    case one(KeyframeTrack<Double>)
    case two(KeyframeTrack<SIMD2<Double>>)
    case three(KeyframeTrack<SIMD3<Double>>)
    case four(KeyframeTrack<SIMD4<Double>>)
    case path(PathTrack)
  }

  let storage: Storage

  /// The number of components of its values.
  public let componentCount: Int

  /// Its timed pieces, in order; a jump shows as one segment's end value differing from the
  /// next one's start value (or from ``initialValue`` before the first).
  public let segments: [MotionSegment]

  /// The value at time 0, before any jump at time 0: the track's `from`, or a path's first point.
  public let initialValue: [Double]

  /// The track's length, seconds.
  public var duration: Double {
    switch storage {
    case .one(let track): track.duration
    case .two(let track): track.duration
    case .three(let track): track.duration
    case .four(let track): track.duration
    case .path(let track): track.duration
    }
  }

  /// The path, when the track is one.
  public var path: PathTrack? {
    if case .path(let track) = storage { return track }
    return nil
  }

  /// The value at a time (clamped to the track's span), as `MotionTrack/value(at:)`.
  ///
  /// - Parameter time: Seconds from the track's start.
  /// - Returns: The components.
  public func value(at time: Double) -> [Double] {
    switch storage {
    case .one(let track): [track.value(at: time)]
    case .two(let track): ResolvedMotionTrack.array(track.value(at: time))
    case .three(let track): ResolvedMotionTrack.array(track.value(at: time))
    case .four(let track): ResolvedMotionTrack.array(track.value(at: time))
    case .path(let track):
      { point in [Double(point.x), Double(point.y)] }(track.value(at: time))
    }
  }

  /// The velocity at a time, units per second, as `MotionTrack/velocity(at:)`.
  ///
  /// - Parameter time: Seconds from the track's start.
  /// - Returns: The components.
  public func velocity(at time: Double) -> [Double] {
    switch storage {
    case .one(let track): [track.velocity(at: time)]
    case .two(let track): ResolvedMotionTrack.array(track.velocity(at: time))
    case .three(let track): ResolvedMotionTrack.array(track.velocity(at: time))
    case .four(let track): ResolvedMotionTrack.array(track.velocity(at: time))
    case .path(let track):
      { point in [Double(point.x), Double(point.y)] }(track.velocity(at: time))
    }
  }

  /// The value inside a segment: the track's value before the segment's end, and the segment's
  /// own end value (its left limit) at and after it, so that a jump right after it is not seen.
  ///
  /// - Parameters:
  ///   - index: The segment's index in ``segments``.
  ///   - time: Seconds from the track's start, within the segment.
  /// - Returns: The components.
  public func value(inSegment index: Int, at time: Double) -> [Double] {
    let segment = segments[index]
    if time >= segment.startTime + segment.duration { return segment.endValue }
    return value(at: max(time, segment.startTime))
  }

  init(_ storage: Storage, componentCount: Int, initialValue: [Double]) {
    self.storage = storage
    self.componentCount = componentCount
    self.initialValue = initialValue
    switch storage {
    case .one(let track): segments = track.spans.map { MotionSegment($0) }
    case .two(let track): segments = track.spans.map { MotionSegment($0) }
    case .three(let track): segments = track.spans.map { MotionSegment($0) }
    case .four(let track): segments = track.spans.map { MotionSegment($0) }
    case .path(let track):
      let first = track.value(at: 0)
      let last = track.value(at: track.duration)
      let startVelocity = track.velocity(at: 0)
      let endVelocity = track.velocity(at: track.duration)
      segments =
        track.duration > 0
        ? [
          MotionSegment(
            shape: .path(track.timingCurve), startTime: 0, duration: track.duration,
            startValue: [first.x, first.y], endValue: [last.x, last.y],
            target: [last.x, last.y], startVelocity: [startVelocity.x, startVelocity.y],
            endVelocity: [endVelocity.x, endVelocity.y])
        ] : []
    }
  }

  /// The value or velocity at a time as a vector of components, its first components the
  /// track's (the rest 0), read from the typed track without an array: what a choreography
  /// playing a document reads every frame.
  ///
  /// - Parameters:
  ///   - time: Seconds from the track's start.
  ///   - velocity: Whether to read the velocity instead of the value.
  /// - Returns: The components.
  func components<Vector: AnimatableVector>(at time: Double, velocity: Bool) -> Vector {
    var result = Vector(repeating: 0)
    func copy<Source: AnimatableVector>(_ source: Source) {
      for index in 0..<min(Source.componentCount, Vector.componentCount) {
        result[index] = source[index]
      }
    }
    switch storage {
    case .one(let track): copy(velocity ? track.velocity(at: time) : track.value(at: time))
    case .two(let track): copy(velocity ? track.velocity(at: time) : track.value(at: time))
    case .three(let track): copy(velocity ? track.velocity(at: time) : track.value(at: time))
    case .four(let track): copy(velocity ? track.velocity(at: time) : track.value(at: time))
    case .path(let track):
      let point = velocity ? track.velocity(at: time) : track.value(at: time)
      copy(SIMD2(Double(point.x), Double(point.y)))
    }
    return result
  }

  static func array<Vector: AnimatableVector>(_ vector: Vector) -> [Double] {
    (0..<Vector.componentCount).map { vector[$0] }
  }
}

/// One timed piece of a resolved track, its values as arrays of components.
public struct MotionSegment: Sendable, Equatable {
  /// How a segment moves.
  public enum Shape: Sendable, Equatable {
    /// Along a timing curve (a document's `linear` keyframe).
    case linear(TimingCurve)
    /// Along a cubic Hermite curve.
    case cubic
    /// A closed-form spring toward ``MotionSegment/target``.
    case spring(Spring)
    /// Along a path, its distance eased by a timing curve.
    case path(TimingCurve)
  }

  /// How it moves.
  public let shape: Shape
  /// When it starts, seconds from the track's start.
  public let startTime: Double
  /// How long it lasts, seconds; `> 0`.
  public let duration: Double
  /// The value at its start.
  public let startValue: [Double]
  /// The value at its end, from inside.
  public let endValue: [Double]
  /// A spring's target; the end value otherwise.
  public let target: [Double]
  /// The velocity at its start, units per second.
  public let startVelocity: [Double]
  /// The velocity at its end, from inside, units per second.
  public let endVelocity: [Double]

  /// When it ends, seconds from the track's start.
  public var endTime: Double { startTime + duration }

  init(
    shape: Shape, startTime: Double, duration: Double, startValue: [Double], endValue: [Double],
    target: [Double], startVelocity: [Double], endVelocity: [Double]
  ) {
    self.shape = shape
    self.startTime = startTime
    self.duration = duration
    self.startValue = startValue
    self.endValue = endValue
    self.target = target
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }

  init<Value: AnimatableValue>(_ span: KeyframeTrackSpan<Value>) {
    let shape: Shape
    switch span.shape {
    case .timed(let curve): shape = .linear(curve)
    case .cubic: shape = .cubic
    case .spring(let spring): shape = .spring(spring)
    }
    func array(_ value: Value) -> [Double] {
      ResolvedMotionTrack.array(value.animatableComponents)
    }
    self.init(
      shape: shape, startTime: span.startTime, duration: span.duration,
      startValue: array(span.startValue), endValue: array(span.endValue),
      target: array(span.target), startVelocity: array(span.startVelocity),
      endVelocity: array(span.endVelocity))
  }
}
