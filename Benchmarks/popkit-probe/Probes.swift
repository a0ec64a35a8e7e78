// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import BenchmarkWorkloads
import Foundation
import PopKit

/// A workload whose instructions `Scripts/perf-gate` counts under callgrind.
///
/// `popkit-probe NAME` runs the probe's setup and then its measured part; `popkit-probe NAME
/// --setup-only` runs the setup alone. The gate counts both programs (callgrind's total,
/// start-up included) and divides the difference by ``units``: instruction counts do not depend
/// on the machine's other work, so one run of each is enough.
struct InstructionProbe {
  /// The name the gate asks for, as `spring-frame`.
  let name: String
  /// How many of the probe's unit the measured part does (spring-frames, new springs, …).
  let units: Int
  /// Runs the setup and, when `measured` is true, the measured part.
  let run: @MainActor (_ measured: Bool) -> Void
}

/// The probes' animations and objects: 1,000 of them, as in the callgrind recipe of
/// Benchmarks/README.md.
private let probeCount = 1000

/// Steady frames of the probes of springs, decays and retargets: 240 at 1/60 s (4 s).
private let probeFrames = 240

/// The probes' object: one animated `Double`, as a view's `x` would be.
///
/// Its write has no run-time exclusivity check (about 80 instructions per write, the caller's
/// cost rather than PopKit's), as in the callgrind recipe of Benchmarks/README.md.
@MainActor
final class Particle {
  // Unchecked: the probes write it only through the property's closure, instantaneously.
  @exclusivity(unchecked) var x = 0.0
}

/// Frames of the keyframe probes: the start frame and 119 steady frames, as in
/// `keyframe-animator` (its tracks last 2.1 s, so none ends).
private let keyframeFrames = 120

/// The property of every probe: the workload's, with threshold 0, so that no spring or decay
/// finishes during the frames (springs of the workload settle below 1e-12 in about 3 s).
@MainActor
let probeX = AnimatableProperty<Particle, Double>(
  name: "x", threshold: 0, read: { $0.x }, write: { $0.x = $1 })

/// Spring `index` of the workload on ``probeX``, from 0.
@MainActor
private func probeSpring(_ index: Int) -> SpringAnimation<Particle, Double> {
  let animation = SpringAnimation(property: probeX)
  animation.fromValue = 0
  animation.toValue = Springs.target(index)
  animation.spring = Springs.spring(index)
  return animation
}

/// The probes the gate knows, by name.
let instructionProbes: [InstructionProbe] = [
  InstructionProbe(name: "spring-frame", units: probeCount * probeFrames) { measured in
    runFrames(measured: measured, frames: probeFrames) { probeSpring($0) }
  },
  InstructionProbe(name: "decay-frame", units: probeCount * probeFrames) { measured in
    runFrames(measured: measured, frames: probeFrames) { index in
      let animation = DecayAnimation(property: probeX)
      animation.fromValue = 0
      animation.velocity = 1000 + Double(index % 100)
      animation.deceleration = 0.998
      return animation
    }
  },
  // The tracks last 2.1 s: 119 steady frames pass through all five segments and none ends.
  InstructionProbe(name: "keyframe-frame", units: probeCount * (keyframeFrames - 1)) { measured in
    runFrames(measured: measured, frames: keyframeFrames - 1) { index in
      KeyframeAnimation(property: probeX, track: KeyframeWorkload.track(index))
    }
  },
  InstructionProbe(name: "player-track-frame", units: probeCount * (keyframeFrames - 1)) {
    measured in
    runPlayer(measured: measured)
  },
  InstructionProbe(name: "retarget-frame", units: probeCount * probeFrames) { measured in
    runRetargets(measured: measured)
  },
  InstructionProbe(name: "spring-start", units: probeCount) { measured in
    runStarts(measured: measured)
  },
]

/// Runs a probe by name, or prints an error and exits with status 2.
///
/// Prints the probe's units on standard output (`units 240000`), which the gate divides by.
@MainActor
func runInstructionProbe(_ name: String, setupOnly: Bool) {
  guard let probe = instructionProbes.first(where: { $0.name == name }) else {
    let names = instructionProbes.map(\.name).joined(separator: ", ")
    fail("no probe '\(name)' (probes: \(names))", status: 2)
  }
  probe.run(!setupOnly)
  print("units \(probe.units)")
  // Exits without deinitializing what the probe kept (see `keepToTheEnd`).
  exit(0)
}

/// What the probes made, kept until the program exits without tearing it down: the two
/// programs of a probe hold different things at the end (the measured one's animator holds
/// the new animations), and their teardown is no part of what is measured.
@MainActor private var survivors: [Any] = []

/// Keeps a probe's objects, animator and animations alive to the end of the program.
@MainActor
private func keepToTheEnd(_ things: Any...) {
  blackHole(things)
  survivors.append(things)
}

/// Stops the program when a probe's animations did not all run to its end: the count would
/// measure something else.
private func require(_ condition: Bool, _ message: String) {
  if !condition { fail("probe failed: \(message)", status: 1) }
}

/// 1,000 animations on 1,000 objects through one animator: the start frame at 0 (setup), then
/// `frames` steady frames at k/60 s (measured).
@MainActor
private func runFrames(
  measured: Bool, frames: Int, _ make: (Int) -> ObjectAnimation<Particle>
) {
  let objects = (0..<probeCount).map { _ in Particle() }
  let animations = (0..<probeCount).map(make)
  let animator = Animator()
  for index in 0..<probeCount { animator.add(animations[index], to: objects[index], forKey: "x") }
  animator.render(at: 0)
  if measured {
    for frame in 1...frames { animator.render(at: identity(Double(frame) / 60)) }
  }
  require(animator.animationCount == probeCount, "an animation ended during the frames")
  keepToTheEnd(objects, animator)
}

/// The keyframe workload's 1,000 tracks in one choreography, played: the start frame at 0
/// (setup), then 119 steady frames at k/60 s (measured).
@MainActor
private func runPlayer(measured: Bool) {
  let objects = (0..<probeCount).map { _ in Particle() }
  var choreography = Choreography()
  for index in 0..<probeCount {
    choreography.add(KeyframeWorkload.track(index), to: objects[index], probeX)
  }
  let animator = Animator()
  let player = animator.play(choreography)
  animator.render(at: 0)
  if measured {
    for frame in 1..<keyframeFrames { animator.render(at: identity(Double(frame) / 60)) }
  }
  require(player.isPlaying, "the player stopped during the frames")
  keepToTheEnd(objects, player, animator)
}

/// 1,000 running springs whose targets move: the start frame (setup), then 240 frames, each
/// after setting every spring's `toValue` to the followed pointer plus its offset (measured).
@MainActor
private func runRetargets(measured: Bool) {
  let objects = (0..<probeCount).map { _ in Particle() }
  let springs = (0..<probeCount).map(probeSpring)
  let animator = Animator()
  for index in 0..<probeCount { animator.add(springs[index], to: objects[index], forKey: "x") }
  animator.render(at: 0)
  let targets = (0...probeFrames).map { frame in
    (0..<7).map { 3 + 2 * sin(Double(frame) / 60 * Double.pi) + Double($0) }
  }
  if measured {
    for frame in 1...probeFrames {
      let frameTargets = targets[frame]
      for index in 0..<probeCount { springs[index].toValue = frameTargets[index % 7] }
      animator.render(at: identity(Double(frame) / 60))
    }
  }
  require(animator.animationCount == probeCount, "a spring ended during the frames")
  keepToTheEnd(objects, animator)
}

/// New springs on a live animator, added and started.
///
/// Setup: 1,000 springs running for three frames, and 1,000 more springs and objects made.
/// Then the next frame, before which, in the measured program, the 1,000 new springs are
/// added (`add`), and on which they start; the setup-only program renders that frame without
/// them, so the difference is the adds and the starts alone.
@MainActor
private func runStarts(measured: Bool) {
  let animator = Animator()
  let running = (0..<probeCount).map { _ in Particle() }
  for index in 0..<probeCount {
    animator.add(probeSpring(index), to: running[index], forKey: "x")
  }
  for frame in 0..<3 { animator.render(at: Double(frame) / 60) }
  let objects = (0..<probeCount).map { _ in Particle() }
  let springs = (0..<probeCount).map(probeSpring)
  for object in objects { object.x = -1 }
  if measured {
    for index in 0..<probeCount { animator.add(springs[index], to: objects[index], forKey: "x") }
  }
  animator.render(at: identity(3.0 / 60))
  // The same count in both programs, so that the check is no part of the difference.
  var started = 0
  for index in 0..<probeCount where springs[index].isRunning && objects[index].x == 0 {
    started += 1
  }
  require(started == (measured ? probeCount : 0), "\(started) new springs started")
  keepToTheEnd(running, objects, springs, animator)
}
