// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// `MotionRecorder`: what it records and what it costs the frames.
@Suite("Motion recorder")
@MainActor
struct MotionRecorderTests {
  /// A spring of a box's x from 0 to 1 (threshold 0.001), added under "x".
  private func spring(on animator: Animator, box: Box) -> SpringAnimation<Box, Double> {
    let animation = SpringAnimation(
      property: Box.xProperty(threshold: 0.001), to: 1, spring: Spring(tension: 300, friction: 20))
    animation.fromValue = 0
    animator.add(animation, to: box, forKey: "x")
    return animation
  }

  @Test("every write is recorded bit-exact, with its frame's time, velocity, start and stop")
  func recordsWrites() throws {
    let animator = Animator()
    let recorder = MotionRecorder()
    animator.recorder = recorder
    let box = Box()
    _ = spring(on: animator, box: box)
    var frames = 0
    while animator.hasActiveAnimations {
      animator.render(at: Double(frames) / 60)
      frames += 1
    }
    let records = recorder.records()
    let writes = records.filter { $0.event == .write }
    #expect(writes.map { $0.values[0] } == box.xWrites, "bit-exact, in order")
    #expect(
      records.filter { $0.event == .frame }.map(\.time) == (0..<frames).map { Double($0) / 60 })
    for write in writes.dropLast() {
      let exact = referenceSpring(
        mass: 1, stiffness: 300, damping: 20, x0: -1, v0: 0, time: write.time)
      expectClose(write.velocity[0], exact.v, absolute: 1e-9)
    }
    #expect(writes.last?.velocity == [0], "the finishing write has no velocity")
    #expect(records.first { $0.event == .start }?.values == [300, 20, 1])
    #expect(records.last?.event == .stop(finished: true))
    let channel = try #require(recorder.channels.first)
    #expect(recorder.channels.count == 1)
    #expect(channel.key == "x" && channel.object == "Box 1" && channel.property == "x")
    #expect(channel.kind == .spring && channel.source == .animation)
  }

  @Test("recording changes no value: the same writes (1e-12) and the same finish frame")
  func sameMotion() {
    func run(recorded: Bool) -> [Double] {
      let animator = Animator()
      if recorded { animator.recorder = MotionRecorder() }
      let box = Box()
      _ = spring(on: animator, box: box)
      let fling = Box()
      let decay = DecayAnimation(property: Box.xProperty, velocity: 700)
      animator.add(decay, to: fling, forKey: "x")
      for frame in 0..<200 { animator.render(at: Double(frame) / 60) }
      return box.xWrites + [-1] + fling.xWrites
    }
    // Steppers are shared across a process, and one reuses its transition for frame lengths
    // that differ in their last bits: two runs agree far below 1e-12, not always bit for bit.
    let (recorded, plain) = (run(recorded: true), run(recorded: false))
    #expect(recorded.count == plain.count)
    #expect(zip(recorded, plain).allSatisfy { isClose($0, $1, absolute: 1e-12 * max(1, abs($1))) })
  }

  @Test("a recorder attached mid-run records from the next write; its run is clipped")
  func attachedMidRun() throws {
    let animator = Animator()
    let box = Box()
    _ = spring(on: animator, box: box)
    for frame in 0..<10 { animator.render(at: Double(frame) / 60) }
    let recorder = MotionRecorder()
    animator.recorder = recorder
    for frame in 10..<20 { animator.render(at: Double(frame) / 60) }
    let writes = recorder.records().filter { $0.event == .write }
    #expect(writes.map { $0.values[0] } == Array(box.xWrites[10..<20]))
    animator.recorder = nil
    animator.render(at: 20.0 / 60)
    #expect(recorder.records().filter { $0.event == .write }.count == 10, "detached: no more")
    let run = try #require(try TraceFile(recorder.chromeTrace()).events(phase: "X").first)
    #expect(run.args["clipped"] as? Bool == true && run.ts == 10.0 / 60 * 1e6)
  }

  @Test("with a recorder frames take the general path; without one the fast path again")
  func fastPathFlags() {
    let animator = Animator()
    let animation = spring(on: animator, box: Box())
    #expect(animation.canUseFastPath)
    animator.recorder = MotionRecorder()
    #expect(!animation.canUseFastPath)
    let added = spring(on: animator, box: Box())
    #expect(!added.canUseFastPath)
    animator.recorder = nil
    #expect(animation.canUseFastPath && added.canUseFastPath)
  }

  @Test("set and a player's lanes are recorded, each under its own channel")
  func setAndPlayers() throws {
    let animator = Animator()
    let recorder = MotionRecorder()
    animator.recorder = recorder
    let (dragged, played) = (Box(), Box())
    animator.render(at: 0)
    animator.set(dragged, Box.xProperty, to: 42)
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: played, Box.xProperty)
    let player = animator.play(plan)
    for frame in 1...70 { animator.render(at: Double(frame) / 60) }
    #expect(player.progress == 1)
    let set = try #require(recorder.channels.firstIndex { $0.source == .set })
    let setWrites = recorder.records().filter { $0.channel == set }
    #expect(setWrites.map(\.values) == [[42]] && setWrites.map(\.velocity) == [[0]])
    let lane = try #require(
      recorder.channels.firstIndex { $0.source == .player && $0.property == "x" })
    let laneWrites = recorder.records().filter { $0.channel == lane && $0.event == .write }
    #expect(laneWrites.map { $0.values[0] } == played.xWrites)
    #expect(laneWrites.dropLast().allSatisfy { isClose($0.velocity[0], 100, absolute: 1e-9) })
    let own = try #require(
      recorder.channels.firstIndex { $0.source == .player && $0.property == nil })
    let runs = recorder.records().filter { $0.channel == own }.map(\.event)
    #expect(runs == [.start, .stop(finished: true)])
  }

  @Test("a full ring keeps the newest records; a run whose start went is clipped in the trace")
  func ringOverwrites() throws {
    let animator = Animator()
    let recorder = MotionRecorder(capacity: 16)
    animator.recorder = recorder
    let box = Box()
    _ = spring(on: animator, box: box)
    for frame in 0..<40 { animator.render(at: Double(frame) / 60) }
    #expect(box.xWrites.count == 40)
    // Each frame records the frame and a write; the start came first.
    #expect(recorder.count == 16 && recorder.overwrittenCount == 81 - 16)
    let records = recorder.records()
    #expect(records.last?.time == 39.0 / 60 && records.first?.time == 32.0 / 60)
    let trace = try TraceFile(recorder.chromeTrace())
    let run = try #require(trace.events(phase: "X").first)
    #expect(run.args["clipped"] as? Bool == true && run.args["running"] as? Bool == true)
    try expectClose(#require(run.ts), 32.0 / 60 * 1e6, absolute: 1e-3)
  }

  @Test("a spring's counter track, read back by a JSON reader, is its closed form (1e-9)")
  func counterTrackIsClosedForm() throws {
    let animator = Animator()
    let recorder = MotionRecorder()
    animator.recorder = recorder
    let box = Box()
    _ = spring(on: animator, box: box)
    var frame = 0
    while animator.hasActiveAnimations {
      animator.render(at: Double(frame) / 60)
      frame += 1
    }
    let trace = try TraceFile(recorder.chromeTrace())
    let samples = trace.events(phase: "C").filter { $0.name == "Box 1.x" }
    #expect(samples.count == box.xWrites.count && samples.count >= frame)
    for sample in samples.dropLast() {
      let time = try #require(sample.ts) / 1e6
      let nearestFrame = (time * 60).rounded() / 60
      expectClose(time, nearestFrame, absolute: 1e-9, "µs converts back to the frame's time")
      let exact =
        1
        + referenceSpring(
          mass: 1, stiffness: 300, damping: 20, x0: -1, v0: 0, time: nearestFrame
        ).x
      try expectClose(#require(sample.args["value"] as? Double), exact, absolute: 1e-9)
    }
    #expect(samples.last?.args["value"] as? Double == 1 && box.x == 1)
  }

  @Test("the trace uses Chrome's fields and phases: M, X, C and i events, in microseconds")
  func chromeFormat() throws {
    let animator = Animator()
    let recorder = MotionRecorder()
    animator.recorder = recorder
    let (a, b) = (Box(), Box())
    _ = spring(on: animator, box: a)
    let fade = BasicAnimation(property: Box.xProperty, from: 0, to: 1, duration: 0.5)
    animator.add(fade, to: b, forKey: "fade \"quoted\"")
    for frame in 0..<20 { animator.render(at: Double(frame) / 60) }
    animator.removeAnimation(forKey: "x", from: a)
    for frame in 20..<40 { animator.render(at: Double(frame) / 60) }
    let text = recorder.chromeTrace()
    #expect(!text.contains("nan") && !text.contains("inf"))
    let trace = try TraceFile(text)
    #expect(trace.displayTimeUnit == "ms")
    for event in trace.events {
      #expect(event.pid == 1 && event.tid != nil && !event.name.isEmpty)
    }
    let names = Dictionary(
      trace.events(phase: "M").filter { $0.name == "thread_name" }.map {
        ($0.tid ?? -1, $0.args["name"] as? String ?? "")
      }, uniquingKeysWith: { first, _ in first })
    #expect(names[0] == "frames")
    let runs = trace.events(phase: "X")
    #expect(runs.count == 2)
    let removed = try #require(runs.first { $0.args["key"] as? String == "x" })
    #expect(removed.name == "spring Box 1.x" && removed.args["finished"] as? Bool == false)
    #expect(removed.args["tension"] as? Double == 300 && removed.args["friction"] as? Double == 20)
    let removedSpan = try #require(removed.dur)
    #expect(removed.ts == 0)
    expectClose(removedSpan, 19.0 / 60 * 1e6, absolute: 1e-6)
    let faded = try #require(runs.first { $0.args["key"] as? String == "fade \"quoted\"" })
    #expect(faded.args["finished"] as? Bool == true && faded.args["duration"] as? Double == 0.5)
    try expectClose(#require(faded.dur), 0.5e6, absolute: 1e-6)
    #expect(names[try #require(faded.tid)] == "fade \"quoted\" · Box 2.x")
    #expect(removed.tid != faded.tid, "each animation on its own thread")
    let frames = trace.events(phase: "i")
    #expect(frames.count == 40 && frames.allSatisfy { $0.scope == "g" && $0.name == "frame" })
    try expectClose(#require(frames.last?.ts), 39.0 / 60 * 1e6, absolute: 1e-6)
  }

  @Test("CSV has popkit trace's columns, one line per write, done on a finished run's last")
  func csv() throws {
    let animator = Animator()
    let recorder = MotionRecorder()
    animator.recorder = recorder
    let box = Box()
    _ = spring(on: animator, box: box)
    let mover = Box()
    animator.add(
      BasicAnimation(
        property: Box.pointProperty, from: .zero, to: CGPoint(x: 4, y: 8), duration: 0.1),
      to: mover, forKey: "p")
    var frame = 0
    while animator.hasActiveAnimations {
      animator.render(at: Double(frame) / 60)
      frame += 1
    }
    let lines = recorder.csv().split(separator: "\n").map(String.init)
    #expect(lines[0] == "frame,time,key,object,property,value0,value1,velocity0,velocity1,done")
    let springRows = lines.dropFirst().filter { $0.contains(",x,Box 1,x,") }
    #expect(springRows.count == box.xWrites.count)
    let first = springRows[0].split(separator: ",", omittingEmptySubsequences: false)
    #expect(first.count == 10 && first[6] == "" && first[8] == "" && first[9] == "false")
    #expect(springRows.last?.hasSuffix(",true") == true)
    #expect(springRows.filter { $0.hasSuffix(",true") }.count == 1)
    let last = try #require(
      springRows.last?.split(separator: ",", omittingEmptySubsequences: false))
    #expect(Double(String(last[5])) == box.x && Int(last[0]) == frame - 1)
  }
}

/// A Chrome trace read back with Foundation's JSON reader.
struct TraceFile {
  /// One event.
  struct Event {
    var name: String
    var phase: String
    var ts: Double?
    var dur: Double?
    var pid: Int?
    var tid: Int?
    var scope: String?
    var args: [String: Any]
  }

  var events: [Event]
  var displayTimeUnit: String?

  init(_ text: String) throws {
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    displayTimeUnit = root["displayTimeUnit"] as? String
    let list = try #require(root["traceEvents"] as? [[String: Any]])
    events = try list.map { object in
      Event(
        name: try #require(object["name"] as? String), phase: try #require(object["ph"] as? String),
        ts: (object["ts"] as? NSNumber)?.doubleValue,
        dur: (object["dur"] as? NSNumber)?.doubleValue,
        pid: object["pid"] as? Int, tid: object["tid"] as? Int, scope: object["s"] as? String,
        args: object["args"] as? [String: Any] ?? [:])
    }
  }

  func events(phase: String) -> [Event] { events.filter { $0.phase == phase } }
}
