// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The tracks a choreography places on one property of one target, read as a function of the
/// choreography's time by the rules a `Choreography` plays them: before its start a
/// track holds its first value, after its end its last; where several tracks animate the
/// property, the one whose span contains the time writes (of two, the later start, or the later
/// placed), else the one that ended most recently, else the earliest one's first value.
struct LottieLane {
  /// The placements, in document order.
  let placements: [ResolvedPlacement]
  /// The value when nothing is placed on the property.
  let restValue: [Double]

  /// Whether any track animates the property.
  var isPlaced: Bool { !placements.isEmpty }

  /// Every time where the lane's motion may change: each track's start and end and the ends of
  /// its segments, choreography seconds.
  var breakpoints: [Double] {
    var times: [Double] = []
    for placement in placements {
      times.append(placement.at)
      times.append(placement.at + placement.track.duration)
      for segment in placement.track.segments {
        times.append(placement.at + segment.startTime)
        times.append(placement.at + segment.endTime)
      }
    }
    return times
  }

  /// Whether some components ever change: a segment moves them, or a value the lane takes
  /// (at a track's ends, or at a segment's ends: a jump between segments that comes back by the
  /// end still changes them) differs in them from the first.
  func changes(_ components: [Int]) -> Bool {
    guard isPlaced else { return false }
    let first = components.map { placements[0].track.initialValue[$0] }
    for placement in placements {
      let track = placement.track
      if track.segments.contains(where: { LottieLane.moves($0, components) }) { return true }
      let values =
        [track.initialValue, track.value(at: 0), track.value(at: track.duration)]
        + track.segments.flatMap { [$0.startValue, $0.endValue] }
      for value in values
      where components.map({ value[$0] }) != first {
        return true
      }
    }
    return false
  }

  /// Whether a segment moves some components: a path always may; another segment when its
  /// start, end, target or end velocities differ there (they determine its motion).
  static func moves(_ segment: MotionSegment, _ components: [Int]) -> Bool {
    if case .path = segment.shape { return true }
    return components.contains { component in
      segment.startValue[component] != segment.endValue[component]
        || segment.target[component] != segment.startValue[component]
        || segment.startVelocity[component] != 0 || segment.endVelocity[component] != 0
    }
  }

  /// The placement that writes at a time (`Choreography`'s rule).
  func placementIndex(at time: Double) -> Int {
    var containing = -1
    var ended = -1
    var first = 0
    for (index, placement) in placements.enumerated() {
      let end = placement.at + placement.track.duration
      if placement.at < placements[first].at { first = index }
      if placement.at <= time && time <= end {
        if containing < 0 || placement.at >= placements[containing].at { containing = index }
      } else if end < time {
        if ended < 0 || end >= placements[ended].at + placements[ended].track.duration {
          ended = index
        }
      }
    }
    return containing >= 0 ? containing : ended >= 0 ? ended : first
  }

  /// The value at a time (right-continuous: at a jump, the value after it).
  func value(at time: Double) -> [Double] {
    guard isPlaced else { return restValue }
    let placement = placements[placementIndex(at: time)]
    return placement.track.value(at: LottieLane.local(time, in: placement))
  }

  /// A choreography time in a placement's own time, clamped to its span, and snapped to the
  /// track's start, end or a segment's end when it is within rounding of one (a breakpoint
  /// computed as `at + end` may land a hair before the end, which would miss a jump there).
  static func local(_ time: Double, in placement: ResolvedPlacement) -> Double {
    let track = placement.track
    let local = min(max(time - placement.at, 0), track.duration)
    let resolution = LottieChannelWriter.timeResolution
    if track.duration - local <= resolution { return track.duration }
    // Segments are in time order: only the ones ending nearest `local` can be within it.
    let segments = track.segments
    let after = firstSegment(in: segments) { $0.endTime >= local - resolution }
    if after < segments.count, abs(segments[after].endTime - local) <= resolution {
      return segments[after].endTime
    }
    return local
  }

  /// The index of the first segment for which `isAfter` holds, or `segments.count`: a binary
  /// search, for a predicate that is false up to some segment and true from it on.
  ///
  /// - Complexity: O(log n) in the segments.
  static func firstSegment(
    in segments: [MotionSegment], where isAfter: (MotionSegment) -> Bool
  ) -> Int {
    var low = 0
    var high = segments.count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(segments[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// How the lane moves inside an interval that holds no breakpoint: at rest, or inside one
  /// segment of one track.
  func motion(from start: Double, to end: Double) -> LottieLaneMotion {
    guard isPlaced else { return .rest(restValue) }
    let middle = (start + end) / 2
    let placement = placements[placementIndex(at: middle)]
    let local = middle - placement.at
    let segments = placement.track.segments
    // The first segment that ends after `local` is the only one that may hold it.
    let index = LottieLane.firstSegment(in: segments) { $0.endTime > local }
    if index < segments.count, segments[index].startTime < local {
      return .segment(placement.track, index: index, offset: placement.at)
    }
    return .rest(value(at: middle))
  }
}

/// How a lane moves over an interval between breakpoints.
enum LottieLaneMotion {
  /// Still, at a value.
  case rest([Double])
  /// Inside one segment of a track placed `offset` seconds into the choreography.
  case segment(ResolvedMotionTrack, index: Int, offset: Double)

  /// The segment, when moving.
  var segment: MotionSegment? {
    if case .segment(let track, let index, _) = self { return track.segments[index] }
    return nil
  }

  /// The value at a choreography time within the interval; at the interval's end, the value
  /// from inside (before any jump there).
  func value(at time: Double) -> [Double] {
    switch self {
    case .rest(let value): value
    case .segment(let track, let index, let offset):
      track.value(inSegment: index, at: time - offset)
    }
  }

  /// The velocity at a choreography time within the interval, from inside at its ends.
  func velocity(at time: Double) -> [Double] {
    switch self {
    case .rest(let value): return value.map { _ in 0 }
    case .segment(let track, let index, let offset):
      let segment = track.segments[index]
      let local = time - offset
      if local <= segment.startTime { return segment.startVelocity }
      if local >= segment.endTime { return segment.endVelocity }
      return track.velocity(at: local)
    }
  }
}
