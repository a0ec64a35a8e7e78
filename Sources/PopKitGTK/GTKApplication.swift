// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK

  /// Runs a `GtkApplication` with Dispatch's main queue drained inside its main loop.
  ///
  /// ```swift
  /// let status = GTKApplication.run(id: "org.example.App") { app in
  ///   guard let window = gtk_application_window_new(app) else { return }
  ///   gtk_window_present(GTKApplication.window(window))
  /// }
  /// ```
  @MainActor
  public enum GTKApplication {
    /// Holds the activation closure for the C callback.
    private final class Activation {
      let body: (UnsafeMutablePointer<GtkApplication>) -> Void
      init(_ body: @escaping (UnsafeMutablePointer<GtkApplication>) -> Void) { self.body = body }
    }

    /// Creates the application, installs ``GLibMainQueue``, runs the main loop until the
    /// application quits, and returns its exit status.
    ///
    /// The application is not unique (several can run at once) and parses no command line:
    /// the caller has already read its arguments.
    ///
    /// - Parameters:
    ///   - id: The application id, such as `org.popkit.Gallery`.
    ///   - activate: Called when the application starts: create and present a window here.
    /// - Returns: The status of `g_application_run`.
    public static func run(
      id: String, activate: @escaping (UnsafeMutablePointer<GtkApplication>) -> Void
    ) -> Int32 {
      GLibMainQueue.install()
      guard let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE) else { return 1 }
      let activation = Unmanaged.passRetained(Activation(activate))
      typealias Handler =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let handler: Handler = { app, context in
        guard let app, let context else { return }
        MainActor.assumeIsolated {
          let activation = Unmanaged<Activation>.fromOpaque(context).takeUnretainedValue()
          activation.body(app.assumingMemoryBound(to: GtkApplication.self))
        }
      }
      _ = popkit_signal_connect(
        app, "activate", unsafeBitCast(handler, to: GCallback.self), activation.toOpaque())
      let status = g_application_run(
        UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self), 0, nil)
      g_object_unref(app)
      activation.release()
      return status
    }

    /// Quits a running application.
    ///
    /// - Parameter app: The application.
    public static func quit(_ app: UnsafeMutablePointer<GtkApplication>) {
      g_application_quit(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self))
    }

    /// A widget seen as a window (the `GTK_WINDOW` cast).
    ///
    /// - Parameter widget: A widget that is a `GtkWindow`.
    /// - Returns: The same pointer, typed as a window.
    public static func window(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
      GtkWindow
    > {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
    }
  }
#endif
