// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// One segment of a `--track`, as given on the command line.
struct TrackSegment: Equatable, Sendable {
  /// The segment's kind, as typed.
  enum Kind: String, CaseIterable, Sendable {
    /// ``Keyframe/linear(_:duration:curve:)``.
    case linear
    /// ``Keyframe/cubic(_:duration:startVelocity:endVelocity:)``.
    case cubic
    /// ``Keyframe/spring(_:duration:spring:startVelocity:)``.
    case spring
    /// ``Keyframe/move(_:)``.
    case move
  }

  /// The kind.
  var kind: Kind
  /// The value reached (a spring's target), per component.
  var value: [Double]
  /// Seconds; `nil` for a move or a spring that settles.
  var duration: Double?
  /// A linear segment's easing.
  var curve: TimingCurve = .linear
  /// The segment as typed, for messages.
  var text = ""
}

/// A parsed `--track`: the segments, the spring its spring segments use, and the text.
struct TrackSpec: Equatable, Sendable {
  /// The segments in order.
  var segments: [TrackSegment]
  /// The spring of the spring segments.
  var spring: Spring = .default
  /// `--track` as given.
  var text: String

  /// Checks that the track can be made from `from`, as ``KeyframeTrack/validated(from:_:)``
  /// does: a spring segment without a duration must settle.
  ///
  /// - Parameter from: The initial value's components (1 to 4).
  /// - Throws: ``CLIError/usage(_:)`` naming `--track`, the segment and what to do.
  func validate(from: [Double]) throws(CLIError) {
    func check<Value: AnimatableValue>(_ type: Value.Type) throws(KeyframeTrackError) {
      _ = try KeyframeTrack.validated(from: TrackSpec.value(from) as Value, keyframes(Value.self))
    }
    do {
      switch from.count {
      case 1: try check(Double.self)
      case 2: try check(SIMD2<Double>.self)
      case 3: try check(SIMD3<Double>.self)
      default: try check(SIMD4<Double>.self)
      }
    } catch {
      guard let index = error.index, segments.indices.contains(index) else {
        throw .usage("--track: \(error.description)")
      }
      let segment = "--track segment \(index + 1) '\(segments[index].text)'"
      if error.parameter.hasSuffix("spring settling duration") {
        throw .usage(
          "\(segment): the spring (tension \(JSONText.shortest(spring.tension)), friction "
            + "\(JSONText.shortest(spring.friction)), mass "
            + "\(JSONText.shortest(spring.mass))) never settles; give the segment a "
            + "duration, spring:VALUE@SECONDS")
      }
      throw .usage("\(segment): \(error.description)")
    }
  }

  /// The track as keyframes of one value type, starting from `from`; ``validate(from:)`` must
  /// have accepted it.
  ///
  /// - Parameters:
  ///   - type: The value type; its component count must match the segments'.
  ///   - from: The initial value's components.
  /// - Returns: The track.
  func track<Value: AnimatableValue>(_ type: Value.Type, from: [Double]) -> KeyframeTrack<Value> {
    KeyframeTrack(from: TrackSpec.value(from), keyframes(type))
  }

  /// The segments as keyframes of one value type.
  private func keyframes<Value: AnimatableValue>(_ type: Value.Type) -> [Keyframe<Value>] {
    segments.map { segment -> Keyframe<Value> in
      let value: Value = TrackSpec.value(segment.value)
      switch segment.kind {
      case .linear:
        return .linear(value, duration: segment.duration ?? 0, timingCurve: segment.curve)
      case .cubic: return .cubic(value, duration: segment.duration ?? 0)
      case .spring: return .spring(value, duration: segment.duration, spring: spring)
      case .move: return .move(value)
      }
    }
  }

  /// The track's duration in seconds for a start value of `from`.
  ///
  /// - Parameter from: The initial value's components (1 to 4).
  /// - Returns: Seconds.
  func duration(from: [Double]) -> Double {
    switch from.count {
    case 1: track(Double.self, from: from).duration
    case 2: track(SIMD2<Double>.self, from: from).duration
    case 3: track(SIMD3<Double>.self, from: from).duration
    default: track(SIMD4<Double>.self, from: from).duration
    }
  }

  /// The track's value and velocity at a time, for a start value of `from`.
  ///
  /// - Parameters:
  ///   - from: The initial value's components (1 to 4).
  ///   - time: Seconds since the start.
  /// - Returns: The components of the value (units) and the velocity (units per second).
  func sample(from: [Double], at time: Double) -> (value: [Double], velocity: [Double]) {
    func read<Value: AnimatableValue>(_ type: Value.Type) -> ([Double], [Double]) {
      let track = track(type, from: from)
      let value = track.value(at: time).animatableComponents.components
      let velocity = track.velocity(at: time).animatableComponents.components
      return (Array(value.prefix(from.count)), Array(velocity.prefix(from.count)))
    }
    switch from.count {
    case 1: return read(Double.self)
    case 2: return read(SIMD2<Double>.self)
    case 3: return read(SIMD3<Double>.self)
    default: return read(SIMD4<Double>.self)
    }
  }

  /// The start time of every segment after the first, for a start value of `from`.
  ///
  /// - Parameter from: The initial value's components (1 to 4).
  /// - Returns: Seconds, one per boundary between segments.
  func boundaries(from: [Double]) -> [Double] {
    var times: [Double] = []
    for count in 1..<max(segments.count, 1) {
      let prefix = TrackSpec(segments: Array(segments.prefix(count)), spring: spring, text: text)
      times.append(prefix.duration(from: from))
    }
    return times
  }

  /// A value of the given type from components.
  static func value<Value: AnimatableValue>(_ components: [Double]) -> Value {
    var vector = Value.AnimatableComponents.zero
    for index in 0..<min(components.count, Value.AnimatableComponents.componentCount) {
      vector[index] = components[index]
    }
    return Value(animatableComponents: vector)
  }
}

/// Reads `--track "spring:1;cubic:0.4@0.3;linear:0@0.2/easeOut"`.
enum TrackParser {
  /// The syntax in words, for help and messages.
  static let syntax =
    "segments separated by ';', each KIND:VALUE[@SECONDS][/CURVE] with KIND linear, cubic, "
    + "spring or move"

  /// The longest a segment may last, seconds.
  static let maximumDuration = 3600.0

  /// Reads a track.
  ///
  /// - Parameters:
  ///   - text: The flag's value.
  ///   - componentCount: The number of components every value must have; `nil` to take the
  ///     first segment's.
  ///   - spring: The spring of spring segments.
  /// - Returns: The track.
  /// - Throws: ``CLIError/usage(_:)`` naming `--track` and the segment that is wrong.
  static func parse(_ text: String, componentCount: Int?, spring: Spring) throws(CLIError)
    -> TrackSpec
  {
    let parts = text.split(separator: ";", omittingEmptySubsequences: false)
    guard !text.trimmingSpaces.isEmpty else {
      throw .usage("--track must be \(syntax); got '\(text)'")
    }
    guard parts.count <= 100 else {
      throw .usage("--track has \(parts.count) segments; at most 100")
    }
    var segments: [TrackSegment] = []
    var count = componentCount
    for (index, part) in parts.enumerated() {
      let segment = try self.segment(String(part).trimmingSpaces, number: index + 1)
      let expected = count ?? segment.value.count
      guard segment.value.count == expected else {
        throw .usage(
          "--track segment \(index + 1) '\(String(part).trimmingSpaces)' has \(segment.value.count) "
            + "component(s) but the values have \(expected); give values of the same size")
      }
      count = expected
      segments.append(segment)
    }
    return TrackSpec(segments: segments, spring: spring, text: text)
  }

  /// Reads one segment.
  private static func segment(_ text: String, number: Int) throws(CLIError) -> TrackSegment {
    func fail(_ why: String) -> CLIError {
      .usage("--track segment \(number) '\(text)': \(why)")
    }
    guard let colon = text.firstIndex(of: ":") else {
      throw fail("must be KIND:VALUE[@SECONDS][/CURVE] with KIND linear, cubic, spring or move")
    }
    let name = String(text[..<colon]).trimmingSpaces
    guard let kind = TrackSegment.Kind(rawValue: name.lowercased()) else {
      throw fail("unknown kind '\(name)'; use linear, cubic, spring or move")
    }
    var rest = String(text[text.index(after: colon)...])
    var curveText: String?
    if let slash = rest.firstIndex(of: "/") {
      curveText = String(rest[rest.index(after: slash)...])
      rest = String(rest[..<slash])
    }
    var durationText: String?
    if let at = rest.firstIndex(of: "@") {
      durationText = String(rest[rest.index(after: at)...])
      rest = String(rest[..<at])
    }
    var segment = TrackSegment(kind: kind, value: [], text: text)
    do {
      segment.value = try NumberParser.vector(rest.trimmingSpaces, flag: "the value")
    } catch {
      throw fail(error.message)
    }
    if let durationText {
      guard kind != .move else { throw fail("a move takes no time; drop '@\(durationText)'") }
      guard let seconds = NumberParser.finiteNumber(durationText.trimmingSpaces[...]),
        seconds >= 0, seconds <= maximumDuration
      else {
        throw fail("the duration must be a number in 0...3600 (seconds); got '\(durationText)'")
      }
      segment.duration = seconds
    } else if kind == .linear || kind == .cubic {
      throw fail("\(kind.rawValue) needs a duration, \(kind.rawValue):VALUE@SECONDS")
    }
    if let curveText {
      guard kind == .linear else { throw fail("only linear segments take a /CURVE") }
      do {
        segment.curve = try CurveParser.curve(curveText, flag: "the curve")
      } catch {
        throw fail(error.message)
      }
    }
    return segment
  }
}
