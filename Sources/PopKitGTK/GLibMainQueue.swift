// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  /// Drains Dispatch's main queue from inside GLib's main loop.
  ///
  /// A GTK app spends its life in `g_application_run` (or `g_main_loop_run`), and Swift's
  /// main-actor jobs, `DispatchQueue.main.async` blocks, `TimerClock` ticks and the
  /// resumption of `await animation.finished` all wait on Dispatch's main queue, which GLib
  /// knows nothing of. ``install()`` watches the main queue's wake-up descriptor (an eventfd)
  /// from GLib's default main context and runs the queued work when it is signalled, as
  /// CoreFoundation's run loop does on Linux; nothing polls, so an idle app stays asleep.
  ///
  /// Call it once on the main thread, before running the main loop:
  ///
  /// ```swift
  /// GLibMainQueue.install()
  /// g_application_run(app, 0, nil)  // Task { @MainActor in … } now runs inside
  /// ```
  ///
  /// Only Linux needs it: there the main queue's handle is an eventfd. On Darwin the handle is
  /// a Mach port, which GLib cannot watch, and GTK's macOS backend waits for events in the
  /// Cocoa run loop, which drains the main queue itself; ``install()`` does nothing there.
  @MainActor
  public enum GLibMainQueue {
    /// The GLib source id of the watch, once installed.
    private static var sourceID: guint = 0

    /// Whether the watch is installed.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Watches the main queue from GLib's default main context; does nothing the second time.
    public static func install() {
      #if os(Linux)
        installWatch()
      #endif
    }

    #if os(Linux)
      /// Adds the watch of the main queue's eventfd and a first drain.
      private static func installWatch() {
        guard sourceID == 0 else { return }
        let descriptor = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(
          descriptor, G_IO_IN,
          { descriptor, _, _ in
            // Clear the eventfd's count, then run what is queued (more may be queued meanwhile:
            // that writes the eventfd again and wakes GLib again).
            var count: UInt64 = 0
            _ = withUnsafeMutableBytes(of: &count) { read(descriptor, $0.baseAddress, 8) }
            _dispatch_main_queue_callback_4CF(nil)
            return gboolean(G_SOURCE_CONTINUE)
          }, nil)
        // Work queued before the watch existed may have signalled already; run it on the first
        // turn of the loop.
        g_idle_add(
          { _ in
            _dispatch_main_queue_callback_4CF(nil)
            return gboolean(G_SOURCE_REMOVE)
          }, nil)
      }
    #endif
  }
#endif
