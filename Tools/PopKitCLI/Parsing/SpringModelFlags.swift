// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// The spring model flags (`--bounciness`, `--tension`, `--duration` with `--bounce`, …) and
/// how they read into one of the document's spring models, ``MotionSpring``.
///
/// Every number is checked against the model's allowed range when it is parsed (see
/// ``parse(_:)``), so building the model's `spring` never stops the program.
enum SpringModelFlags {
  /// pop's default spring: bounciness 4, speed 12, the defaults of `--bounciness` and
  /// `--speed`.
  static let popDefault = MotionSpring.bounciness(
    bounciness.defaultValue, speed: speed.defaultValue)

  /// `--bounciness`: pop's bounciness.
  static let bounciness = Option(
    "bounciness", value: "B", default: 4.0, reading: .number(.within(SpringRanges.bounciness)),
    help: "pop's bounciness: 0 does not bounce, more bounces more; pop documents 0...20, "
      + "\(.range) is accepted. Default \(.default).")

  /// `--speed`: pop's speed.
  static let speed = Option(
    "speed", value: "S", default: 12.0, reading: .number(.within(SpringRanges.speed)),
    help: "pop's speed: higher is faster; pop documents 0...20, \(.range) is accepted. "
      + "Default \(.default).")

  /// The numbers of a spring constant or a damping coefficient.
  private static let constant = NumberRule.within(SpringRanges.constant)

  /// The numbers of a duration or a response.
  private static let seconds = NumberRule.within(SpringRanges.seconds, "seconds")

  /// `--tension`: pop's spring constant.
  static let tension = Option(
    "tension", value: "T", reading: .number(constant),
    help: "Spring constant, force per unit of displacement, \(.range). With --friction.")

  /// `--friction`: pop's damping coefficient.
  static let friction = Option(
    "friction", value: "F", reading: .number(constant),
    help: "Damping coefficient, force per unit/s, \(.range) (0 never settles). With --tension.")

  /// `--stiffness`: Core Animation's tension.
  static let stiffness = Option(
    "stiffness", value: "K", reading: .number(constant),
    help: "Core Animation's name for tension, \(.range). With --damping.")

  /// `--damping`: Core Animation's friction.
  static let damping = Option(
    "damping", value: "C", reading: .number(constant),
    help: "Core Animation's name for friction, \(.range). With --stiffness.")

  /// `--mass`: the mass of every model but pop's.
  static let mass = Option(
    "mass", value: "M", default: 1.0, reading: .number(.within(SpringRanges.mass)),
    help: "Mass, \(.range). Default \(.default). With any model but --bounciness/--speed.")

  /// `--damping-ratio`: the damping ratio, with `--response`.
  static let dampingRatio = Option(
    "damping-ratio", value: "Z", reading: .number(.within(SpringRanges.dampingRatio)),
    help: "Damping ratio, \(.range): 0 never settles, < 1 bounces, 1 is critical, > 1 is "
      + "over-damped. With --response.")

  /// `--response`: the period of the undamped oscillation.
  static let response = Option(
    "response", value: "R", reading: .number(seconds),
    help: "Period of the undamped oscillation, seconds, \(.range). With --damping-ratio.")

  /// `--duration`: SwiftUI's duration, with `--bounce`.
  static let duration = Option(
    "duration", value: "D", reading: .number(seconds),
    help: "SwiftUI's perceptual duration, seconds, \(.range). With --bounce.")

  /// `--bounce`: SwiftUI's bounce.
  static let bounce = Option(
    "bounce", value: "B", reading: .number(.above(-1, upTo: 1)),
    help: "SwiftUI's bounce, \(.range): 0 is critical, > 0 bounces, < 0 is over-damped. "
      + "With --duration.")

  /// The model flags, in the order help lists them.
  static let options: [any Flag] = [
    bounciness, speed, tension, friction, stiffness, damping, mass, dampingRatio, response,
    duration, bounce,
  ]

  /// The model flags other than `--duration`, which basic animations also use.
  static let springOnlyOptions = options.filter { $0.name != duration.name }

  /// A model given by two flags, both required, and an optional `--mass`.
  private struct PairedModel: Sendable {
    /// The first flag, for example `--tension`.
    let first: Option<Double?>
    /// The second flag, for example `--friction`.
    let second: Option<Double?>
    /// The model of the two numbers and the mass.
    let make: @Sendable (Double, Double, _ mass: Double) -> MotionSpring
  }

  /// The models given by two flags, in the order they are listed.
  private static let pairedModels = [
    PairedModel(first: tension, second: friction) {
      .tension($0, friction: $1, mass: $2)
    },
    PairedModel(first: stiffness, second: damping) {
      .stiffness($0, damping: $1, mass: $2)
    },
    PairedModel(first: dampingRatio, second: response) {
      .response($1, dampingRatio: $0, mass: $2)
    },
    PairedModel(first: duration, second: bounce) {
      .duration($0, bounce: $1, mass: $2)
    },
  ]

  /// Reads the spring model from parsed flags.
  ///
  /// - Parameter arguments: The parsed command line.
  /// - Returns: The model, or `nil` when no model flag was given (use ``popDefault``).
  /// - Throws: ``CLIError/usage(_:)`` for two models at once, half a model, `--mass` where it
  ///   does not belong, or a number out of range.
  static func parse(_ arguments: ParsedArguments) throws(CLIError) -> MotionSpring? {
    let groups: [[any Flag]] = [[bounciness, speed]] + pairedModels.map { [$0.first, $0.second] }
    let used = groups.indices.filter { groups[$0].contains(where: arguments.contains) }
    if used.count > 1 {
      let first = arguments.given(among: groups[used[0]])[0]
      let second = arguments.given(among: groups[used[1]])[0]
      throw .usage(
        "give one spring model, not two: \(first) and \(second) belong to different models")
    }
    guard let index = used.first else {
      if arguments.contains(mass) {
        throw .usage(
          "\(mass.flag) needs a spring model: --tension/--friction, --stiffness/--damping, "
            + "--damping-ratio/--response or --duration/--bounce")
      }
      return nil
    }
    guard index > 0 else {
      if arguments.contains(mass) {
        throw .usage("--mass cannot be used with --bounciness/--speed: pop's model has mass 1")
      }
      return .bounciness(try arguments[bounciness], speed: try arguments[speed])
    }
    let model = pairedModels[index - 1]
    let needs = { (option: any Flag, partner: any Flag) -> CLIError in
      .usage("\(partner.flag) needs \(option.flag) (the two make one spring model)")
    }
    for (option, partner) in [(model.first, model.second), (model.second, model.first)]
    where !arguments.contains(option) {
      throw needs(option, partner)
    }
    let mass = try arguments[self.mass]
    return model.make(
      try arguments.required(model.first, else: needs(model.first, model.second)),
      try arguments.required(model.second, else: needs(model.second, model.first)), mass)
  }
}
