// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A scene of a gallery as the shell drives it: a name in the tabs, key help, a script, and
/// keys in.
///
/// Each host refines it with its way of drawing (the terminal's `TerminalScene`, the GTK
/// window's `GalleryScene`). A scene that draws a shared demo is a ``DemoDrawing`` and gets
/// all of this from the demo's model; a scene of one host only (such as a GTK widget scene)
/// conforms directly.
@MainActor
package protocol DemoScene: AnyObject {
  /// The name in the tabs and on the command line, such as `spring`.
  static var name: String { get }

  /// One line under the tabs: what the scene shows.
  static var summary: String { get }

  /// The scene's own keys, for the footer and the key list.
  static var keyHints: [KeyHint] { get }

  /// The keys a script presses when none is given (the terminal's `--frames`, the GTK
  /// gallery's offscreen images), at times from the first frame.
  static var script: [ScriptedKey] { get }

  /// The shared demo the scene draws, or `nil` for a scene of one host only.
  static var model: (any Demo.Type)? { get }

  /// Creates the scene at rest.
  ///
  /// - Parameter animator: The animator that runs the scene's animations.
  init(animator: Animator)

  /// Reacts to a key the shell passed on (never one of ``ReservedKeys``).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - time: The time on the animator's timebase, in seconds, for animations that start
  ///     later.
  /// - Returns: Whether the scene used the key (and so should be drawn again).
  func handle(_ key: DemoKey, at time: Double) -> Bool
}

/// A host's scene that draws a shared demo: the name, summary, key help and keys are the
/// model's; the host adds only its drawing (and its script).
@MainActor
package protocol DemoDrawing: DemoScene {
  /// The demo's model type.
  associatedtype Model: Demo

  /// The model drawn.
  var demo: Model { get }

  /// Creates the scene of a model.
  ///
  /// - Parameter demo: The model, at rest.
  init(demo: Model)
}

extension DemoDrawing {
  /// The model's name.
  package static var name: String { Model.name }
  /// The model's summary.
  package static var summary: String { Model.summary }
  /// The model's key help.
  package static var keyHints: [KeyHint] { Model.keys.hints }
  /// The model's type.
  package static var model: (any Demo.Type)? { Model.self }

  /// Creates the scene of a new model at rest.
  ///
  /// - Parameter animator: The animator that runs the model's animations.
  package init(animator: Animator) {
    self.init(demo: Model(animator: animator))
  }

  /// Calls the model's action bound to the key.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - time: The time on the animator's timebase, in seconds.
  /// - Returns: Whether the key is bound and its action did something.
  package func handle(_ key: DemoKey, at time: Double) -> Bool {
    Model.keys.handle(key, on: demo, at: time)
  }
}
