// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What a timeline run needs of each animation it runs, and nothing more: a handle whose
/// animation is private to this file, so the run can use nothing else of it.
///
/// A struct rather than a protocol: its calls are direct, so handing over closures costs no
/// thunk per entry.
@MainActor
struct TimelineEntry {
  /// The animation, reachable only through the members below.
  private let animation: Animation

  /// Makes the handle of an animation a timeline runs.
  init(_ animation: Animation) { self.animation = animation }

  /// Whether the entry is frozen (``Animation/isPaused``).
  var isPaused: Bool {
    get { animation.isPaused }
    nonmutating set { animation.isPaused = newValue }
  }

  /// The instant the entry's last run ended on the animator's timebase: its start plus its
  /// known duration, or the time of the frame on which it was done.
  var finishInstant: Double { animation.finishInstant }

  /// At the entry's stop, the time of the frame it stopped on.
  var stopFrameTime: Double { animation.stopFrameTime }

  /// Calls `watcher` at each stop of the entry with its `finished` flag.
  func watchStop(_ watcher: @escaping (_ finished: Bool) -> Void) {
    animation.watchStop(watcher)
  }

  /// Starts the entry at `instant`: adds it with `add` and, inside a frame of `animator`,
  /// lets it write its first value, the value at `now`, on this frame.
  ///
  /// - Parameters:
  ///   - instant: Its run's start on the animator's timebase; `<= now`.
  ///   - now: The time of the frame being rendered, or of the last one between frames.
  ///   - animator: The animator the entry is added to.
  ///   - add: Adds the entry to its object on `animator`.
  func startAsEntry(
    at instant: Double, now: Double, on animator: Animator,
    adding add: @MainActor (Animator) -> Void
  ) {
    animation.startInstant = instant
    add(animator)
    if animator.isRendering && animation.animator === animator {
      animation.advance(to: now, on: animator)
    }
  }

  /// Takes the entry off its animator, if it is on one, and reports its stop with `finished`.
  func removeFromAnimator(finished: Bool) {
    animation.removeFromAnimator(finished: finished)
  }
}

/// What a timeline run needs of its conductor, the animation whose running time is the run's
/// time: the run holds it as `any TimelineConductor`.
@MainActor
protocol TimelineConductor: AnyObject {
  /// Whether the conductor is frozen (``Animation/isPaused``).
  var isPaused: Bool { get set }

  /// Whether it has started and not yet stopped (``Animation/isRunning``).
  var isRunning: Bool { get }

  /// The instant on the animator's timebase at which its running time is 0: its start, moved
  /// later by each pause.
  var runningTimeOrigin: Double { get }

  /// Takes the conductor off its animator, if it is on one, and reports its stop with
  /// `finished`.
  func removeFromAnimator(finished: Bool)
}

extension Animation: TimelineConductor {
  func removeFromAnimator(finished: Bool) {
    animator?.stopAndRemove(self, finished: finished)
  }
}
