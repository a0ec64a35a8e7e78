// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A document's track on the web, built by the core from what JavaScript read out of the
/// document: a keyframe track of up to four components (those beyond the track's count stay 0),
/// or a path of two.
enum WebTrack {
  /// A keyframe track.
  case keyframes(KeyframeTrack<SIMD4<Double>>)
  /// A path track: x and y.
  case path(PlanePathTrack)

  /// The track's length in seconds.
  var duration: Double {
    switch self {
    case .keyframes(let track): track.duration
    case .path(let track): track.duration
    }
  }
}

/// A track placed on a lane at `start`: what the core's lane rule reads.
struct WebPlacedTrack: ChoreographyLaneTrack {
  /// The track.
  let track: WebTrack
  /// Where it starts on the choreography, in seconds.
  let start: Double

  /// Where it ends on the choreography.
  var end: Double { start + track.duration }

  func components(at time: Double) -> SIMD4<Double> { read(at: time, velocity: false) }

  func velocityComponents(at time: Double) -> SIMD4<Double> { read(at: time, velocity: true) }

  /// The track's value or velocity at a time from its start, as four components.
  private func read(at time: Double, velocity: Bool) -> SIMD4<Double> {
    switch track {
    case .keyframes(let track):
      return velocity ? track.velocity(at: time) : track.value(at: time)
    case .path(let track):
      let point = velocity ? track.velocity(at: time) : track.value(at: time)
      return SIMD4(point.x, point.y, 0, 0)
    }
  }
}

/// One property of one target on a web choreography: its placed tracks, in the order added.
///
/// Its state at a time follows the same core rules as a native lane's
/// (`choreographyPlacementIndex`, `choreographyLaneState`); its threshold is 0.01, as a
/// document's properties have on a native player.
struct WebLane {
  /// The number of components the property takes, 1 to 4.
  let componentCount: Int
  /// The tracks, in the order added.
  var placements: [WebPlacedTrack] = []

  /// The value and velocity (per second of choreography) at a time of a choreography.
  ///
  /// O(tracks) to find the writing track, then the track's evaluation.
  func state(at time: Double, duration: Double) -> (value: SIMD4<Double>, velocity: SIMD4<Double>) {
    let index = placements.withUnsafeBufferPointer { placements in
      choreographyPlacementIndex(
        at: time, count: placements.count, start: { placements[$0].start },
        end: { placements[$0].end })
    }
    let placement = placements[index]
    return choreographyLaneState(
      of: placement, start: placement.start, length: placement.track.duration, at: time,
      duration: duration, withVelocity: true)
  }
}
