// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKitCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects what an SVG document holds: elements with their attributes, and texts.
final class SVGInspector: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []
  var texts: [String] = []
  private var currentText = ""

  /// Parses a document; returns `nil` if it is not well-formed XML.
  static func inspect(_ text: String) -> SVGInspector? {
    let inspector = SVGInspector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = inspector
    return parser.parse() ? inspector : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    elements.append((name, attributes))
    currentText = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { currentText += string }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if name == "text" || name == "title" { texts.append(currentText) }
    currentText = ""
  }

  func count(_ name: String, class className: String? = nil) -> Int {
    elements.filter { $0.name == name && (className == nil || $0.attributes["class"] == className) }
      .count
  }
}

@MainActor
@Suite("popkit plot")
struct PlotCommandTests {
  @Test(
    "three springs: well-formed SVG, one curve each in distinct colours, legend with done times")
  func comparison() throws {
    let result = popkit([
      "plot", "--spring", "pop default: --bounciness 4 --speed 12", "--spring",
      "SwiftUI bouncy: --duration 0.5 --bounce 0.3", "--spring",
      "--damping-ratio 0.5 --response 0.4",
      "-o", "chart.svg",
    ])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("wrote chart.svg"))
    let file = try #require(result.files.first)
    #expect(file.path == "chart.svg")
    let svg = try #require(SVGInspector.inspect(file.contents))
    let root = try #require(svg.elements.first)
    #expect(root.name == "svg" && root.attributes["width"] == "800")
    #expect(root.attributes["viewBox"]?.hasPrefix("0 0 800 ") == true)
    let curves = svg.elements.filter { $0.name == "polyline" && $0.attributes["class"] == "curve" }
    #expect(curves.count == 3)
    #expect(Set(curves.compactMap { $0.attributes["stroke"] }).count == 3)
    #expect(svg.texts.contains { $0.hasPrefix("pop default: done at 0.") })
    #expect(svg.texts.contains { $0.hasPrefix("SwiftUI bouncy: done at 0.") })
    #expect(svg.texts.contains { $0.hasPrefix("damping ratio 0.5, response 0.4 s: done at") })
    #expect(svg.count("rect", class: "threshold-band") == 1)
    #expect(svg.count("line", class: "target") == 1)
    #expect(svg.count("line", class: "done") == 3)
    #expect(svg.texts.contains("0.2 s"))
    #expect(svg.texts.contains("time (s)") && svg.texts.contains("value (units)"))
  }

  @Test("the curve passes within 0.25 px of every traced frame, thinned to what the chart shows")
  func curveMatchesTrace() throws {
    let plot = popkit("plot --tension 200 --friction 15 --fps 1000 -o -")
    let svg = try #require(SVGInspector.inspect(plot.standardOutput))
    let trace = CSVTable(popkit("trace --tension 200 --friction 15 --fps 1000").standardOutput)
    let curve = try #require(svg.elements.first { $0.attributes["class"] == "curve" })
    let points = (curve.attributes["points"]?.split(separator: " ") ?? []).map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    #expect(points.count > 10 && points.count < trace.rows.count / 4)
    // The chart's mapping from the first and last points, which are the first and last frames.
    let (first, last) = (try #require(points.first), try #require(points.last))
    let rows = trace.rows.count
    let (t0, t1) = (trace.number(0, "time"), trace.number(rows - 1, "time"))
    let (v0, v1) = (trace.number(0, "value"), trace.number(rows - 1, "value"))
    for row in 0..<rows {
      let x = first[0] + (trace.number(row, "time") - t0) / (t1 - t0) * (last[0] - first[0])
      let y = first[1] + (trace.number(row, "value") - v0) / (v1 - v0) * (last[1] - first[1])
      // The distance to the polyline's segment that spans x.
      let after = try #require(points.firstIndex { $0[0] >= x - 1e-9 })
      let (a, b) = (points[max(after - 1, 0)], points[after])
      let (dx, dy) = (b[0] - a[0], b[1] - a[1])
      let length = (dx * dx + dy * dy).squareRoot()
      let distance =
        length > 0
        ? abs(dy * (x - a[0]) - dx * (y - a[1])) / length
        : ((x - a[0]) * (x - a[0]) + (y - a[1]) * (y - a[1])).squareRoot()
      // 0.25 px of thinning and 0.01 px of the coordinates' two decimals.
      #expect(distance < 0.25 + 0.02, "frame \(row)")
    }
    #expect(plot.files.isEmpty)
  }

  @Test("--velocity-curve adds dashed velocity curves and a right-hand axis")
  func velocityCurve() throws {
    let result = popkit("plot --bounciness 12 --speed 8 --velocity-curve --unit pt -o v.svg")
    let file = try #require(result.files.first)
    let svg = try #require(SVGInspector.inspect(file.contents))
    let curves = svg.elements.filter { $0.attributes["class"] == "curve" }
    #expect(curves.count == 2)
    #expect(curves.filter { $0.attributes["stroke-dasharray"] != nil }.count == 1)
    #expect(svg.texts.contains("velocity (pt/s)"))
  }

  @Test(
    "decay and basic plots, vectors drawn per component",
    arguments: [
      "plot decay --velocity 800,-300 --threshold 1 -o x.svg",
      "plot basic --from 0,0,0 --to 1,2,3 --curve easeIn -o x.svg",
    ])
  func otherKinds(line: String) throws {
    let result = popkit(line)
    #expect(result.exitCode == 0)
    let file = try #require(result.files.first)
    let svg = try #require(SVGInspector.inspect(file.contents))
    let components = line.contains("1,2,3") ? 3 : 2
    #expect(svg.count("polyline", class: "curve") == components)
  }

  @Test("titles and labels are escaped")
  func escaping() throws {
    let result = popkit([
      "plot", "--title", "A < B & \"C\"", "--spring", "x<y>: --bounciness 3", "-o", "-",
    ])
    let svg = try #require(SVGInspector.inspect(result.standardOutput))
    #expect(svg.texts.contains("A < B & \"C\""))
    #expect(svg.texts.contains { $0.hasPrefix("x<y>: done at") })
  }

  @Test("execute writes the file whole; run alone writes nothing")
  func writesFile() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("spring.svg").path
    _ = popkit(["plot", "-o", path])
    #expect(!FileManager.default.fileExists(atPath: path))
    let result = PopKitTool.execute(["plot", "-o", path])
    #expect(result.exitCode == 0)
    #expect(result.files.isEmpty)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(SVGInspector.inspect(text) != nil)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["spring.svg"])
  }

  @Test("a file that cannot be written: one message naming it, exit status 1")
  func writeFailure() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("missing/chart.svg").path
    let result = PopKitTool.execute(["plot", "-o", path])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "popkit: cannot write '\(path)': No such file or directory\n")
    let intoFolder = PopKitTool.execute(["plot", "-o", folder.path])
    #expect(intoFolder.exitCode == 1)
    #expect(intoFolder.standardError.contains("cannot write '\(folder.path)'"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers.isEmpty)
  }

  @Test("chart axes use round steps that cover the data")
  func axis() {
    let axis = ChartAxis(covering: -0.04, 1.2, ticks: 6, pixels: (0, 100))
    #expect(axis.step == 0.2)
    #expect(axis.lower <= -0.04 && axis.upper >= 1.2)
    #expect(axis.ticks.map { axis.label($0) }.contains("0.6"))
    #expect(axis.pixel(axis.lower) == 0 && axis.pixel(axis.upper) == 100)
    let flat = ChartAxis(covering: 3, 3, ticks: 5, pixels: (0, 1))
    #expect(flat.lower < 3 && flat.upper > 3)
  }
}
