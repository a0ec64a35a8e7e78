// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import Foundation
import PopKit

/// The benchmark's path: 20 segments, 5 of each kind — lines, quadratics (with `T`), cubics
/// (with `S`) and arcs (circular and elliptical, one rotated), with smooth joins and corners.
let benchmarkPathData = """
  M0 0 L120 0 Q180 0 180 60 T240 120 C280 120 320 80 320 40 S360 0 400 0 \
  A40 40 0 0 1 440 40 L440 100 Q440 160 380 160 A60 30 0 0 1 320 190 \
  C300 240 240 240 220 200 L180 200 A30 30 0 1 0 120 200 T60 220 \
  S20 260 0 240 A50 25 30 0 0 -40 200 L-40 120 Q-40 60 0 40 \
  C20 30 10 10 0 0 A20 20 0 0 1 -20 -20 L-60 -20
  """

/// The figures of one repetition of `path-track`.
private struct PathSample {
  /// Nanoseconds per `PathTrack.value(at:)`.
  var nanosecondsPerValue = 0.0
  /// Nanoseconds per `orientation.value(at:)`.
  var nanosecondsPerOrientation = 0.0
  /// Heap allocations during both timed loops.
  var allocations: UInt64 = 0
}

/// The cost of sampling motion along a path: `PathTrack.value(at:)` (linear curve, 4 s) on
/// ``benchmarkPathData``, at `n` times spread over the track in a scrambled order (the
/// fractional parts of multiples of the golden ratio), so no two queries in a row are close.
///
/// Timed: the `n` calls; the figure is nanoseconds per call. `ns_per_orientation` times as
/// many calls of `orientation.value(at:)`. `allocations_per_frame` is the heap allocations of
/// both loops per call (0: the path's pieces are one array read in place). `pieces` is how
/// many pieces the adaptive arc-length subdivision cut the 20 segments into.
@MainActor
func pathTrackBenchmark(name: String, n: Int, repetitions: Int) -> BenchmarkResult {
  let path: MotionPath
  do {
    path = try MotionPath(svg: benchmarkPathData)
  } catch {
    fatalError("the benchmark's path does not read: \(error)")
  }
  let track = PathTrack(along: path, duration: identity(4.0))
  let golden = (5.0.squareRoot() - 1) / 2
  let times = (0..<n).map { 4 * (Double($0) * golden).truncatingRemainder(dividingBy: 1) }
  var samples: [PathSample] = []
  for _ in 0..<repetitions {
    samples.append(runPathTrack(track, times: times))
  }
  return BenchmarkResult(
    name: name, n: n, frames: 1, repetitions: repetitions,
    nanoseconds: Summary(samples.map(\.nanosecondsPerValue)),
    allocationsPerFrame: Summary(samples.map { Double($0.allocations) / Double(n) }).maximum,
    bytesPerItem: nil,
    extras: [
      ("ns_per_orientation", .double(Summary(samples.map(\.nanosecondsPerOrientation)).median)),
      ("path_length", .double(path.length)),
    ])
}

/// One repetition: both timed loops.
@MainActor
private func runPathTrack(_ track: PathTrack, times: [Double]) -> PathSample {
  var sample = PathSample()
  let n = times.count
  let orientation = track.orientation
  var sum = CGPoint.zero
  var angles = 0.0
  let before = HeapSnapshot.now()
  let start = monotonicNanoseconds()
  for index in 0..<n {
    let point = track.value(at: times[index])
    sum.x += point.x
    sum.y += point.y
  }
  let middle = monotonicNanoseconds()
  for index in 0..<n {
    angles += orientation.value(at: times[index]).radians
  }
  let end = monotonicNanoseconds()
  sample.allocations = HeapSnapshot.now().allocations(since: before)
  sample.nanosecondsPerValue = Double(middle - start) / Double(n)
  sample.nanosecondsPerOrientation = Double(end - middle) / Double(n)
  blackHole(sum)
  blackHole(angles)
  return sample
}
