// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A demo's model as the shell knows it: its name, what it shows, and its keys.
///
/// A model holds the demo's objects, properties, springs and actions; it draws nothing. Each
/// host draws it in a scene of its own (a ``DemoDrawing``), and every host gets the same
/// keys from ``keys``. Add a new model to ``DemoCatalog/demos`` to give it its place in the
/// tabs.
@MainActor
package protocol Demo: AnyObject {
  /// The name typed after `popkit demo` or `popkit-gallery`, such as `spring`.
  static var name: String { get }

  /// One line under the tabs: what the demo shows and the key that runs it.
  static var summary: String { get }

  /// The demo's keys: which keys call which action, and their help.
  static var keys: DemoKeys<Self> { get }

  /// Creates the demo at rest.
  ///
  /// - Parameter animator: The animator that runs the demo's animations.
  init(animator: Animator)
}
