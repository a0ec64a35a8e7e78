// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A host of the demo shell (the terminal, the GTK window): its kind of scene, its scenes, and
/// its own keys.
///
/// A host lists its scenes in any order: ``DemoCatalog`` puts the scenes of shared demos in
/// the catalog's order, then the host's own. Everything else a gallery does with scenes and
/// keys is ``DemoShell``'s; the host adds its input (bytes or GDK events into ``DemoKey``s)
/// and its drawing.
@MainActor
package protocol DemoHost {
  /// The host's kind of scene, such as `any TerminalScene`: what it draws.
  associatedtype Scene

  /// The host's scenes, in any order but for its own (which keep theirs, after the shared
  /// demos).
  static var scenes: [HostScene<Scene>] { get }

  /// The host's own keys, such as Escape or Ctrl-C to quit.
  static var keys: [HostKey] { get }
}

/// A scene type as the shell lists it: its type, and how the host makes one.
package struct HostScene<Scene> {
  /// The scene's type: its name, summary, key help, script and model.
  package let type: any DemoScene.Type
  /// Makes the scene for an animator, twice: as the host draws it and as it takes keys.
  let make: @MainActor (Animator) -> (scene: Scene, keys: any DemoScene)

  /// Creates a scene type for the shell.
  ///
  /// - Parameters:
  ///   - type: The scene's class.
  ///   - view: The host's view of a scene of that class: an upcast, `{ $0 }`.
  @MainActor
  package init<Made: DemoScene>(_ type: Made.Type, as view: @escaping @MainActor (Made) -> Scene) {
    self.type = type
    make = { animator in
      let scene = Made(animator: animator)
      return (view(scene), scene)
    }
  }
}

/// What a global key does.
package enum ShellCommand: Equatable, Sendable {
  /// Show the scene before, wrapping around.
  case previous
  /// Show the scene after, wrapping around.
  case next
  /// Quit.
  case quit
  /// Show the key list, or hide it.
  case keyList
  /// Show the inspector's panel, or hide it.
  case inspector
  /// Step slow motion up: the next larger factor.
  case slower
  /// Step slow motion down: the next smaller factor.
  case faster
  /// Pause the animator, or resume it.
  case pause
  /// Advance a paused animator by one frame.
  case step
  /// Write the last seconds of the recording as a trace file.
  case writeTrace
}

/// A key a host gives a meaning of its own: one of ``ReservedKeys/host``.
package struct HostKey: Sendable {
  /// The key.
  package let key: DemoKey
  /// What it does.
  package let command: ShellCommand
  /// Its line in the key list.
  package let hint: KeyHint

  /// Creates a host's key.
  ///
  /// - Parameters:
  ///   - key: The key, one of ``ReservedKeys/host``.
  ///   - command: What it does.
  ///   - hint: Its line in the key list, such as `Escape` `quit`.
  package init(_ key: DemoKey, _ command: ShellCommand, hint: KeyHint) {
    precondition(ReservedKeys.host.contains(key), "HostKey: \(key) is not a host's key")
    self.key = key
    self.command = command
    self.hint = hint
  }
}
