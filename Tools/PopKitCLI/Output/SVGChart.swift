// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitShared

/// One curve on a chart: a run and its legend text.
struct ChartRun: Sendable {
  /// The legend text.
  var label: String
  /// The frames.
  var trace: Trace
}

/// A chart of runs as an SVG document: value against time, the target with its threshold band,
/// each run's done time, optionally the velocity on a second axis, and a legend.
///
/// The document is self-contained (no scripts, no external fonts), sized for a page
/// (800 pixels wide), and readable by any browser or SVG tool.
struct SVGChart: Sendable {
  /// The title at the top.
  var title: String
  /// The runs, in legend order.
  var runs: [ChartRun]
  /// The half-height of the band around the target, units; `nil` draws no band.
  var threshold: Double?
  /// Whether to draw the velocities on a right-hand axis.
  var showsVelocity: Bool
  /// The unit of the values, for the axis titles.
  var unit = "units"
  /// A bounded decay's bounds, drawn as lines; `nil` draws none.
  var bounds: ClosedRange<Double>?
  /// Where the first run's components meet a bound, marked on their curves.
  var crossings: [BoundCrossing] = []
  /// A keyframe track's key times, seconds, marked with ticks; empty for none.
  var keyTimes: [Double] = []
  /// Runs drawn as colour strips under the time axis; empty for none.
  var colorStrips: [ColorStrip] = []

  /// The colours of the curves, in order; chosen to stay apart for colour-blind readers.
  static let palette = [
    "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#f0e442",
  ]

  /// The chart's width in pixels.
  let width = 800.0

  /// The plot area's left edge, pixels (room for the value labels).
  var plotLeft: Double { 76 }
  /// The plot area's top edge, pixels (room for the title).
  var plotTop: Double { 52 }
  /// The plot area's right edge, pixels (room for the velocity labels when shown).
  var plotRight: Double { width - (showsVelocity ? 80 : 28) }
  /// The plot area's bottom edge, pixels.
  var plotBottom: Double { plotTop + 330 }

  /// One curve per run and component, with its colour.
  var series: [(run: Int, component: Int, color: String)] {
    var result: [(Int, Int, String)] = []
    for (runIndex, run) in runs.enumerated() {
      let count = run.trace.frames.first?.value.count ?? 0
      for component in 0..<count {
        result.append(
          (runIndex, component, SVGChart.palette[result.count % SVGChart.palette.count]))
      }
    }
    return result
  }

  /// The legend's lines: one per curve, then what the marks mean.
  var legendLines: [(color: String?, text: String)] {
    var lines: [(String?, String)] = []
    for entry in series {
      let run = runs[entry.run]
      let components = run.trace.frames.first?.value.count ?? 1
      var text = run.label + (components > 1 ? " [\(entry.component)]" : "")
      if let done = run.trace.doneTime {
        text += ": done at \(NumberFormatting.fixed(done, decimals: 3)) s"
      } else {
        let last = run.trace.frames.last?.time ?? 0
        text += ": not settled after \(NumberFormatting.fixed(last, decimals: 3)) s"
      }
      lines.append((entry.color, text))
    }
    var key = "dashed grey line: target"
    if let threshold {
      key += "; grey band: target ± threshold \(JSONText.shortest(threshold))"
    }
    lines.append((nil, key + "; dotted lines: done time"))
    if let boundsKey { lines.append((nil, boundsKey)) }
    if let keysKey { lines.append((nil, keysKey)) }
    if showsVelocity { lines.append((nil, "thin dashed curves: velocity, right-hand axis")) }
    return lines
  }

  /// The chart's height in pixels: the plot, the axis title and the legend.
  var height: Double {
    plotBottom + 64 + colorStripsHeight + Double(legendLines.count) * 20 + 12
  }

  /// Draws the chart and writes it as an SVG document.
  ///
  /// - Returns: The SVG text, ending with a newline.
  func svg() -> String {
    let time = timeAxis
    let value = valueAxis
    var svg = SVGWriter(width: width, height: height)
    svg.add(##"<rect width="100%" height="100%" fill="#ffffff"/>"##)
    svg.text(
      title, x: width / 2, y: 30, anchor: "middle", extra: #"font-size="16" font-weight="bold""#)
    drawGrid(&svg, time: time, value: value)
    drawTargets(&svg, time: time, value: value)
    drawBounds(&svg, value: value)
    svg.add(#"<g clip-path="url(#plot)">"#)
    for entry in series {
      let frames = runs[entry.run].trace.frames
      let points = frames.map { (time.pixel($0.time), value.pixel($0.value[entry.component])) }
      svg.polyline(points, color: entry.color, width: 2, dash: nil)
      if showsVelocity, let velocity = velocityAxis {
        let points = frames.map {
          (time.pixel($0.time), velocity.pixel($0.velocity[entry.component]))
        }
        svg.polyline(points, color: entry.color, width: 1.2, dash: "6 4")
      }
    }
    svg.add("</g>")
    drawDoneMarks(&svg, time: time, value: value)
    drawCrossings(&svg, time: time, value: value)
    drawKeys(&svg, time: time)
    drawColorStrips(&svg, time: time)
    drawLegend(&svg)
    return svg.document(title: title)
  }

  // MARK: Axes

  /// The time axis, from 0 to the last frame of the longest run.
  var timeAxis: ChartAxis {
    let end = runs.compactMap { $0.trace.frames.last?.time }.max() ?? 0
    return ChartAxis(covering: 0, max(end, 1e-3), ticks: 8, pixels: (plotLeft, plotRight))
  }

  /// The value axis, covering every value, the start, the targets and their bands.
  var valueAxis: ChartAxis {
    var values: [Double] = []
    for run in runs {
      for frame in run.trace.frames { values += frame.value }
      values += run.trace.target
    }
    if let threshold {
      for run in runs {
        for target in run.trace.target { values += [target - threshold, target + threshold] }
      }
    }
    values += boundsNear(values)
    let low = values.min() ?? 0
    let high = values.max() ?? 1
    let pad = (high - low) * 0.04
    return ChartAxis(covering: low - pad, high + pad, ticks: 6, pixels: (plotBottom, plotTop))
  }

  /// The velocity axis, covering every velocity and 0; `nil` unless velocities are shown.
  var velocityAxis: ChartAxis? {
    guard showsVelocity else { return nil }
    var velocities: [Double] = [0]
    for run in runs {
      for frame in run.trace.frames { velocities += frame.velocity }
    }
    let low = velocities.min() ?? 0
    let high = velocities.max() ?? 0
    let pad = (high - low) * 0.04
    return ChartAxis(covering: low - pad, high + pad, ticks: 6, pixels: (plotBottom, plotTop))
  }

  // MARK: Drawing

  /// Grid lines, tick labels, the frame and the axis titles.
  private func drawGrid(_ svg: inout SVGWriter, time: ChartAxis, value: ChartAxis) {
    svg.add(
      #"<defs><clipPath id="plot"><rect x="\#(f(plotLeft))" y="\#(f(plotTop))" "#
        + #"width="\#(f(plotRight - plotLeft))" height="\#(f(plotBottom - plotTop))"/></clipPath></defs>"#
    )
    for tick in time.ticks {
      let x = time.pixel(tick)
      svg.line(x, plotTop, x, plotBottom, color: "#e4e4e4", width: 1)
      svg.text("\(time.label(tick)) s", x: x, y: plotBottom + 18, anchor: "middle")
    }
    for tick in value.ticks {
      let y = value.pixel(tick)
      svg.line(plotLeft, y, plotRight, y, color: "#e4e4e4", width: 1)
      svg.text(value.label(tick), x: plotLeft - 8, y: y + 4, anchor: "end")
    }
    if let velocity = velocityAxis {
      for tick in velocity.ticks {
        svg.text(
          velocity.label(tick), x: plotRight + 8, y: velocity.pixel(tick) + 4, anchor: "start")
      }
      svg.text(
        "velocity (\(unit)/s)", x: width - 16, y: (plotTop + plotBottom) / 2, anchor: "middle",
        extra: #"transform="rotate(90 \#(f(width - 16)) \#(f((plotTop + plotBottom) / 2)))""#)
    }
    svg.add(
      #"<rect x="\#(f(plotLeft))" y="\#(f(plotTop))" width="\#(f(plotRight - plotLeft))" "#
        + ##"height="\##(f(plotBottom - plotTop))" fill="none" stroke="#888888"/>"##)
    svg.text("time (s)", x: (plotLeft + plotRight) / 2, y: plotBottom + 40, anchor: "middle")
    let middle = (plotTop + plotBottom) / 2
    svg.text(
      "value (\(unit))", x: 18, y: middle, anchor: "middle",
      extra: #"transform="rotate(-90 18 \#(f(middle)))""#)
  }

  /// Each distinct target: its threshold band and a dashed line.
  private func drawTargets(_ svg: inout SVGWriter, time: ChartAxis, value: ChartAxis) {
    var seen: Set<Double> = []
    for target in runs.flatMap(\.trace.target) where seen.insert(target).inserted {
      if let threshold {
        let top = value.pixel(target + threshold)
        let bottom = value.pixel(target - threshold)
        svg.add(
          #"<rect class="threshold-band" x="\#(f(plotLeft))" y="\#(f(top))" "#
            + #"width="\#(f(plotRight - plotLeft))" height="\#(f(max(bottom - top, 0.5)))" "#
            + ##"fill="#999999" fill-opacity="0.25"/>"##)
      }
      let y = value.pixel(target)
      svg.line(plotLeft, y, plotRight, y, color: "#777777", width: 1, dash: "4 3", id: "target")
      svg.text(
        "target \(NumberFormatting.rounded(target, significantDigits: 6))", x: plotRight - 6,
        y: y - 6, anchor: "end", extra: ##"fill="#555555""##)
    }
  }

  /// A dotted vertical line and a dot where each run finished.
  private func drawDoneMarks(_ svg: inout SVGWriter, time: ChartAxis, value: ChartAxis) {
    for entry in series {
      let trace = runs[entry.run].trace
      guard let done = trace.doneTime, let last = trace.frames.last else { continue }
      let x = time.pixel(done)
      if entry.component == 0 {
        svg.line(x, plotTop, x, plotBottom, color: entry.color, width: 1, dash: "2 3", id: "done")
      }
      svg.add(
        #"<circle cx="\#(f(x))" cy="\#(f(value.pixel(last.value[entry.component])))" r="3.5" "#
          + #"fill="\#(entry.color)"/>"#)
    }
  }

  /// The legend below the time axis.
  private func drawLegend(_ svg: inout SVGWriter) {
    var y = plotBottom + 70 + colorStripsHeight
    svg.add(#"<g class="legend">"#)
    for line in legendLines {
      if let color = line.color {
        svg.line(plotLeft, y - 4, plotLeft + 26, y - 4, color: color, width: 3)
        svg.text(line.text, x: plotLeft + 34, y: y, anchor: "start")
      } else {
        svg.text(line.text, x: plotLeft, y: y, anchor: "start", extra: ##"fill="#555555""##)
      }
      y += 20
    }
    svg.add("</g>")
  }

  /// A pixel coordinate as text.
  private func f(_ value: Double) -> String { NumberFormatting.fixed(value, decimals: 2) }
}
