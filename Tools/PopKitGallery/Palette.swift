#if GTK
  import PopKit

  /// The gallery's colours (the terminal gallery's accent pink, sky blue and greys).
  enum Palette {
    /// The accent: pop's pink.
    static let accent = RGBAColor(red: 1, green: 0.23, blue: 0.42)
    /// Flight paths and markers.
    static let sky = RGBAColor(red: 0.2, green: 0.6, blue: 0.95)
    /// Inactive parts.
    static let grey = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
    /// Faint guides.
    static let faint = RGBAColor(red: 0.86, green: 0.86, blue: 0.88)
    /// Text.
    static let ink = RGBAColor(red: 0.16, green: 0.16, blue: 0.18)
    /// The background.
    static let paper = RGBAColor(red: 0.98, green: 0.98, blue: 0.985)
  }
#endif
