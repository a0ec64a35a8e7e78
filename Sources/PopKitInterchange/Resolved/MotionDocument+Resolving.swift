// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

extension MotionDocument {
  /// A spring the document names, as PopKit's constants.
  ///
  /// - Parameter name: The spring's name in `springs`.
  /// - Returns: The spring.
  /// - Throws: `springs: no spring "NAME"` when there is none.
  public func spring(named name: String) throws(MotionDocumentError) -> Spring {
    guard let spring = springs[name] else {
      throw MotionDocumentError(place: "springs", rule: "no spring \(JSONText.quoted(name))")
    }
    try spring.validate(at: DocumentReader.join("springs", name))
    return spring.spring
  }

  /// A curve the document names, or one of the named curves every document knows.
  ///
  /// - Parameter name: The curve's name in `curves`, or `linear`, `easeIn`, `easeOut`,
  ///   `easeInEaseOut`, `default`.
  /// - Returns: The timing curve.
  /// - Throws: `curves: no curve "NAME"` when there is none.
  public func curve(named name: String) throws(MotionDocumentError) -> TimingCurve {
    try curve(.named(name), at: "curves")
  }

  /// A track the document names, made into PopKit motion.
  ///
  /// - Parameter name: The track's name in `tracks`.
  /// - Returns: The resolved track.
  /// - Throws: `tracks: no track "NAME"`, or the first problem in the track, with its place.
  public func track(named name: String) throws(MotionDocumentError) -> ResolvedMotionTrack {
    guard let track = tracks[name] else {
      throw MotionDocumentError(place: "tracks", rule: "no track \(JSONText.quoted(name))")
    }
    return try resolve(track, at: DocumentReader.join("tracks", name))
  }

  func curve(
    _ reference: MotionReference<MotionCurve>, at place: String
  ) throws(MotionDocumentError) -> TimingCurve {
    switch reference {
    case .inline(let curve):
      try MotionDocument.checkCurve(curve, at: place)
      return curve.timingCurve
    case .named(let name):
      if let curve = curves[name] {
        try MotionDocument.checkCurve(curve, at: DocumentReader.join("curves", name))
        return curve.timingCurve
      }
      if let builtIn = MotionCurve.names.first(where: { $0.0 == name }) { return builtIn.1 }
      throw MotionDocumentError(place: place, rule: "no curve \(JSONText.quoted(name))")
    }
  }

  func spring(
    _ reference: MotionReference<MotionSpring>?, at place: String
  ) throws(MotionDocumentError) -> Spring {
    switch reference {
    case nil: return .default
    case .inline(let spring):
      try spring.validate(at: place)
      return spring.spring
    case .named(let name):
      guard let spring = springs[name] else {
        throw MotionDocumentError(place: place, rule: "no spring \(JSONText.quoted(name))")
      }
      try spring.validate(at: DocumentReader.join("springs", name))
      return spring.spring
    }
  }

  func track(
    _ reference: MotionReference<MotionTrackDescription>, at place: String
  ) throws(MotionDocumentError) -> ResolvedMotionTrack {
    switch reference {
    case .inline(let track): return try resolve(track, at: place)
    case .named(let name):
      guard let track = tracks[name] else {
        throw MotionDocumentError(place: place, rule: "no track \(JSONText.quoted(name))")
      }
      return try resolve(track, at: DocumentReader.join("tracks", name))
    }
  }

  /// Makes a track description into PopKit motion.
  func resolve(
    _ description: MotionTrackDescription, at place: String
  ) throws(MotionDocumentError) -> ResolvedMotionTrack {
    switch description {
    case .path(let data, let duration, let curveReference):
      try NumberRule.stepDuration.check(duration, at: "\(place).duration")
      func pathError(_ error: MotionPathError) -> MotionDocumentError {
        MotionDocumentError(
          place: "\(place).path", rule: "at offset \(error.offset): \(error.message)")
      }
      // Counted and bounded before the measuring, which cuts each curve into many pieces.
      let survey: MotionPath.Survey
      do { survey = try MotionPath.survey(svg: data) } catch { throw pathError(error) }
      try MotionDocument.checkPath(survey, at: "\(place).path")
      let motionPath: MotionPath
      do { motionPath = try MotionPath(svg: data) } catch { throw pathError(error) }
      let timing = try curveReference.map { reference throws(MotionDocumentError) in
        try curve(reference, at: "\(place).curve")
      }
      let track = PathTrack(along: motionPath, duration: duration, timingCurve: timing ?? .linear)
      let start = track.value(at: 0)
      return ResolvedMotionTrack(.path(track), componentCount: 2, initialValue: [start.x, start.y])
    case .keyframes(let from, let keyframes):
      let count = from.components.count
      guard (1...MotionValue.maximumComponents).contains(count) else {
        throw MotionDocumentError(
          place: "\(place).from", rule: "must have 1 to \(MotionValue.maximumComponents) components"
        )
      }
      try MotionDocument.checkValue(from, at: "\(place).from")
      var steps: [KeyframeDescription] = []
      for (index, keyframe) in keyframes.enumerated() {
        let stepPlace = "\(place).keyframes[\(index)]"
        steps.append(try describe(keyframe, at: stepPlace, count: count))
      }
      let storage: ResolvedMotionTrack.Storage
      switch count {
      case 1: storage = .one(try build(from, steps, at: place))
      case 2: storage = .two(try build(from, steps, at: place))
      case 3: storage = .three(try build(from, steps, at: place))
      default: storage = .four(try build(from, steps, at: place))
      }
      let resolved = ResolvedMotionTrack(
        storage, componentCount: count, initialValue: from.components)
      try MotionDocument.checkLength(resolved.duration, at: place)
      // A spring step without a duration lasts its settling duration, which a stiff, light
      // spring makes shorter than a timed step may be.
      if let short = resolved.segments.first(where: {
        $0.duration < MotionDocument.minimumStepDuration
      }) {
        throw MotionDocumentError(
          place: "\(place).keyframes",
          rule: "the step at \(JSONText.shortest(short.startTime)) s settles in "
            + "\(JSONText.shortest(short.duration)) s; a timed step lasts 0 or at least "
            + "\(NumberRule.bound(MotionDocument.minimumStepDuration, .message)) s (give the spring a duration)"
        )
      }
      return resolved
    }
  }

  /// A keyframe with its references resolved and its values checked against the track's count.
  private func describe(
    _ keyframe: MotionKeyframe, at place: String, count: Int
  ) throws(MotionDocumentError) -> KeyframeDescription {
    func checked(_ value: MotionValue?, _ key: String) throws(MotionDocumentError) -> [Double]? {
      guard let value else { return nil }
      guard value.components.count == count else {
        throw MotionDocumentError(
          place: "\(place).\(key)",
          rule: "has \(value.components.count) components; the track's from has \(count)")
      }
      try MotionDocument.checkValue(value, at: "\(place).\(key)")
      return value.components
    }
    let to = try checked(keyframe.target, "to") ?? []
    switch keyframe {
    case .linear(_, let duration, let curveReference):
      try NumberRule.stepDuration.check(duration, at: "\(place).duration")
      let timing = try curveReference.map { reference throws(MotionDocumentError) in
        try curve(reference, at: "\(place).curve")
      }
      return .linear(to, duration, timing ?? .linear)
    case .cubic(_, let duration, let start, let end):
      try NumberRule.stepDuration.check(duration, at: "\(place).duration")
      return .cubic(
        to, duration, try checked(start, "startVelocity"), try checked(end, "endVelocity"))
    case .spring(_, let reference, let duration, let start):
      if let duration { try NumberRule.stepDuration.check(duration, at: "\(place).duration") }
      let constants = try spring(reference, at: "\(place).spring")
      return .spring(to, duration, constants, try checked(start, "startVelocity"))
    case .move:
      return .move(to)
    }
  }

  /// Builds a typed keyframe track, naming the keyframe of any problem.
  private func build<Value: AnimatableValue>(
    _ from: MotionValue, _ steps: [KeyframeDescription], at place: String
  ) throws(MotionDocumentError) -> KeyframeTrack<Value> {
    func value(_ components: [Double]) -> Value {
      var vector = Value.AnimatableComponents(repeating: 0)
      for index in components.indices { vector[index] = components[index] }
      return Value(animatableComponents: vector)
    }
    let keyframes: [Keyframe<Value>] = steps.map { step in
      switch step {
      case .linear(let to, let duration, let curve):
        .linear(value(to), duration: duration, timingCurve: curve)
      case .cubic(let to, let duration, let start, let end):
        .cubic(
          value(to), duration: duration, startVelocity: start.map(value),
          endVelocity: end.map(value))
      case .spring(let to, let duration, let spring, let start):
        .spring(value(to), duration: duration, spring: spring, startVelocity: start.map(value))
      case .move(let to):
        .move(value(to))
      }
    }
    do {
      return try KeyframeTrack.validated(from: value(from.components), keyframes)
    } catch {
      let prefix = error.index.map { "Keyframe[\($0)] " } ?? ""
      var parameter = error.parameter
      if parameter.hasPrefix(prefix) { parameter.removeFirst(prefix.count) }
      throw MotionDocumentError(
        place: error.index.map { "\(place).keyframes[\($0)]" } ?? place,
        rule: "\(parameter) must be \(error.allowed); got \(error.value)")
    }
  }
}

/// A keyframe with its spring or curve resolved and its values as components.
enum KeyframeDescription {
  case linear([Double], Double, TimingCurve)
  case cubic([Double], Double, [Double]?, [Double]?)
  case spring([Double], Double?, Spring, [Double]?)
  case move([Double])
}
