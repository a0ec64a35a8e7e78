import Foundation
import PopKit
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
    #expect(abs(worst - export.reportedError) < 0.0002)
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
    #expect(abs(worst - export.reportedError) < 0.0005)
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
