#if GTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// One scene of the GTK gallery: state in PopKit animations on small model objects, drawn
  /// with Cairo, moved by keys and the pointer.
  ///
  /// The window runs a scene's animator on a ``PopKitGTK/GTKFrameClock``; the offscreen
  /// renderer runs it on a `ManualClock` and presses the scene's ``script`` keys at exact
  /// times, so the same scene gives the same image at the same time on every run. Scenes draw
  /// in their own area: (0, 0) is its top-left corner, pointer positions are in the same
  /// coordinates.
  @MainActor
  protocol GalleryScene: AnyObject {
    /// The name typed after `popkit-gallery`, such as `decay` (the terminal gallery's names).
    static var name: String { get }

    /// One line under the tabs: what the scene shows.
    static var summary: String { get }

    /// The scene's own keys and pointer actions, for the bottom line.
    static var keyHelp: String { get }

    /// The keys pressed by the offscreen renderer when no `--script` is given.
    static var script: [ScriptedKey] { get }

    /// Creates the scene at rest.
    ///
    /// - Parameter animator: The animator that runs the scene's animations.
    init(animator: Animator)

    /// Reacts to a key; returns whether the scene used it.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: The animator's time, in seconds.
    /// - Returns: Whether the scene used the key.
    func handle(_ key: GalleryKey, at time: Double) -> Bool

    /// The pointer went down; returns whether the scene took the drag that follows.
    ///
    /// - Parameters:
    ///   - point: Where, in the scene's coordinates.
    ///   - size: The scene's area, in pixels.
    /// - Returns: Whether the scene takes the drag.
    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool

    /// The pointer moved during a drag the scene took.
    ///
    /// - Parameter point: Where, in the scene's coordinates.
    func pointerMoved(to point: CGPoint)

    /// The pointer went up, ending a drag the scene took.
    ///
    /// - Parameters:
    ///   - point: Where, in the scene's coordinates.
    ///   - velocity: The velocity tracker's estimate at the release event's time, in pixels
    ///     per second.
    func pointerReleased(at point: CGPoint, velocity: CGPoint)

    /// Draws the scene as it is now.
    ///
    /// - Parameter canvas: The scene's area, its origin at (0, 0).
    func draw(on canvas: CairoCanvas)

    /// The animated values for the state log, by name.
    var loggedValues: [String: Double] { get }
  }

  extension GalleryScene {
    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool { false }
    func pointerMoved(to point: CGPoint) {}
    func pointerReleased(at point: CGPoint, velocity: CGPoint) {}
  }

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

  /// Numbers for labels.
  enum Label {
    /// A number with a fixed count of decimals, such as `0.250`.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - decimals: Digits after the point.
    /// - Returns: The text.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
      NumberFormat(fractionDigits: decimals).string(for: value)
    }
  }
#endif
