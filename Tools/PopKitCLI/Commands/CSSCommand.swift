// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// `popkit css`: a spring as a CSS `linear()` easing and a duration.
enum CSSCommand: Command {
  static let name = "css"

  static let summary = "Export a spring as a CSS transition: a linear() easing and a duration."

  static let usage = [
    "popkit css [spring model flags] [--threshold T] [--points N] [--property NAME]"
  ]

  static let discussion = """
    Samples a unit move from rest on the spring, evenly in time over its settling duration \
    (until it stays within --threshold of the target), and prints a CSS transition with a \
    linear() easing. Unless --points is given, it uses the fewest points for which the \
    piecewise-linear easing, with its stops rounded to 4 decimals, stays within 0.5 % of the \
    spring everywhere, and says the worst error it measured in a comment. The easing ends \
    exactly at 1. A spring that never settles (without tension or without friction), or \
    settles after more than \(longestDuration) s, is refused with the reason. Without model \
    flags the spring is pop's default (\(SpringModelFlags.popDefault.label)).
    """

  /// `--threshold`: how close to the target counts as settled.
  static let threshold = Option(
    "threshold", value: "T", default: 0.001,
    reading: .number(.above(0, upTo: tolerance, "a fraction of the move")),
    help: "How close to the target counts as settled, as a fraction of the move, \(.range) "
      + "(the easing ends exactly on the target, so a larger gap would break its 0.5 % "
      + "promise). Default \(.default).")

  /// `--points`: the number of stops; the fewest within the tolerance when not given.
  static let points = Option(
    "points", value: "N", reading: .integer(in: 2...largestPoints),
    help: "Use exactly N stops, \(.range), and report the error they reach. Default: the "
      + "fewest within 0.5 %, at most \(maximumPoints).")

  /// `--property`: the CSS property.
  static let property = Option(
    "property", value: "NAME", default: "transform",
    reading: .text(allowed: "a CSS property name (letters, digits, -)") { name in
      !name.isEmpty
        && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    },
    help: "The CSS property the transition animates. Default \(.default).")

  static let optionGroups = [
    OptionGroup(title: "Spring model (give one)", options: SpringModelFlags.options),
    OptionGroup(title: "Export", options: [threshold, points, property]),
  ]

  static let examples = [
    "popkit css --bounciness 4 --speed 12",
    "popkit css --duration 0.5 --bounce 0.3 --property opacity",
    "popkit css --damping-ratio 0.5 --response 0.4 --points 60",
  ]

  /// The largest error allowed when choosing the number of points, as a fraction of the move.
  static let tolerance = CSSSpringTransition.tolerance

  /// The most points chosen automatically.
  static let maximumPoints = CSSSpringTransition.maximumPoints

  /// The most points --points accepts.
  static let largestPoints = 10000

  /// The longest settling duration css exports, in seconds (an hour).
  static let longestDuration = 3600

  static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
    let parsed = try ArgumentParser.parse(arguments, options: options)
    let model = try SpringModelFlags.parse(parsed) ?? SpringModelFlags.popDefault
    let threshold = try parsed[Self.threshold]
    let points = try parsed[Self.points]
    let property = try parsed[Self.property]
    let spring = model.spring
    let transition: CSSSpringTransition
    do {
      transition = try CSSSpringTransition(
        spring: spring, threshold: threshold, points: points,
        longestDuration: Double(longestDuration))
    } catch {
      throw .usage(
        unsettledMessage(spring, label: model.label, error.settlingDuration, threshold: threshold))
    }
    let easing = transition.easing
    let percent = transition.worstErrorPercent
    var output = CommandOutput()
    output.standardOutput = transition.declaration(
      describedAs: "popkit css: \(model.label)", property: property)
    if easing.worstError > tolerance {
      output.notes.append(
        easing.stops.count < largestPoints
          ? "note: the easing is off by up to \(percent) % (more than 0.5 %); use more --points "
            + "(up to \(largestPoints))"
          : "note: the easing is off by up to \(percent) % (more than 0.5 %) even with "
            + "\(largestPoints) points, the most css gives: the spring swings too often for "
            + "linear() over its settling duration")
    }
    return output
  }

  /// Why a spring has no CSS duration, truthfully: it never settles, or it settles later than
  /// css accepts (and when).
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - label: The spring as given.
  ///   - settling: Its settling duration, seconds: `.infinity` or more than the limit.
  ///   - threshold: The threshold it was computed for.
  /// - Returns: The message.
  static func unsettledMessage(
    _ spring: Spring, label: String, _ settling: Double, threshold: Double
  ) -> String {
    let within = "within --threshold \(JSONText.shortest(threshold)) of its target"
    let limit = "longer than the \(longestDuration) s css accepts"
    let advice = "give it a damping ratio nearer 1"
    if settling.isFinite {
      let seconds = NumberFormatting.rounded(settling, significantDigits: 4)
      return "the spring (\(label)) settles \(within) only after \(seconds) s, \(limit); \(advice)"
    }
    switch SpringLimits.unsettled(spring) {
    case .never(let reason):
      let give = spring.tension == 0 ? "tension" : "friction"
      return "the spring (\(label)) never comes to rest \(within) (\(reason)), so it has no "
        + "CSS duration; give it \(give)"
    case .later:
      return "the spring (\(label)) settles \(within) only after more than 5e14 s (over 15 "
        + "million years, later than popkit computes), \(limit); \(advice)"
    }
  }
}
