// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A track, or a whole choreography, made ready for the platforms' keyframe code: one lane per
/// component of each placed property, each a list of steps the platforms write one to one
/// (jumps, cubic-Bézier eases, cubic Hermite pieces, springs), with what could not be written
/// that way baked into Hermite pieces and its measured error kept.
struct TrackCodePlan {
  /// One component of one property, from time 0.
  struct Lane {
    /// The name of the field that holds it, an identifier in every platform's language:
    /// `value` for a one-component track, `cardY` or `cardPositionX` in a choreography.
    var name: String
    /// What it is, for comments: `track "rise"`, `card.position[0]`.
    var label: String
    /// Its value at time 0.
    var initialValue: Double
    /// Its steps, in time order, each starting where the previous one ended.
    var steps: [TrackCodeStep]

    /// The value after the last step.
    var finalValue: Double { steps.last?.endValue ?? initialValue }

    /// When its last step ends, seconds.
    var endTime: Double { steps.last?.endTime ?? 0 }

    /// The exact value at a time, by the steps' own definitions: before a jump at that time.
    ///
    /// - Complexity: O(steps).
    func value(at time: Double) -> Double {
      var value = initialValue
      for step in steps {
        if time < step.startTime { break }
        if case .jump = step.motion {
          if time > step.startTime { value = step.endValue }
          continue
        }
        if time <= step.endTime { return step.value(at: time - step.startTime) }
        value = step.endValue
      }
      return value
    }
  }

  /// A part baked into Hermite pieces, with its measured error.
  struct BakedPart {
    /// The lane's label.
    var lane: String
    /// What was baked: `elastic ease`, `path`, `spring cut short`.
    var what: String
    /// Its start and end, seconds.
    var start: Double, end: Double
    /// The largest difference from PopKit's motion at 4,001 instants, units.
    var worstError: Double
    /// PopKit's range over the part, units.
    var range: Double
  }

  /// What is exported: `track "rise"` or `choreography "open"`.
  var subject: String
  /// The lanes, in document order.
  var lanes: [Lane]
  /// The parts baked so far.
  var baked: [BakedPart] = []
  /// When given, baked pieces end on whole multiples of it, seconds (see
  /// ``HermiteBaking/bake(from:to:value:velocity:quantum:)``).
  var quantum: Double?

  /// When the last lane ends, seconds.
  var duration: Double { lanes.map(\.endTime).max() ?? 0 }

  /// A document's track (baked pieces ending on multiples of `quantum` when given): lanes `value` (one component) or `valueX`, `valueY`, … .
  static func track(
    _ document: MotionDocument, named name: String, quantum: Double? = nil
  ) throws(MotionDocumentError) -> TrackCodePlan {
    let track = try document.track(named: name)
    var plan = TrackCodePlan(
      subject: "track \(JSONText.quoted(name))", lanes: [], quantum: quantum)
    for component in 0..<track.componentCount {
      let field = "value" + componentSuffix(component, of: track.componentCount)
      let label =
        "track \(JSONText.quoted(name))"
        + (track.componentCount == 1 ? "" : "[\(component)]")
      var lane = Lane(
        name: field, label: label, initialValue: track.initialValue[component], steps: [])
      plan.append(track, component: component, at: 0, to: &lane)
      plan.lanes.append(lane)
    }
    return plan
  }

  /// A document's choreography: a lane per component of each target's property, the tracks
  /// placed on it one after another (held between them); the field is named after the target
  /// and property (`cardY`).
  ///
  /// - Throws: A problem in the choreography, or two tracks that overlap on one property.
  static func choreography(
    _ document: MotionDocument, named name: String, quantum: Double? = nil
  ) throws(MotionDocumentError) -> TrackCodePlan {
    let placements = try document.placements(ofChoreography: name)
    var plan = TrackCodePlan(
      subject: "choreography \(JSONText.quoted(name))", lanes: [], quantum: quantum)
    var groups: [(key: String, placements: [ResolvedPlacement])] = []
    for placement in placements {
      let key = placement.target + "\u{0}" + placement.property
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].placements.append(placement)
      } else {
        groups.append((key, [placement]))
      }
    }
    var usedNames = Set<String>()
    for group in groups {
      let first = group.placements[0]
      let count = first.track.componentCount
      var base = SpringPlatform.motion.identifier(for: first.target + " " + first.property)
      while usedNames.contains(base) { base += "_" }
      usedNames.insert(base)
      for component in 0..<count {
        let label =
          "\(first.target).\(first.property)" + (count == 1 ? "" : "[\(component)]")
        var lane = Lane(
          name: base + componentSuffix(component, of: count), label: label,
          initialValue: first.track.initialValue[component], steps: [])
        for placement in group.placements {
          guard placement.track.componentCount == count else {
            throw MotionDocumentError(
              place: placement.place,
              rule: "the property has \(count) components in an earlier track")
          }
          guard placement.at >= lane.endTime else {
            throw MotionDocumentError(
              place: placement.place,
              rule: "starts at \(JSONText.shortest(placement.at)) s, before the track before it "
                + "on \(first.target).\(first.property) ends (\(JSONText.shortest(lane.endTime)) s); "
                + "keyframe code plays one track per property at a time")
          }
          if placement.at > lane.endTime {
            let held = lane.finalValue
            lane.steps.append(
              TrackCodeStep(
                motion: .eased(.linear), startTime: lane.endTime,
                duration: placement.at - lane.endTime, startValue: held, endValue: held))
          }
          plan.append(placement.track, component: component, at: placement.at, to: &lane)
        }
        plan.lanes.append(lane)
      }
    }
    return plan
  }

  /// `""` for a one-component value, else `X`, `Y`, `Z`, `W`.
  static func componentSuffix(_ component: Int, of count: Int) -> String {
    count == 1 ? "" : ["X", "Y", "Z", "W"][component]
  }

  /// Appends one component of a track, started at `offset` seconds, to a lane.
  mutating func append(
    _ track: ResolvedMotionTrack, component: Int, at offset: Double, to lane: inout Lane
  ) {
    var current = lane.steps.isEmpty ? lane.initialValue : lane.finalValue
    func jump(to value: Double, at time: Double) {
      guard value != current else { return }
      lane.steps.append(
        TrackCodeStep(
          motion: .jump, startTime: time, duration: 0, startValue: current, endValue: value))
      current = value
    }
    let segments = track.segments
    for (index, segment) in segments.enumerated() {
      let start = offset + segment.startTime
      jump(to: segment.startValue[component], at: start)
      let (from, to) = (segment.startValue[component], segment.endValue[component])
      func step(_ motion: TrackCodeStep.Motion) -> TrackCodeStep {
        TrackCodeStep(
          motion: motion, startTime: start, duration: segment.duration, startValue: from,
          endValue: to)
      }
      switch segment.shape {
      case .linear(let curve):
        if curve.controlPoints != nil {
          lane.steps.append(step(.eased(curve)))
        } else if case .steps(let count, _) = curve.shape {
          appendSteps(of: curve, count: count, segment, component, start: start, to: &lane)
        } else {
          let change = segment.endValue[component] - from
          bake(
            "\(curveName(curve)) ease", from: start, to: start + segment.duration, in: &lane,
            value: { from + curve.value(at: ($0 - start) / segment.duration) * change },
            velocity: {
              curve.slope(at: ($0 - start) / segment.duration) / segment.duration * change
            })
        }
      case .cubic:
        lane.steps.append(
          step(
            .hermite(
              startVelocity: segment.startVelocity[component],
              endVelocity: segment.endVelocity[component], baked: false)))
      case .spring(let spring):
        let next =
          index + 1 < segments.count
          ? segments[index + 1].startValue : track.value(at: track.duration)
        lane.steps.append(
          step(
            .spring(
              spring, target: segment.target[component],
              startVelocity: segment.startVelocity[component], whole: next == segment.target)))
      case .path:
        bake(
          "path", from: start, to: start + segment.duration, in: &lane,
          value: { track.value(inSegment: index, at: $0 - offset)[component] },
          velocity: {
            track.velocity(at: min(max($0 - offset, segment.startTime), segment.endTime))[component]
          })
      }
      current = lane.finalValue
    }
    jump(to: track.value(at: track.duration)[component], at: offset + track.duration)
  }

  /// A steps curve, exactly: a hold for each step and a jump between them.
  private func appendSteps(
    of curve: TimingCurve, count: Int, _ segment: MotionSegment, _ component: Int,
    start: Double, to lane: inout Lane
  ) {
    let from = segment.startValue[component]
    let change = segment.endValue[component] - from
    for index in 0..<count {
      let stepStart = start + segment.duration * Double(index) / Double(count)
      let stepEnd = start + segment.duration * Double(index + 1) / Double(count)
      let held = from + curve.value(at: (Double(index) + 0.5) / Double(count)) * change
      if held != lane.finalValue {
        lane.steps.append(
          TrackCodeStep(
            motion: .jump, startTime: stepStart, duration: 0, startValue: lane.finalValue,
            endValue: held))
      }
      lane.steps.append(
        TrackCodeStep(
          motion: .eased(.linear), startTime: stepStart,
          duration: stepEnd - stepStart, startValue: held, endValue: held))
    }
    if segment.endValue[component] != lane.finalValue {
      lane.steps.append(
        TrackCodeStep(
          motion: .jump, startTime: start + segment.duration, duration: 0,
          startValue: lane.finalValue, endValue: segment.endValue[component]))
    }
  }

  /// Bakes a motion into a lane's steps and records its error.
  mutating func bake(
    _ what: String, from start: Double, to end: Double, in lane: inout Lane,
    value: (Double) -> Double, velocity: (Double) -> Double
  ) {
    let result = HermiteBaking.bake(
      from: start, to: end, value: value, velocity: velocity, quantum: quantum)
    lane.steps += result.steps
    baked.append(
      BakedPart(
        lane: lane.label, what: what, start: start, end: end, worstError: result.worstError,
        range: result.range))
  }

  /// The family of a curve that is not a Bézier: `back`, `elastic`, `bounce`, `spring`.
  private func curveName(_ curve: TimingCurve) -> String {
    switch curve.shape {
    case .cubicBezier: "cubic-bezier"
    case .back: "back"
    case .elastic: "elastic"
    case .bounce: "bounce"
    case .steps: "steps"
    case .spring: "spring"
    }
  }

  /// The plan with the spring steps a platform cannot hold baked into Hermite pieces.
  ///
  /// - Parameters:
  ///   - what: The name of the baked part for notes (`spring cut short`).
  ///   - test: Whether to bake a step, given it, its lane and its index in the lane.
  /// - Returns: The plan.
  func bakingSprings(
    _ what: (TrackCodeStep) -> String,
    where test: (TrackCodeStep, Lane, Int) -> Bool
  ) -> TrackCodePlan {
    var plan = self
    for laneIndex in plan.lanes.indices {
      var lane = plan.lanes[laneIndex]
      var steps: [TrackCodeStep] = []
      for (index, step) in lane.steps.enumerated() {
        guard case .spring = step.motion, test(step, lane, index) else {
          steps.append(step)
          continue
        }
        lane.steps = steps
        plan.bake(
          what(step), from: step.startTime, to: step.endTime, in: &lane,
          value: { step.value(at: $0 - step.startTime) },
          velocity: { step.velocity(at: $0 - step.startTime) })
        steps = lane.steps
      }
      lane.steps = steps
      plan.lanes[laneIndex] = lane
    }
    return plan
  }
}
