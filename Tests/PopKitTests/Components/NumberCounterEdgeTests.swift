// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@MainActor
@Suite("Number counter: configuration, edges and formats")
struct NumberCounterEdgeTests {
  @Test("defaults: from 0 to 100 in 0.4 s on Core Animation's default curve")
  func defaults() {
    let counter = NumberCounter(animator: Animator())
    #expect(counter.fromValue == 0)
    #expect(counter.toValue == 100)
    #expect(counter.duration == 0.4)
    #expect(counter.timingCurve == .default)
    #expect(counter.currentValue == 0)
    #expect(!counter.isCounting)
  }

  @Test("fromValue shows itself while idle, and a count starts from it")
  func fromValue() {
    let animator = Animator()
    let counter = NumberCounter(animator: animator)
    counter.fromValue = 40
    #expect(counter.currentValue == 40)
    counter.timingCurve = .linear
    counter.duration = 1
    counter.count(to: 60)
    #expect(counter.toValue == 60)
    animator.render(at: 0)
    #expect(counter.currentValue == 40)
    animator.render(at: 0.5)
    expectClose(counter.currentValue, 50, absolute: 1e-9)
    counter.fromValue = 0  // while counting: only remembered
    expectClose(counter.currentValue, 50, absolute: 1e-9)
    animator.render(at: 1)
    #expect(counter.currentValue == 60)
  }

  @Test("a new count after one finished starts from the number shown, not from fromValue")
  func countAgain() {
    let animator = Animator()
    let counter = NumberCounter(animator: animator)
    counter.timingCurve = .linear
    counter.count(to: 10)
    render(animator, through: 0.4, step: 0.1)
    #expect(counter.currentValue == 10)
    counter.count(to: 20)
    var updates: [Double] = []
    counter.onUpdate = { updates.append($0) }
    render(animator, from: 1, through: 1.4, step: 0.2)
    #expect(updates.first == 10)
    #expect(updates.last == 20)
    expectClose(updates[1], 15, absolute: 1e-9)
  }

  @Test("counting down, and a zero duration that jumps to the target on the first frame")
  func downAndInstant() {
    let animator = Animator()
    let counter = NumberCounter(animator: animator)
    counter.fromValue = 100
    counter.duration = 0
    var finishes: [Bool] = []
    counter.onFinish = { finishes.append($0) }
    counter.count(to: -5)
    animator.render(at: 0)
    #expect(counter.currentValue == -5)
    #expect(finishes == [true])
    #expect(!counter.isCounting)
  }

  @Test("the timing curve shapes the count")
  func curve() {
    let animator = Animator()
    let counter = NumberCounter(animator: animator)
    counter.timingCurve = .easeIn
    counter.duration = 1
    counter.count(to: 100)
    animator.render(at: 0)
    animator.render(at: 0.35)
    expectClose(counter.currentValue, 100 * TimingCurve.easeIn.value(at: 0.35), absolute: 1e-9)
  }

  @Test("stop without a count does nothing; a counter that goes away stops its count")
  func stopAndRelease() {
    let animator = Animator()
    let counter = NumberCounter(animator: animator)
    var finishes: [Bool] = []
    counter.onFinish = { finishes.append($0) }
    counter.stop()
    #expect(finishes.isEmpty)
    var temporary: NumberCounter? = NumberCounter(animator: animator)
    temporary?.count(to: 5)
    animator.render(at: 0)
    #expect(animator.animationCount == 1)
    temporary = nil
    animator.render(at: 0.1)
    #expect(animator.animationCount == 0)
    #expect(!animator.hasActiveAnimations)
  }

  @Test("the counter runs on a clock-driven animator too")
  func clockDriven() {
    let clock = ManualClock()
    let counter = NumberCounter(animator: Animator(clock: clock))
    counter.timingCurve = .linear
    counter.count(to: 8)
    #expect(clock.isRunning)
    for _ in 0..<5 { clock.advance(by: 0.1) }
    #expect(counter.currentValue == 8)
    #expect(!clock.isRunning)
  }

  @Test("rich format options: regular integer weight, undimmed unit, prefix tagged")
  func richOptions() {
    let rich = RichNumberFormat(
      NumberFormat(prefix: "$", groupingSeparator: ","), integerWeight: .regular, dimsUnit: false)
    let text = rich.attributedString(for: 1_234_567)
    #expect(String(text.characters) == "$1,234,567")
    let runs = text.runs.map {
      (
        String(text[$0.range].characters), $0[PopKitTextAttributes.NumberPartAttribute.self],
        $0[PopKitTextAttributes.WeightAttribute.self],
        $0[PopKitTextAttributes.DimmedAttribute.self]
      )
    }
    #expect(runs.map(\.0) == ["$", "1,234,567"])
    #expect(runs.map(\.1) == [.prefix, .integer])
    #expect(runs.map(\.2) == [.regular, .regular])
    #expect(runs.map(\.3) == [false, false])
  }

  @Test(
    "the string and rich strategies write the same characters",
    arguments: [
      0.0, 0.004, -0.004, 99.995, -1234.5, 1e15, 42,
    ])
  func strategiesAgree(number: Double) {
    for format in [
      NumberFormat.integer, .percent,
      NumberFormat(fractionDigits: 2, prefix: "$", groupingSeparator: ","),
      NumberFormat(fractionDigits: 3, suffix: " kg"),
    ] {
      let rich = RichNumberFormat(format).attributedString(for: number)
      #expect(String(rich.characters) == format.string(for: number))
    }
  }
}

@Suite("Number counter invalid configuration")
struct NumberCounterTrapTests {
  @Test("a negative duration stops the program")
  func negativeDuration() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { NumberCounter(animator: Animator()).duration = -1 }
    }
  }

  @Test("a non-finite target stops the program")
  func infiniteTarget() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { NumberCounter(animator: Animator()).toValue = .infinity }
    }
  }

  @Test("a non-finite start stops the program")
  func nanStart() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { NumberCounter(animator: Animator()).fromValue = .nan }
    }
  }
}
