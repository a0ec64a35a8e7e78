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
#endif
