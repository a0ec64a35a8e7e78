// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

@testable import PopKitCLI

/// A scene of a test host only (it draws no shared demo): it records the keys it is given and
/// uses `z`.
@MainActor
final class RecordingScene: DemoScene {
  static let name = "recording"
  static let summary = "A scene of the test host only."
  static let keyHints = [KeyHint("z", "zap")]
  static let script: [ScriptedKey] = []
  static let model: (any Demo.Type)? = nil

  /// The keys the shell passed on, in order.
  private(set) var keys: [DemoKey] = []

  init(animator: Animator) {}

  func handle(_ key: DemoKey, at time: Double) -> Bool {
    keys.append(key)
    return key == .character("z")
  }
}

/// A test host of recording scenes only, with Escape to quit.
enum RecordingHost: DemoHost {
  static var scenes: [HostScene<RecordingScene>] { [recording] }
  static var keys: [HostKey] { [HostKey(.escape, .quit, hint: KeyHint("Escape", "quit"))] }

  /// The recording scene, on an animator of its own.
  static var recording: HostScene<RecordingScene> {
    HostScene(RecordingScene.self) { $0 }
  }
}

extension DemoShell where Host == RecordingHost {
  /// A shell of `count` recording scenes, on animators driven by hand.
  static func recording(count: Int) -> DemoShell<RecordingHost> {
    DemoShell(Array(repeating: RecordingHost.recording, count: count), startingAt: 0) {
      Animator()
    }
  }
}

/// A test host with shared demos listed out of order and a scene of its own first.
enum MixedHost: DemoHost {
  static var scenes: [HostScene<any DemoScene>] {
    [
      HostScene(RecordingScene.self) { $0 }, HostScene(ColourScene.self) { $0 },
      HostScene(SpringScene.self) { $0 }, HostScene(MenuScene.self) { $0 },
    ]
  }

  static var keys: [HostKey] { [] }
}

/// A model whose keys bind a reserved key: making them stops the program.
@MainActor
final class GreedyModel {}
