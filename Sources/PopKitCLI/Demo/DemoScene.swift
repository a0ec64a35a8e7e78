import PopKit

/// One demo of the gallery: state held in PopKit animations on small model objects, drawn
/// into a canvas, moved by keys.
///
/// A scene gets its own ``Animator``. In the live demo that animator runs on a timer clock
/// and the scene is drawn after every frame; in `--frames` mode it is rendered by hand at
/// exact times, and the scene's ``script`` presses its keys, so the frames show motion and
/// are the same on every run.
///
/// Scenes capture themselves weakly in animation callbacks: when the gallery moves on, the
/// scene, its objects and its animator go away, and with them every animation it started.
@MainActor
protocol DemoScene: AnyObject {
  /// The name typed after `popkit demo`, such as `spring`.
  static var name: String { get }

  /// One line under the tabs: what the scene shows.
  static var summary: String { get }

  /// The scene's own keys for the bottom line, such as `space flip  +/- bounciness`.
  static var keyHelp: String { get }

  /// The keys pressed in `--frames` mode, at times from the first frame, in seconds.
  static var script: [ScriptedKey] { get }

  /// Creates the scene at rest.
  ///
  /// - Parameter animator: The animator that runs the scene's animations.
  init(animator: Animator)

  /// Reacts to a key.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - time: The time on the animator's timeline, in seconds, for animations that start
  ///     later (``Animation/beginTime``).
  /// - Returns: Whether the scene used the key (and so should be drawn again).
  func handle(_ key: DemoKey, at time: Double) -> Bool

  /// Draws the scene as it is now.
  ///
  /// - Parameter canvas: The scene's area, cleared; its size is the terminal's minus the
  ///   gallery's header and footer, and may change between frames.
  func render(into canvas: inout TerminalCanvas)
}

/// A key pressed at a time by a scene's script.
struct ScriptedKey: Sendable {
  /// When, in seconds from the first frame.
  let time: Double
  /// The key.
  let key: DemoKey

  /// Creates a scripted key press.
  ///
  /// - Parameters:
  ///   - time: When, in seconds from the first frame.
  ///   - key: The key.
  init(_ time: Double, _ key: DemoKey) {
    self.time = time
    self.key = key
  }
}

/// Formats shared by the scenes' readouts.
enum DemoText {
  /// A number with a fixed count of decimals, such as `0.250`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: Digits after the point.
  /// - Returns: The text.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    NumberFormat(fractionDigits: decimals).string(for: value)
  }

  /// A number padded on the left to a width.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: Digits after the point.
  ///   - width: The total width.
  /// - Returns: The text, right-aligned.
  static func padded(_ value: Double, _ decimals: Int, width: Int) -> String {
    let text = fixed(value, decimals)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
