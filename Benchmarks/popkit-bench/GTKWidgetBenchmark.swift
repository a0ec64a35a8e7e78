// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import BenchmarkSupport
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// Which catalog property `gtk-widget-writes` writes.
  enum WidgetWrite: String, CaseIterable {
    /// `GTKProperties.opacity` on buttons.
    case opacity
    /// `GTKProperties.transform` on buttons in a `GtkFixed`.
    case transform
    /// `GTKProperties.verticalOffset` on scrolled windows.
    case adjustment
  }

  /// Whether GTK could open the display (`gtk_init_check`), asked once.
  @MainActor
  let gtkIsReady: Bool = gtk_init_check() != 0

  /// The cost of writing a catalog property to real widgets in a shown window, and of a spring
  /// frame on them through an animator.
  ///
  /// Timed: 120 frames; each writes the property of `n` widgets once through the catalog's write
  /// (a new value each frame, so GTK never skips an unchanged one), and lets GTK's main context
  /// run nothing in between (no drawing: the figure is the write, with the invalidation it
  /// queues). The figure is nanoseconds per widget-property write. Then, also timed: the same
  /// widgets on springs through one `Animator` (tension 300, friction 20; the property's
  /// threshold 0, so that no spring settles and every frame writes), 120 renders at 1/60 s:
  /// `ns_per_spring_frame` is the whole frame per widget, the spring's step included.
  @MainActor
  func gtkWidgetBenchmark(
    name: String, property: WidgetWrite, n: Int, repetitions: Int
  ) -> BenchmarkResult {
    var writes: [Double] = []
    var springs: [Double] = []
    var allocations: [Double] = []
    for _ in 0..<repetitions {
      let scene = WidgetBenchScene(property: property, n: n)
      defer { scene.close() }
      let before = HeapSnapshot.now()
      let start = monotonicNanoseconds()
      for frame in 0..<Frames.count { scene.writeAll(frame: frame) }
      let end = monotonicNanoseconds()
      allocations.append(
        Double(HeapSnapshot.now().allocations(since: before)) / Double(Frames.count))
      writes.append(Double(end - start) / Double(n * Frames.count))
      springs.append(scene.springFrames())
    }
    return BenchmarkResult(
      name: name, n: n, frames: Frames.count, repetitions: repetitions,
      nanoseconds: Summary(writes), allocationsPerFrame: Summary(allocations).maximum,
      bytesPerItem: nil,
      extras: [
        ("property", .string(property.rawValue)),
        ("ns_per_spring_frame", .double(Summary(springs).median)),
      ])
  }

  /// A shown window of `n` widgets for one property.
  @MainActor
  private final class WidgetBenchScene {
    let property: WidgetWrite
    let window: UnsafeMutablePointer<GtkWidget>
    var handles: [GTKWidgetHandle] = []

    init(property: WidgetWrite, n: Int) {
      self.property = property
      window = gtk_window_new()
      let fixed = gtk_fixed_new()
      let fixedPointer = UnsafeMutableRawPointer(fixed).map {
        $0.assumingMemoryBound(to: GtkFixed.self)
      }
      for index in 0..<n {
        let widget: UnsafeMutablePointer<GtkWidget>
        switch property {
        case .opacity, .transform:
          widget = gtk_button_new_with_label("\(index)")
        case .adjustment:
          let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
          gtk_widget_set_size_request(column, 20, 2000)
          widget = gtk_scrolled_window_new()
          gtk_scrolled_window_set_child(OpaquePointer(widget), column)
          gtk_widget_set_size_request(widget, 20, 100)
        }
        gtk_fixed_put(fixedPointer, widget, Double(index % 40) * 24, Double(index / 40) * 24)
        handles.append(GTKWidgetHandle.of(widget))
      }
      gtk_window_set_child(GTKApplication.window(window), fixed)
      gtk_window_present(GTKApplication.window(window))
      // Let GTK map and lay out the window.
      for _ in 0..<200 { g_main_context_iteration(nil, 0) }
    }

    /// Writes every widget's property once, with a value that changes from frame to frame.
    func writeAll(frame: Int) {
      let phase = Double(frame) / Double(Frames.count)
      switch property {
      case .opacity:
        for handle in handles { GTKProperties.opacity.write(handle, 0.3 + 0.6 * phase) }
      case .transform:
        let transform = GTKTransform(translationX: 4 * phase, scale: 1 + phase, rotation: phase)
        for handle in handles { GTKProperties.transform.write(handle, transform) }
      case .adjustment:
        for handle in handles { GTKProperties.verticalOffset.write(handle, 500 * phase) }
      }
    }

    /// The same widgets on springs through an animator: nanoseconds per widget per frame.
    func springFrames() -> Double {
      let animator = Animator()
      let spring = Spring(tension: 300, friction: 20)
      // Threshold 0: no spring settles, every frame writes every widget.
      let opacity = GTKProperties.opacity.withThreshold(0)
      let transform = GTKProperties.transform.withThreshold(0)
      let offset = GTKProperties.verticalOffset.withThreshold(0)
      for handle in handles {
        switch property {
        case .opacity:
          animator.animate(handle, opacity, to: 0.2, spring: spring)
        case .transform:
          animator.animate(
            handle, transform, to: GTKTransform(scale: 1.5, rotation: 1), spring: spring)
        case .adjustment:
          animator.animate(handle, offset, to: 900, spring: spring)
        }
      }
      let start = monotonicNanoseconds()
      for frame in 0..<Frames.count { animator.render(at: Double(frame) * Frames.duration) }
      let end = monotonicNanoseconds()
      blackHole(animator)
      return Double(end - start) / Double(handles.count * Frames.count)
    }

    /// Destroys the window and lets GTK free it.
    func close() {
      gtk_window_destroy(GTKApplication.window(window))
      handles = []
      for _ in 0..<50 { g_main_context_iteration(nil, 0) }
    }
  }
#endif
