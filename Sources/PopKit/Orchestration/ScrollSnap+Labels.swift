// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension ScrollSnap {
  /// Snaps to a choreography's labels: each label's time over the choreography's duration.
  ///
  /// - Parameters:
  ///   - names: The labels' names; a name the choreography does not have is skipped.
  ///   - choreography: The choreography the labels belong to (one of no length snaps to 1).
  ///   - spring: The snap's spring on progress. Default ``Spring/smooth``.
  ///   - decay: The projection's decay. Default `Decay()`.
  /// - Returns: The snap. O(names).
  @MainActor
  public static func labels(
    _ names: [String], of choreography: Choreography, spring: Spring = .smooth,
    decay: Decay = Decay()
  ) -> ScrollSnap {
    let duration = choreography.duration
    let points = names.compactMap { name -> Double? in
      guard let time = choreography.time(ofLabel: name) else { return nil }
      return duration > 0 ? time / duration : 1
    }
    return ScrollSnap(progress: points, spring: spring, decay: decay)
  }
}
