// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The recorder's trace against Chrome's trace event format description (the "Trace Event
/// Format" document that Perfetto's and chrome://tracing's JSON importers follow): every field
/// and phase the recorder writes, each with the type and values the description gives it.
@Suite("Chrome trace format")
@MainActor
struct ChromeTraceFormatTests {
  /// A recording of every kind of write: springs, a decay, a timed curve, `set`, a player's
  /// lane and the player's run, a removal, and a ring small enough to overwrite starts.
  private func richTrace(capacity: Int = 65_536) -> String {
    let animator = Animator()
    let recorder = MotionRecorder(capacity: capacity)
    animator.recorder = recorder
    let boxes = (0..<5).map { _ in Box() }
    animator.add(
      SpringAnimation(property: Box.xProperty, to: 10, spring: Spring(tension: 200, friction: 10)),
      to: boxes[0], forKey: "spring")
    let fling = DecayAnimation(property: Box.xProperty, velocity: 300)
    animator.add(fling, to: boxes[1], forKey: "fling")
    animator.add(
      BasicAnimation(
        property: Box.pointProperty, from: .zero, to: CGPoint(x: 5, y: 9), duration: 0.3),
      to: boxes[2], forKey: "move")
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(1, duration: 0.5)]), to: boxes[3], Box.xProperty)
    animator.play(plan)
    for frame in 0..<40 {
      if frame == 10 { animator.set(boxes[4], Box.xProperty, to: 3) }
      if frame == 20 { animator.removeAnimation(forKey: "fling", from: boxes[1]) }
      animator.render(at: Double(frame) / 60)
    }
    return recorder.chromeTrace()
  }

  @Test("the file is a JSON object with traceEvents, displayTimeUnit ms, and no NaN or infinity")
  func container() throws {
    for capacity in [16, 64, 65_536] {
      let text = richTrace(capacity: capacity)
      // JSONSerialization refuses NaN and Infinity, which JSON cannot spell.
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      #expect(root["displayTimeUnit"] as? String == "ms")
      #expect(root["traceEvents"] is [[String: Any]])
      for word in ["NaN", "nan", "Infinity", "inf"] { #expect(!text.contains(": \(word)")) }
    }
  }

  @Test(
    "each event has the fields its phase needs, with the description's types",
    arguments: [16, 64, 65_536])
  func events(capacity: Int) throws {
    let trace = try TraceFile(richTrace(capacity: capacity))
    #expect(Set(trace.events.map(\.phase)).isSubset(of: ["M", "X", "C", "i"]))
    for event in trace.events {
      #expect(!event.name.isEmpty, "name: a string")
      #expect(event.pid == 1 && event.tid != nil, "pid and tid: integers")
      switch event.phase {
      case "M":
        // Metadata: the process and thread names and the threads' order.
        #expect(["process_name", "thread_name", "thread_sort_index"].contains(event.name))
        if event.name == "thread_sort_index" {
          #expect(event.args["sort_index"] is Int)
        } else {
          #expect(!(event.args["name"] as? String ?? "").isEmpty)
        }
      case "X":
        // Complete events: ts and dur in microseconds, dur >= 0, args an object.
        let (ts, dur) = (try #require(event.ts), try #require(event.dur))
        #expect(ts.isFinite && dur.isFinite && dur >= 0)
        #expect(
          ["spring", "decay", "basic", "choreography"].contains(event.args["kind"] as? String))
        #expect(event.args["finished"] is Bool || event.args["running"] as? Bool == true)
      case "C":
        // Counter events: ts, and args of numbers, one series each.
        #expect(try #require(event.ts).isFinite)
        #expect(!event.args.isEmpty)
        #expect(event.args.values.allSatisfy { ($0 as? NSNumber)?.doubleValue.isFinite == true })
      case "i":
        // Instant events: ts and a scope of g, p or t.
        #expect(try #require(event.ts).isFinite)
        #expect(event.scope == "g")
      default:
        Issue.record("an event of phase \(event.phase)")
      }
    }
  }

  @Test("a thread's complete events never overlap, so they nest as the format requires")
  func nesting() throws {
    let trace = try TraceFile(richTrace())
    let byThread = Dictionary(grouping: trace.events(phase: "X"), by: { $0.tid ?? -1 })
    #expect(byThread.count >= 4)
    for (_, runs) in byThread {
      let sorted = runs.sorted { ($0.ts ?? 0) < ($1.ts ?? 0) }
      for (earlier, later) in zip(sorted, sorted.dropFirst()) {
        #expect((earlier.ts ?? 0) + (earlier.dur ?? 0) <= (later.ts ?? 0) + 1e-6)
      }
    }
    let named = Set(trace.events(phase: "M").filter { $0.name == "thread_name" }.compactMap(\.tid))
    #expect(Set(byThread.keys).isSubset(of: named), "every thread with runs is named")
  }
}
