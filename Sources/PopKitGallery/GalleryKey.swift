#if GTK
  /// A key pressed at a time by a script.
  struct ScriptedKey: Sendable, Equatable {
    /// When, in seconds from the start.
    let time: Double
    /// The key.
    let key: GalleryKey

    /// Creates a scripted key press.
    ///
    /// - Parameters:
    ///   - time: When, in seconds from the start.
    ///   - key: The key.
    init(_ time: Double, _ key: GalleryKey) {
      self.time = time
      self.key = key
    }
  }

  /// A key the gallery understands.
  enum GalleryKey: Sendable, Hashable {
    /// The space bar.
    case space
    /// Return.
    case enter
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Escape.
    case escape
    /// A printable character.
    case character(Character)

    /// A key from its script name: `space`, `enter`, `left`, `right`, `escape` or one
    /// character; `nil` for anything else.
    ///
    /// - Parameter name: The name.
    init?(name: String) {
      switch name {
      case "space": self = .space
      case "enter": self = .enter
      case "left": self = .left
      case "right": self = .right
      case "escape": self = .escape
      default:
        guard name.count == 1, let character = name.first else { return nil }
        self = .character(character)
      }
    }
  }
#endif
