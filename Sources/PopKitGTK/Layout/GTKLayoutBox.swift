// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// A GTK container that lays its children out by an arrangement and springs every layout
  /// change (add, remove, reorder, resize of the box, a child's own size change) through a
  /// `LayoutTransition`, children drawn at their presented frames.
  ///
  /// ```swift
  /// let animator = Animator(clock: GTKFrameClock(widget: window))
  /// let grid = GTKLayoutBox(arrangement: .grid(columns: 3, spacing: 12), animator: animator)
  /// gtk_window_set_child(GTKApplication.window(window), grid.widget)
  /// for card in cards { grid.append(card) }
  /// grid.remove(cards[1])  // fades out where it is drawn; the others close the gap
  /// ```
  ///
  /// Every layout (each allocation GTK makes, and each change made here) measures the children
  /// again, and when any frame differs from the last one the transition was given, the
  /// transition is updated: each child springs from where it is drawn, with its velocity, to
  /// its new frame. Each frame in which anything moves, the transition queues an allocation of
  /// the box, and each child is allocated at its presented frame (its size rounded to whole
  /// pixels, its origin exact through a translation) with its presented opacity.
  ///
  /// A removed child exits by ``presence``: it stays a child, drawn in its place in the
  /// drawing order, but it takes no pointer event and no focus and is hidden from
  /// accessibility; when its exit ends it is unparented, which drops the box's reference to it
  /// (hold one of your own to add it again, here or elsewhere).
  ///
  /// The box holds one reference to ``widget`` and the widget refers to the box without
  /// holding it: keep the box while its widget is in use (once the box is freed, its widget
  /// places nothing). When the widget is unmapped (its window closed or hidden), every motion
  /// lands at once, so nothing is left running on the animator.
  @MainActor
  public final class GTKLayoutBox {
    /// The container widget to put in a window (a `GtkBox` whose layout manager is the box's
    /// own); the box holds one reference to it.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// How the children are placed; setting it lays them out again, animated.
    public var arrangement: GTKLayoutArrangement {
      didSet { if arrangement != oldValue { layoutChanged() } }
    }

    /// The spring of every move, resize, enter and exit that starts after it is set (the
    /// transition's).
    public var spring: Spring {
      get { transition.spring }
      set { transition.spring = newValue }
    }

    /// How children enter and exit (the transition's); default `.fade`.
    public var presence: LayoutPresence {
      get { transition.presence }
      set { transition.presence = newValue }
    }

    /// The children's frames, springing, keyed by child widget, in the box's coordinates
    /// (pixels).
    public let transition: LayoutTransition<UnsafeMutablePointer<GtkWidget>>

    /// The laid-out children, in order (not the exiting ones).
    public internal(set) var children: [UnsafeMutablePointer<GtkWidget>] = []

    /// The animator the transition runs on.
    let animator: Animator

    /// The exiting children, with what each could do before its exit began.
    var exitingChildren: [UnsafeMutablePointer<GtkWidget>: ChildInteraction] = [:]

    /// The frames last given to the transition.
    var givenFrames: [UnsafeMutablePointer<GtkWidget>: CGRect] = [:]

    /// Children handed over from another box, with where they come from, waiting for this
    /// box's first layout.
    var pendingArrivals: [UnsafeMutablePointer<GtkWidget>: LayoutArrival] = [:]

    /// The size of the box's last allocation, in pixels; `nil` before the first.
    var allocatedSize: CGSize?

    /// Whether GTK disposed of the widget (only by `g_object_run_dispose`: the box holds it).
    var isWidgetGone = false

    /// The id of the widget's `unmap` handler.
    var unmapHandler: gulong = 0

    /// Creates a box with no children.
    ///
    /// - Parameters:
    ///   - arrangement: How to place the children.
    ///   - animator: The animator the transition runs on; usually one on a ``GTKFrameClock``.
    ///   - spring: The spring of every move, resize, enter and exit.
    public init(
      arrangement: GTKLayoutArrangement, animator: Animator = .shared, spring: Spring = .smooth
    ) {
      self.arrangement = arrangement
      self.animator = animator
      transition = LayoutTransition(animator: animator, spring: spring)
      let made: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      g_object_ref_sink(UnsafeMutableRawPointer(made))
      widget = made
      gtk_widget_add_css_class(made, "popkit-layout-box")
      attach()
      transition.onUpdate = { [weak self] in self?.transitionMoved() }
      transition.onExitFinished = { [weak self] child in self?.exitFinished(child) }
    }

    isolated deinit {
      if !isWidgetGone {
        settle()
        detach()
        // The transition's exit reports cannot reach a box being freed: the exiting children
        // leave here, able again to do what they could.
        for child in Array(exitingChildren.keys) { exitFinished(child) }
      }
      g_object_unref(UnsafeMutableRawPointer(widget))
    }

    /// Adds a child at the end.
    ///
    /// - Parameter child: A widget with no parent, or one of this box's exiting children
    ///   (which re-enters from where it is drawn); anything else is ignored.
    public func append(_ child: UnsafeMutablePointer<GtkWidget>) {
      insert(child, at: children.count)
    }

    /// Adds a child at a place in the order.
    ///
    /// - Parameters:
    ///   - child: A widget with no parent, or one of this box's exiting children (which
    ///     re-enters from where it is drawn); a laid-out child or a widget with another parent
    ///     is ignored.
    ///   - index: Its place, clamped to `0...children.count`.
    public func insert(_ child: UnsafeMutablePointer<GtkWidget>, at index: Int) {
      guard !isWidgetGone, !children.contains(child) else { return }
      if let parent = gtk_widget_get_parent(child) {
        guard parent == widget else { return }
        if let saved = exitingChildren.removeValue(forKey: child) { saved.restore(on: child) }
      } else {
        gtk_widget_insert_before(child, widget, nil)
      }
      children.insert(child, at: min(max(index, 0), children.count))
      layoutChanged()
    }

    /// Removes a child: it exits by ``presence`` and is unparented when its exit ends (at once
    /// if the box was never laid out).
    ///
    /// - Parameter child: A laid-out child; anything else is ignored.
    public func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
      guard let index = children.firstIndex(of: child) else { return }
      children.remove(at: index)
      exitingChildren[child] = ChildInteraction.disable(child)
      if givenFrames[child] == nil {
        exitFinished(child)
      } else {
        layoutChanged()
      }
    }

    /// Puts the children in a new order; each springs to its new place.
    ///
    /// - Parameter order: A permutation of ``children``; anything else is ignored.
    public func reorder(_ order: [UnsafeMutablePointer<GtkWidget>]) {
      guard order != children, order.count == children.count,
        Set(order).count == order.count, Set(order) == Set(children)
      else { return }
      children = order
      layoutChanged()
    }

    /// The child's presented frame: where it is drawn now, in the box's coordinates (pixels).
    ///
    /// - Parameter child: A child, laid out or exiting.
    /// - Returns: The transition's presented frame, or `nil` for a widget the transition does
    ///   not know (not yet laid out, or its exit has ended).
    public func presentedFrame(of child: UnsafeMutablePointer<GtkWidget>) -> CGRect? {
      transition.presentedFrame(of: child)
    }

    /// The children changed: lays them out again now (so that the transition starts from this
    /// instant) and asks GTK for a new size.
    func layoutChanged() {
      guard !isWidgetGone else { return }
      relayout()
      gtk_widget_queue_resize(widget)
    }

    /// A frame in which the transition moved: GTK allocates the children again.
    private func transitionMoved() {
      guard !isWidgetGone else { return }
      gtk_widget_queue_allocate(widget)
    }

    /// An exit ended (or a child that was never laid out was removed): the child can do again
    /// what it could, and leaves the box.
    func exitFinished(_ child: UnsafeMutablePointer<GtkWidget>) {
      guard let saved = exitingChildren.removeValue(forKey: child) else { return }
      guard !isWidgetGone, gtk_widget_get_parent(child) == widget else { return }
      saved.restore(on: child)
      gtk_widget_set_opacity(child, 1)
      gtk_widget_unparent(child)
    }
  }
#endif
