// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitDemos
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("Demo gallery and scenes")
struct DemoGalleryTests {
  private func gallery(_ index: Int = 0) -> DemoGallery {
    DemoGallery(startingAt: index) { Animator() }
  }

  @Test("numbers and arrows choose a demo, wrapping at both ends; q and Ctrl-C quit")
  func navigation() {
    let gallery = gallery()
    #expect(gallery.handle(.character("4"), at: 0) == .changed)
    #expect(gallery.scene is ButtonScene)
    #expect(gallery.handle(.right, at: 0) == .changed)
    #expect(gallery.scene is CounterScene)
    #expect(gallery.handle(.down, at: 0) == .changed)
    #expect(gallery.scene is MenuScene)
    #expect(gallery.handle(.right, at: 0) == .changed)
    #expect(gallery.scene is KeyframesScene)
    #expect(gallery.handle(.right, at: 0) == .changed)
    #expect(gallery.scene is ColourScene)
    #expect(gallery.handle(.right, at: 0) == .changed)
    #expect(gallery.scene is SheetScene)
    #expect(gallery.handle(.right, at: 0) == .changed)
    #expect(gallery.scene is PathScene)
    #expect(gallery.handle(.right, at: 0) == .changed)
    #expect(gallery.scene is ScrollScene)
    #expect(gallery.handle(.right, at: 0) == .changed)
    #expect(gallery.scene is SpringScene)
    #expect(gallery.handle(.left, at: 0) == .changed)
    #expect(gallery.scene is ScrollScene)
    #expect(gallery.handle(.up, at: 0) == .changed)
    #expect(gallery.index == 9)
    #expect(gallery.handle(.character("8"), at: 0) == .changed)
    #expect(gallery.scene is ColourScene)
    #expect(gallery.handle(.character("9"), at: 0) == .changed)
    #expect(gallery.scene is SheetScene)
    #expect(gallery.handle(.character("0"), at: 0) == .ignored)
    for key in [DemoKey.character("q"), .character("Q"), .interrupt] {
      #expect(gallery.handle(key, at: 0) == .quit)
    }
  }

  @Test(
    "a demo left mid-animation goes away with its animator and animations",
    arguments: 0..<11)
  func leavingReleases(index: Int) {
    let gallery = gallery(index)
    #expect(DemoGallery.sceneTypes.count == 11)
    weak let scene = gallery.scene
    weak let animator = gallery.animator
    #expect(gallery.handle(.space, at: 0) == .changed)
    for frame in 0..<5 { gallery.animator.render(at: Double(frame) / 30) }
    gallery.select(index + 1)
    #expect(scene == nil)
    #expect(animator == nil)
  }

  @Test("the frame: tabs on top with the current demo marked, keys at the bottom")
  func chrome() {
    let gallery = gallery(2)
    var canvas = TerminalCanvas(width: 120, height: 24)
    gallery.draw(into: &canvas)
    #expect(canvas.plainLine(0).contains("[3 curves]"))
    #expect(canvas.plainLine(0).contains(" 1 spring "))
    #expect(canvas.plainLine(1) == " " + CurvesScene.summary)
    #expect(canvas.plainLine(23).hasSuffix("q quit"))
    #expect(canvas[0, canvas.plainLine(0).distance(to: "[")].style.isInverse)
  }

  @Test("a terminal smaller than 40×12 gets a note instead of a squeezed demo")
  func tooSmall() {
    var canvas = TerminalCanvas(width: 30, height: 10)
    gallery().draw(into: &canvas)
    #expect(canvas.plainText.contains("needs 40×12 or more"))
    #expect(canvas.plainText.contains("q quits"))
  }

  @Test("spring: a press mid-flight retargets the same spring, keeping its velocity")
  func springRetarget() throws {
    let animator = Animator()
    let scene = SpringScene(animator: animator)
    #expect(scene.handle(.space, at: 0))
    animator.render(at: 0)
    animator.render(at: 0.1)
    let spring = try #require(scene.demo.running)
    let velocity = try #require(spring.velocity)
    #expect(velocity > 1)
    #expect(scene.handle(.space, at: 0.1))
    #expect(scene.demo.running === spring)
    #expect(spring.toValue == 0)
    animator.render(at: 0.1001)
    try expectClose(#require(spring.velocity), velocity, absolute: 0.5, "no jump in velocity")
    #expect(scene.handle(.character("+"), at: 0.1))
    #expect(spring.spring == Spring(bounciness: 14, speed: 8))
    #expect(!scene.handle(.character("z"), at: 0.1))
  }

  @Test("decay: flinging while it slides flings the same animation again from where it is")
  func decayRefling() throws {
    let animator = Animator()
    let scene = DecayScene(animator: animator)
    #expect(scene.handle(.space, at: 0))
    animator.render(at: 0)
    animator.render(at: 0.15)
    let fling = try #require(scene.demo.running)
    let x = scene.demo.ball.x
    #expect(x > 0.5 && x < 1)
    #expect(scene.handle(.space, at: 0.15))
    #expect(scene.demo.running === fling)
    #expect(try #require(fling.velocity) < 0)
    animator.render(at: 0.1501)
    expectClose(scene.demo.ball.x, x, absolute: 0.001)
  }

  @Test(
    "decay: the walls are the bounds; into a wall as deep at every deceleration, ends against it",
    arguments: 0..<4)
  func decayWall(decelerationIndex: Int) throws {
    let animator = Animator()
    let scene = DecayScene(animator: animator)
    for _ in 0..<3 { _ = scene.handle(.character("-"), at: 0) }
    for _ in 0..<decelerationIndex { _ = scene.handle(.character("+"), at: 0) }
    #expect(scene.demo.deceleration == DecayDemo.decelerations[decelerationIndex])
    #expect(scene.handle(.space, at: 0))
    let fling = try #require(scene.demo.running)
    #expect(fling.bounds?.lower == 0 && fling.bounds?.upper == 1)
    animator.render(at: 0)
    #expect(fling.toValue == 1)
    var deepest = 0.0
    var frame = 1
    while scene.demo.running != nil && frame < 1200 {
      animator.render(at: Double(frame) / 240)
      deepest = max(deepest, scene.demo.ball.x)
      frame += 1
    }
    // Met at 3 tracks per second, the critically damped 0.4 s spring (ω = 2π/0.4) goes
    // 3/(ω·e) past the wall, whatever the deceleration.
    let depth = 3 / (2 * Double.pi / 0.4 * exp(1))
    expectClose(deepest - 1, depth, absolute: 2e-3)
    #expect(depth < DecayScene.Track.bandDepth)
    #expect(scene.demo.ball.x == 1 && scene.demo.running == nil)
  }

  @Test("button: touch down, drag out and touch up as separate keys")
  func buttonTouches() {
    let animator = Animator()
    let scene = ButtonScene(animator: animator)
    #expect(scene.handle(.character("d"), at: 0))
    #expect(scene.demo.isPressed)
    #expect(scene.handle(.character("x"), at: 0))
    #expect(!scene.demo.isPressed)
    for frame in 0...30 { animator.render(at: Double(frame) / 30) }
    #expect(scene.button.progress == 0, "a drag out does not run the action")
    expectClose(scene.button.scale, 1, absolute: 0.01)
    #expect(scene.handle(.character("d"), at: 1))
    #expect(scene.handle(.character("u"), at: 1))
    for frame in 30...90 { animator.render(at: Double(frame) / 30) }
    #expect(scene.button.progress == 1)
    #expect(scene.demo.isFilled)
  }

  @Test("counter: x stops and leaves the number; c and +/- change the next count")
  func counterKeys() {
    let animator = Animator()
    let scene = CounterScene(animator: animator)
    #expect(!scene.handle(.character("x"), at: 0), "nothing to stop")
    #expect(scene.handle(.space, at: 0))
    animator.render(at: 0)
    animator.render(at: 0.5)
    #expect(scene.handle(.character("x"), at: 0.5))
    let shown = scene.counter.currentValue
    animator.render(at: 2)
    #expect(scene.counter.currentValue == shown)
    #expect(scene.demo.state == .stopped)
    #expect(scene.handle(.character("c"), at: 2))
    #expect(scene.counter.timingCurve == .default)
    #expect(scene.handle(.character("+"), at: 2))
    #expect(scene.counter.duration == 1.5)
  }
}

extension String {
  /// The offset of the first occurrence of a character, or the length.
  fileprivate func distance(to character: Character) -> Int {
    firstIndex(of: character).map { distance(from: startIndex, to: $0) } ?? count
  }
}
