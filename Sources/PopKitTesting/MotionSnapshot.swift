// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A recorded run of motion: every value written on an animator, frame by frame, as the rows
/// of `MotionRecorder/csv(since:)`.
///
/// Make one from a recorder you attached yourself (``init(_:)``), or let
/// ``record(seconds:framesPerSecond:capacity:_:)`` drive a `ManualClock` at 60 Hz
/// and call your closure before each frame; then compare it with a golden file with
/// ``expectMotion(_:matchesGolden:tolerance:directory:record:filePath:sourceLocation:)``.
///
/// ```swift
/// let box = Box()
/// let snapshot = MotionSnapshot.record(seconds: 1) { animator, time in
///   guard time == 0 else { return }
///   animator.add(SpringAnimation(property: xProperty, to: 1), to: box, forKey: "x")
/// }
/// expectMotion(snapshot, matchesGolden: "box-spring")
/// ```
///
/// The text form (``csv``) is the recorder's CSV, numbers in their shortest form that reads
/// back exactly, so a golden file holds the run bit for bit.
public struct MotionSnapshot: Sendable, Equatable {
  /// One write: a row of the CSV.
  public struct Row: Sendable, Equatable {
    /// The recorded frame the write belongs to, from 0.
    public var frame: Int
    /// The write's time on the animator's timebase, in seconds.
    public var time: Double
    /// The animation's key; empty for `set` and choreography players.
    public var key: String
    /// The object's label, such as `Card 2`.
    public var object: String
    /// The property's name, such as `x`; empty when the recorder had none.
    public var property: String
    /// The value's components.
    public var value: [Double]
    /// The velocity's components (as many as the value's).
    public var velocity: [Double]
    /// Whether this is the last write of a run that finished.
    public var isDone: Bool

    /// The object and property, as the recorder's tracks are named: `Card 2.x`.
    public var track: String { property.isEmpty ? object : "\(object).\(property)" }

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - frame: The recorded frame, from 0.
    ///   - time: The time, in seconds.
    ///   - key: The animation's key, or empty.
    ///   - object: The object's label.
    ///   - property: The property's name, or empty.
    ///   - value: The value's components.
    ///   - velocity: The velocity's components.
    ///   - isDone: Whether a finished run wrote its last frame.
    public init(
      frame: Int, time: Double, key: String, object: String, property: String, value: [Double],
      velocity: [Double], isDone: Bool
    ) {
      self.frame = frame
      self.time = time
      self.key = key
      self.object = object
      self.property = property
      self.value = value
      self.velocity = velocity
      self.isDone = isDone
    }
  }

  /// The writes, in the order recorded.
  public var rows: [Row]
  /// How many records the recorder's ring had overwritten when the snapshot was taken: a run
  /// longer than the ring holds; anything but 0 means the start of the run is missing.
  public var overwrittenRecords: Int

  /// Creates a snapshot of rows.
  ///
  /// - Parameters:
  ///   - rows: The writes, in order.
  ///   - overwrittenRecords: How many records the recorder had lost; default 0.
  public init(rows: [Row], overwrittenRecords: Int = 0) {
    self.rows = rows
    self.overwrittenRecords = overwrittenRecords
  }

  /// Takes a snapshot of everything a recorder holds.
  ///
  /// - Parameter recorder: The recorder, attached to the animator of the run
  ///   (`animator.recorder = recorder`).
  @MainActor
  public init(_ recorder: MotionRecorder) {
    do {
      self = try MotionSnapshot(csv: recorder.csv())
    } catch {
      // The recorder's own CSV always reads back; failing here is a bug in PopKit.
      preconditionFailure("MotionSnapshot: the recorder's CSV did not read back: \(error)")
    }
    overwrittenRecords = recorder.overwrittenCount
  }

  /// The number of components of the widest value.
  public var width: Int { max(rows.map(\.value.count).max() ?? 1, 1) }

  /// The snapshot as CSV, with the recorder's columns (`MotionRecorder/csv(since:)`):
  /// `frame,time,key,object,property,value,velocity,done`, or `value0`, `value1`, … and
  /// `velocity0`, … when some value has several components.
  public var csv: String {
    let width = self.width
    let names = { (base: String) in width == 1 ? [base] : (0..<width).map { "\(base)\($0)" } }
    var text =
      (["frame", "time", "key", "object", "property"] + names("value") + names("velocity")
      + ["done"]).joined(separator: ",") + "\n"
    for row in rows {
      let padding = Array(repeating: "", count: width - row.value.count)
      let fields =
        [
          String(row.frame), MotionRecorder.text(of: row.time), CSVText.field(row.key),
          CSVText.field(row.object), CSVText.field(row.property),
        ]
        + row.value.map(MotionRecorder.text(of:)) + padding
        + row.velocity.map(MotionRecorder.text(of:)) + padding
        + [row.isDone ? "true" : "false"]
      text += fields.joined(separator: ",") + "\n"
    }
    return text
  }

  /// The rows of the frames `0`, `step`, `2 step`, … and of the last frame: a smaller golden
  /// file for a long run.
  ///
  /// - Parameter step: Keep one frame in this many; `>= 1` (1 keeps everything).
  /// - Returns: The thinned snapshot.
  public func thinned(keepingEvery step: Int) -> MotionSnapshot {
    guard step > 1 else { return self }
    let last = rows.last?.frame
    var thinned = self
    thinned.rows = rows.filter { $0.frame % step == 0 || $0.frame == last }
    return thinned
  }
}

extension MotionSnapshot {
  /// Runs motion on a `ManualClock` at a fixed frame rate and records it.
  ///
  /// Makes a clock, an animator on it and a recorder attached to it; then for each frame
  /// `i` in `0 ... seconds × framesPerSecond`, calls `frame` with the animator and the frame's
  /// time `i / framesPerSecond` (start animations, press keys, move a finger), and moves the
  /// clock to that time, which renders the frame while anything runs.
  ///
  /// - Parameters:
  ///   - seconds: How long to run; finite, `0 ... 1e6`.
  ///   - framesPerSecond: The frame rate; finite and `> 0`. Default 60.
  ///   - capacity: The recorder's ring, in records (`MotionRecorder/init(capacity:valueCapacity:)`).
  ///   - frame: Called before each frame with the animator and the frame's time, in seconds.
  /// - Returns: The recorded run.
  @MainActor
  public static func record(
    seconds: Double, framesPerSecond: Double = 60, capacity: Int = 65_536,
    _ frame: (_ animator: Animator, _ time: Double) -> Void
  ) -> MotionSnapshot {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let recorder = MotionRecorder(capacity: capacity)
    animator.recorder = recorder
    drive(clock, seconds: seconds, framesPerSecond: framesPerSecond) { time in
      frame(animator, time)
    }
    return MotionSnapshot(recorder)
  }

  /// Moves a clock through frames at a fixed rate, calling `frame` before each.
  ///
  /// For a run whose animators you make yourself (several, or made by your own code): make
  /// them on `clock`, attach one recorder to each, drive, then take ``init(_:)``. Frame `i`
  /// is at `clock`'s start time plus `i / framesPerSecond`, for `i` in
  /// `0 ... seconds × framesPerSecond` (rounded).
  ///
  /// - Parameters:
  ///   - clock: The clock that drives the animators.
  ///   - seconds: How long to run; finite, `0 ... 1e6`.
  ///   - framesPerSecond: The frame rate; finite and `> 0`, for at most 10⁸ frames.
  ///   - frame: Called before each frame with the frame's time, in seconds from the start.
  @MainActor
  public static func drive(
    _ clock: ManualClock, seconds: Double, framesPerSecond: Double = 60,
    _ frame: (_ time: Double) -> Void
  ) {
    // Like PopKit's own parameters, a wrong one is a programmer's error, named when it traps.
    precondition(
      seconds.isFinite && seconds >= 0 && seconds <= 1e6,
      "MotionSnapshot.drive: seconds is \(seconds); allowed: finite, 0 ... 1e6")
    precondition(
      framesPerSecond.isFinite && framesPerSecond > 0 && seconds * framesPerSecond <= 1e8,
      "MotionSnapshot.drive: framesPerSecond is \(framesPerSecond); allowed: finite, > 0, "
        + "at most 1e8 frames in all")
    let start = clock.currentTime
    let count = Int((seconds * framesPerSecond).rounded())
    for index in 0...count {
      let time = Double(index) / framesPerSecond
      frame(time)
      clock.advance(to: start + time)
    }
  }
}
