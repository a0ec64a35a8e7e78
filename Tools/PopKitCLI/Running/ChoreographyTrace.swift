// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange

/// A document's choreography played on PopKit's ``Animator`` and rendered by hand, frame by
/// frame, with a script of commands to its ``ChoreographyPlayer``: what
/// `popkit trace DOCUMENT --choreography NAME` prints.
struct ChoreographyTrace: Equatable, Sendable {
  /// One property of one target: a row of every frame.
  struct Property: Equatable, Sendable {
    /// The target's name in the document.
    var target: String
    /// The property's name in the document.
    var property: String
    /// Its number of components, 1 to 4.
    var componentCount: Int
  }

  /// One rendered frame.
  struct Frame: Equatable, Sendable {
    /// The frame number; 0 is the first.
    var frame: Int
    /// The frame's time on the animator's timebase, `frame / fps` seconds.
    var time: Double
    /// Each property's value after the frame, in ``ChoreographyTrace/properties``' order.
    var values: [[Double]]
    /// Each property's velocity as the player wrote it on the frame (units per second of the
    /// animator's timebase); 0 where the player did not write.
    var velocities: [[Double]]
  }

  /// The properties, in the order the document's tracks first name them.
  var properties: [Property]
  /// The frames.
  var frames: [Frame]
  /// Where the player rests when the run ends: the end it rests at, or `nil` between the ends
  /// or still moving (the frame limit came first).
  var finished: ChoreographyPlayer.End?
  /// Whether the run ended because the player came to rest with no command left (not at the
  /// frame limit).
  var cameToRest: Bool
  /// What the choreography made from the document could not play (its `Choreography.notes`:
  /// tracks left unbound), printed on standard error.
  var notes: [String] = []
}

/// Runs a ``ChoreographyTrace``.
@MainActor
enum ChoreographyTraceRunner {
  /// Plays a choreography of a document under a script.
  ///
  /// Under reduced motion, a choreography that names a reduced variant plays it (the animator
  /// chooses it), and the properties are the variant's. Each property is bound to an object of
  /// its own, holding its value before the player
  /// first writes it as the choreography's value at time 0 (the state a player shows at its
  /// start). Before rendering frame N at time N / fps, every command at or before that time
  /// not yet given is given, in the order written; after it, the player's writes are read from
  /// a ``MotionRecorder`` (value and velocity, as the player computes them). The run ends after
  /// the first frame at which the animator has nothing left to do and no command is left, or
  /// after `maxFrames` frames.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The choreography's name; the document must have it.
  ///   - script: The commands.
  ///   - fps: Frames per second, > 0.
  ///   - maxFrames: The most frames, >= 1.
  ///   - reducesMotion: Whether the animator reduces motion.
  /// - Returns: The trace.
  /// - Throws: The document's first problem in the choreography, with its place.
  /// - Complexity: O(frames × properties).
  static func run(
    _ document: MotionDocument, choreography name: String, script: PlayerScript, fps: Double,
    maxFrames: Int, reducesMotion: Bool = false
  ) throws(MotionDocumentError) -> ChoreographyTrace {
    var properties: [ChoreographyTrace.Property] = []
    var indexes: [String: Int] = [:]
    // The plan the player plays: under reduced motion, the choreography's reduced variant
    // if it names one (chosen by the animator; its properties are the ones written).
    let played = reducesMotion ? document.choreographies[name]?.reduced ?? name : name
    for placement in try document.placements(ofChoreography: played) {
      let key = JSONText.quoted(placement.target) + " " + JSONText.quoted(placement.property)
      guard indexes[key] == nil else { continue }
      indexes[key] = properties.count
      properties.append(
        ChoreographyTrace.Property(
          target: placement.target, property: placement.property,
          componentCount: placement.track.componentCount))
    }
    // One object per property; its property's name is its index, which the recorder's
    // channels give back.
    let slots = properties.indices.map { TracedSlot.make(index: $0, properties[$0]) }
    let choreography = try document.choreography(named: name) { target, property in
      let key = JSONText.quoted(target) + " " + JSONText.quoted(property)
      return indexes[key].map { slots[$0].binding }
    }
    // The state at time 0, written by a player of its own on an animator of its own.
    let primer = Animator()
    primer.reducesMotion = reducesMotion
    primer.play(choreography, paused: true).seek(to: 0)
    primer.render(at: 0)

    let animator = Animator()
    animator.reducesMotion = reducesMotion
    let capacity = max(64, 4 * properties.count + 64)
    let recorder = MotionRecorder(capacity: capacity, valueCapacity: capacity * 8)
    animator.recorder = recorder
    let player = animator.play(choreography, paused: true)
    var next = 0
    var frames: [ChoreographyTrace.Frame] = []
    var cameToRest = false
    let zero = properties.map { Array(repeating: 0.0, count: $0.componentCount) }
    for frame in 0..<maxFrames {
      let time = Double(frame) / fps
      while next < script.commands.count, script.commands[next].time <= time {
        give(script.commands[next].action, to: player)
        next += 1
      }
      animator.render(at: time)
      var velocities = zero
      // The ring holds far more than a frame's records; a record's time is its frame's.
      for record in recorder.records(since: time) where record.event == .write {
        guard let channel = record.channel, let name = recorder.channels[channel].property,
          let index = Int(name), velocities.indices.contains(index)
        else { continue }
        velocities[index] = record.velocity
      }
      frames.append(
        ChoreographyTrace.Frame(
          frame: frame, time: time, values: slots.map { $0.read() }, velocities: velocities))
      if next == script.commands.count, !animator.hasActiveAnimations {
        cameToRest = true
        break
      }
    }
    var finished: ChoreographyPlayer.End?
    if cameToRest {
      if player.duration == 0 || player.time == player.duration {
        finished = .end
      } else if player.time == 0 {
        finished = .start
      }
    }
    let notes = choreography.notes + (choreography.reduced?.notes ?? [])
    return ChoreographyTrace(
      properties: properties, frames: frames, finished: finished, cameToRest: cameToRest,
      notes: notes)
  }

  /// Gives a command to the player.
  static func give(_ action: PlayerScript.Action, to player: ChoreographyPlayer) {
    switch action {
    case .play: player.play()
    case .pause: player.pause()
    case .reverse: player.reverse()
    case .stop: player.stop()
    case .seek(let time): player.seek(to: time)
    case .progress(let progress): player.progress = progress
    case .rate(let rate): player.rate = rate
    case .release(let destination, let velocity):
      player.release(to: destination, velocity: velocity)
    }
  }
}

/// One traced property: its object, its binding, and how to read its value.
@MainActor
private struct TracedSlot {
  /// The binding of the property's tracks to the object.
  var binding: MotionBinding
  /// Reads the object's value, per component.
  var read: () -> [Double]

  /// A slot for a property, its value type chosen by its component count.
  static func make(index: Int, _ property: ChoreographyTrace.Property) -> TracedSlot {
    switch property.componentCount {
    case 1: make(Double.self, index: index)
    case 2: make(SIMD2<Double>.self, index: index)
    case 3: make(SIMD3<Double>.self, index: index)
    default: make(SIMD4<Double>.self, index: index)
    }
  }

  private static func make<Value: AnimatableValue>(_ type: Value.Type, index: Int) -> TracedSlot {
    let object = TracedObject<Value>(value: Value(animatableComponents: .zero))
    let property = AnimatableProperty<TracedObject<Value>, Value>(
      name: String(index), read: { $0.value }, write: { $0.value = $1 })
    return TracedSlot(
      binding: .property(property, of: object),
      read: { object.value.animatableComponents.components })
  }
}
