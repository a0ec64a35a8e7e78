#if GTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The `menu` scene (seed 003, CHAnimation): a pop-up menu.
  ///
  /// Five items fly out of a button on springs staggered 50 ms apart (a ``PopKit/Stagger`` in a ``PopKit/Timeline``) and fold back
  /// last-out-first-in. Positions are CHAnimation's points, drawn ``scale`` pixels each from
  /// ``origin``: the button at (70, 70), the middle item flying to (170, 170).
  @MainActor
  final class MenuScene: GalleryScene {
    static let name = "menu"
    static let summary = "A pop-up menu on staggered springs (seed 003): open it and fold it."
    static let keyHelp = "space or click the button: open/close"
    static let script = [ScriptedKey(0, .space)]

    /// One item's centre, in points.
    @MainActor
    final class Item {
      /// The item's name.
      let title: String
      /// Where the item is, in points.
      var position = MenuScene.home

      /// Creates an item at the button.
      ///
      /// - Parameter title: The item's name.
      init(title: String) { self.title = title }
    }

    /// How far the button's `+` has turned, in degrees.
    @MainActor
    final class MenuButton {
      /// The turn; 45 shows `×`.
      var rotation = 0.0
    }

    /// The button's centre, in points.
    static let home = CGPoint(x: 70, y: 70)
    /// Where point (0, 0) is drawn, in the scene's pixels.
    static let origin = CGPoint(x: 40, y: 10)
    /// Pixels per point.
    static let scale = 2.0
    /// How far the items land from the button, in points: the distance to (170, 170).
    static let radius = 100 * 2.0.squareRoot()
    /// The delay between two items, in seconds.
    static let stagger = 0.05
    /// The items' spring when opening.
    static let openSpring = Spring(bounciness: 10, speed: 14)
    /// An item's radius, in pixels.
    static let itemRadius = 22.0

    static let position = AnimatableProperty<Item, CGPoint>(
      name: "position", threshold: 0.5, read: { $0.position }, write: { $0.position = $1 })
    static let rotation = AnimatableProperty<MenuButton, Double>(
      name: "rotation", threshold: 0.5, read: { $0.rotation }, write: { $0.rotation = $1 })

    let animator: Animator
    let items = ["Camera", "Photo", "Note", "Music", "Share"].map { Item(title: $0) }
    let button = MenuButton()
    private(set) var isOpen = false

    init(animator: Animator) {
      self.animator = animator
    }

    /// Where an item lands when the menu is open: on a quarter circle from right to below.
    ///
    /// - Parameters:
    ///   - index: The item's index.
    ///   - count: The number of items.
    /// - Returns: The position, in points.
    static func openPosition(_ index: Int, count: Int) -> CGPoint {
      let angle = Double(index) / Double(max(1, count - 1)) * Double.pi / 2
      return CGPoint(x: home.x + radius * cos(angle), y: home.y + radius * sin(angle))
    }

    /// A point's pixel in the scene.
    ///
    /// - Parameter point: A position, in points.
    /// - Returns: Its pixel in the scene's area.
    static func pixel(_ point: CGPoint) -> CGPoint {
      CGPoint(x: origin.x + scale * point.x, y: origin.y + scale * point.y)
    }

    func handle(_ key: GalleryKey, at time: Double) -> Bool {
      guard key == .space || key == .enter else { return false }
      toggle()
      return true
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      let center = MenuScene.pixel(MenuScene.home)
      if abs(point.x - center.x) < 30, abs(point.y - center.y) < 30 { toggle() }
      return false
    }

    private func toggle() {
      isOpen.toggle()
      let delays = Stagger(interval: MenuScene.stagger, from: isOpen ? .first : .last)
        .delays(count: items.count)
      var flights = Timeline()
      for (index, item) in items.enumerated() {
        let target = isOpen ? MenuScene.openPosition(index, count: items.count) : MenuScene.home
        if let running = animator.animation(
          forKey: "fly", of: item, as: SpringAnimation<Item, CGPoint>.self), running.isRunning
        {
          running.toValue = target
          continue
        }
        let fly = SpringAnimation(property: MenuScene.position)
        fly.toValue = target
        fly.spring = isOpen ? MenuScene.openSpring : Spring(bounciness: 2, speed: 18)
        flights.add(fly, to: item, forKey: "fly", at: .at(delays[index]))
      }
      animator.run(flights)
      animator.animate(
        button, MenuScene.rotation, to: isOpen ? 45 : 0, spring: Spring(bounciness: 12, speed: 14))
    }

    var loggedValues: [String: Double] {
      var values = ["rotation": button.rotation]
      for item in items {
        values[item.title + ".x"] = item.position.x
        values[item.title + ".y"] = item.position.y
      }
      return values
    }

    func draw(on canvas: CairoCanvas) {
      let start = MenuScene.pixel(MenuScene.home)
      let end = MenuScene.pixel(CGPoint(x: 170, y: 170))
      canvas.line(from: start, to: end, lineWidth: 1, color: Palette.faint, dash: 4)
      canvas.text("(170, 170)", at: CGPoint(x: end.x + 26, y: end.y + 20), color: Palette.grey)
      for item in items.reversed() where item.position != MenuScene.home {
        let center = MenuScene.pixel(item.position)
        canvas.fillCircle(center: center, radius: MenuScene.itemRadius, color: Palette.sky)
        canvas.text(item.title, at: CGPoint(x: center.x + 26, y: center.y), anchor: .leading)
      }
      canvas.fillCircle(center: start, radius: 26, color: Palette.accent)
      let turn = button.rotation * Double.pi / 180
      for arm in [turn, turn + Double.pi / 2] {
        let dx = 11 * cos(arm)
        let dy = 11 * sin(arm)
        canvas.line(
          from: CGPoint(x: start.x - dx, y: start.y - dy),
          to: CGPoint(x: start.x + dx, y: start.y + dy),
          lineWidth: 4, color: .white)
      }
      let note = items[2].position
      canvas.text(
        "Note (70, 70) → (170, 170): now (\(Label.fixed(note.x, 1)), \(Label.fixed(note.y, 1)))"
          + "   button \(Label.fixed(button.rotation, 0))°",
        at: CGPoint(x: 24, y: canvas.height - 40))
      canvas.text(
        isOpen
          ? "open: springs staggered by 50 ms" : "closed: springs fold back, last out first in",
        at: CGPoint(x: 520, y: 40), color: Palette.grey)
    }
  }
#endif
