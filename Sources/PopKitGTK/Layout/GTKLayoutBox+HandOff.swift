// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  extension GTKLayoutBox {
    /// Shared element: takes `child` out of this box at once (no exit) and into `destination`
    /// at `index` (default: the end), arriving there from its presented frame and velocity
    /// here, converted into the destination's coordinates.
    ///
    /// The child leaves this box's transition by `LayoutTransition.handOff(_:)`. The conversion
    /// is the translation between the two boxes (`gtk_widget_compute_point` of this box's
    /// origin); a translation leaves the velocity's components unchanged. Both transitions are
    /// updated at this instant, so the child's presented frame and velocity in the destination
    /// are those it had here, moved by the translation. When the boxes share
    /// no ancestor, or the child was never laid out here, it enters the destination by its
    /// ``presence``.
    ///
    /// - Parameters:
    ///   - child: A child of this box, laid out or exiting; anything else is ignored.
    ///   - destination: The box it goes to (this box: it moves to `index` here).
    ///   - index: Its place in the destination's ``children``, clamped; `nil` for the end.
    public func handOff(
      _ child: UnsafeMutablePointer<GtkWidget>, to destination: GTKLayoutBox, at index: Int? = nil
    ) {
      guard !isWidgetGone, !destination.isWidgetGone else { return }
      let laidOut = children.firstIndex(of: child)
      guard laidOut != nil || exitingChildren[child] != nil else { return }
      if let laidOut { children.remove(at: laidOut) }
      exitingChildren.removeValue(forKey: child)?.restore(on: child)
      if destination === self {
        children.insert(child, at: min(max(index ?? children.count, 0), children.count))
        layoutChanged()
        return
      }
      // Out of this transition at once, with where it is drawn and how fast it moves; the
      // others close the gap.
      let leaving = transition.handOff(child)
      givenFrames[child] = nil
      relayout()
      let arrival = leaving.flatMap { leaving in
        offset(to: destination).map { offset in
          LayoutArrival(
            frame: CGRect(leaving.frame).offsetBy(dx: offset.x, dy: offset.y),
            velocity: CGRect(leaving.velocity))
        }
      }
      g_object_ref(UnsafeMutableRawPointer(child))
      gtk_widget_unparent(child)
      destination.receive(child, at: index ?? destination.children.count, arrival: arrival)
      g_object_unref(UnsafeMutableRawPointer(child))
      gtk_widget_queue_resize(widget)
    }

    /// Where this box's origin is in another box's coordinates, in pixels.
    ///
    /// - Returns: The translation, or `nil` when the two widgets share no ancestor.
    private func offset(to destination: GTKLayoutBox) -> CGPoint? {
      var origin = graphene_point_t(x: 0, y: 0)
      var converted = graphene_point_t(x: 0, y: 0)
      guard gtk_widget_compute_point(widget, destination.widget, &origin, &converted) != 0,
        converted.x.isFinite, converted.y.isFinite
      else { return nil }
      return CGPoint(x: Double(converted.x), y: Double(converted.y))
    }

    /// Takes a child handed over from another box, laid out at once (so that it arrives at
    /// the instant it left), or at this box's first layout.
    private func receive(
      _ child: UnsafeMutablePointer<GtkWidget>, at index: Int, arrival: LayoutArrival?
    ) {
      gtk_widget_insert_before(child, widget, nil)
      children.insert(child, at: min(max(index, 0), children.count))
      if let arrival { pendingArrivals[child] = arrival }
      layoutChanged()
    }
  }
#endif
