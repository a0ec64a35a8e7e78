// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A frame clock moved by hand, for tests and game loops.
///
/// ```swift
/// let clock = ManualClock()
/// let animator = Animator(clock: clock)
/// animator.add(spring, to: box, forKey: "x")
/// clock.advance(by: 1.0 / 60)  // one frame, 1/60 s later
/// let ticking = clock.isRunning  // true only while the animator has something to animate
/// ```
///
/// Time moves whether or not the clock runs; a tick happens only while it runs.
@MainActor
public final class ManualClock: FrameClock {
  /// The clock's current time, in seconds.
  public private(set) var currentTime: Double

  /// Whether the clock ticks when moved; the animator that owns it turns this on and off.
  public private(set) var isRunning = false

  /// Called with the frame's time on every tick.
  public var onTick: ((Double) -> Void)?

  /// The number of ticks so far, for the package's tests and benchmarks.
  package private(set) var tickCount = 0

  /// Creates a clock.
  ///
  /// - Parameter startTime: The initial time, in seconds; finite. Default 0.
  public init(startTime: Double = 0) {
    checkParameter(startTime.isFinite, "ManualClock.startTime", startTime, allowed: "finite")
    currentTime = startTime
  }

  /// Moves time forward and ticks once if the clock runs.
  ///
  /// - Parameter seconds: How far to move, finite and `>= 0`.
  public func advance(by seconds: Double) {
    checkParameter(
      seconds.isFinite && seconds >= 0, "ManualClock.advance(by:) seconds", seconds,
      allowed: "finite and >= 0")
    advance(to: currentTime + seconds)
  }

  /// Moves time to an absolute time and ticks once if the clock runs.
  ///
  /// - Parameter time: The new time, in seconds; finite and not earlier than ``currentTime``.
  public func advance(to time: Double) {
    checkParameter(
      time.isFinite && time >= currentTime, "ManualClock.advance(to:) time", time,
      allowed: "finite and >= currentTime (\(currentTime))")
    currentTime = time
    guard isRunning else { return }
    tickCount += 1
    onTick?(time)
  }

  /// Starts ticking.
  public func start() { isRunning = true }

  /// Stops ticking.
  public func stop() { isRunning = false }
}
