// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Testing

  /// The tests that open a real window: one at a time, since they share one X display, its
  /// pointer and its keyboard focus (two windows at the same place would take each other's
  /// clicks).
  @Suite(.serialized, .enabled(if: GalleryProcess.hasDisplay, "needs an X display and xdotool"))
  struct WindowTests {}
#endif
