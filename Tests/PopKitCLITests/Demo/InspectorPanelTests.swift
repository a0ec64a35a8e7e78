// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos
import Testing

@testable import PopKitCLI

@MainActor
@Suite("Inspector panel: the model both hosts draw, and the terminal's drawing of it")
struct InspectorPanelTests {
  /// A spring half-way and a timeline of unknown progress.
  private let snapshot = [
    RunningAnimation(
      key: "fly", objectType: "Item", property: "position", kind: .spring,
      value: [221.04, 70], velocity: [-133.2, 0], progress: 0.5, timeLeft: 0.234,
      energy: 26_123),
    RunningAnimation(
      key: "popkit.animation.1", objectType: "TimelineRun", property: nil, kind: .timeline,
      value: [0.25]),
  ]

  @Test("header, rows and compact numbers")
  func model() {
    let panel = InspectorPanel(snapshot, slowMotion: 5, isPaused: true)
    #expect(panel.header == "inspector  5× slow motion  paused  2 running")
    #expect(
      InspectorPanel([], slowMotion: 1, isPaused: false).header
        == "inspector  1× speed  nothing running")
    let spring = panel.rows[0]
    #expect(spring.target == "Item.position" && spring.kind == "spring")
    #expect(spring.value == "x 221,70.0" && spring.velocity == "v -133,0.00")
    #expect(spring.remaining == "0.23 s E 26k")
    #expect(spring.progress == 0.5)
    #expect(panel.rows[1].target == "TimelineRun" && panel.rows[1].progress == nil)
    #expect(panel.rows[1].velocity.isEmpty && panel.rows[1].remaining.isEmpty)
    let compact = [0.004, -9.994, 9.996, 99.94, 123.4, 9_999.4, 12_345, 2_740_000].map(
      InspectorPanel.compact)
    #expect(compact == ["0.00", "-9.99", "10.0", "99.9", "123", "9999", "12k", "2.7M"])
    #expect(InspectorPanel.bar(0.5, width: 10) == "#####-----")
    #expect(InspectorPanel.bar(nil, width: 4) == "    ")
    #expect(InspectorPanel.fit("popkit.animation.1", 8) == "popkit.…")
  }

  @Test("as text: columns two spaces apart; the target left out when too wide; rows counted")
  func lines() {
    let panel = InspectorPanel(snapshot, slowMotion: 1, isPaused: false)
    let wide = panel.lines(width: 200, maximumRows: 5)
    let spring = "fly                 Item.position  spring    #####-----  x 221,70.0  "
    #expect(
      wide == [
        "inspector  1× speed  2 running", spring + "v -133,0.00  0.23 s E 26k",
        "popkit.animation.1  TimelineRun    timeline              x 0.25",
      ])
    let narrow = panel.lines(width: 80, maximumRows: 5, barWidth: 8, keyLimit: 12)
    #expect(
      narrow[1] == "fly           spring    ####----  x 221,70.0  v -133,0.00  0.23 s E 26k")
    #expect(narrow[2].hasPrefix("popkit.anim…  timeline"))
    #expect(
      panel.lines(width: 80, maximumRows: 1) == ["inspector  1× speed  2 running", "… 2 more"])
    #expect(panel.shownCount(maximumRows: 2) == 2 && panel.shownCount(maximumRows: 1) == 0)
  }

  @Test("the terminal: i shows the menu's springs over the scene, their bars filling; i hides it")
  func terminalPanel() throws {
    let text = DemoFrames.text(
      sceneAt: try #require(DemoGallery.index(of: "menu")), frames: 12, framesPerSecond: 30,
      width: 80, height: 24, inspector: true)
    let frames = text.components(separatedBy: "--- frame ").dropFirst().map {
      $0.components(separatedBy: "\n")
    }
    let last = try #require(frames.last)
    #expect(last.contains { $0.hasPrefix("── inspector  1× speed  7 running ──") })
    let flying = last.filter { $0.hasPrefix("  fly           spring    ") }
    #expect(flying.count == 5, "five menu items on springs")
    #expect(flying.allSatisfy { $0.contains(" x ") && $0.contains(" v ") && $0.contains(" s E ") })
    #expect(last.contains { $0.contains(" i inspect ") })
    let gallery = DemoGallery(startingAt: 0) { Animator() }
    #expect(gallery.handle(.character("i"), at: 0) == .changed)
    var shown = TerminalCanvas(width: 80, height: 24)
    gallery.draw(into: &shown)
    #expect(shown.plainText.contains("── inspector  1× speed  nothing running ──"))
    #expect(gallery.handle(.character("i"), at: 0) == .changed)
    var hidden = TerminalCanvas(width: 80, height: 24)
    gallery.draw(into: &hidden)
    #expect(!hidden.plainText.contains("inspector"))
  }

  @Test("the key list has the inspector's keys; the footer shows R's report in place of the keys")
  func keyListAndFooter() {
    let gallery = DemoGallery(startingAt: 0) { Animator() }
    #expect(gallery.keyList.map(\.title) == ["spring", "everywhere", "inspector"])
    #expect(gallery.keyList[2].hints.map(\.keys) == ["i", "[ ]", "\\ /", "R"])
    gallery.traceDirectory = "/nonexistent-popkit-folder"
    _ = gallery.handle(.character("R"), at: 0)
    var canvas = TerminalCanvas(width: 80, height: 24)
    gallery.draw(into: &canvas)
    #expect(canvas.plainLine(23) == " R: nothing recorded yet in spring")
  }
}
