// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitCommandLine
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// `--curve` takes the eases: their names, CSS's `steps()`, `back()`, `elastic()`, `bounce()`
/// and `spring()`, and refuses bad parameters with the rule, status 2, never a trap.
@Suite("--curve: the eases")
@MainActor
struct EaseCurveTests {
  /// The rows of a basic trace's CSV (frame, time, value, …) for a curve over 0.5 s.
  func rows(_ curve: String) -> [[Double]] {
    let result = popkit(["trace", "basic", "--duration", "0.5", "--curve", curve])
    #expect(result.exitCode == 0, "\(curve): \(result.standardError)")
    return result.standardOutput.split(separator: "\n").dropFirst().map { line in
      line.split(separator: ",").prefix(3).compactMap { Double($0) }
    }
  }

  @Test(
    "a basic trace moves along the curve named",
    arguments: [
      ("easeOutBack", TimingCurve.easeOutBack), ("easeInOutElastic", .easeInOutElastic),
      ("easeInBounce", .easeInBounce), ("steps(4, jump-start)", .steps(4, jump: .start)),
      ("back(out, 2.5)", .back(overshoot: 2.5, .out)),
      ("elastic(in, 1.5, 0.4)", .elastic(amplitude: 1.5, period: 0.4, .in)),
      ("spring(--duration 0.5 --bounce 0.3)", .spring(Spring(duration: 0.5, bounce: 0.3))),
    ])
  func traceFollowsCurve(spelling: String, curve: TimingCurve) {
    let rows = rows(spelling)
    #expect(rows.count > 20)
    for row in rows where row.count == 3 && row[1] < 0.5 {
      expectClose(
        row[2], curve.value(at: row[1] / 0.5), absolute: 1e-12, "\(spelling) at \(row[1])")
    }
  }

  @Test(
    "spellings of one curve trace the same",
    arguments: [
      ("steps(4)", "steps(4, jump-end)"), ("steps(4,end)", "steps(4, jump-end)"),
      ("steps(3, start)", "steps(3,jump-start)"), ("step-end", "steps(1)"),
      ("step-start", "steps(1, jump-start)"), ("back(out)", "easeOutBack"),
      ("back(inOut, 1.70158)", "easeInOutBack"), ("elastic(inOut)", "easeInOutElastic"),
      ("elastic(out, 1, 0.3)", "easeOutElastic"), ("bounce(in)", "easeInBounce"),
      ("EASEOUTBOUNCE", "bounce(out)"),
    ])
  func sameCurve(spelling: String, same: String) {
    #expect(rows(spelling) == rows(same), "\(spelling) vs \(same)")
  }

  @Test(
    "bad parameters are refused with the rule, status 2",
    arguments: [
      ("steps(0)", "TimingCurve.steps count must be >= 1; got 0.0"),
      ("steps(1, jump-none)", "TimingCurve.steps count must be >= 2 with jump none; got 1.0"),
      ("back(out, -1)", "TimingCurve.back overshoot must be in 0...1e6; got -1.0"),
      ("elastic(out, 0.5)", "TimingCurve.elastic amplitude must be in 1...1e6; got 0.5"),
      ("elastic(in, 1, 0)", "TimingCurve.elastic period must be finite and > 0; got 0.0"),
      ("spring(--tension 100 --friction 0)", "TimingCurve.spring settling duration must be finite"),
      ("back(sideways)", "back(in|out|inOut[, OVERSHOOT])"),
      ("steps(2, middle)", "steps(N[, jump-start|jump-end|jump-none|jump-both])"),
      ("bounce(out, 2)", "bounce(in|out|inOut)"),
    ])
  func refusals(spelling: String, message: String) {
    let result = popkit(["trace", "basic", "--duration", "0.5", "--curve", spelling])
    #expect(result.exitCode == 2, "\(spelling)")
    #expect(result.standardError.contains(message), "\(spelling): \(result.standardError)")
  }

  @Test("trace's JSON names a curve that is not a Bézier by its function")
  func jsonFunction() {
    let result = popkit(
      ["trace", "basic", "--duration", "0.5", "--curve", "steps(4)", "--format", "json"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains(#""function": "steps(4, jump-end)""#))
    #expect(!result.standardOutput.contains("controlPoints"))
  }
}
