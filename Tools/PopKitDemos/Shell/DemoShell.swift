// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The gallery shell both hosts share: the scenes in order, the one showing, the global keys,
/// and the key list.
///
/// A host makes one shell with its scenes and its own keys, hands it every key it reads, and
/// draws ``scene`` with the chrome around it whenever ``handle(_:at:typedAt:)`` says something
/// changed. Only the animators differ between hosts (a timer, GTK's frame clock, a clock
/// driven by hand): the shell asks for a new one with each scene shown, so leaving a scene
/// lets it go with all its animations.
///
/// The global keys, kept from the scenes (``ReservedKeys``):
/// - ← or ↑ shows the scene before, → or ↓ the one after, wrapping around at both ends;
/// - a digit shows the scene of that number (`1` is the first; `0` alone means nothing). With
///   ten scenes or more, a digit typed within ``digitWindow`` seconds of the digit that chose
///   a scene makes a two-digit number with it when there is such a scene: `1` then `2` shows
///   scene 12 (scene 1 showing in between), `1` then `0` scene 10;
/// - `q` or `Q` quits;
/// - `?` shows the key list (``keyList``); the next key closes it, and acts as usual;
/// - the inspector's (DemoShell+Inspector.swift): `i` shows or hides the panel of running
///   animations (``inspectorPanel``), `]` and `[` step slow motion up and down through 1×, 2×,
///   5× and 10× (kept across scenes), `\` pauses or resumes the whole animator, `/` advances a
///   paused animator by one ``frameInterval``, and `R` writes the last
///   ``InspectorSettings/traceSeconds`` of the scene's recording as a Chrome trace file in
///   ``traceDirectory``, reporting where in ``InspectorSettings/status``;
/// - the host's own keys (``DemoHost/keys``), such as Escape or Ctrl-C, do what the host says.
///
/// Every other key goes to the scene.
@MainActor
package final class DemoShell<Host: DemoHost> {
  /// What a key did.
  package enum Outcome: Equatable, Sendable {
    /// Nothing: the key means nothing here.
    case ignored
    /// Something changed; draw again.
    case changed
    /// The user asked to quit.
    case quit
  }

  /// How long after a digit that chose a scene a second digit makes a two-digit number, in
  /// seconds (only with ten scenes or more).
  package static var digitWindow: Double { 1 }

  /// The scenes, in the order of the tabs and number keys.
  package let scenes: [HostScene<Host.Scene>]
  /// Makes the animator for each new scene.
  private let makeAnimator: () -> Animator
  /// The index of the scene showing.
  package private(set) var index: Int
  /// The scene showing, as the host draws it.
  package private(set) var scene: Host.Scene
  /// The scene showing, as it takes keys.
  private var keyTarget: any DemoScene
  /// The animator of the scene showing.
  package private(set) var animator: Animator
  /// Whether the key list shows in place of the scene.
  package private(set) var isShowingKeyList = false
  /// The digit that last chose a scene, and when, while a second one may follow.
  private var lastDigit: (number: Int, time: Double)?
  /// The inspector's panel, slow motion and last report; kept across scenes.
  package internal(set) var inspector = InspectorSettings()
  /// The interval `/` advances a paused animator by, in seconds: the host's frame interval;
  /// default 1/60.
  package var frameInterval = 1.0 / 60
  /// The folder `R` writes trace files to; default `.`, the current directory.
  package var traceDirectory = "."

  /// The host's scenes in the order of the tabs and number keys (``DemoCatalog``'s).
  package static var orderedScenes: [HostScene<Host.Scene>] {
    DemoCatalog.ordered(Host.scenes) { $0.type.model }
  }

  /// The host's scene types in the order of the tabs and number keys.
  package static var sceneTypes: [any DemoScene.Type] { orderedScenes.map(\.type) }

  /// The index of the host's scene with a name, or `nil`.
  ///
  /// - Parameter name: A scene name, such as `menu`.
  /// - Returns: Its index in ``sceneTypes``.
  package static func index(of name: String) -> Int? {
    sceneTypes.firstIndex { $0.name == name }
  }

  /// Creates the shell over the host's scenes, showing one.
  ///
  /// - Parameters:
  ///   - index: The index of the first scene, in ``sceneTypes``.
  ///   - makeAnimator: Makes the animator for each scene shown.
  package convenience init(startingAt index: Int, makeAnimator: @escaping () -> Animator) {
    self.init(Self.orderedScenes, startingAt: index, makeAnimator: makeAnimator)
  }

  /// Creates the shell over scenes in the order given, showing one.
  ///
  /// - Parameters:
  ///   - scenes: The scenes, in the order of the tabs; at least one.
  ///   - index: The index of the first scene in `scenes`.
  ///   - makeAnimator: Makes the animator for each scene shown.
  package init(
    _ scenes: [HostScene<Host.Scene>], startingAt index: Int,
    makeAnimator: @escaping () -> Animator
  ) {
    precondition(scenes.indices.contains(index), "DemoShell: no scene at index \(index)")
    self.scenes = scenes
    self.makeAnimator = makeAnimator
    self.index = index
    let animator = Self.prepared(makeAnimator(), for: InspectorSettings())
    self.animator = animator
    (scene, keyTarget) = scenes[index].make(animator)
  }

  /// The type of the scene showing.
  package var sceneType: any DemoScene.Type { scenes[index].type }

  /// Shows a scene, fresh and at rest; the previous scene and its animations go away.
  ///
  /// - Parameter newIndex: The index of the scene; wraps around at both ends.
  package func select(_ newIndex: Int) {
    let count = scenes.count
    index = ((newIndex % count) + count) % count
    animator = Self.prepared(makeAnimator(), for: inspector)
    (scene, keyTarget) = scenes[index].make(animator)
  }

  /// Reacts to a key.
  ///
  /// A global key, an inspector's key or a host's key does what it says; anything else goes
  /// to the scene. Any key but `?` closes the key list first, and any key clears the
  /// inspector's last report.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - time: The time on the animator's timebase, in seconds (the scene's actions use it).
  ///   - keyTime: When the key was typed, in seconds on a clock that runs on across scenes;
  ///     `nil` for `time`. Only the two-digit rule reads it.
  /// - Returns: What the key did.
  package func handle(_ key: DemoKey, at time: Double, typedAt keyTime: Double? = nil) -> Outcome {
    let command = self.command(for: key)
    let closedList = isShowingKeyList && command != .keyList
    if closedList { isShowingKeyList = false }
    // A report shows until the next key.
    let clearedStatus = inspector.status != nil
    inspector.status = nil
    let outcome = route(key, command: command, at: time, typedAt: keyTime ?? time)
    return (closedList || clearedStatus) && outcome == .ignored ? .changed : outcome
  }

  /// Presses the keys of a script that are due by a limit, each at a time.
  ///
  /// - Parameters:
  ///   - script: The script being played.
  ///   - limit: The latest key time due, in seconds.
  ///   - time: The time the keys are pressed at, in seconds.
  package func play(_ script: inout ScriptPlayer, dueBy limit: Double, at time: Double) {
    for key in script.keys(dueBy: limit) { _ = handle(key, at: time) }
  }

  /// The global command of a key, if it has one.
  private func command(for key: DemoKey) -> ShellCommand? {
    if let hostKey = Host.keys.first(where: { $0.key == key }) { return hostKey.command }
    switch key {
    case .left, .up: return .previous
    case .right, .down: return .next
    case .character("q"), .character("Q"): return .quit
    case .character("?"): return .keyList
    case .character("i"): return .inspector
    case .character("]"): return .slower
    case .character("["): return .faster
    case .character("\\"): return .pause
    case .character("/"): return .step
    case .character("R"): return .writeTrace
    default: return nil
    }
  }

  private func route(
    _ key: DemoKey, command: ShellCommand?, at time: Double, typedAt keyTime: Double
  )
    -> Outcome
  {
    if case .character(let character) = key, let digit = ReservedKeys.digit(character) {
      return choose(digit, typedAt: keyTime)
    }
    lastDigit = nil
    switch command {
    case .previous:
      select(index - 1)
    case .next:
      select(index + 1)
    case .quit:
      return .quit
    case .keyList:
      isShowingKeyList.toggle()
    case let inspecting?:
      return inspect(inspecting)
    case nil:
      guard !ReservedKeys.contains(key) else { return .ignored }
      return keyTarget.handle(key, at: time) ? .changed : .ignored
    }
    return .changed
  }

  /// Shows the scene a digit chooses, alone or after the digit before it.
  private func choose(_ digit: Int, typedAt keyTime: Double) -> Outcome {
    let count = scenes.count
    if let first = lastDigit, keyTime >= first.time, keyTime - first.time <= Self.digitWindow,
      first.number * 10 + digit <= count
    {
      lastDigit = nil
      select(first.number * 10 + digit - 1)
      return .changed
    }
    guard (1...count).contains(digit) else {
      lastDigit = nil
      return .ignored
    }
    select(digit - 1)
    lastDigit = count > 9 ? (digit, keyTime) : nil
    return .changed
  }
}
