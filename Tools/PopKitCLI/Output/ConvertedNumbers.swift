// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitShared

/// The numbers `popkit convert` prints, and how: a number the user gave prints as given (its
/// shortest text that reads back exactly), a derived one to at most
/// ``significantDigits`` significant digits, so that no line carries float noise such as
/// `0.39999999999999997`.
///
/// Each line of numbers is a spring of its own once pasted; ``roundingNotes`` says which of
/// those springs move, over the motion's settling (or its first minute), by more than
/// ``largestUnstatedDeviation`` of the move from the spring converted (`PrintedSpring`).
struct ConvertedNumbers {
  /// The most significant digits of a derived number.
  static let significantDigits = NumberFormatting.derivedDigits

  /// The largest deviation of a printed spring's unit move from the converted spring's that
  /// goes unsaid: `1e-9` of the move.
  static let largestUnstatedDeviation = PrintedSpring.largestUnstatedDeviation

  /// The numbers given on the command line, by the name of the quantity they set.
  let given: [Quantity: Double]
  /// The spring's numbers, exact.
  let summary: SpringSummary

  /// A quantity convert prints.
  enum Quantity: Hashable {
    case tension, friction, mass, bounciness, speed, dampingRatio, response, bounce
  }

  /// The numbers of a spring given in a model.
  ///
  /// - Parameters:
  ///   - model: The model and the numbers given.
  ///   - summary: The spring's numbers.
  init(_ model: MotionSpring, _ summary: SpringSummary) {
    self.summary = summary
    switch model {
    case .bounciness(let bounciness, let speed):
      given = [.bounciness: bounciness, .speed: speed]
    case .tension(let tension, let friction, let mass),
      .stiffness(let tension, let friction, let mass):
      given = [.tension: tension, .friction: friction, .mass: mass]
    case .response(let response, let dampingRatio, let mass):
      given = [.dampingRatio: dampingRatio, .response: response, .mass: mass]
    case .duration(let duration, let bounce, let mass):
      given = [.response: duration, .bounce: bounce, .mass: mass]
    }
  }

  /// A quantity's value as printed: the given number, or the derived one rounded.
  ///
  /// - Parameter quantity: The quantity.
  /// - Returns: The number the printed text reads back as.
  func value(_ quantity: Quantity) -> Double {
    if let number = given[quantity] { return number }
    let number = exact(quantity)
    let rounded = Self.rounded(number)
    // A bounce just above -1 (a spring damped far past critical) would round onto -1, which
    // SwiftUI refuses: it keeps its digits.
    if quantity == .bounce, rounded <= -1, number > -1 { return number }
    return rounded
  }

  /// A quantity's text (see the type's rules).
  ///
  /// - Parameter quantity: The quantity.
  /// - Returns: Its shortest text that reads back as ``value(_:)``.
  func text(_ quantity: Quantity) -> String {
    JSONText.shortest(value(quantity))
  }

  /// A derived number's text: at most ``significantDigits`` significant digits.
  ///
  /// - Parameter number: A number computed from those given.
  /// - Returns: Its rounded text.
  static func text(derived number: Double) -> String {
    JSONText.shortest(rounded(number))
  }

  /// A number rounded to ``significantDigits`` significant digits; one that is not finite, or
  /// 0, as it is.
  ///
  /// - Parameter number: The number.
  /// - Returns: The nearest `Double` to its rounded decimal text.
  static func rounded(_ number: Double) -> Double {
    NumberFormatting.derivedValue(number)
  }

  /// A quantity of the spring, exact.
  private func exact(_ quantity: Quantity) -> Double {
    switch quantity {
    case .tension: summary.tension
    case .friction: summary.friction
    case .mass: summary.mass
    case .dampingRatio: summary.dampingRatio
    case .response: summary.response
    case .bounce: summary.bounce
    case .bounciness, .speed:
      if case .expressed(let bounciness, let speed) = summary.pop {
        quantity == .bounciness ? bounciness : speed
      } else {
        Double.nan
      }
    }
  }

  /// The springs the printed lines describe, by the lines' names, as their numbers read back.
  ///
  /// - Returns: `(line names, spring)` for each distinct set of printed numbers.
  private func printedSprings() -> [(String, Spring)] {
    var springs: [(String, Spring)] = []
    let (tension, friction, mass) = (value(.tension), value(.friction), value(.mass))
    if tension.isFinite, friction.isFinite {
      springs.append(
        (
          "tension/friction, stiffness/damping, Core Animation, UIKit, motion and popkit flags",
          Spring(tension: tension, friction: friction, mass: mass)
        ))
    }
    if case .expressed = summary.pop {
      springs.append(("pop", Spring(bounciness: value(.bounciness), speed: value(.speed))))
    }
    if summary.response.isFinite {
      let (dampingRatio, response) = (value(.dampingRatio), value(.response))
      springs.append(
        ("damping ratio", Spring(dampingRatio: dampingRatio, response: response, mass: mass)))
      // A spring damped so far past critical that its bounce is -1 in a Double has no SwiftUI
      // spring (SwiftUI takes -1 < bounce <= 1): its line says so, and there is nothing to
      // compare.
      let bounce = value(.bounce)
      if bounce > -1, bounce <= 1 {
        springs.append(("SwiftUI", Spring(duration: response, bounce: bounce, mass: mass)))
      }
      let stiffness = Self.rounded(summary.stiffness / summary.mass)
      let compose = given[.tension] != nil && mass == 1 ? tension : stiffness
      springs.append(
        ("Compose", Spring(tension: compose, friction: 2 * dampingRatio * compose.squareRoot())))
    }
    return springs
  }

  /// One note for each printed spring whose unit move from rest differs from the converted
  /// spring's by more than ``largestUnstatedDeviation`` of the move.
  ///
  /// - Complexity: O(n) spring evaluations per line, n = 4,000 instants.
  var roundingNotes: [String] {
    let settling = summary.settlingDuration
    return printedSprings().compactMap { name, printed in
      let largest = PrintedSpring.deviation(
        of: printed, from: summary.spring, settling: settling)
      guard largest > Self.largestUnstatedDeviation else { return nil }
      let within =
        settling.isFinite && settling > 0
        ? "within its settling"
        : "within its first \(JSONText.shortest(PrintedSpring.horizonWithoutSettling)) s"
      return "the \(name) numbers, rounded to \(Self.significantDigits) significant digits, "
        + "move a unit move by up to \(PrintedSpring.text(largest)) of the move \(within) "
        + "(more than \(JSONText.shortest(Self.largestUnstatedDeviation)))"
    }
  }
}
