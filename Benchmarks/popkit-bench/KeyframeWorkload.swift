// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkWorkloads
import PopKit

extension KeyframeWorkload {
  /// N objects and their tracks, made once per N and shared by both benchmarks (and by every
  /// repetition), so that the two read the same memory.
  @MainActor
  static func scene(_ n: Int) -> (objects: [Particle], tracks: [KeyframeTrack<Double>]) {
    if let scene = scenes[n] { return scene }
    let scene = ((0..<n).map { _ in Particle() }, (0..<n).map(track))
    scenes[n] = scene
    return scene
  }

  @MainActor private static var scenes: [Int: ([Particle], [KeyframeTrack<Double>])] = [:]
}
