// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  extension WidgetsParts {
    /// The scene's state for the log: each widget's state read back through GTK's own getters
    /// (`…GTK`), next to what the catalog wrote (the handle's value) where GTK keeps less.
    ///
    /// - Parameters:
    ///   - panelSpring: The spring of the panel's height, while it runs.
    ///   - panelOpen: Whether the panel is open or opening.
    /// - Returns: The values by name.
    func loggedValues(
      panelSpring: SpringAnimation<GTKWidgetHandle, CGSize>?, panelOpen: Bool
    ) -> [String: Double] {
      var values: [String: Double] = [:]
      for (index, row) in rows.enumerated() {
        values["row\(index)Opacity"] = GTKProperties.opacity.read(row)
        values["row\(index)X"] = GTKProperties.position.read(row).x
        if let widget = row.widget {
          values["row\(index)OpacityGTK"] = gtk_widget_get_opacity(widget)
        }
        if let placed = WidgetKit.fixedTransform(row) { values["row\(index)XGTK"] = placed.x }
      }
      values["rowHomeX"] = rowHomes.first?.x ?? 0
      values["panelHeight"] = GTKProperties.size.read(panel).height
      values["panelOpacity"] = GTKProperties.opacity.read(panel)
      values["panelTarget"] = panelOpen ? WidgetsScene.panelHeight : 0
      values["panelVelocity"] = panelSpring?.velocity?.height ?? 0
      values["panelMoving"] = panelSpring == nil ? 0 : 1
      if let widget = panel.widget {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(widget, &width, &height)
        values["panelHeightGTK"] = Double(height)
        values["panelOpacityGTK"] = gtk_widget_get_opacity(widget)
        values["panelAllocatedHeight"] = Double(gtk_widget_get_height(widget))
      }
      let tilt = GTKProperties.transform.read(card)
      values["cardTiltX"] = tilt.tiltX
      values["cardTiltY"] = tilt.tiltY
      values["cardScale"] = tilt.scaleX
      values["cardIs3D"] = WidgetKit.isThreeD(card) ? 1 : 0
      values["carouselOffset"] = carousel.offset
      values["carouselPage"] = Double(carousel.currentPage)
      values["load"] = meter.load
      if let bar = meter.bar.widget {
        values["fractionGTK"] = gtk_progress_bar_get_fraction(OpaquePointer(bar))
      }
      values["countGTK"] = WidgetKit.number(in: WidgetKit.text(meter.label))
      values["sheetProgress"] = sheet.player.progress
      values["sheetTop"] = sheet.top
      values["sheetClosedTop"] = sheet.closedTop
      values["sheetOpenTop"] = sheet.openTop
      values["sheetDragging"] = sheet.phase == .dragging ? 1 : 0
      values["sheetReleasing"] = sheet.phase == .releasing ? 1 : 0
      if let placed = WidgetKit.fixedTransform(sheet.sheet) { values["sheetTopGTK"] = placed.y }
      if let widget = sheet.scrim.widget {
        values["scrimOpacityGTK"] = gtk_widget_get_opacity(widget)
      }
      values["scrimOpacity"] = GTKProperties.opacity.read(sheet.scrim)
      values["contentScale"] = GTKProperties.transform.read(content).scaleX
      if let placed = WidgetKit.fixedTransform(content) {
        values["contentScaleGTK"] = placed.scaleX
      }
      return values
    }
  }
#endif
