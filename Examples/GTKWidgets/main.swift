// The app of the DocC article "Animating GTK widgets": real GTK widgets moved by PopKit's
// property catalog. Built with the GTK trait so that the article's code always compiles.
#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  typealias Widget = UnsafeMutablePointer<GtkWidget>

  /// A closure a GTK signal calls, with the signal's two numbers (the pointer's x and y) if it
  /// has them.
  @MainActor final class Action {
    let run: (Double, Double) -> Void
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

  /// A meter: one value whose write moves a progress bar and a counting label.
  @MainActor final class Meter {
    let bar: GTKWidgetHandle
    let label: GTKWidgetHandle
    var load = 0.0
    init(bar: GTKWidgetHandle, label: GTKWidgetHandle) {
      self.bar = bar
      self.label = label
    }
  }

  let megabytes = GTKProperties.number(RichNumberFormat(NumberFormat(suffix: " MB")))
  let load = AnimatableProperty<Meter, Double>(
    name: "load", threshold: 0.0005, read: { $0.load },
    write: { meter, value in
      meter.load = value
      GTKProperties.fraction.write(meter.bar, value)
      megabytes.write(meter.label, value * 900)
    })

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
    @MainActor func put(_ widget: UnsafeMutablePointer<GtkWidget>, _ x: Double, _ y: Double)
      -> GTKWidgetHandle
    {
      gtk_fixed_put(layout, widget, x, y)
      return GTKWidgetHandle.of(widget)
    }
    // Frames from GTK's frame clock, only while something moves.
    let animator = Animator(clock: GTKFrameClock(widget: fixed))

    // Rows slide and fade in, one after another.
    var timeline = Timeline()
    for (index, delay) in Stagger(interval: 0.08).delays(count: 4).enumerated() {
      let label: Widget = gtk_label_new("Message \(index + 1)")
      gtk_widget_add_css_class(label, "row")
      gtk_widget_set_size_request(label, 200, 0)
      let home = CGPoint(x: 20, y: 20 + Double(index) * 52)
      let row = put(label, home.x - 40, home.y)
      GTKProperties.opacity.write(row, 0)
      let fade = BasicAnimation(property: GTKProperties.opacity, to: 1, duration: 0.4)
      let slide = BasicAnimation(
        property: GTKProperties.position, to: home, duration: 0.5, timingCurve: .easeOut)
      timeline.add(fade, to: row, forKey: "opacity", at: .at(delay))
      timeline.add(slide, to: row, forKey: "position", at: .at(delay))
    }
    animator.run(timeline)

    // A card tilts in 3-D toward the pointer and springs back when it leaves.
    let cardLabel: Widget = gtk_label_new("Hover me")
    gtk_widget_add_css_class(cardLabel, "card")
    gtk_widget_set_size_request(cardLabel, 200, 120)
    let card = put(cardLabel, 260, 20)
    let motion: OpaquePointer = gtk_event_controller_motion_new()
    gtk_widget_add_controller(cardLabel, motion)
    connect(UnsafeMutableRawPointer(motion), "motion", withPoint: true) { x, y in
      let tilt = GTKTransform(scale: 1.05, tiltX: (60 - y) / 200, tiltY: (x - 100) / 300)
      animator.animate(card, GTKProperties.transform, to: tilt, spring: .snappy)
    }
    connect(UnsafeMutableRawPointer(motion), "leave") { _, _ in
      animator.animate(card, GTKProperties.transform, to: .identity, spring: .bouncy)
    }

    // A progress bar and a counting label, fed by one basic animation.
    let bar: Widget = gtk_progress_bar_new()
    gtk_widget_set_size_request(bar, 200, 0)
    let meter = Meter(bar: put(bar, 260, 200), label: put(gtk_label_new(""), 260, 160))
    load.write(meter, 0)
    animator.add(BasicAnimation(property: load, to: 1, duration: 2), to: meter, forKey: "load")

    // A panel springs open and closed; clicked mid-flight, its springs turn round.
    let button: Widget = gtk_button_new_with_label("Details")
    let details: Widget = gtk_label_new("Size  900 MB\nKind  Disk image\nWhere  Downloads")
    let scroller: Widget = gtk_scrolled_window_new()  // lets the panel be shorter than its text
    gtk_scrolled_window_set_policy(
      OpaquePointer(scroller), GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL)
    gtk_scrolled_window_set_child(OpaquePointer(scroller), details)
    gtk_widget_add_css_class(scroller, "panel")
    _ = put(button, 500, 20)
    let panel = put(scroller, 500, 64)
    GTKProperties.size.write(panel, CGSize(width: 200, height: 0))
    GTKProperties.opacity.write(panel, 0)
    var open = false
    connect(UnsafeMutableRawPointer(button), "clicked") { _, _ in
      open.toggle()
      let spring = Spring(duration: 0.6, bounce: 0.2)
      let height = open ? 110.0 : 0
      animator.animate(
        panel, GTKProperties.size, to: CGSize(width: 200, height: height), spring: spring)
      animator.animate(panel, GTKProperties.opacity, to: open ? 1 : 0, spring: spring)
    }

    guard let window = gtk_application_window_new(app) else { return }
    gtk_window_set_title(GTKApplication.window(window), "Widgets")
    gtk_window_set_default_size(GTKApplication.window(window), 740, 260)
    gtk_window_set_child(GTKApplication.window(window), fixed)
    gtk_window_present(GTKApplication.window(window))
  }
  exit(status)
#else
  print("gtk-widgets needs the GTK trait: swift run --traits GTK gtk-widgets")
#endif
