// The app of the DocC article "Animating GTK widgets": real GTK widgets moved by PopKit's
// property catalog. Built with the GTK trait so that the article's code always compiles.
#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// A GTK widget, as GTK's C functions hand it out.
  typealias Widget = UnsafeMutablePointer<GtkWidget>

  /// A closure a GTK signal calls, with the signal's two numbers (the pointer's x and y) if it
  /// has them.
  @MainActor final class Action {
    /// The closure.
    let run: (Double, Double) -> Void
    /// Wraps a closure.
    init(_ run: @escaping (Double, Double) -> Void) { self.run = run }
  }

  /// Connects a signal with no arguments (`clicked`, `leave`) or with a point (`motion`).
  @MainActor func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, withPoint: Bool = false,
    _ run: @escaping (Double, Double) -> Void
  ) {
    typealias Plain = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    typealias Point =
      @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
    let plain: Plain = { _, action in
      MainActor.assumeIsolated {
        guard let action else { return }
        Unmanaged<Action>.fromOpaque(action).takeUnretainedValue().run(0, 0)
      }
    }
    let point: Point = { _, x, y, action in
      MainActor.assumeIsolated {
        guard let action else { return }
        Unmanaged<Action>.fromOpaque(action).takeUnretainedValue().run(x, y)
      }
    }
    let handler =
      withPoint
      ? unsafeBitCast(point, to: GCallback.self) : unsafeBitCast(plain, to: GCallback.self)
    // The action lives as long as the app.
    let action = Unmanaged.passRetained(Action(run)).toOpaque()
    _ = popkit_signal_connect(instance, signal, handler, action)
  }

  /// The label's text: a number of megabytes, its digits bold.
  let megabytes = GTKProperties.number(RichNumberFormat(NumberFormat(suffix: " MB")))

  /// A progress bar's load, 0...1, whose write also counts the megabytes in a label: one
  /// animation moves both.
  @MainActor func load(countingIn label: GTKWidgetHandle) -> AnimatableProperty<
    GTKWidgetHandle, Double
  > {
    AnimatableProperty(
      name: "load", threshold: 0.0005, read: { GTKProperties.fraction.read($0) },
      write: { bar, value in
        GTKProperties.fraction.write(bar, value)
        megabytes.write(label, value * 900)
      })
  }

  /// The look of the rows, the panel and the card.
  let css = """
    .row, .panel { background: white; border-radius: 10px; padding: 10px; }
    .card { background: #7b4dff; color: white; border-radius: 16px; padding: 16px; }
    """

  let status = GTKApplication.run(id: "org.example.Widgets") { app in
    let style = gtk_css_provider_new()
    gtk_css_provider_load_from_data(style, css, -1)
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(style), 800)
    let fixed: Widget = gtk_fixed_new()
    let layout = UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self)
    /// Puts a widget in the window with a style and a size, and returns its handle.
    @MainActor func put(
      _ widget: Widget, _ style: String, _ x: Double, _ y: Double, width: Int32, height: Int32 = 0
    ) -> GTKWidgetHandle {
      gtk_widget_add_css_class(widget, style)
      gtk_widget_set_size_request(widget, width, height)
      gtk_fixed_put(layout, widget, x, y)
      return GTKWidgetHandle.of(widget)
    }
    // Frames from GTK's frame clock, only while something moves.
    let animator = Animator(clock: GTKFrameClock(widget: fixed))

    // Rows slide and fade in, one after another.
    var timeline = Timeline()
    for (index, delay) in Stagger(interval: 0.08).delays(count: 4).enumerated() {
      let home = CGPoint(x: 20, y: 20 + Double(index) * 52)
      let row = put(gtk_label_new("Message \(index + 1)"), "row", home.x - 40, home.y, width: 200)
      GTKProperties.opacity.write(row, 0)
      let fade = BasicAnimation(property: GTKProperties.opacity, to: 1, duration: 0.4)
      let slide = BasicAnimation(
        property: GTKProperties.position, to: home, duration: 0.5, timingCurve: .easeOut)
      timeline.add(fade, to: row, forKey: "opacity", at: .at(delay))
      timeline.add(slide, to: row, forKey: "position", at: .at(delay))
    }
    animator.run(timeline)

    // A card tilts in 3-D toward the pointer and springs back when it leaves.
    let card = put(gtk_label_new("Hover me"), "card", 260, 20, width: 200, height: 120)
    let motion: OpaquePointer = gtk_event_controller_motion_new()
    gtk_widget_add_controller(card.widget, motion)
    connect(UnsafeMutableRawPointer(motion), "motion", withPoint: true) { x, y in
      let tilt = GTKTransform(scale: 1.05, tiltX: (60 - y) / 200, tiltY: (x - 100) / 300)
      animator.animate(card, GTKProperties.transform, to: tilt, spring: .snappy)
    }
    connect(UnsafeMutableRawPointer(motion), "leave") { _, _ in
      animator.animate(card, GTKProperties.transform, to: .identity, spring: .bouncy)
    }

    // A progress bar and a counting label, fed by one basic animation.
    let count = put(gtk_label_new(""), "count", 260, 160, width: 200)
    let bar = put(gtk_progress_bar_new(), "bar", 260, 200, width: 200)
    let meter = load(countingIn: count)
    meter.write(bar, 0)
    animator.add(BasicAnimation(property: meter, to: 1, duration: 2), to: bar, forKey: "load")

    // A panel springs open and closed; clicked mid-flight, its springs turn round.
    let details: Widget = gtk_label_new("Size  900 MB\nKind  Disk image\nWhere  Downloads")
    let scroller: Widget = gtk_scrolled_window_new()  // lets the panel be shorter than its text
    gtk_scrolled_window_set_policy(
      OpaquePointer(scroller), GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL)
    gtk_scrolled_window_set_child(OpaquePointer(scroller), details)
    let button: Widget = gtk_button_new_with_label("Details")
    _ = put(button, "button", 500, 20, width: 200)
    let panel = put(scroller, "panel", 500, 64, width: 200)
    GTKProperties.opacity.write(panel, 0)
    var open = false
    connect(UnsafeMutableRawPointer(button), "clicked") { _, _ in
      open.toggle()
      let spring = Spring(duration: 0.6, bounce: 0.2)
      let size = CGSize(width: 200, height: open ? 110 : 0)
      animator.animate(panel, GTKProperties.size, to: size, spring: spring)
      animator.animate(panel, GTKProperties.opacity, to: open ? 1 : 0, spring: spring)
    }

    // A paged carousel: drag, fling or wheel it, or press Next; it rests on a page. (The
    // button's action keeps the scroller, as long as the app runs.)
    let pages: Widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    for page in 1...3 {
      let label: Widget = gtk_label_new("Page \(page)")
      gtk_widget_set_size_request(label, 200, 60)
      gtk_box_append(UnsafeMutableRawPointer(pages).assumingMemoryBound(to: GtkBox.self), label)
    }
    let carousel = GTKScroller(content: pages, axis: .horizontal, animator: animator)
    carousel.isPaging = true
    _ = put(carousel.widget, "panel", 260, 240, width: 200, height: 60)
    let next: Widget = gtk_button_new_with_label("Next")
    _ = put(next, "button", 500, 250, width: 200)
    connect(UnsafeMutableRawPointer(next), "clicked") { _, _ in
      carousel.scroll(toPage: (carousel.currentPage + 1) % 3)
    }

    guard let window = gtk_application_window_new(app) else { return }
    gtk_window_set_title(GTKApplication.window(window), "Widgets")
    gtk_window_set_default_size(GTKApplication.window(window), 740, 330)
    gtk_window_set_child(GTKApplication.window(window), fixed)
    gtk_window_present(GTKApplication.window(window))
  }
  exit(status)
#else
  print("gtk-widgets needs the GTK trait: swift run --traits GTK gtk-widgets")
#endif
