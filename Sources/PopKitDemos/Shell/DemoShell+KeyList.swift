extension DemoShell {
  /// A part of the key list: a title and its keys.
  package struct KeyListSection: Equatable, Sendable {
    /// The title, such as `spring` or `everywhere`.
    package let title: String
    /// The keys.
    package let hints: [KeyHint]
  }

  /// What `?` shows: the keys of the scene showing, then the global keys and the host's.
  package var keyList: [KeyListSection] {
    [
      KeyListSection(title: sceneType.name, hints: sceneType.keyHints),
      KeyListSection(title: "everywhere", hints: globalHints),
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
