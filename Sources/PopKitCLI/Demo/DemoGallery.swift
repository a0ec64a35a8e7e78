import PopKit

/// The demo gallery: the scenes in order, the one showing, the keys that move between them,
/// and the frame around the scene (tabs on top, keys at the bottom).
///
/// The gallery is the same in the live demo and in `--frames` mode; only the animators it
/// makes differ (on a timer clock, or driven by hand).
@MainActor
final class DemoGallery {
  /// Every scene, in the order of the tabs and number keys.
  static let sceneTypes: [any DemoScene.Type] = [
    SpringScene.self, DecayScene.self, CurvesScene.self, ButtonScene.self, CounterScene.self,
    MenuScene.self, KeyframesScene.self, ColourScene.self,
  ]

  /// The smallest terminal the gallery lays itself out in.
  static let minimumSize = (width: 40, height: 12)

  /// What a key did.
  enum Outcome: Equatable {
    /// Nothing: the key means nothing here.
    case ignored
    /// Something changed; draw again.
    case changed
    /// The user asked to quit.
    case quit
  }

  /// The index of the scene showing.
  private(set) var index: Int
  /// The scene showing.
  private(set) var scene: any DemoScene
  /// The animator of the scene showing.
  private(set) var animator: Animator
  /// Makes the animator for each new scene.
  private let makeAnimator: () -> Animator

  /// The index of the scene with a name, or `nil`.
  ///
  /// - Parameter name: A scene name, such as `menu`.
  /// - Returns: Its index in ``sceneTypes``.
  static func index(of name: String) -> Int? {
    sceneTypes.firstIndex { $0.name == name }
  }

  /// Creates the gallery showing one scene.
  ///
  /// - Parameters:
  ///   - index: The index of the first scene, in ``sceneTypes``.
  ///   - makeAnimator: Makes the animator for each scene shown.
  init(startingAt index: Int, makeAnimator: @escaping () -> Animator) {
    self.index = index
    self.makeAnimator = makeAnimator
    let animator = makeAnimator()
    self.animator = animator
    scene = DemoGallery.sceneTypes[index].init(animator: animator)
  }

  /// Shows a scene, fresh and at rest; the previous scene and its animations go away.
  ///
  /// - Parameter newIndex: The index of the scene; wraps around at both ends.
  func select(_ newIndex: Int) {
    let count = DemoGallery.sceneTypes.count
    index = ((newIndex % count) + count) % count
    animator = makeAnimator()
    scene = DemoGallery.sceneTypes[index].init(animator: animator)
  }

  /// Reacts to a key: `q` quits, arrows and digits choose a scene, anything else goes to the
  /// scene.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - time: The time on the animator's timeline, in seconds.
  /// - Returns: What the key did.
  func handle(_ key: DemoKey, at time: Double) -> Outcome {
    switch key {
    case .character("q"), .character("Q"), .interrupt:
      return .quit
    case .left, .up:
      select(index - 1)
      return .changed
    case .right, .down:
      select(index + 1)
      return .changed
    case .character(let character):
      if let digit = character.wholeNumberValue, (1...DemoGallery.sceneTypes.count).contains(digit)
      {
        select(digit - 1)
        return .changed
      }
    default:
      break
    }
    return scene.handle(key, at: time) ? .changed : .ignored
  }

  /// Draws the tabs, the scene and the keys.
  ///
  /// - Parameter canvas: The whole screen, cleared.
  func render(into canvas: inout TerminalCanvas) {
    guard canvas.width >= DemoGallery.minimumSize.width,
      canvas.height >= DemoGallery.minimumSize.height
    else {
      let (width, height) = DemoGallery.minimumSize
      canvas.putCentered("PopKit demo", row: canvas.height / 2 - 1, style: .bold)
      canvas.putCentered("needs \(width)×\(height) or more", row: canvas.height / 2)
      canvas.putCentered("q quits", row: canvas.height / 2 + 1, style: .dimmed)
      return
    }
    renderTabs(into: &canvas)
    let type = DemoGallery.sceneTypes[index]
    canvas.put(type.summary, row: 1, column: 1, style: .dimmed)
    var area = TerminalCanvas(width: canvas.width, height: canvas.height - 3)
    scene.render(into: &area)
    canvas.draw(area, row: 2, column: 0)
    let keys = "\(type.keyHelp)   ←/→ or 1-\(DemoGallery.sceneTypes.count) demo   q quit"
    canvas.put(keys, row: canvas.height - 1, column: 1, style: .dimmed)
  }

  /// The top line: the title and one tab per scene, the current one marked.
  ///
  /// The title goes first when the tabs leave room for it; narrower screens get the tabs with less space
  /// between them, and the narrowest only the numbers of the other tabs.
  private func renderTabs(into canvas: inout TerminalCanvas) {
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
    DemoGallery.sceneTypes.indices.map { position in
      let number = "\(position + 1)"
      let label =
        named || position == index ? "\(number) \(DemoGallery.sceneTypes[position].name)" : number
      let tab = position == index ? "[\(label)]" : label
      if padded { return position == index ? tab : " \(tab) " }
      return position == 0 ? tab : " \(tab)"
    }
  }
}
