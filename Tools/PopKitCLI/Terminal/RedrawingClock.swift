// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A ``TimerClock`` that calls one more closure after every frame: the live demo's clock,
/// which draws the screen once the animator has written that frame's values.
///
/// Like the timer clock it wraps, it runs only while the animator has something to animate,
/// so a still demo causes no wake-ups.
@MainActor
final class RedrawingClock: FrameClock {
  /// The clock that ticks.
  private let timer: TimerClock

  /// Called after each tick, once the animator has rendered.
  private let afterFrame: @MainActor () -> Void

  /// Called with the frame's time on every tick; set by the animator that owns the clock.
  var onTick: ((Double) -> Void)?

  /// Creates a clock.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The tick rate; finite and `> 0`.
  ///   - afterFrame: Called after each frame.
  init(framesPerSecond: Double, afterFrame: @escaping @MainActor () -> Void) {
    timer = TimerClock(framesPerSecond: framesPerSecond)
    self.afterFrame = afterFrame
    timer.onTick = { [weak self] time in
      guard let self else { return }
      self.onTick?(time)
      self.afterFrame()
    }
  }

  /// The monotonic time, in seconds.
  var currentTime: Double { timer.currentTime }

  /// Whether the timer is scheduled.
  var isRunning: Bool { timer.isRunning }

  /// Starts ticking.
  func start() { timer.start() }

  /// Stops ticking.
  func stop() { timer.stop() }
}
