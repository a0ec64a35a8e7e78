// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Records every value written on an animator — by its animations, by ``Animator/set(_:_:to:)``
/// and by choreography players — with the frames and the runs' starts and stops, into a ring
/// of fixed capacity; writes it for Perfetto and `chrome://tracing` (``chromeTrace(since:)``)
/// or as CSV (``csv(since:)``).
///
/// ```swift
/// let recorder = MotionRecorder()
/// animator.recorder = recorder
/// // … frames …
/// let trace = recorder.chromeTrace()  // open it in ui.perfetto.dev
/// try trace.write(toFile: "motion.json", atomically: true, encoding: .utf8)
/// ```
///
/// The ring is allocated when the recorder is made; once each channel has been seen, recording
/// allocates nothing. When full it overwrites the oldest records, so it keeps the last few
/// seconds of a long session (``capacity`` records; at 60 Hz, 10 properties in motion take
/// about 660 records a second). An animator without a recorder pays nothing for recording:
/// its animations take their fast path, which does not look for one.
@MainActor
public final class MotionRecorder {
  /// The number of records the ring keeps.
  public let capacity: Int
  /// The numbers (values, velocities and parameters) the ring keeps, shared by its records.
  public let valueCapacity: Int
  /// What the recorded writes went to, in the order first recorded; a record's ``MotionRecord/channel``
  /// is an index here.
  public private(set) var channels: [MotionChannel] = []

  /// One recorded event, its numbers in the value ring from `valueStart` on.
  struct Slot {
    /// When, on the animator's timebase.
    var time = 0.0
    /// The absolute position of its first number in the value ring.
    var valueStart = 0
    /// The channel; -1 for a frame.
    var channel: Int32 = -1
    /// What happened (``Kind``).
    var kind = Kind.frame
    /// How many numbers it has in the value ring.
    var valueCount: UInt8 = 0
  }

  /// What a slot records.
  enum Kind: UInt8 {
    /// A frame.
    case frame
    /// A write: the value's components, then the velocity's.
    case write
    /// A start: its parameters.
    case start
    /// A stop that finished.
    case finishedStop
    /// A stop that did not finish.
    case unfinishedStop
  }

  // The ring's fields are touched by every recorded write, only instantaneously (never passed
  // `inout` to a function, never held across a call), so run-time exclusivity checks, which
  // cost more than the record, are off.

  /// The records, as a ring: the oldest at `written - count` (mod capacity).
  // Unchecked: every recorded write stores into it, only instantaneously.
  @exclusivity(unchecked) private var slots: ContiguousArray<Slot>
  /// The numbers of the records, as a ring.
  // Unchecked: every recorded write stores into it, only instantaneously.
  @exclusivity(unchecked) private var numbers: ContiguousArray<Double>
  /// How many records were ever recorded.
  // Unchecked: every recorded write counts in it, only instantaneously.
  @exclusivity(unchecked) private var written = 0
  /// How many numbers were ever recorded.
  // Unchecked: every recorded write counts in it, only instantaneously.
  @exclusivity(unchecked) private var numbersWritten = 0
  /// Where the next record goes in `slots` (`written` mod capacity).
  // Unchecked: every recorded write moves it, only instantaneously.
  @exclusivity(unchecked) private var nextSlot = 0
  /// Where the next number goes in `numbers` (`numbersWritten` mod valueCapacity).
  // Unchecked: every recorded number moves it, only instantaneously.
  @exclusivity(unchecked) private var nextNumber = 0
  /// Each channel's index, by what identifies it.
  private var channelIndex: [ChannelKey: Int32] = [:]
  /// How many objects of each type were labelled.
  private var objectCounts: [String: Int] = [:]
  /// Each object's label, by identity.
  private var objectLabels: [UInt: String] = [:]
  /// This recorder, told apart from every other made in the process (animations keep the
  /// channel they record to, with the recorder's number).
  let number: UInt64

  /// The number of the next recorder made.
  private static var nextNumber: UInt64 = 1

  /// Creates a recorder with its ring.
  ///
  /// - Parameters:
  ///   - capacity: The records it keeps; `>= 16`. Default 65,536 (about 1.5 MB).
  ///   - valueCapacity: The numbers it keeps for them; `nil` (the default) is four per record
  ///     (a 1- or 2-component value and its velocity); `>= 64`.
  public init(capacity: Int = 65_536, valueCapacity: Int? = nil) {
    checkParameter(
      capacity >= 16, "MotionRecorder capacity", Double(capacity), allowed: ">= 16")
    let valueCapacity = valueCapacity ?? capacity.multipliedReportingOverflow(by: 4).partialValue
    checkParameter(
      valueCapacity >= 64, "MotionRecorder valueCapacity", Double(valueCapacity),
      allowed: ">= 64")
    self.capacity = capacity
    self.valueCapacity = valueCapacity
    slots = ContiguousArray(repeating: Slot(), count: capacity)
    numbers = ContiguousArray(repeating: 0, count: valueCapacity)
    number = Self.nextNumber
    Self.nextNumber += 1
  }

  /// The number of records the ring holds now.
  public var count: Int { min(written, capacity) }

  /// The number of records overwritten since the recorder was made or reset.
  public var overwrittenCount: Int { max(written - capacity, 0) }

  /// Forgets every record (and the channels).
  public func reset() {
    written = 0
    numbersWritten = 0
    nextSlot = 0
    nextNumber = 0
    channels = []
    channelIndex = [:]
    objectCounts = [:]
    objectLabels = [:]
  }

  /// The records held, oldest first, from a time on.
  ///
  /// A record whose numbers were overwritten by later ones (values of many components fill
  /// the number ring before the record ring) is left out.
  ///
  /// - Parameter time: The earliest time kept, on the animator's timebase; `nil` for all.
  /// - Returns: The records.
  public func records(since time: Double? = nil) -> [MotionRecord] {
    var records: [MotionRecord] = []
    records.reserveCapacity(count)
    forEachSlot(since: time) { slot, numbers in
      let channel = slot.channel >= 0 ? Int(slot.channel) : nil
      switch slot.kind {
      case .frame:
        records.append(
          MotionRecord(event: .frame, time: slot.time, channel: nil, values: [], velocity: []))
      case .write:
        let half = numbers.count / 2
        records.append(
          MotionRecord(
            event: .write, time: slot.time, channel: channel, values: Array(numbers[..<half]),
            velocity: Array(numbers[half...])))
      case .start:
        records.append(
          MotionRecord(
            event: .start, time: slot.time, channel: channel, values: numbers, velocity: []))
      case .finishedStop, .unfinishedStop:
        records.append(
          MotionRecord(
            event: .stop(finished: slot.kind == .finishedStop), time: slot.time, channel: channel,
            values: [], velocity: []))
      }
    }
    return records
  }

  /// Calls `body` with every slot held (and its numbers), oldest first, from a time on.
  func forEachSlot(since time: Double?, _ body: (Slot, [Double]) -> Void) {
    let oldestNumber = numbersWritten - valueCapacity
    for absolute in (written - count)..<written {
      let slot = slots[absolute % capacity]
      if let time, slot.time < time { continue }
      guard slot.valueCount == 0 || slot.valueStart >= oldestNumber else { continue }
      var values: [Double] = []
      if slot.valueCount > 0 {
        values.reserveCapacity(Int(slot.valueCount))
        for offset in 0..<Int(slot.valueCount) {
          values.append(numbers[(slot.valueStart + offset) % valueCapacity])
        }
      }
      body(slot, values)
    }
  }

  // MARK: Recording

  /// Appends a slot whose numbers follow.
  @inline(__always)
  private func append(_ kind: Kind, time: Double, channel: Int32, valueCount: Int) {
    slots[nextSlot] = Slot(
      time: time, valueStart: numbersWritten, channel: channel, kind: kind,
      valueCount: UInt8(truncatingIfNeeded: valueCount))
    written += 1
    nextSlot = nextSlot + 1 == capacity ? 0 : nextSlot + 1
  }

  /// Appends a number to the number ring.
  @inline(__always)
  private func push(_ number: Double) {
    numbers[nextNumber] = number
    numbersWritten += 1
    nextNumber = nextNumber + 1 == valueCapacity ? 0 : nextNumber + 1
  }

  /// Records a frame.
  func recordFrame(at time: Double) {
    append(.frame, time: time, channel: -1, valueCount: 0)
  }

  /// Records a write of a value and its velocity.
  func recordWrite<Vector: AnimatableVector>(
    channel: Int32, at time: Double, value: Vector, velocity: Vector
  ) {
    let count = Vector.componentCount
    append(.write, time: time, channel: channel, valueCount: 2 * count)
    for index in 0..<count { push(value[index]) }
    for index in 0..<count { push(velocity[index]) }
  }

  /// Records the start of a run with up to three parameters (named by the channel).
  func recordStart(channel: Int32, at time: Double, parameters: SIMD4<Double>) {
    let count = channels[Int(channel)].parameterNames.count
    append(.start, time: time, channel: channel, valueCount: count)
    for index in 0..<count { push(parameters[index]) }
  }

  /// Records the stop of a run.
  func recordStop(channel: Int32, at time: Double, finished: Bool) {
    append(finished ? .finishedStop : .unfinishedStop, time: time, channel: channel, valueCount: 0)
  }

  // MARK: Channels

  /// What identifies a channel: where its writes come from, the object, the key and the
  /// property.
  private struct ChannelKey: Hashable {
    var source: MotionChannel.Source
    var object: UInt
    var key: String
    var property: String
  }

  /// The channel of writes from a source to an object's property, made on first use.
  ///
  /// - Parameters:
  ///   - source: Where the writes come from.
  ///   - object: The object's identity.
  ///   - objectType: The object's type name.
  ///   - key: The animation's key (`nil` for `set` and players).
  ///   - property: The property's name (`nil` for a player's own channel).
  ///   - componentCount: The value's components.
  ///   - kind: The animation's kind.
  /// - Returns: The channel's index.
  func channel(
    _ source: MotionChannel.Source, object: UInt, objectType: String, key: String?,
    property: String?, componentCount: Int, kind: RunningAnimation.Kind?
  ) -> Int32 {
    let identity = ChannelKey(
      source: source, object: object, key: key ?? "", property: property ?? "")
    if let index = channelIndex[identity] {
      if channels[Int(index)].kind != kind, let kind { retype(Int(index), to: kind) }
      return index
    }
    let index = Int32(channels.count)
    channels.append(
      MotionChannel(
        source: source, key: key, objectType: objectType,
        object: label(of: object, type: objectType), property: property,
        componentCount: componentCount, kind: kind,
        parameterNames: Self.parameterNames(of: kind)))
    channelIndex[identity] = index
    return index
  }

  /// Notes that an animation of another kind now runs under a channel's key.
  private func retype(_ index: Int, to kind: RunningAnimation.Kind) {
    channels[index].kind = kind
    channels[index].parameterNames = Self.parameterNames(of: kind)
  }

  /// An object's label: its type and its number among the objects of that type.
  private func label(of object: UInt, type: String) -> String {
    if let label = objectLabels[object], label.hasPrefix(type + " ") { return label }
    let number = (objectCounts[type] ?? 0) + 1
    objectCounts[type] = number
    let label = "\(type) \(number)"
    objectLabels[object] = label
    return label
  }

  /// The names of the parameters a start of a kind records.
  static func parameterNames(of kind: RunningAnimation.Kind?) -> [String] {
    switch kind {
    case .spring: ["tension", "friction", "mass"]
    case .decay: ["deceleration"]
    case .basic, .keyframe, .choreography: ["duration"]
    case .custom, .timeline, .layout, nil: []
    }
  }
}
