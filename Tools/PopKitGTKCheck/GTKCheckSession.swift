// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitCommandLine
  import PopKitGallery

  /// A check of `popkit-gtk-check` as the session the executable starts: it runs in its own
  /// window and exits with the check's status.
  struct GTKCheckSession: InteractiveSession {
    /// The checks.
    enum Check: Sendable {
      /// `check-clock`.
      case clock
      /// `check-catalog`, with `--close` or not.
      case catalog(closesWindow: Bool)
      /// `check-scroller`, its settings and its opened log.
      case scroller(ScrollerCheck.Settings, StateLog)
      /// `measure-widgets`.
      case measureWidgets
      /// `check-layout`, with `--close` or not.
      case layout(closesWindow: Bool)
      /// `check-adjustment`, its settings and its opened log.
      case adjustment(AdjustmentCheck.Settings, StateLog)
    }

    /// The check to run.
    let check: Check

    @MainActor func start() -> Never {
      switch check {
      case .clock: exit(ClockCheck.run())
      case .catalog(let closesWindow): exit(CatalogCheck.run(closesWindow: closesWindow))
      case .scroller(let settings, let log): exit(ScrollerCheck.run(settings, log: log))
      case .measureWidgets: exit(WidgetsMeasure.run())
      case .layout(let closesWindow): exit(LayoutCheck.run(closesWindow: closesWindow))
      case .adjustment(let settings, let log): exit(AdjustmentCheck.run(settings, log: log))
      }
    }

    func isSame(as other: any InteractiveSession) -> Bool {
      guard let other = other as? GTKCheckSession else { return false }
      switch (check, other.check) {
      case (.clock, .clock), (.measureWidgets, .measureWidgets): return true
      case (.catalog(let one), .catalog(let two)), (.layout(let one), .layout(let two)):
        return one == two
      case (.scroller(let one, let log), .scroller(let two, let otherLog)):
        return one == two && log === otherLog
      case (.adjustment(let one, let log), .adjustment(let two, let otherLog)):
        return one == two && log === otherLog
      default: return false
      }
    }
  }
#endif
