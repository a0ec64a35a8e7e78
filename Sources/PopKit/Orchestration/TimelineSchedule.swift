// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The starts and finishes of a timeline's entries as a run learns them, in time proportional to
/// what it learns.
///
/// Each entry waits for one thing: nothing (a time, or the first entry), another entry's start
/// (`withPrevious`, a label), another entry's finish (`afterPrevious`), or the finish of every
/// entry before it (`afterAll`). Those links point backwards, are found once, when the run is
/// made, and are kept as lists of the entries waiting on each entry's start and finish; every
/// entry before the first unfinished one has finished, so `afterAll` entries are resolved as
/// that point moves on. Entries whose start is known wait in a queue ordered by start, and
/// labels whose time is known in another, until the run passes them.
///
/// - Complexity: O(n) to make for n entries; learning a finish costs O(1) plus the starts it
///   resolves, each O(log n) for the queue; ``nextStart`` is O(1). A run's whole life is
///   O(n log n) however its entries are placed.
struct TimelineSchedule {
  /// What an entry's start waits for.
  private enum Wait {
    /// Nothing: the start is this.
    case time(Double)
    /// Another entry's start, plus an offset.
    case start(of: Int, offset: Double)
    /// Another entry's finish, plus an offset.
    case finish(of: Int, offset: Double)
    /// The finish of every entry before this one, plus an offset.
    case allBefore(offset: Double)
  }

  /// What each entry waits for.
  private let waits: [Wait]
  /// Whether each entry is an animation (not a label).
  private let isAnimation: [Bool]
  /// Each entry's start on the run's time, once known.
  private(set) var starts: [Double?]
  /// Each animation's finish on the run's time, once known.
  private(set) var finishes: [Double?]
  /// The first entry waiting on each entry's start and on each entry's finish, and the next
  /// entry waiting on the same (an entry waits on one thing): -1 ends a list.
  private var firstOnStart: [Int32]
  private var firstOnFinish: [Int32]
  private var nextWaiting: [Int32]
  /// The first entry that is an unfinished animation, or `count`; every animation before it
  /// has finished.
  private var firstUnfinished = 0
  /// The latest finish of the animations before ``firstUnfinished`` (0 if none).
  private var latestFinish = 0.0
  /// The animations whose start is known and that have not been taken by ``takeNextStart()``.
  private var queue = TimelineStartQueue()
  /// The labels whose time is known and that have not been taken by ``takeNextLabel()``.
  private var labelQueue = TimelineStartQueue()
  /// Entries whose start was just learned, whose waiting entries are yet to learn theirs.
  private var learned: [Int] = []
  /// The animations not yet finished.
  private(set) var unfinishedCount = 0
  /// How many times the schedule touched an entry.
  ///
  /// An entry's start learned, taken or its finish learned, or the entry passed over on the
  /// way to the first unfinished one. Tests read it to see that a frame's work follows what changes, not the plan's size.
  private(set) var work = 0

  /// Makes the schedule of a plan and learns every start that depends on nothing running.
  init(_ entries: [Timeline.Entry]) {
    var waits: [Wait] = []
    waits.reserveCapacity(entries.count)
    var previous: Int?
    var labels: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      waits.append(TimelineSchedule.wait(of: entry.position, previous: previous, labels: labels))
      if let label = entry.label { labels[label] = index }
      if entry.animation != nil { previous = index }
    }
    self.waits = waits
    isAnimation = entries.map { $0.animation != nil }
    starts = Array(repeating: nil, count: entries.count)
    finishes = Array(repeating: nil, count: entries.count)
    firstOnStart = Array(repeating: -1, count: entries.count)
    firstOnFinish = Array(repeating: -1, count: entries.count)
    nextWaiting = Array(repeating: -1, count: entries.count)
    unfinishedCount = isAnimation.count(where: { $0 })
    for index in waits.indices.reversed() {
      // Reversed, so that each list is in the order the entries were added.
      switch waits[index] {
      case .start(let other, _):
        nextWaiting[index] = firstOnStart[other]
        firstOnStart[other] = Int32(index)
      case .finish(let other, _):
        nextWaiting[index] = firstOnFinish[other]
        firstOnFinish[other] = Int32(index)
      case .time, .allBefore:
        break
      }
    }
    for index in waits.indices {
      if case .time(let time) = waits[index] { learnStart(of: index, at: time) }
    }
    passFinishedEntries()
  }

  /// What an entry at `position` waits for, given the animation entry before it and the
  /// labels before it (the latest of each name).
  private static func wait(
    of position: Timeline.Position, previous: Int?, labels: [String: Int]
  ) -> Wait {
    switch position {
    case .at(let time):
      return .time(time)
    case .label(let name, let offset):
      guard let label = labels[name] else { preconditionFailure("checked when added") }
      return .start(of: label, offset: offset)
    case .withPrevious(let offset):
      guard let previous else { return .time(offset) }
      return .start(of: previous, offset: offset)
    case .afterPrevious(let offset):
      guard let previous else { return .time(offset) }
      return .finish(of: previous, offset: offset)
    case .afterAll(let offset):
      return .allBefore(offset: offset)
    }
  }

  /// The earliest known start of an animation not yet taken, and its entry.
  var nextStart: (time: Double, index: Int)? { queue.first }

  /// The earliest known label not yet taken, and its entry (of two at one time, the one added
  /// first).
  var nextLabel: (time: Double, index: Int)? { labelQueue.first }

  /// Takes the label of ``nextLabel`` off its queue, passed by the run.
  mutating func takeNextLabel() {
    labelQueue.removeFirst()
  }

  /// Takes the animation of ``nextStart`` off the queue, to be started.
  mutating func takeNextStart() {
    work += 1
    queue.removeFirst()
  }

  /// Learns that an animation finished at `time` on the run's time, and the starts that
  /// follow from it; a second finish of the same entry is ignored.
  mutating func learnFinish(of index: Int, at time: Double) {
    guard isAnimation[index], finishes[index] == nil else { return }
    work += 1
    finishes[index] = time
    unfinishedCount -= 1
    var waiting = firstOnFinish[index]
    while waiting >= 0 {
      let entry = Int(waiting)
      if case .finish(_, let offset) = waits[entry] { learnStart(of: entry, at: time + offset) }
      waiting = nextWaiting[entry]
    }
    passFinishedEntries()
  }

  /// Moves ``firstUnfinished`` past the finished entries; each `afterAll` entry reached learns
  /// its start.
  private mutating func passFinishedEntries() {
    while firstUnfinished < waits.count {
      let index = firstUnfinished
      if case .allBefore(let offset) = waits[index], starts[index] == nil {
        learnStart(of: index, at: latestFinish + offset)
      }
      if isAnimation[index] {
        guard let finish = finishes[index] else { return }
        latestFinish = max(latestFinish, finish)
      }
      work += 1
      firstUnfinished += 1
    }
  }

  /// Learns an entry's start, and those of the entries that wait on it, and theirs in turn.
  private mutating func learnStart(of index: Int, at time: Double) {
    learned.append(index)
    setStart(of: index, at: time)
    while let known = learned.popLast() {
      guard let start = starts[known] else { continue }
      var waiting = firstOnStart[known]
      while waiting >= 0 {
        let entry = Int(waiting)
        if case .start(_, let offset) = waits[entry] {
          setStart(of: entry, at: start + offset)
          learned.append(entry)
        }
        waiting = nextWaiting[entry]
      }
    }
  }

  /// Sets one entry's start; an animation joins the queue of starts, a label that of labels.
  private mutating func setStart(of index: Int, at time: Double) {
    work += 1
    starts[index] = time
    if isAnimation[index] {
      queue.insert(time: time, index: index)
    } else {
      labelQueue.insert(time: time, index: index)
    }
  }
}
