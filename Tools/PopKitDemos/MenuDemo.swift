// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

/// The menu demo (seed 003, CHAnimation): a pop-up menu on staggered springs.
///
/// The model both galleries draw: five items fly out of a button on springs staggered 50 ms
/// apart (a ``Stagger`` in a ``Timeline``) and fold back last-out-first-in. Positions are in
/// points, as in CHAnimation's example: the button sits at (70, 70) and the middle item flies
/// to (170, 170), the move the article animates; the others land on the same quarter circle.
@MainActor
package final class MenuDemo {
  /// The animated object of one item: its centre, in points.
  @MainActor
  package final class Item {
    /// The item's name.
    package let title: String
    /// Where the item is, in points.
    package var position = MenuDemo.home

    /// Creates an item at the button.
    ///
    /// - Parameter title: The item's name.
    init(title: String) { self.title = title }
  }

  /// The animated object of the button: how far its `+` has turned, in degrees.
  @MainActor
  package final class MenuButton {
    /// The turn; 45 shows `×`.
    package var rotation = 0.0
  }

  /// The button's centre, in points.
  package static let home = CGPoint(x: 70, y: 70)
  /// How far the items land from the button, in points: the distance to (170, 170).
  package static let radius = 100 * 2.0.squareRoot()
  /// The delay between two items, in seconds (a ``Stagger`` interval).
  package static let stagger = 0.05
  /// The items' spring when opening.
  package static let openSpring = Spring(bounciness: 10, speed: 14)
  /// The items' spring when folding back.
  package static let closeSpring = Spring(bounciness: 2, speed: 18)

  /// An item's position.
  package static let position = AnimatableProperty<Item, CGPoint>(
    name: "position", threshold: 0.5, read: { $0.position }, write: { $0.position = $1 })
  /// The button's turn.
  package static let rotation = AnimatableProperty<MenuButton, Double>(
    name: "rotation", threshold: 0.5, read: { $0.rotation }, write: { $0.rotation = $1 })

  /// The animator that runs the springs.
  package let animator: Animator
  /// The items, in stagger order.
  package let items = ["Camera", "Photo", "Note", "Music", "Share"].map { Item(title: $0) }
  /// The button.
  package let button = MenuButton()
  /// Whether the menu is open (or opening).
  package private(set) var isOpen = false

  /// Creates the menu closed, every item at the button.
  ///
  /// - Parameter animator: The animator that runs the springs.
  package init(animator: Animator) {
    self.animator = animator
  }

  /// Where an item lands when the menu is open: on a quarter circle from right to below.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - count: The number of items.
  /// - Returns: Its open position, in points.
  package static func openPosition(_ index: Int, count: Int) -> CGPoint {
    let angle = Double(index) / Double(max(1, count - 1)) * Double.pi / 2
    return CGPoint(x: home.x + radius * cos(angle), y: home.y + radius * sin(angle))
  }

  /// Opens or folds the menu.
  ///
  /// Opening, the first item leaves first; folding, the last one comes back first. Items still
  /// flying turn around, keeping their velocity.
  package func toggle() {
    isOpen.toggle()
    let delays = Stagger(interval: MenuDemo.stagger, from: isOpen ? .first : .last)
      .delays(count: items.count)
    // The flights that start now form one timeline, each at its stagger's delay exactly.
    var flights = Timeline()
    for (index, item) in items.enumerated() {
      let target = isOpen ? MenuDemo.openPosition(index, count: items.count) : MenuDemo.home
      if let running = animator.animation(
        forKey: "fly", of: item, as: SpringAnimation<Item, CGPoint>.self), running.isRunning
      {
        running.toValue = target  // mid-flight: turn around, keeping the velocity
        continue
      }
      let fly = SpringAnimation(property: MenuDemo.position)
      fly.toValue = target
      fly.spring = isOpen ? MenuDemo.openSpring : MenuDemo.closeSpring
      flights.add(fly, to: item, forKey: "fly", at: .at(delays[index]))
    }
    animator.run(flights)
    // The button turns, and turns back mid-turn keeping its speed.
    animator.animate(
      button, MenuDemo.rotation, to: isOpen ? 45 : 0, spring: Spring(bounciness: 12, speed: 14))
  }
}

extension MenuDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "menu"
  /// The line under the tabs.
  package static let summary = "A pop-up menu on staggered springs (seed 003): open it and fold it."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<MenuDemo>(
    hints: [KeyHint("space", "open/close")],
    [
      .on(.space, .enter) { $0.toggle() }
    ])
}
