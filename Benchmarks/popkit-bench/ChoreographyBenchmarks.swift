// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import BenchmarkWorkloads
import Foundation
import PopKit

/// How the workload's tracks are played.
enum TrackPlayback: Sendable {
  /// One ``KeyframeAnimation`` per track on one ``Animator``.
  case animator
  /// All the tracks in one ``Choreography``, played by one ``ChoreographyPlayer``.
  case player
}

/// The figures of one repetition of a track benchmark.
private struct TrackSample {
  var nanosecondsPerItemFrame = 0.0
  var nanosecondsPerItemSteadyFrame = 0.0
  var setupNanosecondsPerItem = 0.0
  var steadyAllocations: UInt64 = 0
  var footprint: Int64 = 0
  var maximumError = 0.0
}

/// Runs the workload's N tracks for 120 frames at 1/60 s, rendered by hand.
///
/// `keyframe-animator` plays them as N ``KeyframeAnimation``s; `choreography-player` plays them
/// in one choreography and, in the same repetitions, alternates with the animator (animator
/// first, then player, on the same objects and tracks), so that `ratio_to_animator` compares
/// the two under the same conditions.
@MainActor
func trackBenchmark(
  name: String, playback: TrackPlayback, n: Int, repetitions: Int
) -> BenchmarkResult {
  let scene = KeyframeWorkload.scene(n)
  var samples: [TrackSample] = []
  var animatorSamples: [TrackSample] = []
  for repetition in 0..<repetitions {
    if playback == .player {
      animatorSamples.append(runTracks(.animator, scene: scene, verify: false))
    }
    samples.append(runTracks(playback, scene: scene, verify: repetition == 0))
  }
  let steadyFrames = Double(Frames.count - 1)
  let nanoseconds = Summary(samples.map(\.nanosecondsPerItemFrame))
  var extras: [(String, Field)] = [
    (
      "ns_per_item_steady_frame",
      .double(Summary(samples.map(\.nanosecondsPerItemSteadyFrame)).median)
    ),
    (
      playback == .player ? "play_ns_per_track" : "add_ns_per_track",
      .double(Summary(samples.map(\.setupNanosecondsPerItem)).median)
    ),
    ("max_error", .double(samples[0].maximumError)),
  ]
  if playback == .player {
    let animator = Summary(animatorSamples.map(\.nanosecondsPerItemFrame))
    let animatorSteady = Summary(animatorSamples.map(\.nanosecondsPerItemSteadyFrame))
    extras += [
      ("animator_ns_per_item_frame", .double(animator.median)),
      ("ratio_to_animator", .double(nanoseconds.median / animator.median)),
      (
        "steady_ratio_to_animator",
        .double(
          Summary(samples.map(\.nanosecondsPerItemSteadyFrame)).median / animatorSteady.median)
      ),
    ]
  }
  return BenchmarkResult(
    name: name, n: n, frames: Frames.count, repetitions: repetitions, nanoseconds: nanoseconds,
    allocationsPerFrame: Summary(samples.map { Double($0.steadyAllocations) / steadyFrames })
      .maximum,
    bytesPerItem: Summary(samples.map { Double($0.footprint) / Double(n) }).median,
    extras: extras)
}

/// One repetition: a new animator, the tracks added as animations or played as a choreography,
/// 120 timed frames.
@MainActor
private func runTracks(
  _ playback: TrackPlayback, scene: (objects: [Particle], tracks: [KeyframeTrack<Double>]),
  verify: Bool
) -> TrackSample {
  let (objects, tracks) = scene
  let n = objects.count
  let times = Frames.even
  for object in objects { object.x = -1 }

  let beforeSetup = HeapSnapshot.now()
  let setupStart = monotonicNanoseconds()
  let animator = Animator()
  var player: ChoreographyPlayer?
  switch playback {
  case .animator:
    for index in 0..<n {
      animator.add(
        KeyframeAnimation(property: particleX, track: tracks[index]), to: objects[index],
        forKey: "x")
    }
  case .player:
    var choreography = Choreography()
    for index in 0..<n { choreography.add(tracks[index], to: objects[index], particleX) }
    player = animator.play(choreography)
  }
  let setupEnd = monotonicNanoseconds()

  let start = monotonicNanoseconds()
  animator.render(at: times[0])
  let started = monotonicNanoseconds()
  let afterStart = HeapSnapshot.now()

  // The first repetition checks every value against its track halfway, untimed and uncounted.
  let checkFrame = verify ? times.count / 2 : -1
  var sample = TrackSample()
  var steadyNanoseconds: UInt64 = 0
  var uncountedAllocations: UInt64 = 0
  var segmentStart = monotonicNanoseconds()
  for frame in 1..<times.count {
    animator.render(at: times[frame])
    if frame == checkFrame {
      steadyNanoseconds += monotonicNanoseconds() - segmentStart
      let beforeCheck = HeapSnapshot.now()
      for index in 0..<n {
        let error = (objects[index].x - tracks[index].value(at: times[frame])).magnitude
        sample.maximumError = max(sample.maximumError, error.isNaN ? .infinity : error)
      }
      uncountedAllocations = HeapSnapshot.now().allocations(since: beforeCheck)
      segmentStart = monotonicNanoseconds()
    }
  }
  steadyNanoseconds += monotonicNanoseconds() - segmentStart
  let afterFrames = HeapSnapshot.now()

  let items = Double(n)
  sample.setupNanosecondsPerItem = Double(setupEnd - setupStart) / items
  sample.nanosecondsPerItemFrame =
    Double(started - start + steadyNanoseconds) / (items * Double(times.count))
  sample.nanosecondsPerItemSteadyFrame =
    Double(steadyNanoseconds) / (items * Double(times.count - 1))
  sample.steadyAllocations = afterFrames.allocations(since: afterStart) - uncountedAllocations
  sample.footprint = afterStart.footprint(since: beforeSetup)
  player?.stop()
  blackHole(objects)
  blackHole(player)
  blackHole(animator)
  return sample
}
