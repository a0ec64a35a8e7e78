// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `layout` scene: a grid of real GTK cards whose every layout change springs, keeping
  /// each card's position and velocity when another change interrupts it (``CardBoard``).
  ///
  /// `f` steps the filter (cards exit and enter), `s` shuffles (cards move), `w` narrows the
  /// grid or widens it again (cards reflow, as in a resized window), `o` opens the first card
  /// into the detail view or closes it (a shared element handed from one layout box to
  /// another); a click on a card opens it, a click on the open card or the scrim closes it.
  @MainActor
  final class LayoutScene: WidgetScene {
    static let name = "layout"
    static let summary =
      "Real GTK cards in a layout box: filter, shuffle, reflow and open, each interruptible."
    static let keyHints = [
      KeyHint("f", "filter"), KeyHint("s", "shuffle"), KeyHint("w", "narrow"),
      KeyHint("o", "open"),
    ]
    static let pointerHint: String? = "f filter  click open"
    static let model: (any Demo.Type)? = nil
    /// The offscreen images' run: the filter starts (eight cards exit, four close up), a
    /// shuffle interrupts it mid-flight, then the first card opens into the detail view while
    /// the grid still moves.
    static let script = [
      ScriptedKey(0, .character("f")), ScriptedKey(0.4, .character("s")),
      ScriptedKey(0.8, .character("o")),
    ]

    /// The animator of the scene.
    let animator: Animator
    /// The board, once built.
    private(set) var board: CardBoard?
    var onChange: (() -> Void)?

    init(animator: Animator) {
      self.animator = animator
    }

    func build(in root: UnsafeMutablePointer<GtkWidget>, size: CGSize) {
      let board = CardBoard(animator: animator)
      self.board = board
      board.onChange = { [weak self] in self?.onChange?() }
      gtk_widget_set_size_request(board.widget, Int32(size.width), Int32(size.height))
      gtk_fixed_put(WidgetKit.cast(root), board.widget, 0, 0)
    }

    func handle(_ key: DemoKey, at time: Double) -> Bool {
      guard let board else { return false }
      switch key {
      case .character("f"): board.nextFilter()
      case .character("s"): board.shuffle()
      case .character("w"): board.toggleNarrow()
      case .character("o"): board.toggleOpen()
      default: return false
      }
      layOutNow()
      return true
    }

    /// Lays the board out at once, as GTK's next frame would.
    ///
    /// Offscreen, the manual clock renders frames without GTK's frame cycle, and a box sees a
    /// narrower width only when it is allocated. The board gets its minimum size (its size
    /// request, or more if its content needs it) at the root's origin, untransformed, as the
    /// root (a `GtkFixed`) gives it.
    private func layOutNow() {
      guard let board, gtk_widget_get_width(board.widget) > 0 else { return }
      var minimum = GtkRequisition()
      gtk_widget_get_preferred_size(board.widget, &minimum, nil)
      var allocation = GtkAllocation(x: 0, y: 0, width: minimum.width, height: minimum.height)
      gtk_widget_size_allocate(board.widget, &allocation, -1)
    }

    var loggedValues: [String: Double] { board?.loggedValues ?? [:] }
  }
#endif
