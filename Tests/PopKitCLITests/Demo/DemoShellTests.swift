// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitDemos
import Testing

@testable import PopKitCLI

@MainActor
@Suite("Demo shell: navigation, global and reserved keys, the key list")
struct DemoShellTests {
  @Test("arrows wrap at both ends; with nine scenes or fewer a digit is the scene, 0 nothing")
  func arrowsAndDigits() {
    let shell = DemoShell<RecordingHost>.recording(count: 9)
    #expect(shell.handle(.left, at: 0) == .changed)
    #expect(shell.index == 8)
    #expect(shell.handle(.down, at: 0) == .changed)
    #expect(shell.index == 0)
    #expect(shell.handle(.up, at: 0) == .changed)
    #expect(shell.index == 8)
    #expect(shell.handle(.character("1"), at: 0) == .changed)
    #expect(shell.handle(.character("0"), at: 0.1) == .ignored, "no two-digit numbers")
    #expect(shell.index == 0)
    #expect(shell.handle(.character("9"), at: 0.2) == .changed)
    #expect(shell.index == 8)
    #expect(shell.scene.keys.isEmpty, "no global key reached the scene")
  }

  @Test("ten scenes or more: a second digit within a second makes the number; later, it is new")
  func tenthScene() {
    let shell = DemoShell<RecordingHost>.recording(count: 12)
    #expect(shell.handle(.character("1"), at: 5) == .changed)
    #expect(shell.index == 0, "scene 1 shows at once")
    #expect(shell.handle(.character("0"), at: 5.4) == .changed)
    #expect(shell.index == 9, "1 then 0 is scene 10")
    #expect(shell.handle(.character("1"), at: 6) == .changed)
    #expect(shell.handle(.character("2"), at: 7) == .changed)
    #expect(shell.index == 11, "1 then 2 within 1 s is scene 12")
    #expect(shell.handle(.character("1"), at: 8) == .changed)
    #expect(shell.handle(.character("2"), at: 9.5) == .changed)
    #expect(shell.index == 1, "1 then 2 after 1.5 s is scene 2")
    #expect(shell.handle(.character("1"), at: 10) == .changed)
    #expect(shell.handle(.character("5"), at: 10.1) == .changed)
    #expect(shell.index == 4, "no scene 15: the second digit is scene 5")
    #expect(shell.handle(.character("1"), at: 11) == .changed)
    #expect(shell.handle(.character("z"), at: 11.1) == .changed)
    #expect(shell.handle(.character("1"), at: 11.2) == .changed)
    #expect(shell.index == 0, "another key between the digits ends the number")
    #expect(shell.handle(.character("0"), at: 20) == .ignored, "0 alone is nothing")
    // The key's own time, not the animator's, counts.
    #expect(shell.handle(.character("1"), at: 0, typedAt: 30) == .changed)
    #expect(shell.handle(.character("1"), at: 0, typedAt: 30.5) == .changed)
    #expect(shell.index == 10)
  }

  @Test("q, Q and the host's key quit; the inspector's keys act and reach no scene")
  func reservedKeys() {
    let shell = DemoShell<RecordingHost>.recording(count: 3)
    for key in [DemoKey.character("q"), .character("Q"), .escape] {
      #expect(shell.handle(key, at: 0) == .quit)
    }
    for character in ["i", "[", "]", "\\", "/", "R"] as [Character] {
      #expect(ReservedKeys.contains(.character(character)))
    }
    #expect(shell.handle(.interrupt, at: 0) == .ignored, "this host gave Ctrl-C no meaning")
    #expect(shell.handle(.character("z"), at: 0) == .changed)
    #expect(shell.handle(.character("y"), at: 0) == .ignored)
    #expect(shell.scene.keys == [.character("z"), .character("y")])
    shell.traceDirectory = "/nonexistent-popkit-folder"
    for character in ["i", "]", "[", "\\", "/", "\\", "R"] as [Character] {
      #expect(shell.handle(.character(character), at: 0) == .changed, "\(character)")
    }
    #expect(shell.scene.keys == [.character("z"), .character("y")])
  }

  @Test("no shared demo binds a key the shell keeps")
  func demosBindNoReservedKey() {
    func bound<Model: Demo>(_ model: Model.Type) -> Set<DemoKey> { Model.keys.boundKeys }
    var all = Set<DemoKey>()
    for demo in DemoCatalog.demos {
      let keys = bound(demo)
      #expect(!keys.isEmpty, "\(demo.name)")
      #expect(keys.allSatisfy { !ReservedKeys.contains($0) }, "\(demo.name)")
      all.formUnion(keys)
    }
    #expect(all.contains(.space) && all.contains(.character("+")))
  }

  @Test("binding a reserved key stops the program")
  func bindingReservedKeyTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = DemoKeys<GreedyModel>(hints: [], [.on(.character("i")) { _ in }])
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = DemoKeys<GreedyModel>(hints: [], [.on(.character("7")) { _ in }])
      }
    }
  }

  @Test("? shows the scene's keys and the global ones; the next key closes it and acts")
  func keyList() {
    let shell = DemoShell<RecordingHost>.recording(count: 12)
    #expect(shell.handle(.character("?"), at: 0) == .changed)
    #expect(shell.isShowingKeyList)
    #expect(shell.keyList.map(\.title) == ["recording", "everywhere", "inspector"])
    #expect(shell.keyList[0].hints == [KeyHint("z", "zap")])
    #expect(shell.keyList[1].hints.map(\.keys) == ["←/→", "1-12", "?", "q", "Escape"])
    #expect(shell.handle(.character("?"), at: 0) == .changed)
    #expect(!shell.isShowingKeyList)
    _ = shell.handle(.character("?"), at: 0)
    #expect(shell.handle(.character("y"), at: 0) == .changed, "closing the list is a change")
    #expect(!shell.isShowingKeyList)
    #expect(shell.scene.keys == [.character("y")])
  }

  @Test("the terminal draws the key list in place of the scene, the frame unchanged")
  func terminalKeyList() {
    let gallery = DemoGallery(startingAt: 0) { Animator() }
    var before = TerminalCanvas(width: 80, height: 24)
    gallery.draw(into: &before)
    #expect(gallery.handle(.character("?"), at: 0) == .changed)
    var canvas = TerminalCanvas(width: 80, height: 24)
    gallery.draw(into: &canvas)
    let text = canvas.plainText
    for line in [
      "  spring", "    +/-     bounciness", "  everywhere",
      "    1-11    a scene by number: two digits within a second for 10 and up",
      "    Ctrl-C  quit",
    ] {
      #expect(text.contains(line + "\n"), "\(line)")
    }
    for row in [0, 1, 23] { #expect(canvas.plainLine(row) == before.plainLine(row)) }
    #expect(gallery.handle(.escape, at: 0) == .changed, "Escape closes the list here")
    #expect(gallery.handle(.escape, at: 0) == .ignored, "and means nothing else")
  }

  @Test("a scene of one host only: shared demos in the catalog's order, the host's own after")
  func hostOnlyScene() {
    #expect(
      DemoShell<MixedHost>.sceneTypes.map { $0.name } == ["spring", "menu", "colour", "recording"])
    let shell = DemoShell<MixedHost>(startingAt: 0) { Animator() }
    #expect(shell.handle(.character("4"), at: 0) == .changed)
    #expect(shell.scene is RecordingScene)
    #expect(shell.handle(.character("z"), at: 0) == .changed)
    #expect(shell.handle(.right, at: 0) == .changed)
    #expect(shell.scene is SpringScene, "wraps to the first")
    #expect(DemoShell<MixedHost>.index(of: "recording") == 3)
    #expect(DemoShell<MixedHost>.index(of: "decay") == nil)
  }

  @Test("a script hands out its keys in time order, each once")
  func scriptPlayer() {
    var player = ScriptPlayer([
      ScriptedKey(1, .character("b")), ScriptedKey(0, .character("a")),
      ScriptedKey(1, .character("c")),
    ])
    #expect(player.keys(dueBy: -1).isEmpty)
    #expect(player.keys(dueBy: 0.5) == [.character("a")])
    #expect(player.keys(dueBy: 1) == [.character("b"), .character("c")])
    #expect(player.keys(dueBy: 9).isEmpty)
  }
}
