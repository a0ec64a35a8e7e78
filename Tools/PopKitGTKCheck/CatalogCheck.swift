// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// `popkit-gtk-check check-catalog`: every `GTKProperties` property animated on a real widget in
  /// a real window, read back through GTK's own getters on every frame, printed as one JSON
  /// object (the GTK tests compare it with the closed forms).
  ///
  /// The window holds a `GtkFixed` with a button (opacity, size, margins), a card (position and
  /// a 2-D transform), a tilted card (a 3-D transform), a progress bar, a counting label, and a
  /// scrolled window (vertical offset). One frame after the window is shown, every animation is
  /// added at once (``CatalogCheckPlan``); each frame records the frame's time, what the
  /// handle reads (the value written) and what GTK holds. When everything has rested, the check
  /// counts the frame clock's ticks for 1 s (none: the clock stops).
  ///
  /// With `--close`, the window is destroyed 0.3 s into the animations instead: the check
  /// records how each animation stopped, whether the handles ended, and whether the handles,
  /// animations and animator were freed (run under valgrind in CI, which reports any write to
  /// a freed widget).
  @MainActor
  enum CatalogCheck {
    /// Runs the check; prints the result; returns the exit status.
    ///
    /// - Parameter closesWindow: Whether to destroy the window mid-animation.
    /// - Returns: The exit status: the application's, or 1 if the record cannot be written.
    static func run(closesWindow: Bool) -> Int32 {
      g_timeout_add_seconds(
        60,
        { _ in
          FileHandle.standardError.write(
            Data("\(GTKCheckCommand.programName): error: check-catalog timed out\n".utf8))
          exit(3)
        }, nil)
      var session: CatalogCheckSession?
      let status = GTKApplication.run(id: "org.popkit.CatalogCheck") { app in
        session = CatalogCheckSession(app: app, closesWindow: closesWindow)
      }
      let result = session?.result ?? [:]
      session = nil
      let data: Data
      do {
        data = try JSONSerialization.data(
          withJSONObject: CatalogCheck.finite(result), options: [.sortedKeys])
      } catch {
        FileHandle.standardError.write(
          Data(
            "\(GTKCheckCommand.programName): error: check-catalog's record is not JSON: \(error)\n"
              .utf8))
        return 1
      }
      FileHandle.standardOutput.write(data + Data("\n".utf8))
      return status
    }
  }

  extension CatalogCheck {
    /// A record with every number that is not finite written as the text `"nan"` or `"inf"`
    /// (JSON has no such numbers; the tests treat them as failures).
    static func finite(_ value: Any) -> Any {
      switch value {
      case let number as Double: return number.isFinite ? number : "\(number)"
      case let array as [Any]: return array.map(finite)
      case let object as [String: Any]: return object.mapValues(finite)
      default: return value
      }
    }
  }

  /// One run of the check: the window, its widgets, the animator and the record.
  @MainActor
  final class CatalogCheckSession {
    /// What the check found, for JSON.
    var result: [String: Any] = [:]
    private let app: UnsafeMutablePointer<GtkApplication>
    private let closesWindow: Bool
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var widgets: CatalogCheckWidgets?
    private var clock: GTKFrameClock?
    private var animator: Animator?
    private var frames: [[String: Any]] = []
    private var startTime: Double?

    init(app: UnsafeMutablePointer<GtkApplication>, closesWindow: Bool) {
      self.app = app
      self.closesWindow = closesWindow
      guard let window = gtk_application_window_new(app) else { return }
      self.window = window
      gtk_window_set_default_size(GTKApplication.window(window), 640, 480)
      let widgets = CatalogCheckWidgets()
      gtk_window_set_child(GTKApplication.window(window), widgets.root)
      gtk_window_present(GTKApplication.window(window))
      self.widgets = widgets
      let clock = GTKFrameClock(widget: widgets.root)
      self.clock = clock
      Task { @MainActor in await self.check(clock: clock) }
    }

    private func check(clock: GTKFrameClock) async {
      // The application would quit when its window closes; it stays until the check is done.
      let application = UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self)
      g_application_hold(application)
      defer { g_application_release(application) }
      // Let the window be mapped and laid out first.
      try? await Task.sleep(for: .milliseconds(400))
      // Kept only here, so that the close can check that it is freed.
      animator = Animator(clock: clock)
      clock.onTick = { [weak self] time in self?.frame(at: time) }
      if closesWindow {
        await closeMidAnimation()
      } else if let widgets, let animator {
        let stops = StopRecord()
        let animations = CatalogCheckPlan.add(to: animator, widgets: widgets) { key, finished in
          stops.finished[key] = finished
        }
        await runToRest(clock: clock, animations: animations, stops: stops)
      }
      GTKApplication.quit(app)
    }

    /// One frame: render, then record what the handles and GTK hold.
    private func frame(at time: Double) {
      animator?.render(at: time)
      if startTime == nil { startTime = time }
      guard let widgets, !widgets.button.hasEnded else { return }
      frames.append(widgets.readings(time: time))
    }

    private func runToRest(
      clock: GTKFrameClock, animations: [Animation], stops: StopRecord
    ) async {
      for animation in animations { _ = await animation.finished }
      let ticksAtRest = clock.tickCount
      let runningAtRest = clock.isRunning
      try? await Task.sleep(for: .seconds(1))
      result = [
        "start": startTime ?? 0, "frames": frames, "finished": stops.finished,
        "idleTicks": clock.tickCount - ticksAtRest, "clockRunningAtRest": runningAtRest,
        "plan": CatalogCheckPlan.description,
        "changedByGTK": widgets?.changeOutsidePopKit() ?? [:],
      ]
    }

    /// Destroys the window 0.3 s into the animations, then lets go of everything and checks
    /// that it all went.
    private func closeMidAnimation() async {
      let stops = StopRecord()
      var animations: [Animation]? = widgets.flatMap { widgets in
        animator.map { animator in
          CatalogCheckPlan.add(to: animator, widgets: widgets) { key, finished in
            stops.finished[key] = finished
          }
        }
      }
      try? await Task.sleep(for: .milliseconds(300))
      let running = (animations ?? []).filter(\.isRunning).count
      let framesBefore = frames.count
      if let window { gtk_window_destroy(GTKApplication.window(window)) }
      window = nil
      let ended = widgets?.handles.map(\.hasEnded) ?? []
      let animationsLeft = animator?.animationCount ?? -1
      // The window's clock has stopped with it; an animator on another clock would go on
      // rendering: ten frames by hand, which must write nothing to the freed widgets (valgrind
      // reports any write or read of freed memory in CI).
      let now = animator?.currentTime ?? 0
      for frame in 1...10 { animator?.render(at: now + Double(frame) / 60) }
      // Let go of everything: the handles (each widget kept one until GTK finalized it), the
      // animations and the animator should all be freed.
      weak let handle = widgets?.button
      weak let firstAnimation = animations?.first
      weak let weakAnimator = animator
      animations = nil
      widgets = nil
      animator = nil
      clock?.onTick = nil
      try? await Task.sleep(for: .milliseconds(500))
      result = [
        "runningAtClose": running, "stops": stops.finished, "ended": ended,
        "animationsLeft": animationsLeft, "framesAfterClose": frames.count - framesBefore,
        "handleFreed": handle == nil, "animatorFreed": weakAnimator == nil,
        "animationFreed": firstAnimation == nil,
      ]
    }
  }

  /// How each animation stopped, by key.
  @MainActor
  private final class StopRecord {
    var finished: [String: Bool] = [:]
  }
#endif
