// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// An app made of real widgets whose layouts move: a grid of cards in a GTKLayoutBox that you
// filter, shuffle, narrow (or resize with the window) and open into a detail view, each change
// springing from where every card is drawn, with its velocity, however often you interrupt it.
// The board is the gallery's `layout` scene (CardBoard), here in a window of its own with
// buttons; click a card to open it, click it or the dimmed grid to close it.
#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK
  import PopKitGallery

  let status = GTKApplication.run(id: "org.example.Layout") { app in
    guard let window = gtk_application_window_new(app) else { return }
    // Frames from GTK's frame clock, only while something moves.
    let animator = Animator(clock: GTKFrameClock(widget: window))
    let board = CardBoard(animator: animator)
    let column: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    let layout = UnsafeMutableRawPointer(column).assumingMemoryBound(to: GtkBox.self)
    gtk_box_append(layout, board.makeButtons())
    // The board takes the rest of the window: resizing the window reflows the grid.
    gtk_widget_set_vexpand(board.widget, 1)
    gtk_widget_set_hexpand(board.widget, 1)
    gtk_box_append(layout, board.widget)
    // The window keeps the board as long as it lives.
    let kept = Unmanaged.passRetained(board).toOpaque()
    typealias Destroy = @convention(c) (UnsafeMutableRawPointer?) -> Void
    let release: Destroy = { board in
      guard let board else { return }
      MainActor.assumeIsolated { Unmanaged<CardBoard>.fromOpaque(board).release() }
    }
    let object = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GObject.self)
    g_object_set_data_full(object, "board", kept, release)
    gtk_window_set_title(GTKApplication.window(window), "Layout")
    gtk_window_set_default_size(GTKApplication.window(window), 960, 560)
    gtk_window_set_child(GTKApplication.window(window), column)
    gtk_window_present(GTKApplication.window(window))
  }
  exit(status)
#else
  print("gtk-layout needs the GTK trait: swift run --traits GTK gtk-layout")
#endif
