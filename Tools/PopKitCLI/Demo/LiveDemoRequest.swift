// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitCommandLine

/// A request to run the live demo in the terminal, which `popkit demo` returns instead of
/// output when it runs in a terminal without `--frames`.
///
/// The `popkit` executable starts it, which hands it to ``LiveDemo/run(_:)`` and never
/// returns.
package struct LiveDemoRequest: InteractiveSession, Equatable {
  /// The name of the first scene, such as `spring`.
  package var scene: String

  /// The animator's frame rate, in frames per second.
  package var framesPerSecond: Double

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - scene: The name of the first scene.
  ///   - framesPerSecond: The frame rate, in frames per second.
  package init(scene: String, framesPerSecond: Double) {
    self.scene = scene
    self.framesPerSecond = framesPerSecond
  }

  /// Runs the live demo in the terminal.
  ///
  /// - Returns: Never; the demo exits the process when it ends.
  @MainActor package func start() -> Never {
    LiveDemo.run(self)
  }
}
