// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A source of frame times that drives an ``Animator``.
///
/// A clock calls ``onTick`` with the frame's time, in seconds, on every frame while it runs.
/// The animator starts its clock when an animation has something to do and stops it when none
/// has, so an idle clock causes no wake-ups.
@MainActor
public protocol FrameClock: AnyObject {
  /// The clock's current time, in seconds.
  var currentTime: Double { get }

  /// Whether the clock is ticking.
  var isRunning: Bool { get }

  /// Called with the frame's time on every tick; set by the animator that owns the clock.
  var onTick: ((Double) -> Void)? { get set }

  /// Starts ticking.
  func start()

  /// Stops ticking.
  func stop()
}
