// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  extension CardBoard {
    /// The box holding a card now, laid out or exiting: the grid, the detail view, or `nil`
    /// once its exit has ended (no box draws it).
    ///
    /// - Parameter id: The card's id.
    /// - Returns: The box, or `nil`.
    package func box(holding id: Int) -> GTKLayoutBox? {
      guard let widget = widget(of: id), let parent = gtk_widget_get_parent(widget) else {
        return nil
      }
      return [grid, detail].first { $0.widget == parent }
    }

    /// A card's bounds as GTK draws it (`gtk_widget_compute_bounds`), in its box's
    /// coordinates; `nil` when no box holds it or GTK cannot say.
    ///
    /// - Parameter id: The card's id.
    /// - Returns: The bounds, in pixels.
    package func drawnBounds(of id: Int) -> CGRect? {
      guard let box = box(holding: id), let widget = widget(of: id) else { return nil }
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(widget, box.widget, &bounds) != 0 else { return nil }
      return CGRect(
        x: Double(bounds.origin.x), y: Double(bounds.origin.y),
        width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    /// The state log's values: the deck (the filter's index in
    /// ``PopKitDemos/LayoutDeck/filters``, the open card or -1, whether the grid is narrow),
    /// the boxes (cards laid out, exiting, moving; each box's origin in the board, `gridOriginX`
    /// and `detailOriginX`), and for each card a box holds
    /// (`cardN…`, N its id): the box (0 grid, 1 detail), whether it exits, the transition's presented frame,
    /// opacity, velocity (`…VX`, per second) and layout frame (`…LayoutX`), and GTK's bounds
    /// (`…GTK`), all in the box's pixels.
    var loggedValues: [String: Double] {
      var values: [String: Double] = [
        "filter": Double(LayoutDeck.filters.firstIndex(of: deck.filter) ?? 0),
        "opened": Double(deck.opened ?? -1),
        "narrow": isNarrow ? 1 : 0,
        "gridCount": Double(grid.children.count),
        "detailCount": Double(detail.children.count),
        "exitingCount": Double(grid.transition.exiting.count + detail.transition.exiting.count),
        "moving": grid.transition.isMoving || detail.transition.isMoving ? 1 : 0,
        "scrimOpacity": GTKProperties.opacity.read(scrim),
      ]
      for (name, box) in [("grid", grid), ("detail", detail)] {
        var origin = graphene_point_t(x: 0, y: 0)
        var inBoard = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(box.widget, widget, &origin, &inBoard) != 0 else { continue }
        values[name + "OriginX"] = Double(inBoard.x)
        values[name + "OriginY"] = Double(inBoard.y)
      }
      for id in deck.order {
        guard let box = box(holding: id), let widget = widget(of: id),
          let frame = box.presentedFrame(of: widget)
        else { continue }
        let name = "card\(id)"
        values[name + "Box"] = box === grid ? 0 : 1
        values[name + "Exiting"] = box.transition.exiting.contains(widget) ? 1 : 0
        values[name + "X"] = frame.minX
        values[name + "Y"] = frame.minY
        values[name + "W"] = frame.width
        values[name + "H"] = frame.height
        values[name + "Opacity"] = box.transition.presentedOpacity(of: widget) ?? 0
        if let velocity = box.transition.presentedVelocity(of: widget) {
          values[name + "VX"] = velocity.minX
          values[name + "VY"] = velocity.minY
          values[name + "VW"] = velocity.width
          values[name + "VH"] = velocity.height
        }
        if let layout = box.transition.layoutFrame(of: widget) {
          values[name + "LayoutX"] = layout.minX
          values[name + "LayoutY"] = layout.minY
          values[name + "LayoutW"] = layout.width
          values[name + "LayoutH"] = layout.height
        }
        if let drawn = drawnBounds(of: id) {
          values[name + "XGTK"] = drawn.minX
          values[name + "YGTK"] = drawn.minY
          values[name + "WGTK"] = drawn.width
          values[name + "HGTK"] = drawn.height
        }
      }
      return values
    }
  }
#endif
