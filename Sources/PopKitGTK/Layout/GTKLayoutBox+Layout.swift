// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  // The custom layout glue: GTK measures and allocates the box through a `GtkCustomLayout`,
  // whose callbacks carry no user data; each finds its box from the widget (qdata).

  extension GTKLayoutBox {
    /// The key under which the widget refers to its box (not retained).
    private static let quark = g_quark_from_static_string("popkit-layout-box")

    /// The widget as a `GObject`.
    private static func object(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
      GObject
    > {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    }

    /// The box of a widget.
    ///
    /// - Parameter widget: A widget.
    /// - Returns: The ``GTKLayoutBox`` whose ``widget`` it is, or `nil` (any other widget, or
    ///   the box was freed).
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>?) -> GTKLayoutBox? {
      guard let widget, let box = g_object_get_qdata(object(widget), quark) else { return nil }
      return Unmanaged<GTKLayoutBox>.fromOpaque(box).takeUnretainedValue()
    }

    /// Ties the box to its widget: the layout manager, the widget's reference to the box, the
    /// unmap handler and the notice of disposal.
    func attach() {
      let object = GTKLayoutBox.object(widget)
      g_object_set_qdata(object, GTKLayoutBox.quark, Unmanaged.passUnretained(self).toOpaque())
      gtk_widget_set_layout_manager(widget, GTKLayoutBox.makeLayoutManager())
      typealias Handler = @convention(c) (UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void
      let unmapped: Handler = { widget, _ in
        MainActor.assumeIsolated { GTKLayoutBox.of(widget)?.settle() }
      }
      unmapHandler = popkit_signal_connect(
        UnsafeMutableRawPointer(widget), "unmap", unsafeBitCast(unmapped, to: GCallback.self), nil)
      g_object_weak_ref(object, GTKLayoutBox.widgetDisposed, nil)
    }

    /// Unties the box from its widget (the box is going).
    func detach() {
      let object = GTKLayoutBox.object(widget)
      g_signal_handler_disconnect(UnsafeMutableRawPointer(widget), unmapHandler)
      g_object_weak_unref(object, GTKLayoutBox.widgetDisposed, nil)
      g_object_set_qdata(object, GTKLayoutBox.quark, nil)
    }

    /// GObject's notice that the widget is being disposed (only `g_object_run_dispose` can,
    /// since the box holds it): its children are gone with it; the box forgets them without
    /// touching them and lets its transition land.
    private static let widgetDisposed: GWeakNotify = { _, disposed in
      let address = UInt(bitPattern: disposed)
      MainActor.assumeIsolated {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: address),
          let box = GTKLayoutBox.of(pointer.assumingMemoryBound(to: GtkWidget.self))
        else { return }
        box.isWidgetGone = true
        box.children = []
        box.exitingChildren = [:]
        box.pendingArrivals = [:]
        box.givenFrames = [:]
        box.settle()
      }
    }

    /// The `GtkCustomLayout` whose callbacks measure and allocate the box.
    private static func makeLayoutManager() -> UnsafeMutablePointer<GtkLayoutManager> {
      gtk_custom_layout_new(
        { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH },
        { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
          let size = MainActor.assumeIsolated {
            GTKLayoutBox.of(widget)?.measure(orientation, forSize: forSize) ?? (
              minimum: 0, natural: 0
            )
          }
          minimum?.pointee = size.minimum
          natural?.pointee = size.natural
          minimumBaseline?.pointee = -1
          naturalBaseline?.pointee = -1
        },
        { widget, width, height, _ in
          MainActor.assumeIsolated {
            GTKLayoutBox.of(widget)?.allocate(width: width, height: height)
          }
        })
    }

    /// A length in whole pixels as GTK takes it, within 0...2²⁴ (not finite counts as 0).
    ///
    /// - Parameters:
    ///   - length: The length, in pixels.
    ///   - rule: How to round it; up by default (a size request must hold its content).
    /// - Returns: The whole pixels.
    private static func pixels(
      _ length: Double, rounded rule: FloatingPointRoundingRule = .up
    ) -> Int32 {
      guard length.isFinite, length > 0 else { return 0 }
      return Int32(min(length.rounded(rule), 16_777_216))
    }

    /// A child's minimum and natural size along an orientation, in pixels.
    private static func measure(
      _ child: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int32
    ) -> (minimum: Int32, natural: Int32) {
      var (minimum, natural) = (Int32(0), Int32(0))
      gtk_widget_measure(child, orientation, forSize, &minimum, &natural, nil, nil)
      return (minimum, natural)
    }

    /// The box's own size request along an orientation (its laid-out children's, arranged).
    private func measure(_ orientation: GtkOrientation, forSize: Int32) -> (
      minimum: Int32, natural: Int32
    ) {
      let widths = children.map {
        GTKLayoutBox.measure($0, GTK_ORIENTATION_HORIZONTAL, forSize: -1)
      }
      let width = arrangement.boxWidth(
        minimum: widths.map { Double($0.minimum) }, natural: widths.map { Double($0.natural) })
      guard orientation == GTK_ORIENTATION_VERTICAL else {
        return (GTKLayoutBox.pixels(width.minimum), GTKLayoutBox.pixels(width.natural))
      }
      let boxWidth = forSize >= 0 ? Double(forSize) : width.natural
      let height = GTKLayoutBox.pixels(
        arrangement.boxHeight(width: boxWidth, sizes: naturalSizes(inBoxWidth: boxWidth)))
      return (height, height)
    }

    /// The laid-out children's natural sizes in a box of a width: each child's width is the
    /// one the arrangement gives it (or its natural width), its height its natural height for
    /// that width.
    private func naturalSizes(inBoxWidth width: Double) -> [CGSize] {
      let given = arrangement.childWidth(inBoxWidth: width)
      return children.map { child in
        let childWidth =
          given
          ?? Double(GTKLayoutBox.measure(child, GTK_ORIENTATION_HORIZONTAL, forSize: -1).natural)
        let forWidth = Int32(min(childWidth.rounded(.down), 16_777_216))
        let height = GTKLayoutBox.measure(child, GTK_ORIENTATION_VERTICAL, forSize: forWidth)
        return CGSize(width: childWidth, height: Double(height.natural))
      }
    }

    /// GTK's allocation of the box: the children laid out again (the transition updated if
    /// any frame changed), then each child, laid out or exiting, allocated at its presented
    /// frame.
    private func allocate(width: Int32, height: Int32) {
      allocatedSize = CGSize(width: Double(width), height: Double(height))
      relayout()
      var next = gtk_widget_get_first_child(widget)
      while let child = next {
        next = gtk_widget_get_next_sibling(child)
        place(child)
      }
    }

    /// Lays the children out at the box's allocated size, for the transition.
    ///
    /// It updates the transition if any frame differs from the last ones it was given, or a
    /// child arrives from another box. Before the first allocation it does nothing (the first
    /// allocation lays out).
    func relayout() {
      guard let size = allocatedSize, !isWidgetGone else { return }
      let width = Double(size.width)
      let frames = arrangement.frames(
        width: width, height: Double(size.height), sizes: naturalSizes(inBoxWidth: width))
      let layout = Dictionary(zip(children, frames), uniquingKeysWith: { first, _ in first })
      guard layout != givenFrames || !pendingArrivals.isEmpty else { return }
      givenFrames = layout
      let arrivals = pendingArrivals.filter { layout[$0.key] != nil }
      pendingArrivals = [:]
      transition.update(layout, arrivals: arrivals)
    }

    /// Allocates a child at its presented frame with its presented opacity.
    ///
    /// Translation only: the child gets its presented size, rounded to whole pixels, as its
    /// allocation, and its presented origin, exact, as a translation. A scale transform would
    /// draw the layout size stretched onto the presented one, and GTK scales everything a
    /// widget draws, CSS borders and corner radii included (measured: a 3 px border and a
    /// 12 px radius drawn at scale 2 show 6 px and 24 px); allocating the size instead keeps
    /// borders and radii at their pixel size on every frame, and the child's own children are
    /// laid out by GTK at that size, undistorted (as Compose's re-measure mode).
    private func place(_ child: UnsafeMutablePointer<GtkWidget>) {
      // Every child is measured before it is allocated (GTK's rule), even an exiting one.
      let natural = GTKLayoutBox.measure(child, GTK_ORIENTATION_HORIZONTAL, forSize: -1).natural
      guard let frame = transition.presentedFrame(of: child) else {
        // A widget parented by someone else: at the origin, at its natural size.
        let height = GTKLayoutBox.measure(child, GTK_ORIENTATION_VERTICAL, forSize: natural)
        gtk_widget_allocate(child, natural, height.natural, -1, nil)
        return
      }
      let opacity = transition.presentedOpacity(of: child) ?? 1
      gtk_widget_set_opacity(child, opacity.isFinite ? min(max(opacity, 0), 1) : 1)
      let origin = (x: Double(frame.minX), y: Double(frame.minY))
      var point = graphene_point_t(
        x: Float(origin.x.isFinite ? origin.x : 0), y: Float(origin.y.isFinite ? origin.y : 0))
      gtk_widget_allocate(
        child, GTKLayoutBox.pixels(Double(frame.width), rounded: .toNearestOrAwayFromZero),
        GTKLayoutBox.pixels(Double(frame.height), rounded: .toNearestOrAwayFromZero), -1,
        gsk_transform_translate(nil, &point))
    }

    /// Lands every motion at once (the widget was unmapped, disposed of, or the box is going):
    /// each child at its layout frame, every exit finished, nothing left on the animator.
    func settle() {
      let reducesMotion = animator.reducesMotion
      animator.reducesMotion = true
      transition.update(givenFrames)
      animator.reducesMotion = reducesMotion
    }
  }
#endif
