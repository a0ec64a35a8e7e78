// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  extension WidgetsParts {
    /// The largest tilt the pointer gives the card, in radians, at its edges.
    static let maximumTilt = 0.3

    /// The card's tilt for the pointer at a point of it: its far edge lifts toward the pointer.
    ///
    /// - Parameters:
    ///   - point: The pointer, in the card's pixels.
    ///   - size: The card's size.
    /// - Returns: The tilt, slightly enlarged.
    static func tilt(at point: CGPoint, size: CGSize) -> GTKTransform {
      let u = min(max(point.x / max(size.width, 1), 0), 1) - 0.5
      let v = min(max(point.y / max(size.height, 1), 0), 1) - 0.5
      return GTKTransform(scale: 1.03, tiltX: -2 * v * maximumTilt, tiltY: 2 * u * maximumTilt)
    }

    /// Listens to the pointer: over the card (a motion controller), and dragging on the scene
    /// for the sheet.
    func listen(card widget: UnsafeMutablePointer<GtkWidget>) {
      let motion: OpaquePointer = gtk_event_controller_motion_new()
      gtk_widget_add_controller(widget, motion)
      // The controller holds a weak box of the parts, released with the controller.
      let box = Unmanaged.passRetained(WeakParts(self))
      typealias Motion =
        @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
      typealias Leave = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let moved: Motion = { _, x, y, context in
        guard let context else { return }
        MainActor.assumeIsolated {
          let box = Unmanaged<WeakParts>.fromOpaque(context).takeUnretainedValue()
          box.parts?.pointerMoved(over: CGPoint(x: x, y: y))
        }
      }
      let left: Leave = { _, context in
        guard let context else { return }
        MainActor.assumeIsolated {
          Unmanaged<WeakParts>.fromOpaque(context).takeUnretainedValue().parts?.onTilt?(.identity)
        }
      }
      typealias Release =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void
      let release: Release = { context, _ in
        guard let context else { return }
        Unmanaged<WeakParts>.fromOpaque(context).release()
      }
      _ = g_signal_connect_data(
        UnsafeMutableRawPointer(motion), "motion", unsafeBitCast(moved, to: GCallback.self),
        box.toOpaque(), release, GConnectFlags(0))
      _ = g_signal_connect_data(
        UnsafeMutableRawPointer(motion), "leave", unsafeBitCast(left, to: GCallback.self),
        box.retain().toOpaque(), release, GConnectFlags(0))
      drag.onPress = { [weak self] point, _ in
        guard let self else { return }
        pressTime = Double(g_get_monotonic_time()) / 1_000_000
        isDraggingSheet = sheet.press(at: point.y, time: pressTime)
        if isDraggingSheet { onDrag?() }
      }
      drag.onMove = { [weak self] point, time in
        guard let self, isDraggingSheet else { return }
        sheet.move(to: point.y, time: pressTime + time)
        onDrag?()
      }
      drag.onRelease = { [weak self] point, _, time in
        guard let self, isDraggingSheet else { return }
        isDraggingSheet = false
        sheet.release(at: point.y, time: pressTime + time)
        onDrag?()
      }
    }

    /// The pointer moved over the card.
    fileprivate func pointerMoved(over point: CGPoint) {
      guard let widget = card.widget else { return }
      let size = CGSize(
        width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
      onTilt?(Self.tilt(at: point, size: size))
    }
  }

  /// A weak reference to the parts, for a signal's context.
  @MainActor
  private final class WeakParts {
    /// The parts, while they live.
    weak var parts: WidgetsParts?

    /// A weak reference to some parts.
    init(_ parts: WidgetsParts) {
      self.parts = parts
    }
  }
#endif
