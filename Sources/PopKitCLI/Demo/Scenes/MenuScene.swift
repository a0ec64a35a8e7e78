import Foundation
import PopKit

/// The `menu` demo (seed 003, CHAnimation): a pop-up menu on staggered springs.
///
/// The items fly out of the button and fold back. Positions are in points, as in CHAnimation's
/// example: the button sits at (70, 70) and the middle item flies to (170, 170), the move the
/// article animates; the others land on the same quarter circle around the button.
@MainActor
final class MenuScene: DemoScene {
  static let name = "menu"
  static let summary = "A pop-up menu on staggered springs (seed 003): open it and fold it."
  static let keyHelp = "space open/close"
  static let script = [ScriptedKey(0, .space), ScriptedKey(1.2, .space)]

  /// The animated object of one item: its centre, in points.
  @MainActor
  final class Item {
    /// The item's name.
    let title: String
    /// Where the item is, in points.
    var position = MenuScene.origin

    /// Creates an item at the button.
    ///
    /// - Parameter title: The item's name.
    init(title: String) { self.title = title }
  }

  /// The animated object of the button: how far its `+` has turned, in degrees.
  @MainActor
  final class MenuButton {
    /// The turn; 45 shows `×`.
    var rotation = 0.0
  }

  /// The button's centre, in points.
  static let origin = CGPoint(x: 70, y: 70)
  /// How far the items land from the button, in points: the distance to (170, 170).
  static let radius = 100 * 2.0.squareRoot()
  /// The delay between two items, in seconds (a ``Stagger`` interval).
  static let stagger = 0.05

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
  /// - Returns: Its open position, in points.
  static func openPosition(_ index: Int, count: Int) -> CGPoint {
    let angle = Double(index) / Double(max(1, count - 1)) * Double.pi / 2
    return CGPoint(x: origin.x + radius * cos(angle), y: origin.y + radius * sin(angle))
  }

  func handle(_ key: DemoKey, at time: Double) -> Bool {
    guard key == .space || key == .enter else { return false }
    isOpen.toggle()
    // Opening, the first item leaves first; closing, the last one comes back first.
    let delays = Stagger(interval: MenuScene.stagger, from: isOpen ? .first : .last)
      .delays(count: items.count)
    // The flights that start now form one timeline, each at its stagger's delay exactly.
    var flights = Timeline()
    for (index, item) in items.enumerated() {
      let target = isOpen ? MenuScene.openPosition(index, count: items.count) : MenuScene.origin
      if let running = animator.animation(
        forKey: "fly", of: item, as: SpringAnimation<Item, CGPoint>.self), running.isRunning
      {
        running.toValue = target  // mid-flight: turn around, keeping the velocity
        continue
      }
      let fly = SpringAnimation(property: MenuScene.position)
      fly.toValue = target
      fly.spring = isOpen ? Spring(bounciness: 10, speed: 14) : Spring(bounciness: 2, speed: 18)
      flights.add(fly, to: item, forKey: "fly", at: .at(delays[index]))
    }
    animator.run(flights)
    // The button turns, and turns back mid-turn keeping its speed.
    animator.animate(
      button, MenuScene.rotation, to: isOpen ? 45 : 0, spring: Spring(bounciness: 12, speed: 14))
    return true
  }

  func render(into canvas: inout TerminalCanvas) {
    let rowsPerPoint = Double(max(4, canvas.height - 5)) / 150
    let left = 4
    func cell(_ point: CGPoint) -> (row: Int, column: Int) {
      (
        1 + Int(((point.y - 65) * rowsPerPoint).rounded()),
        left + Int(((point.x - 65) * 2 * rowsPerPoint).rounded())
      )
    }
    // CHAnimation's move, from (70,70) to (170,170), as a faint diagonal.
    for step in stride(from: 0.0, through: 100, by: 4) {
      let dot = cell(CGPoint(x: 70 + step, y: 70 + step))
      canvas.put("·", row: dot.row, column: dot.column, style: .dimmed)
    }
    let end = cell(CGPoint(x: 170, y: 170))
    canvas.put("(170,170)", row: end.row, column: end.column + 9, style: .dimmed)
    let home = cell(MenuScene.origin)
    for item in items {
      let spot = cell(item.position)
      guard spot != home else { continue }
      canvas.put("◆", row: spot.row, column: spot.column, style: .colored(.sky, bold: true))
      canvas.put(item.title, row: spot.row, column: spot.column + 2)
    }
    let glyph: Character = button.rotation >= 22.5 ? "×" : "+"
    let style = TextStyle.colored(.accent, bold: true)
    canvas.put("(\(glyph))", row: home.row, column: home.column - 1, style: style)
    if canvas.width >= 80 { drawExplanation(into: &canvas, column: canvas.width - 33) }
    let note = items[2]
    let readout =
      "Note (70, 70) → (170, 170): now (\(DemoText.fixed(note.position.x, 1)), "
      + "\(DemoText.fixed(note.position.y, 1)))   button \(DemoText.fixed(button.rotation, 0))°"
    canvas.put(readout, row: canvas.height - 2, column: 2)
    let state =
      isOpen ? "open: springs staggered by 50 ms" : "closed: springs fold back, last out first in"
    canvas.put(state, row: canvas.height - 1, column: 2, style: .dimmed)
  }

  /// A few lines tying the scene to CHAnimation's example.
  private func drawExplanation(into canvas: inout TerminalCanvas, column: Int) {
    let lines = [
      "CHAnimation's example moves a",
      "button from (70,70) to",
      "(170,170). Here every item is",
      "a SpringAnimation of a CGPoint",
      "begun 50 ms after the one",
      "before. Press space mid-flight:",
      "they turn, keeping velocity.",
    ]
    for (offset, line) in lines.enumerated() {
      canvas.put(line, row: 2 + offset, column: column, style: .dimmed)
    }
  }
}
