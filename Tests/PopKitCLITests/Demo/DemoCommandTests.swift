// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitCommandLine
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit demo: command line")
struct DemoCommandTests {
  @Test("--frames prints N frames, each after its header, at exact times, the terminal's size")
  func framesAndHeaders() {
    let result = popkit("demo curves --frames 3 --fps 10 --width 50 --height 14")
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    let capture = DemoFrameCapture(result.standardOutput)
    #expect(
      capture.headers == [
        "--- frame 0 (0.000 s) ---", "--- frame 1 (0.100 s) ---", "--- frame 2 (0.200 s) ---",
      ])
    for frame in capture.frames {
      #expect(frame.count == 14)
      #expect(frame.allSatisfy { $0.count <= 50 && !$0.hasSuffix(" ") })
      #expect(!frame.joined().contains("\u{1B}"))
    }
  }

  @Test("with no name the gallery starts on spring, at 30 frames per second")
  func defaults() {
    let named = popkit("demo spring --frames 4")
    let unnamed = popkit("demo --frames 4")
    #expect(unnamed == named)
    #expect(DemoFrameCapture(named.standardOutput).headers.last == "--- frame 3 (0.100 s) ---")
    #expect(named.standardOutput.contains("[1 spring]"))
  }

  @Test(
    "every demo: the same command twice gives the same text, and the frames move",
    arguments: ["spring", "decay", "curves", "button", "counter", "menu", "keyframes"])
  func deterministic(scene: String) {
    let first = popkit(["demo", scene, "--frames", "24", "--fps", "20"])
    let second = popkit(["demo", scene, "--frames", "24", "--fps", "20"])
    #expect(first.exitCode == 0)
    #expect(first == second)
    let capture = DemoFrameCapture(first.standardOutput)
    #expect(capture.frames.count == 24)
    #expect(capture.text(0) != capture.text(12))
    #expect(
      capture.frames[0][0].contains(
        "[\(DemoGallery.index(of: scene).map { $0 + 1 } ?? 0) \(scene)]"))
  }

  @Test(
    "a bad demo command line: one line on standard error naming the problem, exit status 2",
    arguments: [
      (
        "demo nope --frames 2",
        "unknown demo 'nope'; demos: spring, decay, curves, button, counter, menu, keyframes"
      ),
      ("demo --frames 0", "--frames must be a whole number in 1...10000; got '0'"),
      ("demo --frames 10001", "--frames must be a whole number in 1...10000"),
      ("demo --frames many", "--frames must be a whole number"),
      ("demo --frames 2 --fps 0", "--fps must be a number in 1...240 (frames per second); got '0'"),
      ("demo --frames 2 --fps 241", "--fps must be a number in 1...240"),
      ("demo --frames 2 --fps nan", "--fps must be a number"),
      ("demo --frames 2 --width 39", "--width must be a whole number in 40...400"),
      ("demo --frames 2 --height 11", "--height must be a whole number in 12...200"),
      ("demo --width 100", "--width sizes the --frames output"),
      ("demo menu --inspector", "--inspector shows the panel in the --frames output"),
      ("demo spring menu --frames 2", "unexpected argument 'menu'"),
      ("demo --frame 2", "did you mean --frames?"),
      ("demo --frames", "--frames needs a value"),
    ])
  func errors(line: String, message: String) {
    let result = popkit(line)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("popkit demo: "))
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    #expect(result.session == nil)
  }

  @Test(
    "without --frames the live demo refuses to start unless standard input and output are terminals",
    arguments: [
      RunContext.notATerminal,
      RunContext(standardInputIsTerminal: true, standardOutputIsTerminal: false),
      RunContext(standardInputIsTerminal: false, standardOutputIsTerminal: true),
    ])
  func refusesWithoutTerminal(context: RunContext) {
    let result = PopKitTool.run(["demo"], context: context)
    #expect(result.exitCode == 2)
    #expect(result.session == nil)
    #expect(
      result.standardError
        == "popkit demo: the live demo needs a terminal on standard input and output; "
        + "give --frames N to print frames as text\n")
  }

  @Test("in a terminal, popkit demo asks for the live demo: first scene and frame rate")
  func liveRequest() {
    let plain = PopKitTool.run(["demo"], context: .terminal)
    #expect(plain.exitCode == 0)
    #expect(plain.standardOutput.isEmpty)
    #expect(
      (plain.session as? LiveDemoRequest) == LiveDemoRequest(scene: "spring", framesPerSecond: 60))
    let menu = PopKitTool.execute(["demo", "menu", "--fps", "30"], context: .terminal)
    #expect(
      (menu.session as? LiveDemoRequest) == LiveDemoRequest(scene: "menu", framesPerSecond: 30))
    let frames = PopKitTool.run(["demo", "--frames", "1"], context: .terminal)
    #expect(frames.session == nil)
    #expect(frames.standardOutput.hasPrefix("--- frame 0 (0.000 s) ---\n"))
  }

  @Test("popkit --help lists demo first")
  func listed() {
    #expect(PopKitTool.commands.first?.name == "demo")
    #expect(popkit("--help").standardOutput.contains("  demo "))
  }
}
