// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// The `html` export (CSS animations) and a page applying the `waapi` export with
/// `element.animate`, played in headless Chromium: at 122 instants across each choreography,
/// every animated value read by `getComputedStyle` equals PopKit's own (a `Choreography` played
/// on stand-in objects, or the document's tracks) — exact segments within what the browser
/// reads back (6 significant digits, whole colour channels), `linear()` and sampled segments
/// within 0.5 % of the segment's range.
@Suite(.needsChromium)
@MainActor
struct BrowserExportTests {
  /// A choreography played by PopKit's own player on stand-in objects, one per target, keeping
  /// each property's components as written.
  final class StandIn {
    var values: [String: [Double]] = [:]
  }

  /// The values of a document's choreography as PopKit's `Choreography` player writes them on
  /// stand-in objects after `seek(to:)`, for every time asked (ms), keyed by the time in seconds.
  static func playerValues(
    _ document: MotionDocument, _ name: String, times: [Double]
  ) throws -> [Double: [String: [String: [Double]]]] {
    var objects: [String: StandIn] = [:]
    let placements = try document.placements(ofChoreography: name)
    let choreography = try document.choreography(named: name) { target, property in
      let object = objects[target] ?? StandIn()
      objects[target] = object
      let placement = placements.first { $0.target == target && $0.property == property }
      switch placement?.track.componentCount ?? 1 {
      case 2:
        return .property(
          AnimatableProperty<StandIn, SIMD2<Double>>(
            name: property, read: { _ in .zero },
            write: { $0.values[property] = [$1.x, $1.y] }), of: object)
      case 4:
        return .property(
          AnimatableProperty<StandIn, SIMD4<Double>>(
            name: property, read: { _ in .zero },
            write: { $0.values[property] = [$1.x, $1.y, $1.z, $1.w] }), of: object)
      default:
        return .property(
          AnimatableProperty<StandIn, Double>(
            name: property, read: { _ in 0 }, write: { $0.values[property] = [$1] }), of: object)
      }
    }
    let animator = Animator()
    let player = animator.play(choreography, paused: true)
    var result: [Double: [String: [String: [Double]]]] = [:]
    for (index, time) in times.enumerated() {
      player.seek(to: time / 1000)
      animator.render(at: Double(index))
      result[time / 1000] = objects.mapValues(\.values)
    }
    return result
  }

  /// Loads a page and compares it, printing the worst errors and Chromium's time.
  func compare(
    _ document: MotionDocument, _ name: String, animations: HTMLExport.Animations,
    usePlayer: Bool, times chosen: [Double]? = nil
  ) throws -> BrowserComparison.Worst {
    let css = try CSSExport.stylesheet(for: document, choreography: name)
    let placements = try document.placements(ofChoreography: name)
    let comparison = BrowserComparison(placements: placements, result: css)
    let times =
      try chosen ?? BrowserComparison.times(span: document.duration(ofChoreography: name))
    let page = try HTMLExport.page(for: document, choreography: name, animations: animations).text
    var source: BrowserComparison.Source = { placement, time in
      placement.track.value(at: time - placement.at)
    }
    if usePlayer {
      let played = try Self.playerValues(document, name, times: times)
      source = { placement, time in
        played[time]?[placement.target]?[placement.property] ?? []
      }
      // The player writes what the tracks say: the two sources agree exactly.
      for time in times {
        for placement in placements {
          #expect(
            source(placement, time / 1000) == placement.track.value(at: time / 1000 - placement.at),
            "player vs track, \(placement.place) at \(time) ms")
        }
      }
    }
    let run = try comparison.run(page: page, times: times, source: source)
    print(
      "browser \(name) \(animations.rawValue): \(run.worst); chromium \(String(format: "%.1f", run.seconds)) s"
    )
    #expect(run.failures.isEmpty, "\(run.failures.joined(separator: "\n"))")
    return run.worst
  }

  @Test(
    "the issue's example, html (CSS) page, against a Choreography player (measured: exact segments 3.1e-6 of the value, linear() 0.445 % of the range)"
  )
  func exampleCSSAgainstPlayer() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let worst = try compare(document, "open", animations: .css, usePlayer: true)
    #expect(worst.count >= 2 * 122)
  }

  @Test(
    "the issue's example, waapi page (element.animate) (measured: exact 3.1e-6 of the value, linear() 0.445 %)"
  )
  func exampleWAAPI() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let worst = try compare(document, "open", animations: .waapi, usePlayer: false)
    #expect(worst.count >= 2 * 122)
  }

  @Test(
    "a rich document (path, rotation, scale, colour, corner radius, springs, jumps, a user property), html (CSS) page (measured: exact 4.6e-6 of the value, linear() 0.464 %, sampled 0.446 % of the range, channels 0.5/255, alpha 0.78/255, sizes 1/64 px)"
  )
  func richCSS() throws {
    let document = try MotionDocument(json: BrowserRichDocument.text)
    let worst = try compare(document, "rich", animations: .css, usePlayer: false)
    #expect(worst.count >= 10 * 122)
  }

  @Test(
    "the rich document, waapi page (element.animate), against a Choreography player (measured: the same as its CSS page)"
  )
  func richWAAPI() throws {
    let document = try MotionDocument(json: BrowserRichDocument.text)
    let worst = try compare(document, "rich", animations: .waapi, usePlayer: true)
    #expect(worst.count >= 10 * 122)
  }

  @Test(
    "jumps read back on both sides, 1 µs away: the rich document's scale at 600 ms and opacity at 1000 ms, the example's y at 1600 ms"
  )
  func jumps() throws {
    let rich = try MotionDocument(json: BrowserRichDocument.text)
    let around = [599.999, 600.001, 999.999, 1000.001]
    var worst = try compare(rich, "rich", animations: .css, usePlayer: false, times: around)
    #expect(worst.count >= 4 * 10)
    worst = try compare(rich, "rich", animations: .waapi, usePlayer: false, times: around)
    #expect(worst.count >= 4 * 10)
    let example = try MotionDocument(json: ExampleDocument.text)
    worst = try compare(
      example, "open", animations: .css, usePlayer: false, times: [1599.999, 1600])
    #expect(worst.count == 6)
  }

  @Test(
    "names that are not CSS identifiers (a target \"1 card\", a user property \"my prop\") are escaped and still play, in both pages"
  )
  func escapedNames() throws {
    let text = """
      {"popkit": 1, "choreographies": {"c": {
        "targets": {"1 card": {"x": 0, "y": 0, "width": 10, "height": 10}},
        "tracks": [
          {"target": "1 card", "property": "my prop", "track": {"from": 0, "keyframes": [
            {"kind": "cubic", "to": 10, "duration": 1, "startVelocity": 30, "endVelocity": 0}]}},
          {"target": "1 card", "property": "x", "track": {"from": 0, "keyframes": [
            {"kind": "linear", "to": 100, "duration": 1, "curve": "easeIn"}]}}]}}}
      """
    let document = try MotionDocument(json: text)
    for animations in HTMLExport.Animations.allCases {
      let worst = try compare(document, "c", animations: animations, usePlayer: false)
      #expect(worst.count == 3 * 122)
    }
  }
}
