/// An SVG of one track of a golden snapshot and of a run, the component that differs over
/// time: the golden curve and the run's, and a line at the mismatch's time.
enum MismatchPlot {
  /// The picture's width, in pixels.
  static let width = 960.0
  /// The picture's height, in pixels.
  static let height = 400.0
  /// The margin around the plot, in pixels.
  static let margin = 56.0

  /// The SVG text.
  ///
  /// - Parameters:
  ///   - golden: The golden snapshot.
  ///   - actual: The run.
  ///   - mismatch: The first difference (its track, key and component are drawn).
  /// - Returns: A standalone SVG document with exactly two `path`s: golden, then actual.
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
    let all = curves.0 + curves.1 + [(mismatch.time, curves.0.first?.1 ?? 0)]
    var (t0, t1) = (all.map(\.0).min() ?? 0, all.map(\.0).max() ?? 1)
    var (v0, v1) = (all.map(\.1).min() ?? 0, all.map(\.1).max() ?? 1)
    if t1 - t0 < 1e-12 { (t0, t1) = (t0 - 0.5, t1 + 0.5) }
    if v1 - v0 < 1e-12 { (v0, v1) = (v0 - 1, v1 + 1) }
    let pad = (v1 - v0) * 0.05
    (v0, v1) = (v0 - pad, v1 + pad)
    func x(_ t: Double) -> Double { margin + (t - t0) / (t1 - t0) * (width - 2 * margin) }
    func y(_ v: Double) -> Double { height - margin - (v - v0) / (v1 - v0) * (height - 2 * margin) }
    func path(_ points: [(Double, Double)]) -> String {
      points.enumerated().map { index, point in
        "\(index == 0 ? "M" : "L")\(format(x(point.0))),\(format(y(point.1)))"
      }.joined(separator: " ")
    }
    let key = mismatch.key.isEmpty ? "" : " (key \(mismatch.key))"
    // The sentence on two lines: where and what, then the row counts.
    let lines = mismatch.description.split(separator: "; ").map(String.init)
    let caption = lines.enumerated().map { index, line in
      "<text x=\"\(format(margin))\" y=\"\(34 + 13 * index)\" fill=\"#555\" font-size=\"11\">"
        + "\(escaped(line))</text>"
    }.joined(separator: "\n")
    let marker = format(x(mismatch.time))
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
      viewBox="0 0 \(format(width)) \(format(height))" font-family="sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(format(margin))" y="20" font-size="14">\(escaped(mismatch.track + key)): \
      \(escaped(label)) over time</text>
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
      fill="#555">t \(format(t0)) … \(format(t1)) s, \(escaped(label)) \(format(v0)) … \(format(v1))</text>
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

  /// A coordinate with at most three decimals.
  private static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? String(Int64(rounded)) : "\(rounded)"
  }

  /// Text for XML: `&`, `<`, `>` and `"` escaped.
  private static func escaped(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
      .replacing("\"", with: "&quot;")
  }
}
