// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("Bad input: one line naming the flag, exit status 2, nothing written")
struct ErrorPathTests {
  /// A bad command line and what its message must mention.
  struct Case: CustomTestStringConvertible, Sendable {
    let words: [String]
    let mentions: String
    var testDescription: String { words.joined(separator: " ") }

    init(_ line: String, _ mentions: String) {
      words = line.split(separator: " ").map(String.init)
      self.mentions = mentions
    }

    init(words: [String], _ mentions: String) {
      self.words = words
      self.mentions = mentions
    }
  }

  nonisolated static let cases: [Case] = [
    // Commands and flags.
    Case("frobnicate", "unknown command 'frobnicate'"),
    Case("--frobnicate", "unknown flag --frobnicate"),
    Case("help nope", "unknown command 'nope'"),
    Case("trace --fsp 30", "did you mean --fps?"),
    Case("trace -x", "unknown flag -x"),
    Case("trace --from", "--from needs a value"),
    Case("trace --from --to 1", "--from needs a value"),
    Case("trace --from 1 --from 2", "--from is given more than once"),
    Case("convert --json=yes", "--json is a switch"),
    Case("trace bounce", "unknown animation kind 'bounce'"),
    Case("trace spring extra", "unexpected argument 'extra'"),
    Case("trace --format xml", "--format must be csv or json"),
    Case("plot", "needs -o FILE.svg"),
    // Numbers that are not finite numbers.
    Case("trace --from abc", "--from must be a number"),
    Case("trace --to nan", "--to must be a number"),
    Case("trace --velocity inf", "--velocity must be a number"),
    Case("trace --velocity -infinity", "--velocity must be a number"),
    Case("trace --to 0x10", "--to must be a number"),
    Case("trace --to 1,,2", "--to must be a number"),
    Case("trace --to 1,2,3,4,5", "up to 4 comma-separated"),
    Case("trace --to 1e10", "at most 1e9"),
    Case("convert --tension abc --friction 3", "--tension must be a number"),
    Case("convert --bounciness nan", "--bounciness must be a number in 0...42.5"),
    // Vectors of different sizes.
    Case("trace --from 0,0 --to 1", "--from has 2 component(s) but --to has 1"),
    Case("trace --to 1,1 --velocity 0,0,0", "--velocity has 3"),
    Case("trace decay --from 0 --velocity 1,2", "--velocity has 2"),
    // Spring models.
    Case("convert --tension 300 --friction 20 --bounciness 4", "give one spring model"),
    Case(
      "trace --duration 0.5 --bounce 0.2 --damping-ratio 1 --response 1", "give one spring model"),
    Case("convert --tension 300", "--tension needs --friction"),
    Case("convert --response 0.5", "--response needs --damping-ratio"),
    Case("convert --tension 300 --friction 20 --mass 0", "--mass must be a number in 1e-6...1e6"),
    Case("convert --stiffness 300 --damping 20 --mass -1", "--mass must be"),
    Case("convert --mass 2", "--mass needs a spring model"),
    Case("convert --bounciness 4 --mass 2", "--mass cannot be used with --bounciness"),
    Case("convert --bounciness 50", "--bounciness must be a number in 0...42.5"),
    Case("convert --tension -1 --friction 1", "--tension must be a number in 0...1e9"),
    Case("convert --duration 0 --bounce 0.2", "--duration must be a number in 0.001...1000"),
    Case("convert --duration -0.5 --bounce 0.2", "--duration must be"),
    Case("convert --duration 0.5 --bounce -1", "--bounce must be a number > -1 and <= 1"),
    Case("convert --damping-ratio 1 --response 0", "--response must be"),
    // Animation settings.
    Case("trace --fps 0", "--fps must be a number in 1...1e4"),
    Case("trace --fps -60", "--fps must be a number in 1...1e4"),
    Case("trace --max-frames 0", "--max-frames must be a whole number in 1...1000000"),
    Case("trace --threshold 0", "--threshold must be a number > 0"),
    Case("trace basic --duration 0", "--duration must be a number > 0 and <= 3600"),
    Case("trace basic --duration -2", "--duration must be a number > 0"),
    Case("trace basic --curve bouncy", "--curve must be linear, easeIn"),
    Case("trace basic --curve 1.5,0,0.5,1", "--curve must be"),
    Case("trace basic --curve 0.5,0,0.5", "--curve must be"),
    Case("trace basic --velocity 3", "--velocity is not used by basic"),
    Case(
      "trace decay --velocity 100 --deceleration 1", "--deceleration must be a number > 0 and < 1"),
    Case("trace decay --velocity 100 --deceleration 0", "--deceleration must be"),
    Case("trace decay", "decay needs --velocity"),
    Case("trace decay --velocity 5 --to 3", "--to is not used by decay"),
    Case("trace spring --deceleration 0.9", "--deceleration is not used by spring"),
    Case("trace basic --tension 3 --friction 3", "--tension is not used by basic"),
    // Bounds.
    Case("trace decay --velocity 100 --bounds 500,0", "--bounds must be two comma-separated"),
    Case("trace decay --velocity 100 --bounds 500", "--bounds must be two comma-separated"),
    Case("trace decay --velocity 100 --bounds 0,1,2", "--bounds must be two comma-separated"),
    Case("trace decay --velocity 100 --bounds 0,", "--bounds must be two comma-separated"),
    Case("trace decay --velocity 100 --bounds nan,1", "--bounds must be two comma-separated"),
    Case("trace decay --velocity 100 --bounds -inf,500", "--bounds must be two comma-separated"),
    Case("trace decay --velocity 100 --bounds 0,1e10", "L,U (units), each finite and at most 1e9"),
    Case("trace decay --velocity 100 --bounds a,b", "--bounds must be two comma-separated"),
    Case("trace decay --velocity 100 --bounds", "--bounds needs a value"),
    Case("trace --bounds 0,1", "--bounds is not used by spring"),
    Case("trace basic --bounds 0,1", "--bounds is not used by basic"),
    Case("plot --bounds 0,1 -o x.svg", "--bounds is not used by spring"),
    Case("plot decay --velocity 3 --bounds 1,0 -o x.svg", "--bounds must be"),
    // Plot and css.
    Case(
      words: ["plot", "--spring", "--tension 3", "-o", "x.svg"],
      "--spring '--tension 3': --tension needs --friction"),
    Case(words: ["plot", "--spring", "a: --frob 3", "-o", "x.svg"], "unknown flag --frob"),
    Case(words: ["plot", "--spring", "", "--bounciness", "3", "-o", "x.svg"], "not both"),
    Case(
      words: ["plot", "decay", "--velocity", "3", "--spring", "", "-o", "x.svg"],
      "--spring is for spring"),
    Case("css --threshold 0.01", "--threshold must be a number > 0 and <= 0.005"),
    Case("css --points 1", "--points must be a whole number in 2...10000"),
    Case("css --tension 100 --friction 0", "never comes to rest"),
    Case("css --property a;b", "--property must be a CSS property name"),
  ]

  @Test("each bad command line", arguments: cases)
  func badInput(_ badCase: Case) {
    let result = popkit(badCase.words)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.files.isEmpty)
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "one line, ending with a newline")
    #expect(result.standardError.hasPrefix("popkit"))
    #expect(result.standardError.contains(badCase.mentions))
  }

  @Test("a bad plot leaves no file behind, even through execute")
  func noFileOnError() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.svg").path
    for words in [
      ["plot", "--fps", "0", "-o", path], ["plot", "--mass", "0", "-o", path],
      ["plot", "--from", "nan", "-o", path], ["plot", "-o", path, "--spring", "--tension 1"],
      ["plot", "decay", "--velocity", "3000", "--bounds", "500,0", "-o", path],
    ] {
      let result = PopKitTool.execute(words)
      #expect(result.exitCode == 2)
      #expect(!FileManager.default.fileExists(atPath: path))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
