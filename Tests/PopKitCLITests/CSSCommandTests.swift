// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit css")
struct CSSCommandTests {
  /// The pieces of css's output.
  struct Export {
    let milliseconds: Double
    let stops: [Double]
    let reportedError: Double
    let lines: [Substring]

    init(_ text: String) throws {
      lines = text.split(separator: "\n")
      let transition = try #require(lines.last { $0.hasPrefix("transition: ") })
      let parts = transition.split(separator: " ")
      milliseconds = try #require(Double(parts[2].dropLast(2)))
      let open = try #require(transition.firstIndex(of: "("))
      let inner = transition[transition.index(after: open)...].dropLast(2)
      stops = inner.split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      let comment = try #require(lines.first { $0.hasPrefix("/* worst error: ") })
      reportedError = try #require(Double(comment.split(separator: " ")[3])) / 100
    }
  }

  @Test("the default spring: settling duration in ms, stops within 0.5 % everywhere")
  func defaultSpring() throws {
    let result = popkit("css")
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    let export = try Export(result.standardOutput)
    let spring = Spring.default
    let settling = spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: 0.001)
    #expect(export.milliseconds == (settling * 1000).rounded(.up))
    #expect(export.stops.first == 0 && export.stops.last == 1)
    #expect(result.standardOutput.contains("with \(export.stops.count) points */"))
    // Independent check on a dense grid, with the printed (rounded) stops.
    let duration = export.milliseconds / 1000
    let worst = worstError(export.stops, duration: duration, spring: spring)
    #expect(worst <= 0.005)
    expectClose(worst, export.reportedError, absolute: 0.0002)
    // Fewer points would not do.
    let fewer = CSSLinearEasing.sampled(points: export.stops.count - 1) { u in
      1 + spring.displacement(at: u * duration, initialDisplacement: -1, initialVelocity: 0)
    }
    #expect(fewer.worstError > 0.005)
  }

  @Test(
    "other models, --threshold and --property",
    arguments: [
      "--duration 0.5 --bounce 0.3", "--damping-ratio 0.3 --response 0.5 --threshold 0.005",
      "--tension 120 --friction 40", "--bounciness 0 --speed 20 --property opacity",
    ])
  func models(flags: String) throws {
    let result = popkit("css \(flags)")
    #expect(result.exitCode == 0)
    let export = try Export(result.standardOutput)
    #expect(export.reportedError <= 0.005)
    #expect(export.stops.allSatisfy { $0 == (($0 * 10_000).rounded() / 10_000) })
    if flags.contains("opacity") { #expect(result.standardOutput.contains("transition: opacity ")) }
  }

  @Test("--points N uses exactly N stops and reports their error, with a note when over 0.5 %")
  func fixedPoints() throws {
    let result = popkit("css --points 5")
    #expect(result.exitCode == 0)
    let export = try Export(result.standardOutput)
    #expect(export.stops.count == 5)
    #expect(export.reportedError > 0.005)
    #expect(result.standardError.contains("use more --points"))
    let worst = worstError(export.stops, duration: export.milliseconds / 1000, spring: .default)
    expectClose(worst, export.reportedError, absolute: 0.0005)
  }

  @Test("finding 12: a spring that settles after an hour says when, not that it never settles")
  func finding12SlowSpringSaysWhen() throws {
    let result = popkit(["css", "--duration", "0.001", "--bounce", "-0.9999999999999999"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(!result.standardError.contains("never"))
    #expect(result.standardError.contains("longer than the 3600 s css accepts"))
    // Damping ratio 1/(1 + bounce) ≈ 9e15 and ω0 = 2π/0.001: the slow rate is about
    // ω0/(2ζ) ≈ 3.5e-13 per second, so a unit move settles within 0.001 after about
    // ln(1000)/3.5e-13 ≈ 2e13 s; the message gives the number it found.
    let words = result.standardError.split(separator: " ")
    let after = try #require(words.firstIndex(of: "after"))
    let seconds = try #require(Double(words[after + 1]))
    let zeta = 1 / (1 + -0.9999999999999999)
    let slowRate = 2 * Double.pi / 0.001 / (2 * zeta)
    expectClose(seconds, log(1000) / slowRate, absolute: 0.05 * seconds, "\(seconds)")
  }

  @Test("finding 12: each spring css refuses is refused for what is true of it")
  func finding12RefusalsSayWhatIsTrue() {
    let cases = [
      ("css --tension 0 --friction 5", "(without tension nothing pulls it", "give it tension"),
      ("css --tension 100 --friction 0", "(without friction it swings", "give it friction"),
      ("css --tension 1e-10 --friction 1e9", "only after more than 5e14 s", "nearer 1"),
    ]
    for (line, reason, advice) in cases {
      let result = popkit(line)
      #expect(result.exitCode == 2)
      #expect(result.standardError.contains(reason), "\(result.standardError)")
      #expect(result.standardError.contains(advice), "\(result.standardError)")
      #expect(!result.standardError.contains("give it friction and tension"))
    }
  }

  @Test("finding 12: with the most points css gives, the note does not ask for more")
  func finding12NoteAtTheMostPoints() {
    // ζ = 1/(2·1000): 2,200 swings over its 13.8 s settling, too many for 10,000 stops.
    let most = popkit("css --tension 1000000 --friction 1 --points 10000")
    #expect(most.exitCode == 0)
    #expect(most.standardError.contains("even with 10000 points, the most css gives"))
    #expect(!most.standardError.contains("use more --points"))
    let fewer = popkit("css --tension 1000000 --friction 1 --points 100")
    #expect(fewer.standardError.contains("use more --points (up to 10000)"))
  }

  /// The worst error of a linear() easing against a spring, on 20 000 points.
  func worstError(_ stops: [Double], duration: Double, spring: Spring) -> Double {
    var worst = 0.0
    let samples = 20_000
    for index in 0...samples {
      let u = Double(index) / Double(samples)
      let position = u * Double(stops.count - 1)
      let segment = min(Int(position), stops.count - 2)
      let fraction = position - Double(segment)
      let easing = stops[segment] + fraction * (stops[segment + 1] - stops[segment])
      let exact =
        1 + spring.displacement(at: u * duration, initialDisplacement: -1, initialVelocity: 0)
      worst = max(worst, abs(easing - exact))
    }
    return worst
  }
}
