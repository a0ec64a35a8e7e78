// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

/// An SVG of one track of a golden snapshot and of a run, the component that differs over
/// time: the golden curve and the run's, and a line at the mismatch's time.
enum MismatchPlot {
  /// The picture's width, in pixels.
  static let width = 960.0
  /// The picture's height, in pixels.
  static let height = 400.0
  /// The margin around the plot, in pixels.
  static let margin = 56.0
  /// The first line of every plot: how a stale plot is told from a file of someone else's.
  static let signature = #"<?xml version="1.0" encoding="UTF-8"?><!-- PopKitTesting mismatch -->"#

  /// The SVG text.
  ///
  /// - Parameters:
  ///   - golden: The golden snapshot.
  ///   - actual: The run.
  ///   - mismatch: The first difference (its track, key and component are drawn).
  /// - Returns: A standalone SVG document with exactly two `path`s: golden, then actual. Every
  ///   coordinate is finite and inside the picture, whatever the numbers (±1e308 included); a
  ///   point that is not finite is left out.
  static func svg(golden: MotionSnapshot, actual: MotionSnapshot, mismatch: MotionMismatch)
    -> String
  {
    let (component, label) = plotted(mismatch.difference)
    func points(_ snapshot: MotionSnapshot) -> [(Double, Double)] {
      snapshot.rows.compactMap { row in
        guard row.track == mismatch.track, row.key == mismatch.key else { return nil }
        let numbers = component.velocity ? row.velocity : row.value
        return component.index < numbers.count ? (row.time, numbers[component.index]) : nil
      }
    }
    let curves = (points(golden), points(actual))
    let all = (curves.0 + curves.1).filter { $0.0.isFinite && $0.1.isFinite }
    let timeAxis = PlotAxis(all.map(\.0) + [mismatch.time], padding: 0)
    let valueAxis = PlotAxis(all.map(\.1), padding: 0.05)
    func x(_ t: Double) -> Double { margin + timeAxis.fraction(t) * (width - 2 * margin) }
    func y(_ v: Double) -> Double {
      height - margin - valueAxis.fraction(v) * (height - 2 * margin)
    }
    // A point that is not finite is left out, and the curve starts again after it.
    func path(_ points: [(Double, Double)]) -> String {
      var commands: [String] = []
      var move = true
      for point in points {
        guard point.0.isFinite, point.1.isFinite else {
          move = true
          continue
        }
        commands.append("\(move ? "M" : "L")\(format(x(point.0))),\(format(y(point.1)))")
        move = false
      }
      return commands.joined(separator: " ")
    }
    let key = mismatch.key.isEmpty ? "" : " (key \(mismatch.key))"
    // The sentence on two lines: where and what, then the row counts.
    let lines = mismatch.description.split(separator: "; ").map(String.init)
    let caption = lines.enumerated().map { index, line in
      "<text x=\"\(format(margin))\" y=\"\(34 + 13 * index)\" fill=\"#555\" font-size=\"11\">"
        + "\(XMLText.escaped(line))</text>"
    }.joined(separator: "\n")
    let marker = format(x(mismatch.time.isFinite ? mismatch.time : timeAxis.low))
    return """
      \(signature)
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
      viewBox="0 0 \(format(width)) \(format(height))" font-family="sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(format(margin))" y="20" font-size="14">\(XMLText.escaped(mismatch.track + key)): \
      \(XMLText.escaped(label)) over time</text>
      \(caption)
      <rect x="\(format(margin))" y="\(format(margin))" width="\(format(width - 2 * margin))" \
      height="\(format(height - 2 * margin))" fill="none" stroke="#ccc"/>
      <line x1="\(marker)" y1="\(format(margin))" x2="\(marker)" y2="\(format(height - margin))" \
      stroke="#c00" stroke-dasharray="4 3"/>
      <path d="\(path(curves.0))" fill="none" stroke="#1f6feb" stroke-width="2"><title>golden</title></path>
      <path d="\(path(curves.1))" fill="none" stroke="#e8590c" stroke-width="1.5" \
      stroke-dasharray="6 3"><title>actual</title></path>
      <text x="\(format(margin))" y="\(format(height - 14))" fill="#1f6feb">golden</text>
      <text x="\(format(margin + 60))" y="\(format(height - 14))" fill="#e8590c">actual</text>
      <text x="\(format(width - margin))" y="\(format(height - 14))" text-anchor="end" \
      fill="#555">t \(format(timeAxis.low)) … \(format(timeAxis.high)) s, \(XMLText.escaped(label)) \
      \(format(valueAxis.low)) … \(format(valueAxis.high))</text>
      </svg>

      """
  }

  /// The component drawn for a difference: a value's or velocity's component (the first
  /// value component when the difference is in no component), and its name.
  private static func plotted(_ difference: MotionMismatch.Difference)
    -> (component: (velocity: Bool, index: Int), label: String)
  {
    guard case .number(let name, _, _) = difference, name != "time" else {
      return ((false, 0), "value")
    }
    let velocity = name.hasPrefix("velocity")
    let digits = name.drop { !$0.isNumber }
    return ((velocity, Int(digits) ?? 0), name)
  }

  /// A coordinate with at most three decimals (`NumberFormatting.fixed(_:decimals:)`).
  private static func format(_ value: Double) -> String {
    NumberFormatting.fixed(value, decimals: 3)
  }
}
