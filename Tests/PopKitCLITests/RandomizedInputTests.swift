// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("Randomized command lines")
struct RandomizedInputTests {
  /// Words the generator draws from: commands, kinds, every flag, good and bad values.
  static let vocabulary: [String] = {
    var words = ["trace", "plot", "convert", "css", "help", "spring", "decay", "basic", "-o", "-"]
    for command in PopKitTool.commands {
      words += command.options.map(\.flag)
    }
    words += [
      "0", "1", "-1", "4", "12", "0.5", "1e9", "1e10", "-0", "0,0", "1,2", "1,2,3", "1,2,3,4,5",
      "abc", "nan", "inf", "-inf", "", ",", "0.998", "1", "0.15,1.5,0.55,1", "easeIn", "json",
      "csv", "1e-300", "5e-324", "42.5", "3600", "10000", "--", "-h", "=", "--from=", "--fps=2",
      "a: --bounciness 3", "--tension 1 --friction 0", "/nonexistent/dir/x.svg",
    ]
    return words
  }()

  @Test("2 000 seeded random command lines: status 0, 1 or 2, never a crash, errors on one line")
  func randomCommandLines() {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<2000 {
      let count = Int.random(in: 0...7, using: &generator)
      var words = (0..<count).map { _ in Self.vocabulary.randomElement(using: &generator) ?? "" }
      // Keep the runs short: a frictionless spring would otherwise run 10 000 frames.
      words += ["--max-frames", "200"].filter { _ in words.first == "trace" || words.first == "plot"
      }
      let result = PopKitTool.run(words)
      #expect([0, 1, 2].contains(result.exitCode), "\(words)")
      if result.exitCode != 0 {
        #expect(result.standardOutput.isEmpty && result.files.isEmpty, "\(words)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(words)")
      }
    }
  }

  @Test("random numbers in every spring flag never reach a trap")
  func randomSpringNumbers() {
    var generator = SeededGenerator(seed: 42)
    let models = [
      ["--bounciness", "--speed"], ["--tension", "--friction", "--mass"],
      ["--stiffness", "--damping", "--mass"], ["--damping-ratio", "--response", "--mass"],
      ["--duration", "--bounce", "--mass"],
    ]
    let magnitudes = [0.0, 1e-9, 1e-6, 1e-3, 0.5, 1, 20, 42.5, 1000, 1e6, 1e9, 1e12]
    for _ in 0..<300 {
      let flags = models.randomElement(using: &generator) ?? models[0]
      var words = [["convert", "css", "trace"].randomElement(using: &generator) ?? "convert"]
      for flag in flags {
        let magnitude = magnitudes.randomElement(using: &generator) ?? 1
        let sign = Bool.random(using: &generator) ? 1.0 : -1.0
        let value = sign * magnitude * Double.random(in: 0.5...1.5, using: &generator)
        words += [flag, "\(value)"]
      }
      if words[0] == "trace" { words += ["--max-frames", "100"] }
      let result = PopKitTool.run(words)
      #expect(result.exitCode == 0 || result.exitCode == 2, "\(words)")
      #expect(!result.standardOutput.contains("nan"), "\(words)")
    }
  }
}
