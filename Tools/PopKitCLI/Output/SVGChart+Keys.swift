// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A keyframe track's keys on a chart: a short tick at each boundary between segments.
extension SVGChart {
  /// The legend line that explains the key ticks; `nil` without keys.
  var keysKey: String? {
    keyTimes.isEmpty ? nil : "short ticks on both time edges: keys, where a segment begins"
  }

  /// A short tick at the bottom and the top edge of the plot at each key's time, and the
  /// segment's number above the top tick.
  ///
  /// - Parameters:
  ///   - svg: The document to draw into.
  ///   - time: The time axis.
  func drawKeys(_ svg: inout SVGWriter, time: ChartAxis) {
    for (index, key) in keyTimes.enumerated() {
      let x = time.pixel(key)
      svg.line(x, plotBottom - 8, x, plotBottom, color: "#444444", width: 1.5, id: "key")
      svg.line(x, plotTop, x, plotTop + 8, color: "#444444", width: 1.5, id: "key")
      svg.text(
        "\(index + 2)", x: x + 3, y: plotTop + 16, anchor: "start",
        extra: ##"font-size="10" fill="#444444""##)
    }
  }
}
