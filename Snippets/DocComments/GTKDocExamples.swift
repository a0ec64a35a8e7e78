// snippet.hide
// The examples in PopKitGTK's doc comments, compiled with the GTK trait (without it, this
// snippet is empty): Scripts/doccheck checks that each ```swift block of a `///` comment is one
// of this package's snippet slices. Each is the body of a function that takes what it assumes
// (hidden); nothing here runs.
#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  final class Ball { var x = 0.0 }
  final class Header { var opacity = 1.0 }
  final class Label { var text = "" }

  let x = AnimatableProperty(\Ball.x)

  @MainActor func drawBall(on canvas: CairoCanvas, ball: CGPoint, center: CGPoint) {
    // snippet.show
    // snippet.CairoCanvas
    canvas.fillCircle(center: ball, radius: 12, color: .init(red: 1, green: 0.23, blue: 0.42))
    canvas.text("42 %", at: center, size: 14, bold: true, anchor: .center)
    // snippet.end
    // snippet.hide
  }

  @MainActor func runApplication(_ app: UnsafeMutablePointer<GApplication>) {
    // snippet.show
    // snippet.GLibMainQueue
    GLibMainQueue.install()
    g_application_run(app, 0, nil)  // Task { @MainActor in … } now runs inside
    // snippet.end
    // snippet.hide
  }

  @MainActor func startApplication() -> Int32 {
    // snippet.show
    // snippet.GTKApplication
    let status = GTKApplication.run(id: "org.example.App") { app in
      guard let window = gtk_application_window_new(app) else { return }
      gtk_window_present(GTKApplication.window(window))
    }
    // snippet.end
    // snippet.hide
    return status
  }

  @MainActor func dragBall(_ ball: Ball, in view: GTKDrawingView, animator: Animator) {
    // snippet.show
    // snippet.GTKDragTracker
    let drag = GTKDragTracker(widget: view.widget)
    drag.onMove = { point, _ in animator.set(ball, x, to: point.x) }
    drag.onRelease = { _, velocity, _ in
      animator.animate(ball, x, to: 100, spring: .bouncy, velocity: velocity.x)
    }
    // snippet.end
    // snippet.hide
  }

  @MainActor func drawBox(_ box: Ball, in window: UnsafeMutablePointer<GtkWindow>) {
    // snippet.show
    // snippet.GTKDrawingView
    let view = GTKDrawingView { canvas in
      canvas.clear(.white)
      canvas.fillCircle(center: CGPoint(x: box.x, y: 60), radius: 20, color: .black)
    }
    gtk_window_set_child(window, view.widget)
    let animator = Animator(clock: GTKFrameClock(widget: view.widget))
    // snippet.end
    // snippet.hide
    _ = animator
  }

  @MainActor func clockOn(_ drawingArea: UnsafeMutablePointer<GtkWidget>) {
    // snippet.show
    // snippet.GTKFrameClock
    let clock = GTKFrameClock(widget: drawingArea)
    let animator = Animator(clock: clock)  // frames at the display's rate, while needed
    // snippet.end
    // snippet.hide
    _ = animator
  }

  @MainActor func markUp(_ label: OpaquePointer) {
    // snippet.show
    // snippet.PangoMarkup
    let rich = RichNumberFormat(NumberFormat(fractionDigits: 1, suffix: " %"))
    let markup = PangoMarkup.markup(
      for: rich.attributedString(for: 42.4), accent: RGBAColor(red: 1, green: 0.2, blue: 0.4))
    gtk_label_set_markup(label, markup)
    // snippet.end
    // snippet.hide
  }

  @MainActor func scrollExamples(
    scroller: GTKScroller, carousel: GTKScroller, label: Label, header: Header,
    window: UnsafeMutablePointer<GtkWindow>
  ) {
    do {
      // snippet.show
      // snippet.GTKScrollerScrollTo
      scroller.scroll(to: 0)  // back to the top, on a spring
      scroller.scroll(to: 480, animated: false)  // there now
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerScrollToPage
      carousel.scroll(toPage: carousel.currentPage + 1)
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerViewportLength
      let pageWidth = carousel.viewportLength
      // snippet.end
      // snippet.hide
      _ = pageWidth
    }
    do {
      // snippet.show
      // snippet.GTKScrollerMaximumOffset
      scroller.scroll(to: scroller.maximumOffset)  // the end
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerPageOffsets
      let count = carousel.pageOffsets.count
      // snippet.end
      // snippet.hide
      _ = count
    }
    do {
      // snippet.show
      // snippet.GTKScrollerCurrentPage
      label.text = "\(carousel.currentPage + 1) of \(carousel.pageOffsets.count)"
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerWidget
      gtk_window_set_child(window, scroller.widget)
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerAxis
      let isSideways = scroller.axis == .horizontal
      // snippet.end
      // snippet.hide
      _ = isSideways
    }
    do {
      // snippet.show
      // snippet.GTKScrollerIsPaging
      carousel.isPaging = true
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerAnimator
      scroller.animator.reducesMotion = true
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerOffset
      let scrolled = scroller.offset
      // snippet.end
      // snippet.hide
      _ = scrolled
    }
    do {
      // snippet.show
      // snippet.GTKScrollerOnScroll
      scroller.onScroll = { offset in header.opacity = 1 - offset / 200 }
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerOnRest
      scroller.onRest = { [unowned scroller] _ in print("page", scroller.currentPage) }
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerDeceleration
      scroller.deceleration = 0.99  // stops sooner
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerBandSpring
      scroller.bandSpring = Spring(duration: 0.5, bounce: 0.2)
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerPageSpring
      carousel.pageSpring = .snappy
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerIsDragging
      if !scroller.isDragging { scroller.scroll(toPage: 0) }
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKScrollerDragTranslation
      let pulled = scroller.dragTranslation
      // snippet.end
      // snippet.hide
      _ = pulled
    }
    do {
      // snippet.show
      // snippet.GTKScrollerReleaseOffset
      let from = scroller.releaseOffset
      // snippet.end
      // snippet.hide
      _ = from
    }
    do {
      // snippet.show
      // snippet.GTKScrollerReleaseVelocity
      let speed = abs(scroller.releaseVelocity)
      // snippet.end
      // snippet.hide
      _ = speed
    }
    do {
      let animator = scroller.animator
      // snippet.show
      // snippet.GTKScrollerOffsetProperty
      animator.animate(scroller, GTKScroller.offsetProperty, to: 0)
      // snippet.end
      // snippet.hide
    }
  }

  @MainActor func makeCarousel(window: UnsafeMutablePointer<GtkWidget>) {
    // snippet.show
    // snippet.GTKScroller
    let pages: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    // … pages of the viewport's width appended …
    let animator = Animator(clock: GTKFrameClock(widget: window))
    let carousel = GTKScroller(content: pages, axis: .horizontal, animator: animator)
    carousel.isPaging = true
    carousel.onRest = { [unowned carousel] _ in print("on page", carousel.currentPage) }
    gtk_window_set_child(GTKApplication.window(window), carousel.widget)
    // snippet.end
    // snippet.hide
  }

  @MainActor func makeList(rows: UnsafeMutablePointer<GtkWidget>, animator: Animator) {
    // snippet.show
    // snippet.GTKScrollerAxisCase
    let list = GTKScroller(content: rows, axis: .vertical, animator: animator)
    // snippet.end
    // snippet.hide
    _ = list
  }

  @MainActor func makeScroller(
    column: UnsafeMutablePointer<GtkWidget>, clock: GTKFrameClock
  ) {
    // snippet.show
    // snippet.GTKScrollerInit
    let scroller = GTKScroller(content: column, animator: Animator(clock: clock))
    // snippet.end
    // snippet.hide
    _ = scroller
  }

  @MainActor func animateWidgets(
    saveButton: UnsafeMutablePointer<GtkWidget>, card: GTKWidgetHandle, animator: Animator
  ) {
    do {
      // snippet.show
      // snippet.GTKProperties
      let button = GTKWidgetHandle.of(saveButton)
      animator.animate(button, GTKProperties.opacity, to: 0.4)
      animator.animate(card, GTKProperties.transform, to: GTKTransform(scale: 1.1), spring: .bouncy)
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKTransform
      let tilted = GTKTransform(scale: 1.05, tiltX: 0.2, tiltY: -0.3)
      animator.animate(card, GTKProperties.transform, to: tilted, spring: .bouncy)
      // snippet.end
      // snippet.hide
    }
    do {
      // snippet.show
      // snippet.GTKWidgetHandle
      let button = GTKWidgetHandle.of(gtk_button_new_with_label("Save"))
      animator.animate(button, GTKProperties.opacity, to: 0.4)
      // snippet.end
      // snippet.hide
    }
  }

  @MainActor func layOut(
    _ cards: [UnsafeMutablePointer<GtkWidget>], in window: UnsafeMutablePointer<GtkWidget>
  ) {
    // snippet.show
    // snippet.GTKLayoutBox
    let animator = Animator(clock: GTKFrameClock(widget: window))
    let grid = GTKLayoutBox(arrangement: .grid(columns: 3, spacing: 12), animator: animator)
    gtk_window_set_child(GTKApplication.window(window), grid.widget)
    for card in cards { grid.append(card) }
    grid.remove(cards[1])  // fades out where it is drawn; the others close the gap
    // snippet.end
    // snippet.hide
  }
#endif
