// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitInterchange
import PopKitShared

/// A bounded decay on a chart: its bounds as dash-dot lines and, on each component's curve, a
/// tick and a ring at the instant it meets a bound, labelled with that instant.
extension SVGChart {
  /// The colour of the bound lines and their labels.
  static let boundColor = "#882255"

  /// The legend line that explains the bounds and the crossing marks; `nil` without bounds.
  var boundsKey: String? {
    guard let bounds else { return nil }
    let lower = NumberFormatting.rounded(bounds.lowerBound, significantDigits: 6)
    let upper = NumberFormatting.rounded(bounds.upperBound, significantDigits: 6)
    var key = "dash-dot lines: bounds \(lower) and \(upper)"
    if !crossings.isEmpty { key += "; tick and ring: t*, where a curve meets a bound" }
    return key
  }

  /// What the value axis covers besides the data: the bounds within a quarter of the data's
  /// span of it (a far bound the fling never nears does not squash the curves), and room for
  /// a label above and below each crossing.
  ///
  /// - Parameter values: Every value the axis covers already.
  /// - Returns: The values to cover too.
  func boundsNear(_ values: [Double]) -> [Double] {
    guard let bounds, let low = values.min(), let high = values.max() else { return [] }
    let span = max(high - low, 1e-9)
    let near = [bounds.lowerBound, bounds.upperBound].filter {
      $0 >= low - span / 4 && $0 <= high + span / 4
    }
    return near + crossings.flatMap { [$0.value - span / 12, $0.value + span / 12] }
  }

  /// A dash-dot line across the plot at each bound the value axis shows, labelled at its left
  /// end: above the line for the upper bound, below it for the lower one, unless a curve
  /// starts there or that leaves the plot.
  func drawBounds(_ svg: inout SVGWriter, value: ChartAxis) {
    guard let bounds else { return }
    for (name, bound) in [("lower", bounds.lowerBound), ("upper", bounds.upperBound)]
    where value.lower <= bound && bound <= value.upper {
      let y = value.pixel(bound)
      svg.line(
        plotLeft, y, plotRight, y, color: SVGChart.boundColor, width: 1.5, dash: "9 3 2 3",
        id: "bound")
      // Above the upper bound and below the lower one, unless a curve starts there.
      var above = name == "upper"
      let starts = series.compactMap { runs[$0.run].trace.frames.first?.value[$0.component] }
      if starts.contains(where: { start in
        let offset = value.pixel(start) - y
        return above ? (-24 < offset && offset < 0) : (0 < offset && offset < 24)
      }) {
        above.toggle()
      }
      if y - 6 < plotTop + 14 { above = false }
      if y + 15 > plotBottom - 4 { above = true }
      let labelY = above ? y - 6 : y + 15
      svg.text(
        "\(name) bound \(NumberFormatting.rounded(bound, significantDigits: 6))",
        x: plotLeft + 6, y: labelY, anchor: "start",
        extra: #"fill="\#(SVGChart.boundColor)""#)
    }
  }

  /// At each crossing, in its component's colour: a short vertical tick and a ring on the curve,
  /// and the instant as `t* 0.203 s` (`t*[1]` for a vector's component), on the side the
  /// curve does not go on to.
  func drawCrossings(_ svg: inout SVGWriter, time: ChartAxis, value: ChartAxis) {
    let components = runs.first?.trace.frames.first?.value.count ?? 1
    for crossing in crossings {
      let color =
        series.first { $0.run == 0 && $0.component == crossing.component }?.color ?? "#222222"
      let (x, y) = (time.pixel(crossing.time), value.pixel(crossing.value))
      svg.line(x, y - 9, x, y + 9, color: color, width: 1.5, id: "crossing")
      svg.add(
        #"<circle class="crossing" cx="\#(pixels(x))" cy="\#(pixels(y))" r="4" "#
          + ##"fill="#ffffff" stroke="\##(color)" stroke-width="1.5"/>"##)
      let name = components > 1 ? "t*[\(crossing.component)]" : "t*"
      // Below the mark when the curve goes on upwards from it: past the bound it met from
      // below, or up to the bound from below it; above the mark otherwise.
      let outside = crossing.value != crossing.bound
      var below = crossing.value < crossing.bound || (!outside && crossing.velocity >= 0)
      if below && y + 22 > plotBottom - 4 { below = false }
      if !below && y - 14 < plotTop + 12 { below = true }
      let instant = NumberFormatting.fixed(crossing.time, decimals: 3)
      svg.text(
        "\(name) \(instant) s" + (outside ? " (started outside)" : ""), x: x + 7,
        y: below ? y + 22 : y - 14, anchor: "start", extra: #"fill="\#(color)""#)
    }
  }

  /// A pixel coordinate as text.
  private func pixels(_ coordinate: Double) -> String {
    NumberFormatting.fixed(coordinate, decimals: 2)
  }
}
