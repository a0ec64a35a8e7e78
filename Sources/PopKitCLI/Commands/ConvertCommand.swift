import PopKit
import PopKitInterchange
import PopKitOutput

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
    Numbers are printed in their shortest form that reads back exactly. Values a model cannot \
    express print as n/a with the reason (null in JSON): pop's bounciness and speed where \
    its model has none for the spring (below 87.21 tension per unit of mass its speed would \
    be negative; below 1.03 friction per unit of mass, or above its no-bounce friction, its \
    bounciness leaves 0...42.5; they are printed only when they give the spring back), \
    durations of a spring without tension, and the settling of one that never settles or \
    settles later than popkit computes (more than 5e14 s). Without model flags the spring is \
    pop's default (\(SpringModel.popDefault.label)).
    """

  /// `--json`.
  static let json = Option(
    "json",
    help: "Print one JSON object with the keys tension, friction, mass, stiffness, "
      + "damping, bounciness, speed, dampingRatio, response, duration, bounce, "
      + "settlingDuration.")

  static let optionGroups = [
    OptionGroup(title: "Spring model (give one)", options: SpringModel.options),
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
    let model = try SpringModel.parse(parsed) ?? .popDefault
    let summary = SpringSummary(model.spring, settlingThreshold: settlingThreshold)
    if try parsed[json] {
      return CommandOutput(standardOutput: summary.json.pretty() + "\n")
    }
    return CommandOutput(standardOutput: text(summary, model: model))
  }

  /// The spring in every model, one line each.
  ///
  /// - Parameters:
  ///   - summary: The spring's numbers.
  ///   - model: The model it was given in.
  /// - Returns: The lines.
  static func text(_ summary: SpringSummary, model: SpringModel) -> String {
    let f = NumberFormatting.shortest
    let s = summary
    let mass = f(s.mass)
    let perUnitStiffness = s.stiffness / s.mass
    let na = "n/a"
    var lines: [(String, String)] = [("given", model.label)]
    lines.append(
      ("tension/friction", "tension \(f(s.tension)), friction \(f(s.friction)), mass \(mass)"))
    lines.append(
      ("stiffness/damping", "stiffness \(f(s.stiffness)), damping \(f(s.damping)), mass \(mass)"))
    switch s.pop {
    case .expressed(let bounciness, let speed):
      lines.append(("pop", "springBounciness = \(f(bounciness)); springSpeed = \(f(speed))"))
    case .notExpressible(let reason):
      lines.append(("pop", "\(na): \(reason)"))
    }
    if s.response.isFinite {
      lines.append(
        ("damping ratio", "dampingRatio \(f(s.dampingRatio)), response \(f(s.response)) s"))
      lines.append(("SwiftUI", "Spring(duration: \(f(s.duration)), bounce: \(f(s.bounce)))"))
    } else {
      lines.append(("damping ratio", "\(na): a spring without tension has no response"))
      lines.append(("SwiftUI", "\(na): a spring without tension has no duration"))
    }
    if s.dampingRatio.isFinite {
      lines.append(
        (
          "Compose",
          "spring(dampingRatio = \(f(s.dampingRatio))f, stiffness = \(f(perUnitStiffness))f)"
        ))
    } else {
      lines.append(("Compose", "\(na): a spring without tension has no damping ratio"))
    }
    lines.append(
      (
        "Core Animation",
        "CASpringAnimation(mass: \(mass), stiffness: \(f(s.stiffness)), damping: \(f(s.damping)))"
      ))
    lines.append(
      (
        "UIKit",
        "UISpringTimingParameters(mass: \(mass), stiffness: \(f(s.stiffness)), damping: "
          + "\(f(s.damping)), initialVelocity: .zero)"
      ))
    lines.append(
      (
        "motion (web)",
        "{ type: \"spring\", stiffness: \(f(s.stiffness)), damping: \(f(s.damping)), mass: \(mass) }"
      ))
    let threshold = f(settlingThreshold)
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
      ("popkit flags", "--tension \(f(s.tension)) --friction \(f(s.friction)) --mass \(mass)"))
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

  /// The numbers as one JSON object; what a model cannot express is `null` (pop's bounciness
  /// and speed both, when its model cannot express the spring).
  var json: JSONValue {
    var (bounciness, speed) = (Double.nan, Double.nan)
    if case .expressed(let popBounciness, let popSpeed) = pop {
      (bounciness, speed) = (popBounciness, popSpeed)
    }
    let members: [(String, Double)] = [
      ("tension", tension), ("friction", friction), ("mass", mass), ("stiffness", stiffness),
      ("damping", damping), ("bounciness", bounciness), ("speed", speed),
      ("dampingRatio", dampingRatio), ("response", response), ("duration", duration),
      ("bounce", bounce), ("settlingDuration", settlingDuration),
    ]
    return .object(members.map { ($0.0, $0.1.isFinite ? .number($0.1) : .null) })
  }
}
