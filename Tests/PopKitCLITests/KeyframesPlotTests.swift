// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitCommandLine
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit plot keyframes")
struct KeyframesPlotTests {
  @Test("the track's value and velocity curves, no threshold band, a tick pair at each key")
  func keysMarked() throws {
    let result = popkit([
      "plot", "keyframes", "--track", "spring:1;cubic:0.4@0.3;linear:0@0.2", "--velocity-curve",
      "-o", "keys.svg",
    ])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    let file = try #require(result.files.first)
    let svg = try #require(SVGInspector.inspect(file.contents))
    #expect(svg.elements.filter { $0.name == "polyline" }.count == 2)
    #expect(svg.count("rect", class: "threshold-band") == 0)
    #expect(svg.count("line", class: "key") == 4)
    #expect(svg.texts.contains("Keyframes spring:1;cubic:0.4@0.3;linear:0@0.2"))
    #expect(svg.texts.contains { $0.hasPrefix("keyframes, 3 segment(s), 0.9676 s: done at") })
    #expect(svg.texts.contains { $0.hasPrefix("short ticks on both time edges: keys") })
  }

  @Test("the key ticks sit at the segments' start times, computed from the same keyframes")
  func keyTimes() throws {
    let request = try PlotCommand.motion.request(
      from: ArgumentParser.parse(
        ["keyframes", "--track", "spring:1;cubic:0.4@0.3;move:2;linear:0@0.2"],
        options: PlotCommand.options, maximumPositionals: 1))
    let spring = Spring(bounciness: 4, speed: 12)
    let settle = KeyframeTrack(from: 0.0, [.spring(1, spring: spring)]).duration
    let times = try #require(request.track?.boundaries(from: request.from))
    #expect(times.count == 3)
    expectClose(times[0], settle, absolute: 1e-12)
    expectClose(times[1], settle + 0.3, absolute: 1e-12)
    expectClose(times[2], settle + 0.3, absolute: 1e-12)
    expectClose(request.duration, settle + 0.5, absolute: 1e-12)
  }

  @Test("plot refuses a wrong track in one line naming --track")
  func badTrack() {
    let result = popkit(["plot", "keyframes", "--track", "cubic:1", "-o", "x.svg"])
    #expect(result.exitCode == 2)
    #expect(result.files.isEmpty)
    #expect(result.standardError.contains("--track segment 1 'cubic:1': cubic needs a duration"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }
}
