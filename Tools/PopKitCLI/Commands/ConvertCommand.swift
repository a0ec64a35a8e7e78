// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// `popkit convert`: one spring in every parameter model, ready to paste.
enum ConvertCommand: Command {
  static let name = "convert"

  static let summary = "Print one spring in every model: pop, Core Animation, SwiftUI, web."

  static let usage = ["popkit convert [spring model flags] [--json]"]

  static let discussion = """
    Converts a spring given in one model to all the others, exactly: tension/friction/mass, \
    stiffness/damping, pop's bounciness/speed, damping ratio and response, SwiftUI's \
    duration/bounce, Compose, Core Animation, UIKit and motion (web), and its settling \
    duration: the time after which a unit move from rest stays within 0.001 of its target. \
    The numbers given print as given; the numbers derived from them print to at most 12 \
    significant digits, and a note says where that rounding moves a unit move by more than \
    1e-9 of the move. Values a model cannot \
    express print as n/a with the reason (null in JSON): pop's bounciness and speed where \
    its model has none for the spring (below 87.21 tension per unit of mass its speed would \
    be negative; below 1.03 friction per unit of mass, or above its no-bounce friction, its \
    bounciness leaves 0...42.5; they are printed only when they give the spring back), \
    durations of a spring without tension, and the settling of one that never settles or \
    settles later than popkit computes (more than 5e14 s). Without model flags the spring is \
    pop's default (\(SpringModelFlags.popDefault.label)).
    """

  /// `--json`.
  static let json = Option(
    "json",
    help: "Print one JSON object with the keys tension, friction, mass, stiffness, "
      + "damping, bounciness, speed, dampingRatio, response, duration, bounce, "
      + "settlingDuration.")

  static let optionGroups = [
    OptionGroup(title: "Spring model (give one)", options: SpringModelFlags.options),
    OptionGroup(title: "Output", options: [json]),
  ]

  static let examples = [
    "popkit convert --bounciness 4 --speed 12",
    "popkit convert --duration 0.5 --bounce 0.3 --json",
    "popkit convert --stiffness 100 --damping 10",
  ]

  /// The threshold of the settling duration convert reports, for a unit move.
  static let settlingThreshold = 0.001

  static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
    let parsed = try ArgumentParser.parse(arguments, options: options)
    let model = try SpringModelFlags.parse(parsed) ?? SpringModelFlags.popDefault
    let summary = SpringSummary(model.spring, settlingThreshold: settlingThreshold)
    let numbers = ConvertedNumbers(model, summary)
    let notes = numbers.roundingNotes
    if try parsed[json] {
      return CommandOutput(standardOutput: json(numbers).pretty() + "\n", notes: notes)
    }
    return CommandOutput(standardOutput: text(numbers, model: model), notes: notes)
  }

  /// The numbers as one JSON object; what a model cannot express is `null` (pop's bounciness
  /// and speed both, when its model cannot express the spring).
  ///
  /// - Parameter numbers: The spring's printed numbers.
  /// - Returns: The object, with the keys `--json`'s help lists.
  static func json(_ numbers: ConvertedNumbers) -> JSONValue {
    let s = numbers.summary
    var (bounciness, speed) = (Double.nan, Double.nan)
    if case .expressed = s.pop {
      (bounciness, speed) = (numbers.value(.bounciness), numbers.value(.speed))
    }
    let members: [(String, Double)] = [
      ("tension", numbers.value(.tension)), ("friction", numbers.value(.friction)),
      ("mass", numbers.value(.mass)), ("stiffness", numbers.value(.tension)),
      ("damping", numbers.value(.friction)), ("bounciness", bounciness), ("speed", speed),
      ("dampingRatio", numbers.value(.dampingRatio)), ("response", numbers.value(.response)),
      ("duration", numbers.value(.response)), ("bounce", numbers.value(.bounce)),
      ("settlingDuration", ConvertedNumbers.rounded(s.settlingDuration)),
    ]
    return .object(members.map { ($0.0, $0.1.isFinite ? .number($0.1) : .null) })
  }

  /// The spring in every model, one line each.
  ///
  /// - Parameters:
  ///   - numbers: The spring's printed numbers.
  ///   - model: The model it was given in.
  /// - Returns: The lines.
  static func text(_ numbers: ConvertedNumbers, model: MotionSpring) -> String {
    let f = ConvertedNumbers.text(derived:)
    let s = numbers.summary
    let mass = numbers.text(.mass)
    let (tension, friction) = (numbers.text(.tension), numbers.text(.friction))
    let perUnitStiffness =
      numbers.given[.tension] != nil && s.mass == 1 ? tension : f(s.stiffness / s.mass)
    let (dampingRatio, response) = (numbers.text(.dampingRatio), numbers.text(.response))
    let na = "n/a"
    var lines: [(String, String)] = [("given", model.label)]
    lines.append(
      ("tension/friction", "tension \(tension), friction \(friction), mass \(mass)"))
    lines.append(
      ("stiffness/damping", "stiffness \(tension), damping \(friction), mass \(mass)"))
    switch s.pop {
    case .expressed:
      let (bounciness, speed) = (numbers.text(.bounciness), numbers.text(.speed))
      lines.append(("pop", "springBounciness = \(bounciness); springSpeed = \(speed)"))
    case .notExpressible(let reason):
      lines.append(("pop", "\(na): \(reason)"))
    }
    if s.response.isFinite {
      lines.append(
        ("damping ratio", "dampingRatio \(dampingRatio), response \(response) s"))
      if numbers.value(.bounce) > -1 {
        lines.append(
          ("SwiftUI", "Spring(duration: \(response), bounce: \(numbers.text(.bounce)))"))
      } else {
        lines.append(
          (
            "SwiftUI",
            "\(na): damped so far past critical that its bounce is -1, "
              + "which SwiftUI refuses (it takes -1 < bounce <= 1)"
          ))
      }
    } else {
      lines.append(("damping ratio", "\(na): a spring without tension has no response"))
      lines.append(("SwiftUI", "\(na): a spring without tension has no duration"))
    }
    if s.dampingRatio.isFinite {
      lines.append(
        (
          "Compose",
          "spring(dampingRatio = \(dampingRatio)f, stiffness = \(perUnitStiffness)f)"
        ))
    } else {
      lines.append(("Compose", "\(na): a spring without tension has no damping ratio"))
    }
    lines.append(
      (
        "Core Animation",
        "CASpringAnimation(mass: \(mass), stiffness: \(tension), damping: \(friction))"
      ))
    lines.append(
      (
        "UIKit",
        "UISpringTimingParameters(mass: \(mass), stiffness: \(tension), damping: "
          + "\(friction), initialVelocity: .zero)"
      ))
    lines.append(
      (
        "motion (web)",
        "{ type: \"spring\", stiffness: \(tension), damping: \(friction), mass: \(mass) }"
      ))
    let threshold = JSONText.shortest(settlingThreshold)
    if s.settlingDuration.isFinite {
      lines.append(
        (
          "settling duration",
          "\(f(s.settlingDuration)) s (unit move from rest, threshold \(threshold))"
        ))
    } else {
      let unsettled = SpringLimits.unsettled(s.spring)
      let word = unsettled == .later ? na : "never"
      lines.append(("settling duration", "\(word): \(unsettled.reason)"))
    }
    lines.append(
      ("popkit flags", "--tension \(tension) --friction \(friction) --mass \(mass)"))
    return lines.map { "\($0.0.padding(to: 19))\($0.1)" }.joined(separator: "\n") + "\n"
  }
}

/// A spring's numbers in every model, computed once.
struct SpringSummary: Sendable {
  /// pop's tension (= stiffness).
  let tension: Double
  /// pop's friction (= damping).
  let friction: Double
  /// The mass.
  let mass: Double
  /// The spring.
  let spring: Spring
  /// pop's bounciness and speed, or why its model cannot express the spring.
  let pop: SpringLimits.PopParameters
  /// The damping ratio; infinite without tension.
  let dampingRatio: Double
  /// The response, seconds; infinite without tension.
  let response: Double
  /// SwiftUI's bounce.
  let bounce: Double
  /// The settling duration of a unit move from rest, seconds; infinite when it never settles.
  let settlingDuration: Double

  /// Core Animation's name for the tension.
  var stiffness: Double { tension }
  /// Core Animation's name for the friction.
  var damping: Double { friction }
  /// SwiftUI's duration: the response.
  var duration: Double { response }

  /// Computes the numbers of a spring.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - settlingThreshold: The threshold of the settling duration, `> 0`.
  init(_ spring: Spring, settlingThreshold: Double) {
    tension = spring.tension
    friction = spring.friction
    mass = spring.mass
    self.spring = spring
    pop = SpringLimits.popParameters(of: spring)
    dampingRatio = spring.dampingRatio
    response = spring.response
    bounce = spring.bounce
    settlingDuration = spring.settlingDuration(
      distance: 1, initialVelocity: 0, threshold: settlingThreshold)
  }
}
