// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A bottom sheet held by a finger and let go, on the ``ChoreographyPlayer`` that opens it
/// (progress 0 closed, 1 open): the one drag and release of every sheet the hosts show, the
/// sheet demo's (``SheetDemo``, in the terminal and the GTK window) and the GTK gallery's sheet
/// of real widgets.
///
/// A press catches the player where it is (its progress read back and set, so nothing jumps)
/// and starts a ``VelocityTracker`` there; each move sets the progress to the press's plus the
/// finger's travel (the player clamps it to `0...1`) and feeds the tracker; letting go moves
/// once more and releases the player into ``releaseSpring`` toward the nearer end with the
/// tracker's velocity, from the release event's instant. Travel is in sheet travels: the
/// distance from closed to open is 1, up is positive; a host divides its pixels by its sheet's.
@MainActor
package struct SheetDrag {
  /// A release: the end it springs to and the progress velocity it leaves with.
  package struct Release: Equatable, Sendable {
    /// The end the spring heads for.
    package let end: ChoreographyPlayer.End
    /// The progress velocity at the release, per second (finite); `nil` when it kept the
    /// player's.
    package let velocity: Double?
  }

  /// The spring releases use, on the progress: a little bounce, so an open sheet overshoots.
  package static let releaseSpring = Spring(duration: 0.5, bounce: 0.15)

  /// The player whose progress the finger holds.
  package let player: ChoreographyPlayer
  /// The drag's progress over time, as the events tell it.
  private var tracker = VelocityTracker<Double>()
  /// The progress where the drag began.
  private var start = 0.0

  /// A drag of a player's progress; nothing happens until ``grab(at:)``.
  ///
  /// - Parameter player: The player of the sheet's choreography.
  package init(player: ChoreographyPlayer) {
    self.player = player
  }

  /// Catches the sheet under a finger: the player stops where it is, and the tracker starts at
  /// that progress.
  ///
  /// - Parameter instant: The press's time on the animator's timeline, in seconds.
  package mutating func grab(at instant: Double) {
    start = player.progress
    player.progress = start
    tracker.reset()
    tracker.add(start, at: instant)
  }

  /// Moves the held sheet with the finger: the progress is where the drag began plus the
  /// finger's travel; a travel or instant that is not finite is ignored.
  ///
  /// - Parameters:
  ///   - travel: How far the finger moved up since the press, in sheet travels (down is
  ///     negative).
  ///   - instant: The event's time on the animator's timeline, in seconds.
  package mutating func move(by travel: Double, at instant: Double) {
    guard travel.isFinite, instant.isFinite else { return }
    player.progress = start + travel
    tracker.add(player.progress, at: instant)
  }

  /// Lets the sheet go: the last move, then a release to the nearer end with the tracker's
  /// velocity (0 when it has none that is finite), from the release's instant.
  ///
  /// - Parameters:
  ///   - travel: How far the finger moved up since the press, in sheet travels.
  ///   - instant: The release event's time on the animator's timeline, in seconds.
  /// - Returns: The release: its end and velocity.
  @discardableResult
  package mutating func letGo(by travel: Double, at instant: Double) -> Release {
    move(by: travel, at: instant)
    let velocity = tracker.velocity(at: instant)
    return release(to: .nearest, velocity: velocity.isFinite ? velocity : 0, at: instant)
  }

  /// Releases the player into ``releaseSpring``, as a finger would let go (a fling by key, or
  /// a release sent to the other end).
  ///
  /// - Parameters:
  ///   - destination: Where to; ``ChoreographyPlayer/Destination/nearest`` picks the end nearer
  ///     to where a ``Decay`` of the progress with the velocity would rest (ties go to the end).
  ///   - velocity: The progress velocity, per second; `nil` keeps the player's.
  ///   - instant: When the spring starts on the animator's timeline; `nil` for the last frame
  ///     rendered.
  /// - Returns: The release: the end it heads for and the velocity given.
  @discardableResult
  package func release(
    to destination: ChoreographyPlayer.Destination, velocity: Double?, at instant: Double? = nil
  ) -> Release {
    let end: ChoreographyPlayer.End
    switch destination {
    case .start: end = .start
    case .end: end = .end
    case .nearest:
      let resting = Decay().projectedValue(from: player.progress, velocity: velocity ?? 0)
      end = abs(resting - 1) <= abs(resting) ? .end : .start
    }
    player.release(
      to: destination, velocity: velocity, spring: SheetDrag.releaseSpring, at: instant)
    return Release(end: end, velocity: velocity)
  }
}
