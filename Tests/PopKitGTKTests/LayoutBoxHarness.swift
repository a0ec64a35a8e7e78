// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK
  import PopKitTestSupport
  import Testing

  /// `GTKLayoutBox`es laid out in this process without a window, as GTK lays out a window's
  /// tree: a `GtkFixed` holds the boxes, is measured and allocated by hand, and a
  /// ``PopKit/ManualClock`` drives the animator, 60 frames a second.
  ///
  /// A frame is the clock's tick (the animator renders; each moving transition queues an
  /// allocation of its box) and then the fixed's allocation at the same size, which reaches a
  /// box only if it queued one. (No window: one of this process would sit under the next
  /// window tests' pointer.)
  @MainActor
  final class LayoutBoxHarness {
    /// The clock of ``animator``.
    let clock = ManualClock()
    /// The animator every box runs on.
    let animator: Animator
    /// The parent of the boxes, holding one reference of the harness.
    let fixed: UnsafeMutablePointer<GtkWidget>
    /// The size the fixed is allocated, in pixels.
    var size = (width: Int32(1000), height: Int32(800))

    /// Makes the fixed and the animator; needs a display for GTK.
    init() throws {
      try #require(gtk_init_check() != 0, "GTK needs a display")
      animator = Animator(clock: clock)
      fixed = gtk_fixed_new()
      g_object_ref_sink(UnsafeMutableRawPointer(fixed))
    }

    isolated deinit {
      g_object_unref(UnsafeMutableRawPointer(fixed))
      for child in children { g_object_unref(UnsafeMutableRawPointer(child)) }
    }

    /// A box in the fixed at a position, of a width.
    ///
    /// - Parameters:
    ///   - arrangement: Its arrangement.
    ///   - x: Its left edge in the fixed, in pixels.
    ///   - y: Its top edge, in pixels.
    ///   - width: Its width, in pixels.
    /// - Returns: The box (the caller keeps it).
    func box(
      _ arrangement: GTKLayoutArrangement, x: Double = 0, y: Double = 0, width: Int32 = 400
    ) -> GTKLayoutBox {
      let box = GTKLayoutBox(arrangement: arrangement, animator: animator)
      gtk_widget_set_size_request(box.widget, width, -1)
      gtk_fixed_put(
        UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self), box.widget, x, y)
      return box
    }

    /// The children made, each held by one reference of the harness (a child unparented at
    /// the end of its exit stays alive for the test).
    private var children: [UnsafeMutablePointer<GtkWidget>] = []

    /// A child whose minimum and natural size are `width` × `height` pixels (an empty
    /// `GtkBox` with a size request), focusable.
    func child(width: Int32, height: Int32) -> UnsafeMutablePointer<GtkWidget> {
      let child: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      g_object_ref_sink(UnsafeMutableRawPointer(child))
      children.append(child)
      gtk_widget_set_size_request(child, width, height)
      gtk_widget_set_focusable(child, 1)
      return child
    }

    /// GTK's layout pass: the fixed measured and allocated at ``size``.
    func layOut() {
      for orientation in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL] {
        gtk_widget_measure(fixed, orientation, -1, nil, nil, nil, nil)
      }
      var allocation = GtkAllocation(x: 0, y: 0, width: size.width, height: size.height)
      gtk_widget_size_allocate(fixed, &allocation, -1)
    }

    /// One frame: 1/60 s later the animator renders, then GTK lays out.
    func frame() {
      clock.advance(by: 1.0 / 60)
      layOut()
    }

    /// A child's bounds as GTK computes them, in its box's coordinates.
    ///
    /// - Returns: The bounds, or `nil` when GTK cannot compute them.
    static func bounds(
      of child: UnsafeMutablePointer<GtkWidget>, in box: GTKLayoutBox
    ) -> CGRect? {
      var rect = graphene_rect_t()
      guard gtk_widget_compute_bounds(child, box.widget, &rect) != 0 else { return nil }
      return CGRect(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }

    /// The box's GTK children, in drawing order (laid out and exiting).
    static func drawn(in box: GTKLayoutBox) -> [UnsafeMutablePointer<GtkWidget>] {
      var children: [UnsafeMutablePointer<GtkWidget>] = []
      var next = gtk_widget_get_first_child(box.widget)
      while let child = next {
        children.append(child)
        next = gtk_widget_get_next_sibling(child)
      }
      return children
    }

    /// Checks that GTK draws every child of a box at its presented frame: the position within
    /// 1e-3 px, the size within 0.5 px (GTK allocates whole pixels), the opacity within
    /// GTK's 8 bits (truncated: within 1/255).
    ///
    /// - Returns: How many children were checked.
    @discardableResult
    static func expectDrawnAtPresentedFrames(
      _ box: GTKLayoutBox, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
      var checked = 0
      for child in drawn(in: box) {
        guard let presented = box.presentedFrame(of: child),
          let bounds = bounds(of: child, in: box)
        else {
          Issue.record("\(comment): a child with no presented frame or bounds")
          continue
        }
        let close =
          abs(bounds.minX - presented.minX) <= 1e-3 && abs(bounds.minY - presented.minY) <= 1e-3
          && abs(bounds.width - presented.width) <= 0.5
          && abs(bounds.height - presented.height) <= 0.5
        #expect(close, "\(comment): GTK \(bounds), presented \(presented)")
        let opacity = box.transition.presentedOpacity(of: child) ?? .nan
        #expect(abs(gtk_widget_get_opacity(child) - opacity) <= 1.0 / 255 + 1e-9, "\(comment)")
        checked += 1
      }
      return checked
    }
  }
#endif
