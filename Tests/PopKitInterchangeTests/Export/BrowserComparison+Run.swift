// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

extension BrowserComparison {
  /// Times to read, ms: 0, the end, and `count` instants in between at the middles of equal
  /// steps (so none falls exactly on a jump, where the two sides differ by rounding alone).
  static func times(span: Double, count: Int = 120) -> [Double] {
    let milliseconds = span * 1000
    let step = milliseconds / Double(count)
    let inside: [Double] = (0..<count).map { (Double($0) + 0.5) * step }
    return [0] + inside + [milliseconds]
  }

  /// Loads an exported page in Chromium, reads every target's animated values at `times` (ms)
  /// and compares them with `source`, returning the worst errors and the failures.
  ///
  /// - Parameters:
  ///   - page: The page.
  ///   - times: The times, ms.
  ///   - source: PopKit's values.
  /// - Returns: The worst errors, the failures (at most 20) and how long Chromium took.
  /// - Throws: When Chromium cannot be run or its readings cannot be read.
  func run(
    page: String, times: [Double], source: Source
  ) throws -> (worst: Worst, failures: [String], seconds: Double) {
    let started = Date()
    let readings = try Chromium.probe(page: page, probes: probes(), times: times)
    let seconds = Date().timeIntervalSince(started)
    var worst = Worst()
    var failures: [String] = []
    func record(_ message: String?, _ what: String, _ time: Double) {
      if let message, failures.count < 20 { failures.append("\(what) at \(time) ms: \(message)") }
    }
    for probe in probes() {
      let mine = placements.filter { $0.target == probe.element }
      func terms(_ properties: [String], component: (String) -> Int, _ time: Double) -> [Expected] {
        mine.filter { properties.contains($0.property) }.map {
          expected($0, component: component($0.property), time: time / 1000, source: source)
        }
      }
      for property in probe.properties {
        let texts = readings.values(probe.element, property)
        try #require(texts.count == times.count, "\(probe.element) \(property) readings")
        for (index, time) in times.enumerated() {
          let text = texts[index]
          let what = "\(probe.element) \(property)"
          switch property {
          case "translate":
            let read = try ComputedStyle.translate(text)
            let x = terms(["x", "position"], component: { _ in 0 }, time)
            let y = terms(["y", "position"], component: { $0 == "position" ? 1 : 0 }, time)
            record(Self.check(read: read.x, terms: x, worst: &worst), what + " x", time)
            record(Self.check(read: read.y, terms: y, worst: &worst), what + " y", time)
          case "scale":
            let read = try ComputedStyle.scale(text)
            let x = terms(["scale", "scaleX"], component: { _ in 0 }, time)
            let y = terms(["scale", "scaleY"], component: { _ in 0 }, time)
            record(Self.check(read: read.x, terms: x, product: true, worst: &worst), what, time)
            record(Self.check(read: read.y, terms: y, product: true, worst: &worst), what, time)
          case "background-color":
            let read = try ComputedStyle.color(text)
            let channels = [read.red, read.green, read.blue]
            for (component, channel) in channels.enumerated() {
              let expected = terms(["color"], component: { _ in component }, time)
              record(
                Self.check(read: channel, terms: expected, channel: true, worst: &worst),
                "\(what) channel \(component)", time)
            }
            let alpha = terms(["color"], component: { _ in 3 }, time)
            let alphaValue = alpha.first?.value ?? 1
            // Alpha reads back as a whole 255th, printed with the fewest decimals that give it
            // back (0.98741 reads 0.99): within 1/255.
            let alphaBound = 1.0 / 255 + 2e-6 * (alpha.first?.range ?? 0)
            let alphaError = abs(read.alpha - alphaValue)
            worst.count += 1
            worst.alpha = max(worst.alpha, alphaError)
            if ProcessInfo.processInfo.environment["POPKIT_PRINT_ALPHA"] != nil {
              print("alpha \(text) \(alphaValue)")
            }
            record(
              alphaError <= alphaBound ? nil : "alpha \(read.alpha) vs \(alphaValue)",
              what, time)
          default:
            let read: Double
            switch property {
            case "rotate": read = try ComputedStyle.rotate(text)
            case "width", "height", "border-top-left-radius": read = try ComputedStyle.length(text)
            default: read = try ComputedStyle.number(text)
            }
            let name: String
            switch property {
            case "rotate": name = "rotation"
            case "border-top-left-radius": name = "cornerRadius"
            case let custom where custom.hasPrefix("--"): name = String(custom.dropFirst(2))
            default: name = property
            }
            var expected = terms([name], component: { _ in 0 }, time)
            if property == "width" || property == "height" {
              // Chromium reads back a laid-out box's used size, floored to layout units of 1/64 px.
              expected.append(Expected(value: 0, range: 0, encoding: nil, allowance: 1.0 / 64))
            }
            record(Self.check(read: read, terms: expected, worst: &worst), what, time)
          }
        }
      }
    }
    return (worst, failures, seconds)
  }
}
