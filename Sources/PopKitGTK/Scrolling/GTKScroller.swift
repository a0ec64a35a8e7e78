// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// A scrolling viewport moved by PopKit, pop's custom scrolling (a decay on a scroll view's
  /// content offset) for GTK 4: drag or wheel it, and a release flings the content with a
  /// `DecayAnimation` inside its bounds, rubber-bands past them, and with paging on
  /// snaps to the page `Decay.snapTarget(from:velocity:candidates:)` picks.
  ///
  /// ```swift
  /// let pages: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
  /// // … pages of the viewport's width appended …
  /// let animator = Animator(clock: GTKFrameClock(widget: window))
  /// let carousel = GTKScroller(content: pages, axis: .horizontal, animator: animator)
  /// carousel.isPaging = true
  /// carousel.onRest = { [unowned carousel] _ in print("on page", carousel.currentPage) }
  /// gtk_window_set_child(GTKApplication.window(window), carousel.widget)
  /// ```
  ///
  /// The viewport is a `GtkScrolledWindow` whose pointer and wheel the scroller handles
  /// itself (how, and why, in `docs/design/gtk-scroller.md`).
  ///
  /// - A drag moves the content with the pointer, past the ends on `RubberBand`'s curve, its
  ///   velocity tracked from the events' own times (a ``GTKDragTracker``).
  /// - A release flings with a bounded `DecayAnimation`, or with ``isPaging`` springs to the
  ///   page the snap rule picks.
  /// - A wheel step scrolls by `viewport length^(2/3)` pixels as GTK does (a page with
  ///   ``isPaging``), on a spring; a touchpad moves the content as a drag does.
  ///
  /// The scroller keeps a reference to ``widget``; dropping the scroller leaves a plain
  /// scrolled window behind. A press that a child claims (a button's click) does not drag.
  @MainActor
  public final class GTKScroller {
    /// The direction the content scrolls in.
    ///
    /// ```swift
    /// let list = GTKScroller(content: rows, axis: .vertical, animator: animator)
    /// ```
    public enum Axis: Sendable {
      /// Up and down: the offset is the content's distance scrolled from its top.
      case vertical
      /// Left and right: the offset is the content's distance scrolled from its left edge.
      case horizontal
    }

    /// The viewport, to put in a window: a `GtkScrolledWindow` holding the content.
    ///
    /// ```swift
    /// gtk_window_set_child(window, scroller.widget)
    /// ```
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// The direction the content scrolls in, chosen at creation.
    ///
    /// ```swift
    /// let isSideways = scroller.axis == .horizontal
    /// ```
    public let axis: Axis

    /// Whether a release and a wheel step come to rest on a page; default `false`.
    ///
    /// A page is the viewport's length; the pages start at offsets 0, length, 2 × length, …,
    /// and the last one ends with the content (at ``maximumOffset``).
    ///
    /// ```swift
    /// carousel.isPaging = true
    /// ```
    public var isPaging = false

    /// The animator that runs the scroller's motion.
    ///
    /// ```swift
    /// scroller.animator.reducesMotion = true
    /// ```
    public let animator: Animator

    /// The content's offset in pixels, band included: 0 at the start, ``maximumOffset`` at the
    /// end, beyond them while rubber-banded.
    ///
    /// ```swift
    /// let scrolled = scroller.offset
    /// ```
    public internal(set) var offset = 0.0

    /// Called with the offset at every change of it (each frame of a motion, each drag move
    /// that moves it).
    ///
    /// ```swift
    /// scroller.onScroll = { offset in header.opacity = 1 - offset / 200 }
    /// ```
    public var onScroll: ((Double) -> Void)?

    /// Called with the offset when a motion comes to rest (a fling, a snap, a wheel step or a
    /// scroll without animation).
    ///
    /// ```swift
    /// scroller.onRest = { [unowned scroller] _ in print("page", scroller.currentPage) }
    /// ```
    public var onRest: ((Double) -> Void)?

    /// Called when a drag or a touchpad scroll lets go, with the offset and the velocity
    /// (pixels per second, positive towards the end) it leaves with, after the fling or the
    /// snap has started: a ``GTKScrollLink`` snaps its choreography there.
    public var onRelease: ((_ offset: Double, _ velocity: Double) -> Void)?

    /// The fling's deceleration per millisecond, in `(0, 1)`; default 0.998 (pop's).
    ///
    /// The snap rule projects with the same decay. A value outside `(0, 1)` stops the program,
    /// as `Decay.deceleration` does.
    ///
    /// ```swift
    /// scroller.deceleration = 0.99  // stops sooner
    /// ```
    public var deceleration: Double {
      get { decay.deceleration }
      set { decay.deceleration = newValue }
    }

    /// The spring that pulls content released past an end back to it, the fling's boundary
    /// spring; default critically damped, 0.4 s.
    ///
    /// ```swift
    /// scroller.bandSpring = Spring(duration: 0.5, bounce: 0.2)
    /// ```
    public var bandSpring = Spring(duration: 0.4, bounce: 0)

    /// The spring of a snap to a page and of a wheel step; default critically damped, 0.4 s.
    ///
    /// ```swift
    /// carousel.pageSpring = .snappy
    /// ```
    public var pageSpring = Spring(duration: 0.4, bounce: 0)

    /// Whether the pointer (or a touchpad) holds the content.
    ///
    /// ```swift
    /// if !scroller.isDragging { scroller.scroll(toPage: 0) }
    /// ```
    public internal(set) var isDragging = false

    /// How far the pointer has moved along the axis since the press of the current or last
    /// drag, in pixels (positive right or down).
    ///
    /// ```swift
    /// let pulled = scroller.dragTranslation
    /// ```
    public internal(set) var dragTranslation = 0.0

    /// The offset at the last release, in pixels.
    ///
    /// ```swift
    /// let from = scroller.releaseOffset
    /// ```
    public internal(set) var releaseOffset = 0.0

    /// The content's velocity at the last release, in pixels per second (positive towards the
    /// end): where the fling or the snap rule starts from.
    ///
    /// ```swift
    /// let speed = abs(scroller.releaseVelocity)
    /// ```
    public internal(set) var releaseVelocity = 0.0

    /// The offset's property: what the scroller's animations run on.
    ///
    /// ```swift
    /// animator.animate(scroller, GTKScroller.offsetProperty, to: 0)
    /// ```
    public static let offsetProperty = AnimatableProperty<GTKScroller, Double>(
      name: "offset", threshold: 0.5, read: { $0.offset }, write: { $0.show($1) })

    /// The scrolled window's handle, whose adjustment holds the in-range offset.
    let handle: GTKWidgetHandle
    /// The box that moves the content past the ends.
    let band: ScrollBand
    /// The decay of flings and of the snap rule.
    var decay = Decay()
    /// The content's offsets while dragging, at the events' times, for the release velocity.
    var offsetTracker = VelocityTracker<Double>()
    /// Where the pointer's drag began along the axis, and the offset it grabbed (unbanded).
    var grab = (pointer: 0.0, offset: 0.0)
    /// Whether the adjustment is being written by the scroller itself.
    var isWriting = false
    /// Wheel steps not yet turned into pages.
    var wheelSteps = 0.0
    /// The page the scroller rests on or is going to, kept across size changes; `nil` off the
    /// pages.
    var restingPage: Int?
    /// The signal handlers to disconnect when the scroller goes: (instance, handler id).
    var handlers: [(UnsafeMutableRawPointer, gulong)] = []
    /// The pending placement after a change of the adjustment's range, a GLib source id or 0.
    var resizeIdle: guint = 0
    /// The pending end of a touchpad scroll without a stop event, a GLib source id or 0.
    var touchpadTimeout: guint = 0
    /// A touchpad scroll in progress: its first and last events' times (GDK's milliseconds) and
    /// where a finger would be along the axis, the deltas summed the other way.
    var touchpad: (startMilliseconds: UInt32, lastMilliseconds: UInt32, position: Double)?
    /// The drag gesture (the widget keeps it; kept here to read).
    var drag: GTKDragTracker?

    /// Creates a scroller around content.
    ///
    /// ```swift
    /// let scroller = GTKScroller(content: column, animator: Animator(clock: clock))
    /// ```
    ///
    /// - Parameters:
    ///   - content: The widget that scrolls; the scroller becomes its parent's parent.
    ///   - axis: The direction it scrolls in; default vertical.
    ///   - animator: The animator that runs the scroller's motion (usually on a
    ///     ``GTKFrameClock`` of a widget in the same window).
    public init(
      content: UnsafeMutablePointer<GtkWidget>, axis: Axis = .vertical, animator: Animator
    ) {
      self.axis = axis
      self.animator = animator
      let window: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
      g_object_ref_sink(window)
      widget = window
      let scrolled = OpaquePointer(window)
      let isVertical = axis == .vertical
      // No scrollbars (the scroller moves itself), no scrolling across the axis.
      gtk_scrolled_window_set_policy(
        scrolled, isVertical ? GTK_POLICY_NEVER : GTK_POLICY_EXTERNAL,
        isVertical ? GTK_POLICY_EXTERNAL : GTK_POLICY_NEVER)
      gtk_scrolled_window_set_kinetic_scrolling(scrolled, 0)
      gtk_scrolled_window_set_overlay_scrolling(scrolled, 0)
      band = ScrollBand(child: content)
      gtk_scrolled_window_set_child(scrolled, band.widget)
      if let viewport = gtk_scrolled_window_get_child(scrolled) {
        // The content's natural length along the axis, not its minimum.
        let scrollable = OpaquePointer(viewport)
        if isVertical {
          gtk_scrollable_set_vscroll_policy(scrollable, GTK_SCROLL_NATURAL)
        } else {
          gtk_scrollable_set_hscroll_policy(scrollable, GTK_SCROLL_NATURAL)
        }
      }
      handle = GTKWidgetHandle.of(window)
      connectDrag()
      connectScrolling()
      connectAdjustment()
    }

    isolated deinit {
      for (instance, id) in handlers { g_signal_handler_disconnect(instance, id) }
      if touchpadTimeout != 0 { g_source_remove(touchpadTimeout) }
      if resizeIdle != 0 { g_source_remove(resizeIdle) }
      g_object_unref(widget)
    }
  }
#endif
