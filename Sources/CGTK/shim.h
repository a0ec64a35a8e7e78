// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// PopKit's view of GTK 4 (GTK, GDK, Cairo, Pango through gtk4's pkg-config), and the two
// libdispatch entry points that let GLib's main loop drain Dispatch's main queue, as
// CoreFoundation's run loop does on Linux.
#ifndef POPKIT_CGTK_SHIM_H
#define POPKIT_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pango/pangocairo.h>

#if defined(__linux__)
/// The main queue's wake-up descriptor (an eventfd on Linux), readable when work is queued.
/// (On Darwin the handle is a Mach port, and GLibMainQueue does not need it.)
extern int _dispatch_get_main_queue_handle_4CF(void);

/// Runs the blocks queued on the main queue; called on the main thread only.
extern void _dispatch_main_queue_callback_4CF(void *message);
#endif

/// `g_signal_connect`, a macro in C.
static inline gulong popkit_signal_connect(
    gpointer instance, const char *signal, GCallback handler, gpointer data) {
  return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}

#endif
