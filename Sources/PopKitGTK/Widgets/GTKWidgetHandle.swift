// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// A widget of a GTK app as an animator's object: the one PopKit handle of a `GtkWidget`.
  ///
  /// ```swift
  /// let button = GTKWidgetHandle.of(gtk_button_new_with_label("Save"))
  /// animator.animate(button, GTKProperties.opacity, to: 0.4)
  /// ```
  ///
  /// Asking again for the same widget gives the same handle (the widget keeps it), so animations
  /// of one widget's property replace each other under the property's name wherever the handle
  /// was asked for. The handle does not keep the widget alive. When GTK disposes of the widget
  /// (its window was closed, or its last reference dropped), the handle ends
  /// (`EndingObject`): every animation of it stops with `finished == false`, a later one
  /// stops at once, and nothing is written to the widget again; ``widget`` is then `nil`.
  ///
  /// The handle also remembers the value each ``GTKProperties`` property last wrote, because GTK
  /// keeps less than it is given (opacity in 8 bits, sizes in whole pixels, transforms in
  /// `float`): while GTK still holds what that write left, a read returns the value written, so
  /// a spring continues from its exact state; once something else changed the widget, a read
  /// returns GTK's value.
  @MainActor
  public final class GTKWidgetHandle: EndingObject {
    /// The widget, or `nil` once GTK disposed of it.
    public private(set) var widget: UnsafeMutablePointer<GtkWidget>?

    /// Whether GTK disposed of the widget.
    public private(set) var hasEnded = false

    /// What the catalog's properties last wrote and what GTK kept of it.
    var kept = KeptValues()

    /// The key under which a widget keeps its handle.
    private static let quark = g_quark_from_static_string("popkit-widget-handle")

    /// The handle of a widget, made on the first request.
    ///
    /// - Parameter widget: A live widget.
    /// - Returns: Its handle: the same object for every request while the widget exists.
    public static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> GTKWidgetHandle {
      let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
      if let existing = g_object_get_qdata(object, quark) {
        return Unmanaged<GTKWidgetHandle>.fromOpaque(existing).takeUnretainedValue()
      }
      let handle = GTKWidgetHandle(widget: widget)
      // The widget owns one reference to its handle, dropped when GObject finalizes it; the
      // weak reference tells the handle of the disposal, which comes first.
      let context = Unmanaged.passRetained(handle).toOpaque()
      g_object_set_qdata_full(
        object, quark, context,
        { context in
          guard let context else { return }
          Unmanaged<GTKWidgetHandle>.fromOpaque(context).release()
        })
      g_object_weak_ref(
        object,
        { context, _ in
          guard let context else { return }
          MainActor.assumeIsolated {
            Unmanaged<GTKWidgetHandle>.fromOpaque(context).takeUnretainedValue().widgetWasDisposed()
          }
        }, context)
      return handle
    }

    private init(widget: UnsafeMutablePointer<GtkWidget>) {
      self.widget = widget
    }

    isolated deinit {
      kept.release()
    }

    /// GTK disposed of the widget: the handle ends, and its animations stop everywhere.
    private func widgetWasDisposed() {
      widget = nil
      hasEnded = true
      Animator.objectHasEnded(self)
    }

    /// The widget's parent if it is a `GtkFixed`, which places it by a child transform.
    var fixedParent: UnsafeMutablePointer<GtkFixed>? {
      guard let widget, let parent = gtk_widget_get_parent(widget),
        GTKProperties.isInstance(parent, of: gtk_fixed_get_type())
      else { return nil }
      return UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkFixed.self)
    }
  }
#endif
