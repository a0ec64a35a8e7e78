// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import PopKit

  /// What a child of a ``GTKLayoutBox`` could do before its exit began: take pointer events,
  /// take the focus (itself or a descendant); restored when it re-enters or leaves the box.
  ///
  /// An exiting child is still drawn, in its place in the drawing order, but takes no pointer
  /// event (`can-target`, which also keeps its descendants from being picked), no focus
  /// (`can-focus` for its descendants, `focusable` for itself; a focus inside it is dropped),
  /// and is hidden from accessibility (the `HIDDEN` state, as GTK 4.8 has it).
  struct ChildInteraction {
    /// The child's `can-target`.
    let canTarget: Bool
    /// The child's `can-focus`.
    let canFocus: Bool
    /// The child's `focusable`.
    let focusable: Bool

    /// Saves what a child can do, then takes it away for its exit.
    ///
    /// - Parameter child: The exiting child.
    /// - Returns: What it could do.
    @MainActor
    static func disable(_ child: UnsafeMutablePointer<GtkWidget>) -> ChildInteraction {
      let saved = ChildInteraction(
        canTarget: gtk_widget_get_can_target(child) != 0,
        canFocus: gtk_widget_get_can_focus(child) != 0,
        focusable: gtk_widget_get_focusable(child) != 0)
      if let root = gtk_widget_get_root(child),
        let focus = gtk_root_get_focus(root),
        focus == child || gtk_widget_is_ancestor(focus, child) != 0
      {
        gtk_root_set_focus(root, nil)
      }
      gtk_widget_set_can_target(child, 0)
      gtk_widget_set_can_focus(child, 0)
      gtk_widget_set_focusable(child, 0)
      setHidden(child, true)
      return saved
    }

    /// Gives a child back what it could do.
    ///
    /// - Parameter child: The child, re-entering or leaving the box.
    @MainActor
    func restore(on child: UnsafeMutablePointer<GtkWidget>) {
      gtk_widget_set_can_target(child, canTarget ? 1 : 0)
      gtk_widget_set_can_focus(child, canFocus ? 1 : 0)
      gtk_widget_set_focusable(child, focusable ? 1 : 0)
      ChildInteraction.setHidden(child, false)
    }

    /// Hides a child from accessibility, or resets that state.
    @MainActor
    private static func setHidden(_ child: UnsafeMutablePointer<GtkWidget>, _ hidden: Bool) {
      let accessible = OpaquePointer(child)
      guard hidden else {
        gtk_accessible_reset_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN)
        return
      }
      // gtk_accessible_update_state is variadic (Swift cannot call it); its array form takes
      // GValues. G_TYPE_BOOLEAN is a macro: its registered name finds it.
      var value = GValue()
      g_value_init(&value, g_type_from_name("gboolean"))
      g_value_set_boolean(&value, 1)
      var state = GTK_ACCESSIBLE_STATE_HIDDEN
      gtk_accessible_update_state_value(accessible, 1, &state, &value)
      g_value_unset(&value)
    }
  }
#endif
