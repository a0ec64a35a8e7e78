// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKit

  /// The gallery's colours (the terminal gallery's accent pink, sky blue and greys).
  package enum Palette {
    /// The accent: pop's pink.
    package static let accent = RGBAColor(red: 1, green: 0.23, blue: 0.42)
    /// Flight paths and markers.
    package static let sky = RGBAColor(red: 0.2, green: 0.6, blue: 0.95)
    /// Inactive parts.
    package static let grey = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
    /// Faint guides.
    package static let faint = RGBAColor(red: 0.86, green: 0.86, blue: 0.88)
    /// Text.
    package static let ink = RGBAColor(red: 0.16, green: 0.16, blue: 0.18)
    /// The background.
    package static let paper = RGBAColor(red: 0.98, green: 0.98, blue: 0.985)
  }
#endif
