// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// `popkit-gtk-check check-layout`: a ``PopKitGTK/GTKLayoutBox`` of buttons in a real window on
  /// GTK's frame clock, through an exit, a reorder and an enter, printed as one JSON object.
  ///
  /// Each tick, before the animator renders, the check reads every child's bounds as GTK
  /// allocated them in the previous frame's layout (`gtk_widget_compute_bounds`) and compares
  /// them with the presented frames the previous render gave: the layout that followed the
  /// render must have drawn each child there (its origin within float precision, its size
  /// within half a pixel).
  ///
  /// With `--close`, the window is destroyed 0.3 s into the transition instead: the check
  /// records what was running, what is left on the animator after the close, renders ten more
  /// frames by hand, lets go of the box, and counts the widgets GTK disposed of (run under
  /// valgrind in CI, which reports any read or write of a freed widget).
  @MainActor
  enum LayoutCheck {
    /// The number of buttons the box starts with.
    nonisolated static let count = 8

    /// How many of the check's widgets GObject has disposed of.
    static var disposed = 0

    /// Runs the check; prints the result; returns the exit status.
    ///
    /// - Parameter closesWindow: Whether to destroy the window mid-transition.
    /// - Returns: The exit status: the application's, or 1 if the record cannot be written.
    static func run(closesWindow: Bool) -> Int32 {
      g_timeout_add_seconds(
        60,
        { _ in
          FileHandle.standardError.write(
            Data("\(GTKCheckCommand.programName): error: check-layout timed out\n".utf8))
          exit(3)
        }, nil)
      var session: LayoutCheckSession?
      let status = GTKApplication.run(id: "org.popkit.LayoutCheck") { app in
        session = LayoutCheckSession(app: app, closesWindow: closesWindow)
      }
      let result = session?.result ?? [:]
      session = nil
      guard
        let data = try? JSONSerialization.data(
          withJSONObject: CatalogCheck.finite(result), options: [.sortedKeys])
      else {
        FileHandle.standardError.write(
          Data("\(GTKCheckCommand.programName): error: check-layout's record is not JSON\n".utf8))
        return 1
      }
      FileHandle.standardOutput.write(data + Data("\n".utf8))
      return status
    }

    /// Counts a widget's disposal.
    static func countDisposal(of widget: UnsafeMutablePointer<GtkWidget>) {
      g_object_weak_ref(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
        { _, _ in MainActor.assumeIsolated { LayoutCheck.disposed += 1 } }, nil)
    }
  }

  /// One run of the check: the window, the box, the animator and the record.
  @MainActor
  final class LayoutCheckSession {
    /// What the check found, for JSON.
    var result: [String: Any] = [:]
    private let app: UnsafeMutablePointer<GtkApplication>
    private let closesWindow: Bool
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var box: GTKLayoutBox?
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    private var clock: GTKFrameClock?
    private var animator: Animator?
    private var frames: [[String: Double]] = []
    /// The presented frame of each drawn child after the last render.
    private var presented: [UnsafeMutablePointer<GtkWidget>: CGRect] = [:]

    init(app: UnsafeMutablePointer<GtkApplication>, closesWindow: Bool) {
      self.app = app
      self.closesWindow = closesWindow
      guard let window = gtk_application_window_new(app) else { return }
      self.window = window
      gtk_window_set_default_size(GTKApplication.window(window), 640, 480)
      let animator = Animator(clock: GTKFrameClock(widget: window))
      let box = GTKLayoutBox(arrangement: .grid(columns: 4, spacing: 12), animator: animator)
      // The check holds a reference to each button (let go at the end), so that it can ask
      // GTK about one its box unparented.
      buttons = (0..<LayoutCheck.count).map { gtk_button_new_with_label("Card \($0)") }
      for button in buttons {
        g_object_ref_sink(UnsafeMutableRawPointer(button))
        LayoutCheck.countDisposal(of: button)
        box.append(button)
      }
      LayoutCheck.countDisposal(of: box.widget)
      gtk_window_set_child(GTKApplication.window(window), box.widget)
      gtk_window_present(GTKApplication.window(window))
      self.box = box
      self.animator = animator
      clock = animator.clock as? GTKFrameClock
      clock?.onTick = { [weak self] time in self?.frame(at: time) }
      Task { @MainActor in await self.check() }
    }

    private func check() async {
      let application = UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self)
      g_application_hold(application)
      defer { g_application_release(application) }
      // The first layout fades the buttons in; let it end.
      try? await Task.sleep(for: .milliseconds(1200))
      startTransition()
      if closesWindow {
        await closeMidTransition()
      } else {
        await runToRest()
      }
      GTKApplication.quit(app)
    }

    /// Removes two buttons, reorders the rest and adds one.
    private func startTransition() {
      guard let box else { return }
      box.remove(buttons[1])
      box.remove(buttons[4])
      box.reorder([buttons[7], buttons[0], buttons[2], buttons[6], buttons[5], buttons[3]])
      if let late = gtk_button_new_with_label("Late") {
        LayoutCheck.countDisposal(of: late)
        box.insert(late, at: 2)
      }
    }

    /// One frame: GTK's bounds compared with the last presented frames, then the render.
    private func frame(at time: Double) {
      if let box, !presented.isEmpty {
        var (positionError, sizeError, checked) = (0.0, 0.0, 0.0)
        var child = gtk_widget_get_first_child(box.widget)
        while let current = child {
          child = gtk_widget_get_next_sibling(current)
          var rect = graphene_rect_t()
          guard let frame = presented[current],
            gtk_widget_compute_bounds(current, box.widget, &rect) != 0
          else { continue }
          positionError = max(
            positionError, abs(Double(rect.origin.x) - frame.minX),
            abs(Double(rect.origin.y) - frame.minY))
          sizeError = max(
            sizeError, abs(Double(rect.size.width) - frame.width),
            abs(Double(rect.size.height) - frame.height))
          checked += 1
        }
        frames.append([
          "t": time, "positionError": positionError, "sizeError": sizeError, "checked": checked,
          "exiting": Double(box.transition.exiting.count),
          "moving": box.transition.isMoving ? 1 : 0,
        ])
      }
      animator?.render(at: time)
      presented = [:]
      guard let box else { return }
      var child = gtk_widget_get_first_child(box.widget)
      while let current = child {
        child = gtk_widget_get_next_sibling(current)
        presented[current] = box.presentedFrame(of: current)
      }
    }

    private func runToRest() async {
      for _ in 0..<200 {
        try? await Task.sleep(for: .milliseconds(50))
        guard let box, box.transition.isMoving || !box.transition.exiting.isEmpty else { break }
      }
      try? await Task.sleep(for: .milliseconds(200))
      result = [
        "frames": frames,
        "restMoving": box?.transition.isMoving ?? true,
        "children": Double(box?.children.count ?? -1),
        "parented": Double(buttons.filter { gtk_widget_get_parent($0) != nil }.count),
        "clockRunningAtRest": clock?.isRunning ?? true,
      ]
      letGoOfButtons()
    }

    /// Drops the check's reference to each button.
    private func letGoOfButtons() {
      for button in buttons { g_object_unref(UnsafeMutableRawPointer(button)) }
      buttons = []
    }

    /// Destroys the window 0.3 s into the transition, then lets go of everything and checks
    /// that it all went.
    private func closeMidTransition() async {
      try? await Task.sleep(for: .milliseconds(300))
      let running = animator?.animationCount ?? -1
      let exiting = box?.transition.exiting.count ?? -1
      let framesBefore = frames.count
      if let window { gtk_window_destroy(GTKApplication.window(window)) }
      window = nil
      let left = animator?.animationCount ?? -1
      let listed = animator?.runningAnimations.count ?? -1
      let exitingAfter = box?.transition.exiting.count ?? -1
      // Ten frames by hand: nothing may touch a freed widget (valgrind in CI).
      let now = animator?.currentTime ?? 0
      for frame in 1...10 { animator?.render(at: now + Double(frame) / 60) }
      weak let weakBox = box
      weak let weakAnimator = animator
      box = nil
      presented = [:]
      clock?.onTick = nil
      clock = nil
      animator = nil
      letGoOfButtons()
      try? await Task.sleep(for: .milliseconds(500))
      result = [
        "runningAtClose": Double(running), "exitingAtClose": Double(exiting),
        "animationsLeft": Double(left), "runningAnimationsLeft": Double(listed),
        "exitingAfterClose": Double(exitingAfter),
        "framesAfterClose": Double(frames.count - framesBefore),
        "boxFreed": weakBox == nil, "animatorFreed": weakAnimator == nil,
        "disposed": Double(LayoutCheck.disposed), "widgets": Double(LayoutCheck.count + 2),
      ]
    }
  }
#endif
