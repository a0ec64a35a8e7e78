// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension DemoShell {
  /// A part of the key list: a title and its keys.
  package struct KeyListSection: Equatable, Sendable {
    /// The title, such as `spring` or `everywhere`.
    package let title: String
    /// The keys.
    package let hints: [KeyHint]
  }

  /// What `?` shows: the keys of the scene showing, the global keys and the host's, then the
  /// inspector's.
  package var keyList: [KeyListSection] {
    [
      KeyListSection(title: sceneType.name, hints: sceneType.keyHints),
      KeyListSection(title: "everywhere", hints: globalHints),
      KeyListSection(title: "inspector", hints: Self.inspectorHints),
    ]
  }

  /// The inspector's keys' help.
  package static var inspectorHints: [KeyHint] {
    let seconds = NumberText.fixed(InspectorSettings.traceSeconds, 0)
    return [
      KeyHint("i", "the running animations: progress, value, velocity, time left"),
      KeyHint("[ ]", "slow motion down or up: 1×, 2×, 5×, 10×"),
      KeyHint("\\ /", "pause everything; one frame while paused"),
      KeyHint("R", "write the last \(seconds) s as a Chrome trace (Perfetto)"),
    ]
  }

  /// The global keys' help, then the host's keys'.
  package var globalHints: [KeyHint] {
    let count = scenes.count
    let numbers =
      count > 9
      ? KeyHint("1-\(count)", "a scene by number: two digits within a second for 10 and up")
      : KeyHint("1-\(count)", "a scene by number")
    return [
      KeyHint("←/→", "the scene before or after"), numbers,
      KeyHint("?", "this list; the next key closes it"), KeyHint("q", "quit"),
    ] + Host.keys.map(\.hint)
  }
}
