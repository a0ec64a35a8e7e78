// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitInterchange
import PopKitShared

/// Collects SVG elements and wraps them in a document; escapes every text it is given.
struct SVGWriter: Sendable {
  /// The document's width in pixels.
  let width: Double
  /// The document's height in pixels.
  let height: Double
  /// The elements so far, one per line.
  private(set) var elements: [String] = []

  /// Creates an empty document.
  ///
  /// - Parameters:
  ///   - width: Pixels.
  ///   - height: Pixels.
  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Adds raw markup.
  ///
  /// - Parameter element: Well-formed SVG markup.
  mutating func add(_ element: String) { elements.append(element) }

  /// Adds a text label.
  ///
  /// - Parameters:
  ///   - text: The text; escaped here.
  ///   - x: Pixels.
  ///   - y: Pixels (the baseline).
  ///   - anchor: `start`, `middle` or `end`.
  ///   - extra: Further attributes, already well-formed.
  mutating func text(_ text: String, x: Double, y: Double, anchor: String, extra: String = "") {
    let attributes = extra.isEmpty ? "" : " \(extra)"
    add(
      #"<text x="\#(f(x))" y="\#(f(y))" text-anchor="\#(anchor)"\#(attributes)>"#
        + "\(XMLText.escaped(text))</text>")
  }

  /// Adds a straight line.
  ///
  /// - Parameters:
  ///   - x1: Start x, pixels.
  ///   - y1: Start y, pixels.
  ///   - x2: End x, pixels.
  ///   - y2: End y, pixels.
  ///   - color: The stroke colour.
  ///   - width: The stroke width, pixels.
  ///   - dash: An SVG dash pattern, or `nil` for a solid line.
  ///   - id: A class name for the line, or `nil`.
  mutating func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: String, width: Double,
    dash: String? = nil, id: String? = nil
  ) {
    let dashAttribute = dash.map { #" stroke-dasharray="\#($0)""# } ?? ""
    let classAttribute = id.map { #" class="\#($0)""# } ?? ""
    add(
      #"<line\#(classAttribute) x1="\#(f(x1))" y1="\#(f(y1))" x2="\#(f(x2))" y2="\#(f(y2))" "#
        + #"stroke="\#(color)" stroke-width="\#(f(width))"\#(dashAttribute)/>"#)
  }

  /// Adds a polyline through points.
  ///
  /// - Parameters:
  ///   - points: Pixel coordinates.
  ///   - color: The stroke colour.
  ///   - width: The stroke width, pixels.
  ///   - dash: An SVG dash pattern, or `nil` for a solid line.
  mutating func polyline(_ points: [(Double, Double)], color: String, width: Double, dash: String?)
  {
    let coordinates = PolylineThinning.thinned(points).map { "\(f($0.0)),\(f($0.1))" }
      .joined(separator: " ")
    let dashAttribute = dash.map { #" stroke-dasharray="\#($0)""# } ?? ""
    add(
      #"<polyline class="curve" points="\#(coordinates)" fill="none" stroke="\#(color)" "#
        + #"stroke-width="\#(f(width))" stroke-linejoin="round"\#(dashAttribute)/>"#)
  }

  /// The whole document.
  ///
  /// - Parameter title: The document's title, for accessibility; escaped here.
  /// - Returns: The SVG text, ending with a newline.
  func document(title: String) -> String {
    let head =
      #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
      + #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(f(width))" height="\#(f(height))" "#
      + #"viewBox="0 0 \#(f(width)) \#(f(height))" "#
      + ##"font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#222222">"##
    let titleElement = "<title>\(XMLText.escaped(title))</title>"
    return ([head, titleElement] + elements + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// A coordinate as text.
  private func f(_ value: Double) -> String { NumberFormatting.fixed(value, decimals: 2) }
}
