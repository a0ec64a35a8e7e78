// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitDemos

/// A scene of the terminal gallery: a ``PopKitDemos/DemoScene`` that draws itself as text.
///
/// A scene gets its own `Animator`. In the live demo that animator runs on a timer clock and
/// the scene is drawn after every frame; in `--frames` mode it is rendered by hand at exact
/// times, and the scene's script presses its keys, so the frames show motion and are the
/// same on every run. A scene of a shared demo is also a ``PopKitDemos/DemoDrawing``: its
/// name, summary, keys and key help are the model's, and it adds only ``draw(into:)`` and its
/// script.
///
/// Scenes capture themselves weakly in animation callbacks: when the gallery moves on, the
/// scene, its objects and its animator go away, and with them every animation it started.
@MainActor
protocol TerminalScene: DemoScene {
  /// Draws the scene as it is now.
  ///
  /// - Parameter canvas: The scene's area, cleared; its size is the terminal's minus the
  ///   gallery's header and footer, and may change between frames.
  func draw(into canvas: inout TerminalCanvas)
}

extension HostScene where Scene == any TerminalScene {
  /// A terminal scene class for the shell.
  ///
  /// - Parameter type: The scene's class.
  @MainActor
  init<Made: TerminalScene>(_ type: Made.Type) { self.init(type) { $0 } }
}
