// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKitGTK

  extension CardBoard {
    /// A click on a card: a card of the grid opens, the open card closes; a card on its way
    /// out takes no click (its layout box made it so).
    ///
    /// - Parameter id: The clicked card's id.
    func clicked(card id: Int) {
      if deck.opened == id {
        close()
      } else {
        open(id)
      }
    }

    /// Listens to clicks on a card (a `GtkGestureClick`, on release).
    func listen(toCard card: LayoutCardWidget) {
      let id = card.card.id
      listenToClicks(on: card.widget) { $0.clicked(card: id) }
    }

    /// Listens to clicks on the scrim, which close the open card.
    func listen(toScrim scrim: UnsafeMutablePointer<GtkWidget>) {
      listenToClicks(on: scrim) { $0.close() }
    }

    /// A bar of buttons for the pointer: Filter, Shuffle, Narrow and Open (or close).
    ///
    /// - Returns: A new horizontal `GtkBox` of buttons, floating (its parent takes it).
    package func makeButtons() -> UnsafeMutablePointer<GtkWidget> {
      let bar = WidgetKit.box([], vertical: false, spacing: 8)
      gtk_widget_set_margin_start(bar, Int32(Self.gridMargin))
      gtk_widget_set_margin_top(bar, 12)
      let actions: [(String, (CardBoard) -> Void)] = [
        ("Filter", { $0.nextFilter() }), ("Shuffle", { $0.shuffle() }),
        ("Narrow", { $0.toggleNarrow() }), ("Open", { $0.toggleOpen() }),
      ]
      for (title, action) in actions {
        let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new_with_label(title)
        connect(UnsafeMutableRawPointer(button), "clicked", action)
        WidgetKit.append(bar, button)
      }
      return bar
    }

    /// Adds a click gesture to a widget that runs an action on release.
    private func listenToClicks(
      on widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping (CardBoard) -> Void
    ) {
      guard let gesture = gtk_gesture_click_new() else { return }
      gtk_widget_add_controller(widget, gesture)
      connect(UnsafeMutableRawPointer(gesture), "released", action)
    }

    /// Connects a signal (`clicked`, or a click gesture's `released`) to an action on the
    /// board, then ``onChange``; the handler holds the board weakly and is released with the
    /// signal's instance.
    ///
    /// - Parameters:
    ///   - instance: The button or gesture.
    ///   - signal: `clicked` (no arguments) or `released` (a count and a point).
    ///   - action: What the board does.
    private func connect(
      _ instance: UnsafeMutableRawPointer, _ signal: String,
      _ action: @escaping (CardBoard) -> Void
    ) {
      let context = Unmanaged.passRetained(BoardAction(board: self, action: action)).toOpaque()
      typealias Clicked =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      typealias Released =
        @convention(c) (
          UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?
        ) -> Void
      let clicked: Clicked = { _, context in BoardAction.run(context) }
      let released: Released = { _, _, _, _, context in BoardAction.run(context) }
      typealias Release =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void
      let release: Release = { context, _ in
        guard let context else { return }
        Unmanaged<BoardAction>.fromOpaque(context).release()
      }
      let handler =
        signal == "released"
        ? unsafeBitCast(released, to: GCallback.self) : unsafeBitCast(clicked, to: GCallback.self)
      _ = g_signal_connect_data(instance, signal, handler, context, release, GConnectFlags(0))
    }
  }

  /// What a signal does to the board, which it holds weakly.
  @MainActor
  private final class BoardAction {
    /// The board, while it lives.
    weak var board: CardBoard?
    /// What to do to it.
    let action: (CardBoard) -> Void

    /// An action on a board.
    init(board: CardBoard, action: @escaping (CardBoard) -> Void) {
      self.board = board
      self.action = action
    }

    /// Runs the action of a signal's context on the board, then the board's `onChange`.
    nonisolated static func run(_ context: UnsafeMutableRawPointer?) {
      // The address alone crosses into the main actor's closure (GTK calls on the main thread).
      let address = UInt(bitPattern: context)
      MainActor.assumeIsolated {
        guard let context = UnsafeMutableRawPointer(bitPattern: address) else { return }
        let target = Unmanaged<BoardAction>.fromOpaque(context).takeUnretainedValue()
        guard let board = target.board else { return }
        target.action(board)
        board.onChange?()
      }
    }
  }
#endif
