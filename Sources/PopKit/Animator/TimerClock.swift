// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Dispatch

/// A frame clock on a Dispatch timer on the main queue: PopKit's default clock on Linux.
///
/// It ticks at ``framesPerSecond`` with the monotonic time (seconds since boot) while it runs,
/// and is cancelled while it does not, so an idle animator causes no wake-ups. The main queue
/// must be serviced, by `dispatchMain()`, a run loop, or the main actor's executor.
@MainActor
public final class TimerClock: FrameClock {
  /// The tick rate, in frames per second.
  public let framesPerSecond: Double

  /// Called with the frame's time on every tick.
  public var onTick: ((Double) -> Void)?

  /// Whether the timer is scheduled.
  public var isRunning: Bool { timer != nil }

  private var timer: DispatchSourceTimer?

  /// Creates a clock.
  ///
  /// - Parameter framesPerSecond: The tick rate; finite and `> 0`. Default 60.
  public init(framesPerSecond: Double = 60) {
    checkParameter(
      framesPerSecond.isFinite && framesPerSecond > 0, "TimerClock.framesPerSecond",
      framesPerSecond, allowed: "finite and > 0")
    self.framesPerSecond = framesPerSecond
  }

  /// The monotonic time, in seconds.
  public var currentTime: Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
  }

  /// Starts ticking.
  public func start() {
    guard timer == nil else { return }
    let timer = DispatchSource.makeTimerSource(queue: .main)
    let interval = DispatchTimeInterval.nanoseconds(Int(1_000_000_000 / framesPerSecond))
    timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .microseconds(500))
    timer.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.tick() }
    }
    self.timer = timer
    timer.resume()
  }

  /// Stops ticking.
  public func stop() {
    timer?.cancel()
    timer = nil
  }

  private func tick() {
    onTick?(currentTime)
  }

  isolated deinit {
    timer?.cancel()
  }
}
