// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension MotionRecorder {
  /// The recording in Chrome's trace event format (JSON), which Perfetto
  /// (ui.perfetto.dev) and `chrome://tracing` open.
  ///
  /// - Each animation (and each choreography player) is a thread of its own, named after its
  ///   key, object and property, so that its runs never overlap another's. Each run is a
  ///   complete event (`ph` `X`) from its start to its stop, named after its kind and
  ///   property, with `key`, `object`, `property`, `kind`, `finished` and the run's parameters
  ///   (a spring's `tension`, `friction` and `mass`) in `args`. A run whose start the ring
  ///   overwrote begins at the recording's first record and has `"clipped": true`; a run still
  ///   going when the recording ends stops at its last record and has `"running": true`.
  /// - Each animated property of each object is a counter track (`ph` `C`) named like
  ///   `Card 2.x`: one sample per write, the value in `args` (`value`, or `value0`, `value1`, …
  ///   for several components).
  /// - Each frame is a global instant event (`ph` `i`, `s` `g`) named `frame`.
  ///
  /// Times (`ts`, `dur`) are microseconds on the animator's timebase. Every number is finite
  /// (PopKit writes nothing that is not), printed in the shortest form that reads back exactly.
  ///
  /// - Parameter time: The earliest time kept, on the animator's timebase; `nil` for all.
  /// - Returns: The JSON text.
  public func chromeTrace(since time: Double? = nil) -> String {
    var trace = ChromeTraceWriter(channels: channels, overwritten: overwrittenCount)
    forEachSlot(since: time) { slot, numbers in trace.add(slot, numbers) }
    return trace.finish()
  }
}

/// Builds a Chrome trace from a recorder's slots, oldest first.
@MainActor
struct ChromeTraceWriter {
  /// The recorder's channels.
  let channels: [MotionChannel]
  /// The records overwritten before these.
  let overwritten: Int
  /// The events written so far, one JSON object each.
  private var events: [String] = []
  /// Each channel's open run: its start time and parameters.
  private var openRuns: [Int: (time: Double, parameters: [Double], clipped: Bool)] = [:]
  /// The channels that have a thread (that had a run).
  private var threads: Set<Int> = []
  /// The first and the last time recorded.
  private var span: (first: Double, last: Double)?

  init(channels: [MotionChannel], overwritten: Int) {
    self.channels = channels
    self.overwritten = overwritten
  }

  /// Adds one record.
  mutating func add(_ slot: MotionRecorder.Slot, _ numbers: [Double]) {
    span = (span?.first ?? slot.time, slot.time)
    let ts = Self.microseconds(slot.time)
    let index = Int(slot.channel)
    switch slot.kind {
    case .frame:
      events.append(#"{"name":"frame","cat":"frame","ph":"i","s":"g","ts":\#(ts),"pid":1,"tid":0}"#)
    case .write:
      let channel = channels[index]
      let count = numbers.count / 2
      let names = count == 1 ? ["value"] : (0..<count).map { "value\($0)" }
      let args = zip(names, numbers).map { "\(JSONText.quoted($0)):\(MotionRecorder.text(of: $1))" }
      events.append(
        #"{"name":\#(JSONText.quoted(channel.trackName)),"cat":"value","ph":"C","ts":\#(ts),"pid":1,"tid":0,"args":{\#(args.joined(separator: ","))}}"#
      )
      if openRuns[index] == nil && channel.source == .animation {
        // A write of a run whose start was overwritten: the run is clipped.
        openRuns[index] = (span?.first ?? slot.time, [], true)
      }
    case .start:
      if let open = openRuns[index] { close(index, open, at: slot.time, finished: false) }
      openRuns[index] = (slot.time, numbers, false)
    case .finishedStop, .unfinishedStop:
      let open = openRuns[index] ?? (span?.first ?? slot.time, [], true)
      close(index, open, at: slot.time, finished: slot.kind == .finishedStop)
    }
  }

  /// Writes a run's complete event and forgets it.
  private mutating func close(
    _ index: Int, _ run: (time: Double, parameters: [Double], clipped: Bool), at end: Double,
    finished: Bool?
  ) {
    openRuns[index] = nil
    threads.insert(index)
    let channel = channels[index]
    var args = [
      (#""key""#, channel.key.map(JSONText.quoted) ?? "null"),
      (#""object""#, JSONText.quoted(channel.object)),
      (#""property""#, channel.property.map(JSONText.quoted) ?? "null"),
      (#""kind""#, JSONText.quoted(channel.kind?.rawValue ?? "set")),
    ]
    if let finished { args.append((#""finished""#, finished ? "true" : "false")) }
    if run.clipped { args.append((#""clipped""#, "true")) }
    if finished == nil { args.append((#""running""#, "true")) }
    for (name, value) in zip(channel.parameterNames, run.parameters) {
      args.append((JSONText.quoted(name), MotionRecorder.text(of: value)))
    }
    let name = "\(channel.kind?.rawValue ?? "run") \(channel.trackName)"
    let body = args.map { "\($0.0):\($0.1)" }.joined(separator: ",")
    events.append(
      #"{"name":\#(JSONText.quoted(name)),"cat":"animation","ph":"X","ts":\#(Self.microseconds(run.time)),"dur":\#(Self.microseconds(max(end - run.time, 0))),"pid":1,"tid":\#(index + 1),"args":{\#(body)}}"#
    )
  }

  /// The whole trace: the metadata (process and thread names), then the events.
  mutating func finish() -> String {
    if let last = span?.last {
      for (index, run) in openRuns.sorted(by: { $0.key < $1.key }) {
        close(index, run, at: last, finished: nil)
      }
    }
    var lines = [
      #"{"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"PopKit animator"}}"#,
      #"{"name":"thread_name","ph":"M","pid":1,"tid":0,"args":{"name":"frames"}}"#,
    ]
    for index in threads.sorted() {
      let channel = channels[index]
      let owner = channel.key.map { "\($0) · " } ?? "player · "
      lines.append(
        #"{"name":"thread_name","ph":"M","pid":1,"tid":\#(index + 1),"args":{"name":\#(JSONText.quoted(owner + channel.trackName))}}"#
      )
      lines.append(
        #"{"name":"thread_sort_index","ph":"M","pid":1,"tid":\#(index + 1),"args":{"sort_index":\#(index + 1)}}"#
      )
    }
    lines += events
    return "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"recorder\":\"PopKit MotionRecorder\","
      + "\"overwrittenRecords\":\(overwritten)},\"traceEvents\":[\n"
      + lines.joined(separator: ",\n") + "\n]}\n"
  }

  /// Seconds as microseconds, printed exactly.
  static func microseconds(_ seconds: Double) -> String {
    MotionRecorder.text(of: seconds * 1_000_000)
  }
}

extension MotionRecorder {
  /// A recorded number as the recorder's CSV and trace (and `PopKitTesting`'s snapshots) write
  /// it: its shortest exact form; 0 for one that is not finite (none is recorded).
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text, such as `0.25`, `3` or `1e-07`.
  /// - Complexity: O(1).
  nonisolated package static func text(of value: Double) -> String {
    value.isFinite ? JSONText.shortest(value) : "0"
  }
}
