// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A choreography player's onUpdate and onLabel at exact render times: crossings forward and
/// back, several in one frame, seeks, scrubs and repeats, and callbacks that change things.
@Suite("Choreography: onUpdate and onLabel")
@MainActor
struct ChoreographyCallbackTests {
  /// A player of a box's x from 0 to 1 over 1 s (x is the time), with labels at 0, 0.25,
  /// 0.5 (two), 0.75 and 1, and a log of its callbacks.
  @MainActor
  private final class Fixture {
    let animator = Animator()
    let box = Box()
    let player: ChoreographyPlayer
    var log: [String] = []

    init(paused: Bool = true) {
      var plan = Choreography()
      plan.add(KeyframeTrack(from: 0.0, [.linear(1, duration: 1)]), to: box, Box.xProperty)
      for (name, time) in [
        ("start", 0.0), ("q1", 0.25), ("half-b", 0.5), ("half", 0.5), ("q3", 0.75), ("end", 1),
      ] {
        plan.addLabel(name, at: time)
      }
      player = animator.play(plan, paused: paused)
      let box = box
      player.onLabel = { [unowned self] in log.append($0) }
      player.onUpdate = { [unowned self] in log.append("update(\(box.x))") }
      player.onFinish = { [unowned self] in log.append("finish(\($0))") }
    }

    /// Renders a frame and returns what it logged.
    func frame(_ time: Double) -> [String] {
      log = []
      animator.render(at: time)
      return log
    }
  }

  @Test("playing forward: (previous, current], several in one frame in order, then the finish")
  func forward() {
    let fixture = Fixture(paused: false)
    #expect(fixture.frame(0) == ["update(0.0)"], "the label at the start is where it stands")
    #expect(fixture.frame(0.25) == ["q1", "update(0.25)"], "a label at the frame's time")
    #expect(fixture.frame(0.375) == ["update(0.375)"], "and not again on the next")
    #expect(fixture.frame(0.6) == ["half", "half-b", "update(0.6)"])
    #expect(fixture.frame(1.2) == ["q3", "end", "update(1.0)", "finish(end)"])
    #expect(fixture.frame(1.5).isEmpty)
  }

  @Test("playing back: [current, previous), in the order crossed")
  func backward() {
    let fixture = Fixture()
    fixture.player.seek(to: 1)
    #expect(fixture.frame(0) == ["update(1.0)"], "a seek crosses nothing")
    fixture.player.rate = -1
    fixture.player.play()
    #expect(fixture.frame(1) == ["update(1.0)"])
    #expect(fixture.frame(1.25) == ["q3", "update(0.75)"], "the label at 1 is left, not crossed")
    #expect(
      fixture.frame(2.5) == ["half-b", "half", "q1", "start", "update(0.0)", "finish(start)"])
  }

  @Test("seeks and scrubs fire nothing; with firesLabelsOnSeek they fire what they pass")
  func seeks() {
    let fixture = Fixture()
    let player = fixture.player
    player.seek(to: 0.6)
    #expect(fixture.frame(0) == ["update(0.6)"])
    player.progress = 0.1
    #expect(fixture.frame(0.1) == ["update(0.1)"])
    #expect(player.seek(toLabel: "end"))
    #expect(fixture.frame(0.2) == ["update(1.0)"])
    player.progress = 0.1
    #expect(fixture.frame(0.3) == ["update(0.1)"])
    player.firesLabelsOnSeek = true
    player.seek(to: 0.8)
    #expect(fixture.frame(0.4) == ["q1", "half", "half-b", "q3", "update(0.8)"])
    player.progress = 0.3
    #expect(fixture.frame(0.5) == ["q3", "half-b", "half", "update(0.3)"])
    // Two commands before a frame: one jump, from where the frame left it to the last.
    player.seek(to: 0.9)
    player.progress = 0.2
    #expect(fixture.frame(0.6) == ["q1", "update(0.2)"])
  }

  @Test("a seek while playing: the jump fires nothing, the play from there crosses")
  func seekWhilePlaying() {
    let fixture = Fixture(paused: false)
    _ = fixture.frame(0)
    _ = fixture.frame(0.125)
    fixture.player.seek(to: 0.625)
    #expect(fixture.frame(0.25) == ["update(0.625)"])
    #expect(fixture.frame(0.375) == ["q3", "update(0.75)"])
  }

  @Test("a repeat's jump back to its start is not a crossing; with the flag it fires its labels")
  func repeats() {
    for fires in [false, true] {
      let fixture = Fixture()
      fixture.player.repeatCount = 2
      fixture.player.firesLabelsOnSeek = fires
      fixture.player.play()
      #expect(fixture.frame(0) == ["update(0.0)"])
      #expect(fixture.frame(0.5) == ["q1", "half", "half-b", "update(0.5)"])
      let jump = fires ? ["q3", "half-b", "half", "q1", "start"] : []
      #expect(fixture.frame(1.25) == ["q3", "end"] + jump + ["q1", "update(0.25)"])
      #expect(
        fixture.frame(2.1) == ["half", "half-b", "q3", "end", "update(1.0)", "finish(end)"])
    }
  }

  @Test("autoreversing: the turn at an end is a crossing, and the way back crosses again")
  func autoreverses() {
    let fixture = Fixture()
    fixture.player.autoreverses = true
    fixture.player.firesLabelsOnSeek = true  // no jump to fire: the turn is not one
    fixture.player.play()
    _ = fixture.frame(0)
    #expect(fixture.frame(1.25) == ["q1", "half", "half-b", "q3", "end", "q3", "update(0.75)"])
    #expect(
      fixture.frame(2.5) == ["half-b", "half", "q1", "start", "update(0.0)", "finish(start)"])
  }

  @Test("many runs in one frame: every run's labels, in order")
  func manyRuns() {
    let fixture = Fixture()
    fixture.player.repeatForever = true
    fixture.player.play()
    _ = fixture.frame(0)
    let run = ["q1", "half", "half-b", "q3", "end"]
    #expect(fixture.frame(3.5) == run + run + run + ["q1", "half", "half-b", "update(0.5)"])
  }

  @Test("reduced motion takes the play to its end in one straight crossing, repeats skipped")
  func reducedMotion() {
    let fixture = Fixture()
    fixture.player.repeatCount = 3
    fixture.player.play()
    #expect(fixture.frame(0) == ["update(0.0)"])
    #expect(fixture.frame(0.125) == ["update(0.125)"])
    fixture.animator.reducesMotion = true
    #expect(
      fixture.frame(0.25) == ["q1", "half", "half-b", "q3", "end", "update(1.0)", "finish(end)"])
  }

  @Test("a release crosses each label once, on the frame that passes it")
  func release() {
    let fixture = Fixture()
    let player = fixture.player
    player.progress = 0.1
    _ = fixture.frame(0)
    player.release(to: .end, velocity: 0, spring: .smooth)
    var crossings: [String] = []
    var time = 0.0
    while time < 5 && !fixture.log.contains("finish(end)") {
      time += 1.0 / 60
      let before = fixture.box.x
      let logged = fixture.frame(time).filter { !$0.hasPrefix("update") && !$0.hasPrefix("finish") }
      let after = fixture.box.x
      // What lies in (before, after], named in time order.
      let expected = [("q1", 0.25), ("half", 0.5), ("half-b", 0.5), ("q3", 0.75), ("end", 1.0)]
        .filter { $0.1 > before && $0.1 <= after }.map(\.0)
      #expect(logged == expected, "frame at \(time): \(before) → \(after)")
      crossings += logged
    }
    #expect(crossings == ["q1", "half", "half-b", "q3", "end"])
  }

  @Test("a command in a callback on the arrival frame takes over from the arrival")
  func commandOnArrival() {
    let fixture = Fixture(paused: false)
    let player = fixture.player
    // Unowned: the player keeps playing past the test, and a strong capture would be a cycle.
    player.onLabel = { [unowned player, unowned fixture] name in
      fixture.log.append(name)
      if name == "end" { player.seek(to: 0) }
    }
    _ = fixture.frame(0)
    #expect(fixture.frame(1.25) == ["q1", "half", "half-b", "q3", "end", "update(1.0)"])
    #expect(player.isPlaying)
    #expect(fixture.frame(1.5) == ["update(0.0)"], "the seek's state, written")
    #expect(fixture.frame(1.75) == ["q1", "update(0.25)"])
  }

  @Test("a label callback that adds an animation for the player's property: the frame goes on")
  func callbackTakesOver() {
    let fixture = Fixture(paused: false)
    let (animator, box) = (fixture.animator, fixture.box)
    let other = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(1, duration: 1)]), to: other, Box.xProperty)
    let second = animator.play(plan)
    // Weak: the player keeps playing past the test, and a strong capture would be a cycle.
    fixture.player.onLabel = { [weak animator] name in
      guard name == "half", let animator else { return }
      animator.add(
        BasicAnimation(
          property: Box.xProperty, from: 5, to: 6, duration: 1, timingCurve: .linear),
        to: box, forKey: "x")
    }
    animator.render(at: 0)
    animator.render(at: 0.6)
    #expect(box.x == 0.6, "the frame's write came before the label")
    #expect(other.x == 0.6, "the other player's frame went on")
    animator.render(at: 0.8)
    #expect(box.x == 5, "the new animation's first frame")
    #expect(other.x == 0.8)
    #expect(second.isPlaying && fixture.player.isPlaying)
  }
}
