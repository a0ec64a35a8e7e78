import PopKit

/// A spring as the user gave it: one parameter model with its validated numbers.
///
/// Every number is checked against the model's allowed range when it is parsed (see
/// ``SpringModel/parse(_:)``), so building the ``spring`` never stops the program.
enum SpringModel: Equatable, Sendable {
  /// pop's designer knobs, `--bounciness B --speed S`.
  case pop(bounciness: Double, speed: Double)
  /// pop's physical constants, `--tension T --friction F [--mass M]`.
  case tensionFriction(tension: Double, friction: Double, mass: Double)
  /// Core Animation's names, `--stiffness K --damping C [--mass M]`.
  case stiffnessDamping(stiffness: Double, damping: Double, mass: Double)
  /// SwiftUI's and Compose's, `--damping-ratio Z --response R [--mass M]`.
  case dampingRatioResponse(dampingRatio: Double, response: Double, mass: Double)
  /// SwiftUI's `Spring(duration:bounce:)`, `--duration D --bounce B [--mass M]`.
  case durationBounce(duration: Double, bounce: Double, mass: Double)

  /// pop's default spring: bounciness 4, speed 12.
  static let popDefault = SpringModel.pop(bounciness: 4, speed: 12)

  /// The spring.
  var spring: Spring {
    switch self {
    case .pop(let bounciness, let speed):
      Spring(bounciness: bounciness, speed: speed)
    case .tensionFriction(let tension, let friction, let mass):
      Spring(tension: tension, friction: friction, mass: mass)
    case .stiffnessDamping(let stiffness, let damping, let mass):
      Spring(tension: stiffness, friction: damping, mass: mass)
    case .dampingRatioResponse(let dampingRatio, let response, let mass):
      Spring(dampingRatio: dampingRatio, response: response, mass: mass)
    case .durationBounce(let duration, let bounce, let mass):
      Spring(duration: duration, bounce: bounce, mass: mass)
    }
  }

  /// The spring in the words it was given, for legends and comments:
  /// `bounciness 4, speed 12`.
  var label: String {
    let f = NumberFormatting.shortest
    func withMass(_ text: String, _ mass: Double) -> String {
      mass == 1 ? text : "\(text), mass \(f(mass))"
    }
    switch self {
    case .pop(let bounciness, let speed):
      return "bounciness \(f(bounciness)), speed \(f(speed))"
    case .tensionFriction(let tension, let friction, let mass):
      return withMass("tension \(f(tension)), friction \(f(friction))", mass)
    case .stiffnessDamping(let stiffness, let damping, let mass):
      return withMass("stiffness \(f(stiffness)), damping \(f(damping))", mass)
    case .dampingRatioResponse(let dampingRatio, let response, let mass):
      return withMass("damping ratio \(f(dampingRatio)), response \(f(response)) s", mass)
    case .durationBounce(let duration, let bounce, let mass):
      return withMass("duration \(f(duration)) s, bounce \(f(bounce))", mass)
    }
  }
}

extension SpringModel {
  /// The model flags, in the order help lists them.
  static let options: [Option] = [
    Option(
      "bounciness", value: "B",
      help: "pop's bounciness: 0 does not bounce, more bounces more; pop documents 0...20, "
        + "0...42.5 is accepted. Default 4."),
    Option(
      "speed", value: "S",
      help: "pop's speed: higher is faster; pop documents 0...20, 0...1000 is accepted. Default 12."
    ),
    Option(
      "tension", value: "T",
      help: "Spring constant, force per unit of displacement, 0...1e9. With --friction."),
    Option(
      "friction", value: "F",
      help: "Damping coefficient, force per unit/s, 0...1e9 (0 never settles). With --tension."),
    Option(
      "stiffness", value: "K", help: "Core Animation's name for tension, 0...1e9. With --damping."),
    Option(
      "damping", value: "C", help: "Core Animation's name for friction, 0...1e9. With --stiffness."),
    Option(
      "mass", value: "M",
      help: "Mass, 1e-6...1e6. Default 1. With any model but --bounciness/--speed."),
    Option(
      "damping-ratio", value: "Z",
      help: "Damping ratio, 0...1000: 0 never settles, < 1 bounces, 1 is critical, > 1 is "
        + "over-damped. With --response."),
    Option(
      "response", value: "R",
      help: "Period of the undamped oscillation, seconds, 0.001...1000. With --damping-ratio."),
    Option(
      "duration", value: "D",
      help: "SwiftUI's perceptual duration, seconds, 0.001...1000. With --bounce."),
    Option(
      "bounce", value: "B",
      help: "SwiftUI's bounce, > -1 and <= 1: 0 is critical, > 0 bounces, < 0 is over-damped. "
        + "With --duration."),
  ]

  /// The long names of the model flags.
  static let optionNames = options.map(\.name)

  /// The flags of each model, in the order the models are listed.
  private static let groups: [[String]] = [
    ["bounciness", "speed"], ["tension", "friction"], ["stiffness", "damping"],
    ["damping-ratio", "response"], ["duration", "bounce"],
  ]

  /// Reads the spring model from parsed flags.
  ///
  /// - Parameter arguments: The parsed command line.
  /// - Returns: The model, or `nil` when no model flag was given (use ``popDefault``).
  /// - Throws: ``CLIError/usage(_:)`` for two models at once, half a model, `--mass` where it
  ///   does not belong, or a number out of range.
  static func parse(_ arguments: ParsedArguments) throws(CLIError) -> SpringModel? {
    let used = groups.filter { group in group.contains(where: arguments.has) }
    if used.count > 1 {
      let first = arguments.given(among: used[0])[0]
      let second = arguments.given(among: used[1])[0]
      throw .usage(
        "give one spring model, not two: \(first) and \(second) belong to different models")
    }
    guard let group = used.first else {
      if arguments.has("mass") {
        throw .usage(
          "--mass needs a spring model: --tension/--friction, --stiffness/--damping, "
            + "--damping-ratio/--response or --duration/--bounce")
      }
      return nil
    }
    let number = { (name: String, rule: NumberRule) throws(CLIError) -> Double in
      try NumberParser.number(arguments.value(name) ?? "", flag: "--\(name)", rule: rule)
    }
    if group[0] == "bounciness" {
      if arguments.has("mass") {
        throw .usage("--mass cannot be used with --bounciness/--speed: pop's model has mass 1")
      }
      let bounciness =
        arguments.has("bounciness") ? try number("bounciness", .within(0...42.5)) : 4
      let speed = arguments.has("speed") ? try number("speed", .within(0...1000)) : 12
      return .pop(bounciness: bounciness, speed: speed)
    }
    for name in group where !arguments.has(name) {
      let other = group.first { $0 != name } ?? name
      throw .usage("--\(other) needs --\(name) (the two make one spring model)")
    }
    let mass = arguments.has("mass") ? try number("mass", .within(1e-6...1e6)) : 1
    let constant = NumberRule.within(0...1e9)
    let seconds = NumberRule.within(0.001...1000, "seconds")
    switch group[0] {
    case "tension":
      return .tensionFriction(
        tension: try number("tension", constant), friction: try number("friction", constant),
        mass: mass)
    case "stiffness":
      return .stiffnessDamping(
        stiffness: try number("stiffness", constant), damping: try number("damping", constant),
        mass: mass)
    case "damping-ratio":
      return .dampingRatioResponse(
        dampingRatio: try number("damping-ratio", .within(0...1000)),
        response: try number("response", seconds), mass: mass)
    default:
      return .durationBounce(
        duration: try number("duration", seconds),
        bounce: try number("bounce", .above(-1, upTo: 1)), mass: mass)
    }
  }
}
