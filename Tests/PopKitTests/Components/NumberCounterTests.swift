// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@MainActor
@Suite("Number counter")
struct NumberCounterTests {
  @Test("counts from 0 to the target over 0.4 s along the default curve")
  func countsAlongCurve() {
    let animator = Animator()
    let counter = NumberCounter(animator: animator)
    counter.toValue = 100
    var updates: [Double] = []
    var finishes: [Bool] = []
    counter.onUpdate = { updates.append($0) }
    counter.onFinish = { finishes.append($0) }
    counter.start()
    #expect(counter.isCounting)
    render(animator, through: 0.4, step: 0.1)
    #expect(updates.count == 5)
    #expect(updates.first == 0)
    expectClose(updates[2], 100 * TimingCurve.default.value(at: 0.5), absolute: 1e-9)
    #expect(updates.last == 100)
    #expect(counter.currentValue == 100)
    #expect(finishes == [true])
    #expect(!counter.isCounting)
  }

  @Test("starting again while counting continues from the current number")
  func restartContinues() {
    let animator = Animator()
    let counter = NumberCounter(animator: animator)
    counter.duration = 1
    counter.timingCurve = .linear
    var finishes: [Bool] = []
    counter.onFinish = { finishes.append($0) }
    counter.count(to: 100)
    render(animator, through: 0.5, step: 0.25)
    expectClose(counter.currentValue, 50, absolute: 1e-9)
    counter.count(to: 0)
    #expect(finishes == [false])
    animator.render(at: 0.75)  // the new count's start frame: no jump back to 0 or 100
    expectClose(counter.currentValue, 50, absolute: 1e-9)
    animator.render(at: 1.25)
    expectClose(counter.currentValue, 25, absolute: 1e-9)
    animator.render(at: 1.75)
    #expect(counter.currentValue == 0)
    #expect(finishes == [false, true])
  }

  @Test("stopping leaves the number in place")
  func stopKeepsValue() {
    let animator = Animator()
    let counter = NumberCounter(animator: animator)
    counter.duration = 1
    counter.timingCurve = .linear
    var finishes: [Bool] = []
    counter.onFinish = { finishes.append($0) }
    counter.count(to: 10)
    render(animator, through: 0.3, step: 0.1)
    counter.stop()
    let shown = counter.currentValue
    render(animator, from: 0.4, through: 2, step: 0.1)
    expectClose(shown, 3, absolute: 1e-9)
    #expect(counter.currentValue == shown)
    #expect(finishes == [false])
    #expect(!counter.isCounting)
  }

  @Test("number formats write digits, grouping, fraction and units without a locale")
  func numberFormat() {
    #expect(NumberFormat.integer.string(for: 1234.5) == "1235")
    #expect(NumberFormat.percent.string(for: 42.4) == "42%")
    #expect(NumberFormat(fractionDigits: 2, suffix: " kg").string(for: 3.14159) == "3.14 kg")
    #expect(NumberFormat(groupingSeparator: ",").string(for: 1_234_567) == "1,234,567")
    #expect(NumberFormat(fractionDigits: 1).string(for: -0.04) == "0.0")
    #expect(NumberFormat(fractionDigits: 1).string(for: -2.25) == "-2.3")
    #expect(NumberFormat(fractionDigits: 3, prefix: "$").string(for: 0.0625) == "$0.063")
    #expect(NumberFormat.integer.string(for: .nan) == "-")
  }

  @Test("rich text tags each part: integer bold, unit dimmed")
  func richFormat() {
    let rich = RichNumberFormat(NumberFormat(fractionDigits: 1, suffix: " %"))
    let text = rich.attributedString(for: 42.37)
    #expect(String(text.characters) == "42.4 %")
    var runs: [(String, NumberPart?, TextWeight?, Bool?)] = []
    for run in text.runs {
      runs.append(
        (
          String(text[run.range].characters), run[PopKitTextAttributes.NumberPartAttribute.self],
          run[PopKitTextAttributes.WeightAttribute.self],
          run[PopKitTextAttributes.DimmedAttribute.self]
        ))
    }
    #expect(runs.map(\.0) == ["42", ".4", " %"])
    #expect(runs.map(\.1) == [.integer, .fraction, .unit])
    #expect(runs.map(\.2) == [.bold, .regular, .regular])
    #expect(runs.map(\.3) == [false, false, true])
  }
}
