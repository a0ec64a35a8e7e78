// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `widgets` scene: an app made of real GTK widgets, every motion through
  /// ``PopKitGTK/GTKProperties`` on ``PopKitGTK/GTKWidgetHandle``s.
  ///
  /// - A list whose rows slide and fade in, one after another (a ``PopKit/Stagger`` of a
  ///   ``PopKit/Timeline``); `l` plays it again.
  /// - A panel that springs open and closed (its height and opacity); `p` toggles it, and
  ///   pressing again mid-flight retargets the running springs, which keep their velocity.
  /// - A card that tilts in 3-D under the pointer and springs back when it leaves; `t` tilts it.
  /// - A progress bar and a counting label fed by one ``PopKit/BasicAnimation``; `c` counts.
  /// - The bottom sheet of "Motion you can hold" (``WidgetSheet``); `s` plays it, a drag holds it.
  /// - The place of a paged carousel (``WidgetsParts/carouselSlot``).
  ///
  /// Space does all of them at once. The state log reads each widget's state back through GTK's
  /// own getters, next to what the catalog wrote.
  @MainActor
  final class WidgetsScene: WidgetScene {
    static let name = "widgets"
    static let summary =
      "Real GTK widgets moved by PopKit: a list, a panel, a card, a meter, a carousel, a sheet."
    static let keyHints = [
      KeyHint("space", "all"), KeyHint("l", "list"), KeyHint("p", "panel"),
      KeyHint("t", "tilt"), KeyHint("c", "count"), KeyHint("s", "sheet"),
      KeyHint("n", "next page"),
    ]
    static let pointerHint: String? = "space all  hover/drag"
    static let model: (any Demo.Type)? = nil
    /// The offscreen images' run: the list plays on its own; the meter counts,
    /// the panel opens, is turned round mid-flight and opens again, the carousel turns to its
    /// second page, the sheet comes up and goes back down.
    /// (GSK's Cairo renderer cannot draw a 3-D transform, so the script leaves the card flat.)
    static let script = [
      ScriptedKey(0.1, .character("c")), ScriptedKey(0.15, .character("p")),
      ScriptedKey(0.2, .character("n")), ScriptedKey(0.3, .character("s")),
      ScriptedKey(0.35, .character("p")), ScriptedKey(0.5, .character("p")),
      ScriptedKey(1.2, .character("s")),
    ]

    /// The panel's spring, on its height and opacity.
    nonisolated static let panelSpring = Spring(duration: 0.6, bounce: 0.2)
    /// The panel's height when open, in pixels.
    nonisolated static let panelHeight = 196.0
    /// How long the meter takes from empty to full, in seconds (linear).
    nonisolated static let countDuration = 1.6
    /// What the meter counts to when full.
    nonisolated static let countTotal = 1284.0
    /// The tilt `t` gives the card.
    nonisolated static let keyTilt = GTKTransform(scale: 1.04, tiltX: 0.22, tiltY: -0.32)

    /// The animator of the scene.
    let animator: Animator
    /// The widgets, once built.
    private(set) var parts: WidgetsParts?
    /// The list's run, while it plays.
    private var listRun: TimelineRun?
    /// Whether the panel is open or opening.
    private(set) var panelOpen = false
    /// Whether `t` holds the card tilted.
    private var cardTilted = false
    var onChange: (() -> Void)?

    init(animator: Animator) {
      self.animator = animator
    }

    func build(in root: UnsafeMutablePointer<GtkWidget>, size: CGSize) {
      let parts = WidgetsParts(in: root, size: size, animator: animator)
      self.parts = parts
      parts.onTilt = { [weak self] tilt in self?.tilt(to: tilt, fromPointer: true) }
      parts.onDrag = { [weak self] in self?.onChange?() }
      playList()
    }

    func handle(_ key: DemoKey, at time: Double) -> Bool {
      guard let parts else { return false }
      switch key {
      case .space:
        playList()
        togglePanel()
        tilt(to: cardTilted ? .identity : Self.keyTilt, fromPointer: false)
        count()
        parts.sheet.toggle()
        nextPage()
      case .character("l"): playList()
      case .character("p"): togglePanel()
      case .character("t"): tilt(to: cardTilted ? .identity : Self.keyTilt, fromPointer: false)
      case .character("c"): count()
      case .character("s"): parts.sheet.toggle()
      case .character("n"): nextPage()
      default: return false
      }
      return true
    }

    /// The carousel turns to its next page (from the last, back to the first) on its spring.
    func nextPage() {
      guard let carousel = parts?.carousel else { return }
      carousel.scroll(toPage: (carousel.currentPage + 1) % 4)
    }

    /// The rows slide in from the left and fade in, each `interval` after the one above.
    func playList() {
      guard let parts else { return }
      listRun?.stop()
      var timeline = Timeline()
      let delays = Stagger(interval: 0.07).delays(count: parts.rows.count)
      for (index, row) in parts.rows.enumerated() {
        let home = parts.rowHomes[index]
        animator.set(row, GTKProperties.opacity, to: 0)
        animator.set(row, GTKProperties.position, to: CGPoint(x: home.x - 56, y: home.y))
        let fade = BasicAnimation(
          property: GTKProperties.opacity, to: 1, duration: 0.35, timingCurve: .easeOut)
        let slide = BasicAnimation(
          property: GTKProperties.position, to: home, duration: 0.45, timingCurve: .easeOut)
        timeline.add(fade, to: row, forKey: GTKProperties.opacity.name, at: .at(delays[index]))
        timeline.add(slide, to: row, forKey: GTKProperties.position.name, at: .at(delays[index]))
      }
      listRun = animator.run(timeline)
    }

    /// Opens the panel or closes it; mid-flight, the running springs turn round.
    func togglePanel() {
      guard let parts else { return }
      panelOpen.toggle()
      let height = panelOpen ? Self.panelHeight : 0
      animator.animate(
        parts.panel, GTKProperties.size, to: CGSize(width: parts.panelWidth, height: height),
        spring: Self.panelSpring)
      animator.animate(
        parts.panel, GTKProperties.opacity, to: panelOpen ? 1 : 0, spring: Self.panelSpring)
    }

    /// Springs the card to a tilt; the pointer's tilts are ignored while `t` holds one.
    private func tilt(to tilt: GTKTransform, fromPointer: Bool) {
      guard let parts else { return }
      if fromPointer && cardTilted { return }
      if !fromPointer { cardTilted = tilt != .identity }
      let spring = tilt == .identity ? Spring.bouncy : Spring.snappy
      animator.animate(parts.card, GTKProperties.transform, to: tilt, spring: spring)
    }

    /// The meter counts up to full, or back down to empty: one linear basic animation of
    /// ``WidgetsParts/Meter/load``, whose write sets the bar and the label.
    func count() {
      guard let parts else { return }
      let meter = parts.meter
      let target = meter.load < 0.5 ? 1.0 : 0.0
      let run = BasicAnimation(
        property: WidgetsParts.Meter.load, to: target,
        duration: Self.countDuration * abs(target - meter.load), timingCurve: .linear)
      animator.add(run, to: meter, forKey: WidgetsParts.Meter.load.name)
    }

    var loggedValues: [String: Double] {
      guard let parts else { return [:] }
      return parts.loggedValues(
        panelSpring: animator.animation(
          forKey: GTKProperties.size.name, of: parts.panel,
          as: SpringAnimation<GTKWidgetHandle, CGSize>.self),
        panelOpen: panelOpen)
    }
  }
#endif
