// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  extension DemoShell where Host == GalleryHost {
    /// The height of one row of the inspector's panel, in pixels.
    static var inspectorRowHeight: Double { 22 }

    /// The footer line: the inspector's last report when there is one, else the keys; `i
    /// inspect` only where it fits whole (the key list, `?`, always has it), so that `q quit`
    /// is not cut.
    ///
    /// - Parameter canvas: The window's canvas, which measures the text.
    /// - Returns: The footer's text.
    func footer(on canvas: CairoCanvas) -> String {
      if let status = inspector.status { return status }
      let start = "\(type(of: scene).footerHint)    ←/→ or 1-\(scenes.count) scene"
      let full = start + "    i inspect    q quit"
      let hidden = CGPoint(x: -10_000, y: -10_000)
      return canvas.text(full, at: hidden).width <= canvas.width - 32 ? full : start + "    q quit"
    }

    /// Draws the inspector's panel over the bottom of the scene's area, on the whole window's
    /// canvas: a dark card as wide as the window less a margin, as tall as its rows need and at
    /// most about half the scene's area; the header, then per animation its key, kind, a
    /// progress bar and the value, velocity and what is left, in columns.
    ///
    /// The window draws it on a drawing area of its own above everything, widget scenes
    /// included; an offscreen render draws it last.
    ///
    /// - Parameter canvas: The whole window's canvas.
    func drawInspector(on canvas: CairoCanvas) {
      let panel = inspectorPanel
      let rowHeight = Gallery.inspectorRowHeight
      let sceneHeight = sceneSize(in: CGSize(width: canvas.width, height: canvas.height)).height
      let fitting = max(1, Int((sceneHeight * 0.55 - 2 * rowHeight) / rowHeight))
      let lines = panel.lines(width: .max, maximumRows: fitting)
      let height = Double(lines.count) * rowHeight + 20
      let bottom = canvas.height - Gallery.footerHeight - 8
      let box = CGRect(x: 12, y: bottom - height, width: canvas.width - 24, height: height)
      canvas.fillRect(
        x: box.minX, y: box.minY, width: box.width, height: box.height, radius: 10,
        color: RGBAColor(red: 0.11, green: 0.11, blue: 0.13))
      cairo_save(canvas.context)
      defer { cairo_restore(canvas.context) }
      cairo_rectangle(canvas.context, box.minX, box.minY, box.width - 8, box.height)
      cairo_clip(canvas.context)
      var y = box.minY + 10
      canvas.text(lines[0], at: CGPoint(x: box.minX + 14, y: y), bold: true, color: Palette.accent)
      y += rowHeight
      let shown = panel.shownCount(maximumRows: fitting)
      let (columns, targetLimit) = inspectorColumns(
        panel.rows.prefix(shown), on: canvas, from: box.minX + 14, to: box.maxX - 14)
      let light = RGBAColor(red: 0.93, green: 0.93, blue: 0.95)
      let dim = RGBAColor(red: 0.62, green: 0.62, blue: 0.66)
      for row in panel.rows.prefix(shown) {
        canvas.text(
          InspectorPanel.fit(row.key, Self.inspectorTextLimit), at: CGPoint(x: columns[0], y: y),
          size: 12, color: light)
        canvas.text(
          InspectorPanel.fit(row.target, targetLimit), at: CGPoint(x: columns[1], y: y),
          size: 12, color: dim)
        canvas.text(row.kind, at: CGPoint(x: columns[2], y: y), size: 12, color: dim)
        drawBar(row.progress, on: canvas, x: columns[3], y: y + 5)
        for (index, detail) in row.details.enumerated() {
          canvas.text(detail, at: CGPoint(x: columns[4 + index], y: y), size: 12, color: light)
        }
        y += rowHeight
      }
      if shown < panel.rows.count {
        canvas.text(lines[lines.count - 1], at: CGPoint(x: columns[0], y: y), size: 12, color: dim)
      }
    }

    /// The left edges of the panel's columns (key, target, kind, bar, value, velocity, what is
    /// left) and the most characters of a target shown: the targets are cut shorter, down to
    /// 10 characters, until the last column ends by `right`.
    private func inspectorColumns(
      _ rows: ArraySlice<InspectorPanel.Row>, on canvas: CairoCanvas, from left: Double,
      to right: Double
    ) -> (edges: [Double], targetLimit: Int) {
      let hidden = CGPoint(x: -10_000, y: -10_000)
      func widest(_ texts: [String]) -> Double {
        texts.map { canvas.text($0, at: hidden, size: 12).width }.max() ?? 0
      }
      let key = widest(rows.map { InspectorPanel.fit($0.key, Self.inspectorTextLimit) }) + 12
      let rest = [
        widest(rows.map(\.kind)) + 12, Self.inspectorBarWidth + 12,
        widest(rows.map(\.value)) + 16, widest(rows.map(\.velocity)) + 16,
      ]
      let remaining = widest(rows.map(\.remaining))
      var edges: [Double] = []
      var limit = Self.inspectorTextLimit
      while true {
        let target = widest(rows.map { InspectorPanel.fit($0.target, limit) }) + 12
        edges = [left]
        for width in [key, target] + rest { edges.append(edges[edges.count - 1] + width) }
        guard edges[edges.count - 1] + remaining > right, limit > 10 else { break }
        limit -= 2
      }
      return (edges, limit)
    }

    /// The progress bar's width, in pixels.
    static var inspectorBarWidth: Double { 90 }

    /// The most characters of a key or a target the panel shows; longer ones end in `…`.
    static var inspectorTextLimit: Int { 26 }

    /// A progress bar: a track, and the share done in the accent colour; nothing when unknown.
    private func drawBar(_ progress: Double?, on canvas: CairoCanvas, x: Double, y: Double) {
      guard let progress else { return }
      let width = Gallery.inspectorBarWidth
      canvas.fillRect(
        x: x, y: y, width: width, height: 8, radius: 4,
        color: RGBAColor(red: 0.3, green: 0.3, blue: 0.34))
      guard progress > 0 else { return }
      canvas.fillRect(
        x: x, y: y, width: max(8, width * progress), height: 8, radius: 4, color: Palette.sky)
    }
  }
#endif
