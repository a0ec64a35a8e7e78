// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The bottom sheet of "Motion you can hold" (``PopKitDemos/SheetDemo``) made of real
  /// widgets: one choreography moves the sheet (a `GtkBox` in a `GtkFixed`: its position and
  /// opacity), the scrim's opacity and the content's scale, all through ``GTKProperties``.
  ///
  /// A key plays it open or closed (reversing it mid-flight); a drag holds it: the progress
  /// follows the finger and letting go releases it into a spring to the nearer end with the
  /// finger's velocity, by the events' own times (``PopKitDemos/SheetDrag``, the demo's drag).
  @MainActor
  final class WidgetSheet {
    /// What the sheet is doing.
    enum Phase: Equatable {
      /// Still, at an end or where it was let go.
      case resting
      /// Playing toward an end.
      case playing
      /// Springing to an end after a release.
      case releasing
      /// Held by the pointer.
      case dragging
    }

    /// The sheet's box.
    let sheet: GTKWidgetHandle
    /// The dimming over the content.
    let scrim: GTKWidgetHandle
    /// The player of the choreography.
    let player: ChoreographyPlayer
    /// The sheet's top closed and open, in the scene's pixels.
    let closedTop: Double
    /// The sheet's top when open.
    let openTop: Double
    /// What the sheet is doing.
    private(set) var phase = Phase.resting
    /// The progress velocity of the last release, per second.
    private(set) var releaseVelocity = 0.0
    /// The finger's hold on the player, and every release.
    private var hold: SheetDrag
    /// Where the press was, in the scene's pixels.
    private var pressY = 0.0

    /// Builds the choreography and pauses it closed.
    ///
    /// - Parameters:
    ///   - sheet: The sheet, a child of a `GtkFixed`.
    ///   - scrim: The scrim, a widget over the content.
    ///   - content: The content behind, a child of a `GtkFixed` (it scales about its centre).
    ///   - left: The sheet's x.
    ///   - tops: The sheet's top closed and open.
    ///   - animator: The animator that plays it.
    init(
      sheet: GTKWidgetHandle, scrim: GTKWidgetHandle, content: GTKWidgetHandle, left: Double,
      tops: (closed: Double, open: Double), animator: Animator
    ) {
      self.sheet = sheet
      self.scrim = scrim
      closedTop = tops.closed
      openTop = tops.open
      var plan = Choreography()
      let closed = CGPoint(x: left, y: tops.closed)
      let open = CGPoint(x: left, y: tops.open)
      plan.add(
        KeyframeTrack(from: closed, [.linear(open, duration: 0.5)]), to: sheet,
        GTKProperties.position)
      plan.add(
        KeyframeTrack(from: 0.9, [.linear(1.0, duration: 0.25)]), to: sheet,
        GTKProperties.opacity)
      plan.add(SheetDemo.opacityTrack, to: scrim, GTKProperties.opacity)
      plan.add(
        KeyframeTrack(
          from: GTKTransform.identity,
          [.linear(GTKTransform(scale: 0.94), duration: 0.5, timingCurve: .easeInEaseOut)]),
        to: content, GTKProperties.transform)
      player = animator.play(plan, paused: true)
      hold = SheetDrag(player: player)
      player.progress = 0
      player.onFinish = { [weak self] _ in self?.phase = .resting }
    }

    /// Opens a closed or closing sheet, closes an open or opening one.
    func toggle() {
      switch phase {
      case .playing:
        player.reverse()
      case .releasing:
        hold.release(to: player.progress >= 0.5 ? .start : .end, velocity: nil)
      case .resting, .dragging:
        player.rate = player.progress >= 0.5 ? -1 : 1
        player.play()
        phase = .playing
      }
    }

    /// The sheet's top now, as the catalog last wrote it.
    var top: Double { GTKProperties.position.read(sheet).y }

    /// The pointer went down at a point of the scene; takes it when it is on the sheet.
    ///
    /// - Parameters:
    ///   - y: The point's y, in the scene's pixels.
    ///   - time: The press's time on the animator's clock.
    /// - Returns: Whether the sheet took the drag.
    func press(at y: Double, time: Double) -> Bool {
      guard y >= top - 12 else { return false }
      pressY = y
      hold.grab(at: time)
      phase = .dragging
      return true
    }

    /// The held sheet follows the finger.
    ///
    /// - Parameters:
    ///   - y: The pointer's y, in the scene's pixels.
    ///   - time: The event's time on the animator's clock.
    func move(to y: Double, time: Double) {
      guard phase == .dragging else { return }
      hold.move(by: travel(to: y), at: time)
    }

    /// Lets the sheet go: it springs to the nearer end with the finger's velocity.
    ///
    /// - Parameters:
    ///   - y: The pointer's y at the release.
    ///   - time: The release event's time on the animator's clock.
    func release(at y: Double, time: Double) {
      guard phase == .dragging else { return }
      releaseVelocity = hold.letGo(by: travel(to: y), at: time).velocity ?? 0
      phase = .releasing
    }

    /// The finger's travel up since the press, in sheet travels.
    ///
    /// - Parameter y: The pointer's y, in the scene's pixels.
    /// - Returns: The pixels up from the press over the pixels from closed to open.
    private func travel(to y: Double) -> Double {
      (pressY - y) / max(1, closedTop - openTop)
    }
  }
#endif
