// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitDemos
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("Inspector keys: slow motion, pause and one frame, the trace file")
struct InspectorTests {
  /// A shell of two recording scenes, and a dial moving linearly from 0 to 1 over `duration`
  /// seconds from the frame at time 0.
  private func shellWithDial(duration: Double = 1) -> (DemoShell<RecordingHost>, Box) {
    let shell = DemoShell<RecordingHost>.recording(count: 2)
    let dial = Box()
    let animation = BasicAnimation(
      property: Box.xProperty(threshold: 0), from: 0, to: 1, duration: duration,
      timingCurve: .linear)
    shell.animator.add(animation, to: dial, forKey: "dial")
    shell.animator.render(at: 0)
    return (shell, dial)
  }

  @Test("] and [ step 1×, 2×, 5×, 10× and back, stop at the ends; the factor stays across scenes")
  func slowMotion() {
    let shell = DemoShell<RecordingHost>.recording(count: 2)
    #expect(shell.animator.durationScale == 1)
    var factors: [Double] = []
    for _ in 0..<3 {
      #expect(shell.handle(.character("]"), at: 0) == .changed)
      factors.append(shell.animator.durationScale)
    }
    #expect(factors == [2, 5, 10])
    #expect(shell.handle(.character("]"), at: 0) == .ignored, "10× is the slowest")
    #expect(shell.handle(.character("["), at: 0) == .changed)
    #expect(shell.animator.durationScale == 5)
    #expect(shell.handle(.right, at: 0) == .changed)
    #expect(shell.inspector.slowMotion == 5)
    #expect(shell.animator.durationScale == 5, "the next scene's new animator runs at 5×")
    #expect(shell.animator.recorder?.capacity == InspectorSettings.recorderCapacity)
    for _ in 0..<2 { _ = shell.handle(.character("["), at: 0) }
    #expect(shell.animator.durationScale == 1)
    #expect(shell.handle(.character("["), at: 0) == .ignored, "1× is the fastest")
    #expect(shell.scene.keys.isEmpty, "no inspector key reached the scene")
  }

  @Test("\\ holds the animation; / moves it exactly one frame (at the slow-motion rate); no jump")
  func pauseAndStep() {
    let (shell, dial) = shellWithDial()
    shell.animator.render(at: 0.5)
    expectClose(dial.x, 0.5, absolute: 1e-12)
    #expect(shell.handle(.character("/"), at: 0.5) == .changed, "running: a hint, no frame")
    #expect(shell.inspector.status?.contains("while paused") == true)
    #expect(dial.x == 0.5)
    #expect(shell.handle(.character("\\"), at: 0.5) == .changed)
    #expect(shell.animator.isPaused)
    #expect(shell.inspector.status == nil, "the next key cleared the hint")
    shell.animator.render(at: 0.8)
    #expect(dial.x == 0.5, "held")
    #expect(shell.handle(.character("/"), at: 0.8) == .changed)
    expectClose(dial.x, 0.5 + 1.0 / 60, absolute: 1e-12, "one 60 Hz frame")
    shell.frameInterval = 0.1
    #expect(shell.handle(.character("]"), at: 0.8) == .changed)
    #expect(shell.handle(.character("/"), at: 0.8) == .changed)
    expectClose(dial.x, 0.5 + 1.0 / 60 + 0.05, absolute: 1e-12, "a 0.1 s frame at 2× is 0.05 s")
    #expect(shell.animator.isPaused, "still paused after a step")
    #expect(shell.handle(.character("\\"), at: 0.8) == .changed)
    #expect(!shell.animator.isPaused)
    shell.animator.render(at: 3)
    expectClose(dial.x, 0.5 + 1.0 / 60 + 0.05, absolute: 1e-12, "the resume does not jump")
    shell.animator.render(at: 3.2)
    expectClose(dial.x, 0.5 + 1.0 / 60 + 0.05 + 0.1, absolute: 1e-12, "then runs at 2×")
  }

  @Test("keys are timed on the animator's timebase, which slow motion and the pause move")
  func keyTime() {
    let clock = ManualClock()
    let shell = DemoShell<RecordingHost>([RecordingHost.recording], startingAt: 0) {
      Animator(clock: clock)
    }
    let dial = Box()
    let animation = BasicAnimation(
      property: Box.xProperty(threshold: 0), from: 0, to: 1, duration: 100, timingCurve: .linear)
    shell.animator.add(animation, to: dial, forKey: "dial")
    clock.advance(to: 1)
    #expect(shell.keyTime == 1, "the clock's time until the scale changes")
    _ = shell.handle(.character("]"), at: shell.keyTime)
    clock.advance(to: 3)
    #expect(shell.keyTime == 2, "two clock seconds at 2× are one")
    expectClose(dial.x, 0.01, absolute: 1e-12, "the dial agrees: 1 s of its 100 s")
    _ = shell.handle(.character("\\"), at: shell.keyTime)
    clock.advance(to: 7)
    #expect(shell.keyTime == 2, "held while paused")
    _ = shell.handle(.character("/"), at: shell.keyTime)
    #expect(shell.keyTime == 2 + 1.0 / 120, "a 60 Hz frame at 2×")
  }

  @Test("R writes the last 10 s as a Chrome trace that a JSON reader opens; never overwrites")
  func traceFile() throws {
    let folder = try makeTemporaryFolder("popkit-inspector")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (shell, dial) = shellWithDial(duration: 20)
    shell.traceDirectory = folder.path
    for frame in 1...(12 * 60) { shell.animator.render(at: Double(frame) / 60) }
    expectClose(dial.x, 0.6, absolute: 1e-9)
    #expect(shell.handle(.character("R"), at: 12) == .changed)
    let status = try #require(shell.inspector.status)
    #expect(status.hasPrefix("trace written to "), "\(status)")
    let path = String(status.dropFirst("trace written to ".count))
    #expect(path.hasSuffix(".json") && path.contains("popkit-recording-"))
    let data = try Data(contentsOf: URL(filePath: path))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(json["traceEvents"] as? [[String: Any]])
    let phases = Set(events.compactMap { $0["ph"] as? String })
    #expect(phases.isSuperset(of: ["X", "C", "i", "M"]))
    let counters = events.filter { $0["ph"] as? String == "C" }
    let times = counters.compactMap { ($0["ts"] as? NSNumber)?.doubleValue }
    #expect(times.count == counters.count)
    // Frames 2 s … 12 s: 601 samples of the dial, the first at 2 s.
    #expect(counters.count == 601)
    expectClose(times.min() ?? 0, 2e6, absolute: 1e-3)
    expectClose(times.max() ?? 0, 12e6, absolute: 1e-3)
    let last = try #require(counters.last?["args"] as? [String: Any])
    expectClose((last["value"] as? NSNumber)?.doubleValue ?? -1, 0.6, absolute: 1e-9)
    // The same second again: a new name, the first file kept.
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let base = TraceFileName.base(scene: "recording", date: date)
    #expect(shell.writeTrace(at: date).hasSuffix(TraceFileName.name(base, attempt: 1)))
    #expect(shell.writeTrace(at: date).hasSuffix(TraceFileName.name(base, attempt: 2)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3)
  }

  @Test("R reports what went wrong: nothing recorded, or a folder it cannot write")
  func traceErrors() {
    let shell = DemoShell<RecordingHost>.recording(count: 1)
    shell.traceDirectory = "/nonexistent-popkit-folder"
    #expect(shell.handle(.character("R"), at: 0) == .changed)
    #expect(shell.inspector.status == "R: nothing recorded yet in recording")
    shell.animator.render(at: 0)
    _ = shell.handle(.character("R"), at: 0)
    let status = shell.inspector.status ?? ""
    #expect(
      status.hasPrefix("R: cannot write /nonexistent-popkit-folder/popkit-recording-"),
      "\(status)")
    #expect(shell.handle(.character("z"), at: 0) == .changed)
    #expect(shell.inspector.status == nil, "the next key clears the report")
  }

  @Test("trace file names say the scene and the local time, with -2, -3, … after the first")
  func traceNames() throws {
    var parts = DateComponents()
    (parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second) =
      (2026, 3, 4, 5, 6, 7)
    let date = try #require(Calendar(identifier: .gregorian).date(from: parts))
    let base = TraceFileName.base(scene: "menu", date: date)
    #expect(base == "popkit-menu-20260304-050607")
    #expect(TraceFileName.name(base, attempt: 1) == "popkit-menu-20260304-050607.json")
    #expect(TraceFileName.name(base, attempt: 3) == "popkit-menu-20260304-050607-3.json")
  }
}
