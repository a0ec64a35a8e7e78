// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// One scene of the GTK gallery: a ``PopKitDemos/DemoScene`` drawn with Cairo and moved by
  /// the pointer as well as by keys.
  ///
  /// The window runs a scene's animator on a ``PopKitGTK/GTKFrameClock``; the offscreen
  /// drawing runs it on a `ManualClock` and presses the scene's script keys at exact times,
  /// so the same scene gives the same image at the same time on every run. Scenes draw in
  /// their own area: (0, 0) is its top-left corner, pointer positions are in the same
  /// coordinates. A scene of a shared demo is also a ``PopKitDemos/DemoDrawing``: its name,
  /// summary, keys and key help are the model's.
  @MainActor
  protocol GalleryScene: DemoScene {
    /// What the pointer does, written in the footer in place of the first key's help (the
    /// scene's main action), such as `space/click flip`; `nil` when the pointer does nothing.
    static var pointerHint: String? { get }

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

    /// The pointer went down at a time; by default, ``pointerPressed(at:size:)``.
    ///
    /// - Parameters:
    ///   - point: Where, in the scene's coordinates.
    ///   - size: The scene's area, in pixels.
    ///   - time: The press event's time on the animator's clock, in seconds.
    /// - Returns: Whether the scene takes the drag.
    func pointerPressed(at point: CGPoint, size: CGSize, time: Double) -> Bool

    /// The pointer moved at a time during a drag the scene took; by default,
    /// ``pointerMoved(to:)``.
    ///
    /// - Parameters:
    ///   - point: Where, in the scene's coordinates.
    ///   - time: The event's time on the animator's clock, in seconds.
    func pointerMoved(to point: CGPoint, time: Double)

    /// The pointer went up at a time, ending a drag the scene took; by default,
    /// ``pointerReleased(at:velocity:)``.
    ///
    /// - Parameters:
    ///   - point: Where, in the scene's coordinates.
    ///   - velocity: The velocity tracker's estimate at the release event's time, in pixels
    ///     per second.
    ///   - time: The release event's time on the animator's clock, in seconds.
    func pointerReleased(at point: CGPoint, velocity: CGPoint, time: Double)

    /// Draws the scene as it is now.
    ///
    /// - Parameter canvas: The scene's area, its origin at (0, 0).
    func draw(on canvas: CairoCanvas)

    /// The animated values for the state log, by name.
    var loggedValues: [String: Double] { get }
  }

  extension GalleryScene {
    static var pointerHint: String? { nil }
    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool { false }
    func pointerMoved(to point: CGPoint) {}
    func pointerReleased(at point: CGPoint, velocity: CGPoint) {}
    func pointerPressed(at point: CGPoint, size: CGSize, time: Double) -> Bool {
      pointerPressed(at: point, size: size)
    }
    func pointerMoved(to point: CGPoint, time: Double) { pointerMoved(to: point) }
    func pointerReleased(at point: CGPoint, velocity: CGPoint, time: Double) {
      pointerReleased(at: point, velocity: velocity)
    }

    /// The footer's help: ``pointerHint`` in place of the first key's help, then the others.
    static var footerHint: String {
      guard let pointerHint else { return keyHints.line }
      return ([pointerHint] + keyHints.dropFirst().map(\.text)).joined(separator: "  ")
    }
  }

  extension HostScene where Scene == any GalleryScene {
    /// A GTK scene class for the shell.
    ///
    /// - Parameter type: The scene's class.
    @MainActor
    init<Made: GalleryScene>(_ type: Made.Type) { self.init(type) { $0 } }
  }
#endif
