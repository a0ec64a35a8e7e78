// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitCommandLine
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// Issue 21: a refusal is one line on standard error, even when the value it quotes is not
/// (the command-line fuzzer's finding: `--fps $'1\n2'` printed two lines).
@Suite("Messages stay on one line")
@MainActor
struct OneLineTests {
  @Test("control characters are escaped; other text, accents and emoji included, is kept")
  func escapes() {
    #expect("got '1\n2'".oneLine == #"got '1\n2'"#)
    #expect("a\r\tb".oneLine == #"a\r\tb"#)
    #expect("\u{1B}[31mred".oneLine == #"\u{1B}[31mred"#)
    #expect("x\u{2028}y\u{0}".oneLine == #"x\u{2028}y\u{0}"#)
    #expect("é 🙂 ½ ١٢".oneLine == "é 🙂 ½ ١٢")
  }

  @Test("a refused value with a line break is quoted on the message's one line")
  func refusal() {
    let result = PopKitTool.run(["trace", "--fps", "1\n2"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "popkit trace: --fps must be a number in 1...1e4 (frames per second); "
        + #"got '1\n2'"# + "\n")
    let unknown = PopKitTool.run(["trace", "--x\ny"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.standardError.filter { $0 == "\n" }.count == 1)
    #expect(unknown.standardError.contains(#"--x\ny"#))
  }

  @Test("a path with a line break that cannot be written is quoted on one line")
  func writeFailure() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.path + "/no\nfolder/chart.svg"
    let result = PopKitTool.execute(["plot", "-o", path])
    #expect(result.exitCode == 1)
    let quoted = path.replacingOccurrences(of: "\n", with: #"\n"#)
    #expect(result.standardError == "popkit: cannot write '\(quoted)': No such file or directory\n")
  }
}
