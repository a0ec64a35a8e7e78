// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitShared

/// A run drawn as the colour it gives at each time: a strip under the chart, on its time axis.
struct ColorStrip: Sendable {
  /// The text above the strip.
  var label: String
  /// The colour from each frame's time until the next frame's.
  var stops: [(time: Double, color: RGBAColor)]

  /// The strip of a 1-D run read as a fraction of the way from one colour to another.
  ///
  /// - Parameters:
  ///   - label: The text above the strip.
  ///   - trace: The run, a value from 0 (the first colour) to 1 (the second).
  ///   - from: The colour at 0.
  ///   - to: The colour at 1.
  ///   - space: The space the colour moves in; an overshoot beyond 0 or 1 is clipped per
  ///     channel.
  init(label: String, trace: Trace, from: RGBAColor, to: RGBAColor, space: RGBAColor.Space) {
    self.label = label
    stops = trace.frames.map { frame in
      (frame.time, from.interpolated(to: to, fraction: frame.value[0], in: space).clamped())
    }
  }
}

extension SVGChart {
  /// The height of one strip with its label, pixels.
  static let colorStripHeight = 38.0

  /// The room the strips take under the time axis, pixels.
  var colorStripsHeight: Double { Double(colorStrips.count) * SVGChart.colorStripHeight }

  /// Draws each strip under the time axis: a rectangle per frame, in that frame's colour, from
  /// its time to the next frame's.
  ///
  /// - Parameters:
  ///   - svg: The document to draw into.
  ///   - time: The time axis.
  func drawColorStrips(_ svg: inout SVGWriter, time: ChartAxis) {
    for (index, strip) in colorStrips.enumerated() {
      let top = plotBottom + 56 + Double(index) * SVGChart.colorStripHeight
      svg.text(strip.label, x: plotLeft, y: top + 10, anchor: "start", extra: #"font-size="11""#)
      svg.add(#"<g class="color-strip" shape-rendering="crispEdges">"#)
      for (position, stop) in strip.stops.enumerated() {
        let left = time.pixel(stop.time)
        let next = position + 1 < strip.stops.count ? strip.stops[position + 1].time : nil
        // The last frame's colour runs to the plot's edge, and shows even when it is there.
        let right = next.map(time.pixel) ?? max(plotRight, left + 2)
        guard right > left else { continue }
        // A pixel wider than the gap, so that no seam shows between neighbours.
        svg.add(
          #"<rect x="\#(pixel(left))" y="\#(pixel(top + 14))" width="\#(pixel(right - left + 1))" "#
            + #"height="18" fill="\#(TerminalColor(stop.color).hex)"/>"#)
      }
      svg.add("</g>")
    }
  }

  /// A pixel coordinate as text.
  private func pixel(_ value: Double) -> String { NumberFormatting.fixed(value, decimals: 2) }
}
