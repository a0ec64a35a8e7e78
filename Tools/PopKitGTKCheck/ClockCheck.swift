// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// `popkit-gtk-check check-clock`: a self-check of the frame clock and the main-queue bridge in
  /// a real window, printed as one JSON object (used by the GTK tests under Xvfb).
  ///
  /// In a window inside `g_application_run`, a `Task { @MainActor in … }` (which runs only if
  /// the main queue is drained from GLib) springs a value 0 → 1 on a ``PopKitGTK/GTKFrameClock``
  /// and awaits `finished`; it counts the ticks while idle before, during the spring and for
  /// 1 s after it (none: the tick callback is removed), checks that a new animation adds the
  /// callback back, and awaits an animation on a ``PopKit/TimerClock``.
  @MainActor
  enum ClockCheck {
    /// The animated object.
    @MainActor
    final class Box {
      /// The value.
      var x = 0.0
    }

    /// The spring of the check.
    nonisolated static let spring = Spring(bounciness: 4, speed: 12)
    /// The value's threshold.
    nonisolated static let threshold = 0.001

    private static let property = AnimatableProperty<Box, Double>(
      name: "x", threshold: threshold, read: { $0.x }, write: { $0.x = $1 })

    /// Runs the check; prints the result; returns the exit status.
    static func run() -> Int32 {
      // A check that never reaches its end (the main queue not drained) fails, not hangs.
      g_timeout_add_seconds(
        20,
        { _ in
          FileHandle.standardError.write(
            Data("\(GTKCheckCommand.programName): error: check-clock timed out\n".utf8))
          exit(3)
        }, nil)
      return GTKApplication.run(id: "org.popkit.GalleryCheck") { app in
        guard let widget = gtk_application_window_new(app) else { return }
        let view = GTKDrawingView { canvas in canvas.clear(.white) }
        gtk_window_set_default_size(GTKApplication.window(widget), 200, 120)
        gtk_window_set_child(GTKApplication.window(widget), view.widget)
        gtk_window_present(GTKApplication.window(widget))
        let clock = GTKFrameClock(widget: view.widget)
        Task { @MainActor in
          let result = await check(clock: clock)
          FileHandle.standardOutput.write(Data((result + "\n").utf8))
          _ = view
          GTKApplication.quit(app)
        }
      }
    }

    private static func check(clock: GTKFrameClock) async -> String {
      let animator = Animator(clock: clock)
      let box = Box()
      try? await Task.sleep(for: .milliseconds(500))
      let ticksBefore = clock.tickCount
      let runningBefore = clock.isRunning
      let animation = SpringAnimation(property: property, to: 1, spring: spring)
      animator.add(animation, to: box, forKey: "x")
      let startTicks = clock.tickCount
      var firstTick: Double?
      var lastTick = 0.0
      clock.onTick = { [weak animator] time in
        if firstTick == nil { firstTick = time }
        lastTick = time
        animator?.render(at: time)
      }
      let finished = await animation.finished
      let value = box.x
      let elapsed = lastTick - (firstTick ?? lastTick)
      let ticksDuring = clock.tickCount - startTicks
      let runningAfter = clock.isRunning
      let ticksAtEnd = clock.tickCount
      try? await Task.sleep(for: .seconds(1))
      let idleTicks = clock.tickCount - ticksAtEnd
      let again = SpringAnimation(property: property, to: 0, spring: spring)
      animator.add(again, to: box, forKey: "x")
      try? await Task.sleep(for: .milliseconds(200))
      let ticksResumed = clock.tickCount - ticksAtEnd
      let timerAnimator = Animator(clock: TimerClock())
      let timed = BasicAnimation(property: property)
      timed.toValue = 5
      timed.duration = 0.2
      let timedBox = Box()
      timerAnimator.add(timed, to: timedBox, forKey: "x")
      let timerFinished = await timed.finished
      let timerValue = timedBox.x
      let fields: [(String, String)] = [
        ("ticksBefore", "\(ticksBefore)"), ("runningBefore", "\(runningBefore)"),
        ("finished", "\(finished)"), ("value", "\(value)"), ("ticksDuring", "\(ticksDuring)"),
        ("elapsed", "\(elapsed)"), ("runningAfter", "\(runningAfter)"),
        ("idleTicks", "\(idleTicks)"), ("ticksResumed", "\(ticksResumed)"),
        ("timerClockFinished", "\(timerFinished)"), ("timerClockValue", "\(timerValue)"),
      ]
      return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
  }
#endif
