#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The GTK gallery: the scenes, the one showing, and the frame around it.
  ///
  /// It holds the scenes in order, the keys that move between them, and draws the tabs on top
  /// and the keys at the bottom. The same in the window and
  /// offscreen; only the animators it makes differ.
  @MainActor
  final class Gallery {
    /// Every scene, in the order of the tabs and number keys.
    static let sceneTypes: [any GalleryScene.Type] = [
      SpringScene.self, DecayScene.self, CurvesScene.self, ButtonScene.self, CounterScene.self,
      MenuScene.self, KeyframesScene.self, ColourScene.self,
    ]
    /// The height of the tabs above the scene, in pixels.
    static let headerHeight = 64.0
    /// The height of the keys' line below the scene, in pixels.
    static let footerHeight = 32.0

    /// What a key did.
    enum Outcome: Equatable {
      /// Nothing.
      case ignored
      /// Something changed; draw again.
      case changed
      /// The user asked to quit.
      case quit
    }

    private(set) var index: Int
    private(set) var scene: any GalleryScene
    private(set) var animator: Animator
    private let makeAnimator: () -> Animator

    /// The index of the scene with a name, or `nil`.
    ///
    /// - Parameter name: A scene name, such as `menu`.
    /// - Returns: Its index in ``sceneTypes``.
    static func index(of name: String) -> Int? {
      sceneTypes.firstIndex { $0.name == name }
    }

    /// Creates the gallery showing one scene.
    ///
    /// - Parameters:
    ///   - index: The index of the first scene.
    ///   - makeAnimator: Makes the animator of each scene shown.
    init(startingAt index: Int, makeAnimator: @escaping () -> Animator) {
      self.index = index
      self.makeAnimator = makeAnimator
      animator = makeAnimator()
      scene = Gallery.sceneTypes[index].init(animator: animator)
    }

    /// Shows a scene, fresh and at rest; wraps around at both ends.
    ///
    /// - Parameter newIndex: The scene's index.
    func select(_ newIndex: Int) {
      let count = Gallery.sceneTypes.count
      index = ((newIndex % count) + count) % count
      animator = makeAnimator()
      scene = Gallery.sceneTypes[index].init(animator: animator)
    }

    /// Reacts to a key: `q` and Escape quit, arrows and digits choose a scene, anything else
    /// goes to the scene.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: The animator's time, in seconds.
    /// - Returns: What the key did.
    func handle(_ key: GalleryKey, at time: Double) -> Outcome {
      switch key {
      case .character("q"), .character("Q"), .escape:
        return .quit
      case .left:
        select(index - 1)
        return .changed
      case .right:
        select(index + 1)
        return .changed
      case .character(let character):
        if let digit = character.wholeNumberValue, (1...Gallery.sceneTypes.count).contains(digit) {
          select(digit - 1)
          return .changed
        }
      default:
        break
      }
      return scene.handle(key, at: time) ? .changed : .ignored
    }

    /// A window point in the scene's coordinates.
    ///
    /// - Parameter point: A point in the whole canvas.
    /// - Returns: The point in the scene's area.
    func scenePoint(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x, y: point.y - Gallery.headerHeight)
    }

    /// The scene's area for a canvas size.
    ///
    /// - Parameter size: The whole canvas.
    /// - Returns: The scene's size.
    func sceneSize(in size: CGSize) -> CGSize {
      CGSize(
        width: size.width, height: max(1, size.height - Gallery.headerHeight - Gallery.footerHeight)
      )
    }

    /// Draws the tabs, the scene and the keys.
    ///
    /// - Parameter canvas: The whole canvas.
    /// - Returns: The scene's own canvas (what it drew, in ``PopKitGTK/CairoCanvas/drawnTexts``).
    @discardableResult
    func draw(on canvas: CairoCanvas) -> CairoCanvas {
      canvas.clear(Palette.paper)
      var x = 16.0
      x +=
        canvas.text("PopKit", at: CGPoint(x: x, y: 10), size: 15, bold: true, color: Palette.accent)
        .width + 18
      for (position, type) in Gallery.sceneTypes.enumerated() {
        let label = "\(position + 1) \(type.name)"
        if position == index {
          let size = canvas.text(label, at: CGPoint(x: -1000, y: -1000), bold: true)
          canvas.fillRect(
            x: x - 8, y: 6, width: size.width + 16, height: size.height + 8, radius: 8,
            color: Palette.accent)
          canvas.text(label, at: CGPoint(x: x, y: 10), bold: true, color: .white)
          x += size.width + 24
        } else {
          x += canvas.text(label, at: CGPoint(x: x, y: 10), color: Palette.ink).width + 24
        }
      }
      let type = Gallery.sceneTypes[index]
      canvas.text(type.summary, at: CGPoint(x: 16, y: 38), color: Palette.grey)
      let size = sceneSize(in: CGSize(width: canvas.width, height: canvas.height))
      cairo_save(canvas.context)
      cairo_translate(canvas.context, 0, Gallery.headerHeight)
      cairo_rectangle(canvas.context, 0, 0, size.width, size.height)
      cairo_clip(canvas.context)
      let sceneCanvas = CairoCanvas(context: canvas.context, width: size.width, height: size.height)
      scene.draw(on: sceneCanvas)
      cairo_restore(canvas.context)
      let keys = "\(type.keyHelp)    ←/→ or 1-\(Gallery.sceneTypes.count) scene    q quit"
      canvas.text(
        keys, at: CGPoint(x: 16, y: canvas.height - Gallery.footerHeight + 6), color: Palette.grey)
      return sceneCanvas
    }
  }
#endif
