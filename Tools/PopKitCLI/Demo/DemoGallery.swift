// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The terminal as a host of the demo shell: its scenes, and Ctrl-C, which quits.
enum TerminalHost: DemoHost {
  static var scenes: [HostScene<any TerminalScene>] {
    [
      .init(SpringScene.self), .init(DecayScene.self), .init(CurvesScene.self),
      .init(ButtonScene.self), .init(CounterScene.self), .init(MenuScene.self),
      .init(KeyframesScene.self), .init(ColourScene.self), .init(SheetScene.self),
      .init(PathScene.self), .init(ScrollScene.self),
    ]
  }

  static var keys: [HostKey] { [HostKey(.interrupt, .quit, hint: KeyHint("Ctrl-C", "quit"))] }
}

/// The terminal gallery: the shared shell over the terminal's scenes, and the frame around the
/// scene (tabs on top, keys at the bottom).
///
/// The shell (``PopKitDemos/DemoShell``) holds the scenes in order, the one showing and the
/// global keys; the terminal draws. The gallery is the same in the live demo and in
/// `--frames` mode; only the animators it makes differ (on a timer clock, or driven by hand).
typealias DemoGallery = DemoShell<TerminalHost>

extension DemoShell where Host == TerminalHost {
  /// The smallest terminal the gallery lays itself out in.
  static var minimumSize: (width: Int, height: Int) { (40, 12) }

  /// Draws the tabs, the scene (or the key list) with the inspector's panel over it while it
  /// shows, and the keys (or the inspector's last report).
  ///
  /// - Parameter canvas: The whole screen, cleared.
  func draw(into canvas: inout TerminalCanvas) {
    let (width, height) = DemoGallery.minimumSize
    guard canvas.width >= width, canvas.height >= height else {
      canvas.putCentered("PopKit demo", row: canvas.height / 2 - 1, style: .bold)
      canvas.putCentered("needs \(width)×\(height) or more", row: canvas.height / 2)
      canvas.putCentered("q quits", row: canvas.height / 2 + 1, style: .dimmed)
      return
    }
    drawTabs(into: &canvas)
    canvas.put(sceneType.summary, row: 1, column: 1, style: .dimmed)
    var area = TerminalCanvas(width: canvas.width, height: canvas.height - 3)
    if isShowingKeyList {
      drawKeyList(into: &area)
    } else {
      scene.draw(into: &area)
      if inspector.isShowingPanel { drawInspector(into: &area) }
    }
    canvas.draw(area, row: 2, column: 0)
    let style: TextStyle = inspector.status == nil ? .dimmed : .colored(.accent)
    canvas.put(
      footer(fitting: canvas.width - 1), row: canvas.height - 1, column: 1, style: style)
  }

  /// The key list in the scene's area: the scene's keys, then the global ones.
  private func drawKeyList(into canvas: inout TerminalCanvas) {
    let sections = keyList
    let keysWidth = sections.flatMap(\.hints).map(\.keys.count).max() ?? 0
    var row = 1
    for section in sections {
      canvas.put(section.title, row: row, column: 2, style: .bold)
      row += 1
      for hint in section.hints {
        canvas.put(hint.keys, row: row, column: 4, style: .colored(.accent, bold: true))
        canvas.put(hint.action, row: row, column: 6 + keysWidth)
        row += 1
      }
      row += 1
    }
  }

  /// The top line: the title and one tab per scene, the current one marked.
  ///
  /// The title goes first when the tabs leave room for it; narrower screens get the tabs with
  /// less space between them, and the narrowest only the numbers of the other tabs.
  private func drawTabs(into canvas: inout TerminalCanvas) {
    let layouts = [
      tabs(padded: true, named: true), tabs(padded: false, named: true),
      tabs(padded: true, named: false),
    ]
    let widths = layouts.map { $0.joined().count }
    let chosen = widths.firstIndex { 1 + $0 <= canvas.width } ?? layouts.count - 1
    var column = 1
    if chosen == 0 && 1 + "PopKit".count + 2 + widths[0] <= canvas.width {
      column = canvas.put("PopKit", row: 0, column: 1, style: .colored(.accent, bold: true)) + 2
    }
    let marked = TextStyle(isBold: true, isInverse: true, foreground: .accent)
    for (position, tab) in layouts[chosen].enumerated() {
      // Unpadded tabs carry the space before them, which is not part of the mark.
      let spaced = tab.hasPrefix(" ") && tab.hasSuffix("]")
      if spaced { column = canvas.put(" ", row: 0, column: column) }
      let text = spaced ? String(tab.dropFirst()) : tab
      column = canvas.put(text, row: 0, column: column, style: position == index ? marked : .plain)
    }
  }

  /// The tabs as written, the current one in brackets: the others with a space on each side
  /// (`padded`) or one space between tabs, and with their names or, but for the current one,
  /// as numbers alone.
  private func tabs(padded: Bool, named: Bool) -> [String] {
    scenes.indices.map { position in
      let number = "\(position + 1)"
      let label = named || position == index ? "\(number) \(scenes[position].type.name)" : number
      let tab = position == index ? "[\(label)]" : label
      if padded { return position == index ? tab : " \(tab) " }
      return position == 0 ? tab : " \(tab)"
    }
  }
}
