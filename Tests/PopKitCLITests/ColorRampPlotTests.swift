// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit plot --colors")
struct ColorRampPlotTests {
  /// The fills of the strip rectangles, strip by strip, as 8-bit channels.
  private func strips(_ svg: String) throws -> [[[Double]]] {
    let inspector = try #require(SVGInspector.inspect(svg))
    var result: [[[Double]]] = []
    var inStrip = false
    for element in inspector.elements {
      if element.name == "g" {
        inStrip = element.attributes["class"] == "color-strip"
        if inStrip { result.append([]) }
      } else if inStrip, element.name == "rect", let fill = element.attributes["fill"],
        let color = RGBAColor(hex: fill)
      {
        result[result.count - 1].append([color.red, color.green, color.blue].map { $0 * 255 })
      }
    }
    return result
  }

  @Test(
    "a linear run from red to blue: half way is (140, 83, 162) in oklab and (128, 0, 128) in srgb")
  func midpoints() throws {
    let result = popkit(
      "plot basic --curve linear --duration 1 --fps 10 --colors red,blue --space oklab -o -")
    #expect(result.exitCode == 0)
    let strips = try strips(result.standardOutput)
    try #require(strips.count == 2)
    try #require(strips.allSatisfy { $0.count == 11 })
    #expect(zip(strips[0][5], [140.0, 83, 162]).allSatisfy { isClose($0, $1, absolute: 1) })
    #expect(zip(strips[1][5], [128.0, 0, 128]).allSatisfy { isClose($0, $1, absolute: 1) })
    #expect(strips[0][0] == [255, 0, 0] && strips[0][10] == [0, 0, 255])
    #expect(result.standardOutput.contains("the colour in oklab"))
  }

  @Test("a spring's strip is the colour of its value at each frame, overshoot clipped")
  func springStrip() throws {
    let result = popkit(
      "plot --bounciness 12 --speed 8 --fps 30 --colors #000000,white --space srgb -o -")
    #expect(result.exitCode == 0)
    let strips = try strips(result.standardOutput)
    // sRGB only: no comparison strip.
    try #require(strips.count == 1)
    let trace = popkit("trace --bounciness 12 --speed 8 --fps 30 --format csv")
    let values = trace.standardOutput.split(separator: "\n").dropFirst().compactMap {
      Double($0.split(separator: ",")[2])
    }
    #expect(values.count == strips[0].count)
    for (value, fill) in zip(values, strips[0]) {
      let expected = (min(1, max(0, value)) * 255).rounded()
      #expect(fill == [expected, expected, expected], "\(value)")
    }
  }

  @Test(
    "wrong colour flags are refused, naming the flag",
    arguments: [
      ("plot decay --velocity 1 --colors red,blue -o -", "--colors is for spring and basic"),
      ("plot --colors red -o -", "--colors"),
      ("plot --colors red,#12345 -o -", "--colors"),
      ("plot --colors red,blue --space hsl -o -", "--space"),
      ("plot --space oklab -o -", "--space is for --colors"),
      ("plot --from 0.5 --colors red,blue -o -", "--from cannot be given with --colors"),
    ])
  func errors(line: String, message: String) {
    let result = popkit(line)
    #expect(result.exitCode != 0)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }
}
