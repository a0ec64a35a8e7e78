// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitShared

/// `plot path`'s picture: the path as PopKit reads it, drawn from points sampled along its
/// length, with each frame's position marked and a short tick along its direction of travel.
///
/// The path is scaled to fit the drawing area with its aspect ratio kept; y grows downward, as
/// in SVG. The first frame's mark is green, the last red.
struct PathChart {
  /// The request drawn.
  var request: PathRequest
  /// Its frames.
  var frames: [PathFrame]
  /// The chart's title.
  var title: String

  /// The document's width in pixels.
  let width = 800.0
  /// The document's height in pixels.
  let height = 600.0
  /// The margin around the drawing area, pixels.
  private let margin = 40.0
  /// How many points along the path draw it.
  private let samples = 2000

  /// The SVG document.
  func svg() -> String {
    let path = request.track.path
    let points = (0...samples).map { index in
      path.point(atDistance: path.length * Double(index) / Double(samples))
    }
    let all = points.map { ($0.x, $0.y) } + frames.map { ($0.x, $0.y) }
    let xs = all.map(\.0)
    let ys = all.map(\.1)
    let minimum = (xs.min() ?? 0, ys.min() ?? 0)
    let span = (max((xs.max() ?? 0) - minimum.0, 1e-9), max((ys.max() ?? 0) - minimum.1, 1e-9))
    let top = margin + 20
    let scale = min((width - 2 * margin) / span.0, (height - top - margin) / span.1)
    let offset = (
      (width - span.0 * scale) / 2 - minimum.0 * scale,
      top + (height - top - margin - span.1 * scale) / 2 - minimum.1 * scale
    )
    func pixel(_ x: Double, _ y: Double) -> (Double, Double) {
      (x * scale + offset.0, y * scale + offset.1)
    }
    var writer = SVGWriter(width: width, height: height)
    writer.add(##"<rect width="100%" height="100%" fill="#ffffff"/>"##)
    writer.text(title, x: width / 2, y: 24, anchor: "middle", extra: #"font-size="14""#)
    // The path, one polyline per stretch without a jump between subpaths.
    let step = path.length / Double(samples)
    var stretch: [(Double, Double)] = []
    for (index, point) in points.enumerated() {
      if index > 0 {
        let previous = points[index - 1]
        let gap =
          ((point.x - previous.x) * (point.x - previous.x)
          + (point.y - previous.y) * (point.y - previous.y)).squareRoot()
        if gap > 2 * step + 1e-9 {
          writer.polyline(stretch, color: "#4477aa", width: 2, dash: nil)
          stretch = []
        }
      }
      stretch.append(pixel(point.x, point.y))
    }
    writer.polyline(stretch, color: "#4477aa", width: 2, dash: nil)
    // The frames: a dot each, a tick along the direction of travel.
    for frame in frames {
      let (x, y) = pixel(frame.x, frame.y)
      let radians = frame.direction * .pi / 180
      let color =
        frame.frame == 0
        ? "#228833"
        : frame.done || frame.frame == frames.count - 1
          ? "#cc3311" : "#222222"
      writer.line(
        x, y, x + 10 * cos(radians), y + 10 * sin(radians), color: color, width: 1,
        id: "direction")
      writer.add(
        #"<circle class="frame" cx="\#(f(x))" cy="\#(f(y))" r="\#(frame.frame == 0 || frame.done ? 4 : 2.5)" fill="\#(color)"/>"#
      )
    }
    let caption =
      "\(frames.count) frames at \(JSONText.shortest(request.fps)) fps; length "
      + "\(NumberFormatting.rounded(path.length, significantDigits: 6)); ticks: direction of travel"
    writer.text(
      caption, x: width / 2, y: height - 12, anchor: "middle", extra: ##"fill="#555555""##)
    return writer.document(title: title)
  }

  /// A coordinate as text.
  private func f(_ value: Double) -> String { NumberFormatting.fixed(value, decimals: 2) }
}
