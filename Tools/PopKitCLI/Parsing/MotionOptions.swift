// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitShared

/// The flags `trace` and `plot` share, and how they become a ``MotionRequest``.
///
/// The two commands differ only in their default frame rate, so each holds one value of this
/// type; the other flags are the same descriptors for both.
struct MotionOptions: Sendable {
  /// `--fps`, with the command's default.
  let fps: Option<Double>

  /// The flags of a command whose frame rate defaults to `defaultFPS`.
  ///
  /// - Parameter defaultFPS: Frames per second when `--fps` is not given.
  init(defaultFPS: Double) {
    fps = Option(
      "fps", value: "N", default: defaultFPS,
      reading: .number(.within(1...10000, "frames per second")),
      help: "Frames per second, \(.range). Default \(.default).")
  }

  /// The flags that say what moves and how it is sampled, in the order help lists them.
  var valueOptions: [any Flag] {
    [Self.from, Self.to, Self.velocity, Self.threshold, fps, Self.maxFrames]
  }

  /// `--from`: the start value; the default is given for one component and stands for every
  /// component.
  static let from = Option(
    "from", value: "V", default: [0.0], reading: .vector,
    help: "Start value, units: a number or up to 4 comma-separated numbers (0,0). "
      + "Default \(.default) in every component.")

  /// `--to`: the target; the default stands for every component.
  static let to = Option(
    "to", value: "V", default: [1.0], reading: .vector,
    help: "Target, units (spring and basic). Default \(.default) in every component.")

  /// `--velocity`: the initial velocity; none means at rest.
  static let velocity = Option(
    "velocity", value: "V", reading: .vector,
    help: "Initial velocity, units per second. Required for decay; spring default 0 "
      + "(at rest); not for basic.")

  /// `--threshold`: the property threshold.
  static let threshold = Option(
    "threshold", value: "T", default: 0.01, reading: .number(.above(0, upTo: 1e9, "units")),
    help: "Property threshold, units, \(.range): a spring is done within T/5 of its "
      + "target, a decay when its speed is below 5·T. Default \(.default) (pop's default for "
      + "unit-less values; pop uses 1 for points).")

  /// `--max-frames`: the most frames a run may take.
  static let maxFrames = Option(
    "max-frames", value: "N", default: 10000, reading: .integer(in: 1...1_000_000),
    help: "The most frames to run, frame 0 included, \(.range). Default \(.default) (a spring "
      + "without friction never settles). Frames × components × springs is at most "
      + "\(maximumValues).")

  /// The most values a run may compute: `--max-frames` × components × springs.
  ///
  /// Half a million values is about 30 MB of CSV, a second and about 240 MB of memory; beyond
  /// it a typo (`--max-frames 1000000 --fps 10000` on a spring without friction) would run for
  /// minutes and take gigabytes.
  static let maximumValues = 500_000

  /// `--duration`: a basic animation's length, or, with `--bounce`, a spring model's (read by
  /// ``SpringModelFlags/duration``); help tells both.
  static let duration = Option(
    "duration", value: "D", default: 0.4, reading: .number(.above(0, upTo: 3600, "seconds")),
    help: "Basic: the duration, seconds, \(.range), default \(.default). Spring: SwiftUI's "
      + "duration (with --bounce).")

  /// `--deceleration`: a decay's factor per millisecond.
  static let deceleration = Option(
    "deceleration", value: "D", default: 0.998,
    reading: .number(.between(0, 1, "per millisecond")),
    help: "Decay: the factor the velocity keeps every millisecond, \(.range). "
      + "Default \(.default).")

  /// `--bounds`: a decay's lowest and highest value.
  static let bounds = Option(
    "bounds", value: "L,U", reading: .interval,
    help: "Decay: the lowest and highest value of every component, units; L at most U, "
      + "both finite and within ±1e9. A component that meets a bound springs back to rest "
      + "on it (critically damped, 0.4 s). Default none: the fling goes anywhere.")

  /// `--curve`: a basic animation's timing curve.
  static let curve = Option(
    "curve", value: "C", default: CurveParser.defaultCurve, reading: CurveParser.reader,
    help: "Basic: \(CurveParser.spellings). Default \(.default).")

  /// The flags of decay and basic animations, in the order help lists them.
  static let kindOptions: [any Flag] = [duration, deceleration, bounds, curve]

  /// `--track`: the keyframes.
  static let track = Option(
    "track", value: "T", reading: .text,
    help: "Keyframes (required): \(TrackParser.syntax). VALUE is a number or comma-separated "
      + "vector (as many components as --from); @SECONDS is required for linear and cubic, "
      + "optional for spring (it settles and ends on VALUE when omitted) and not allowed for "
      + "move; /CURVE (linear only) is any --curve spelling. Spring segments use "
      + "the spring model flags (default pop's). Example: \"spring:1;cubic:0.4@0.3;"
      + "linear:0@0.2/easeOut\".")

  /// A request with every setting at its default, for a kind and its values.
  private func defaultRequest(
    _ kind: AnimationKind, from: [Double], to: [Double], velocity: [Double]?
  ) -> MotionRequest {
    let curve = Self.curve.defaultValue
    return MotionRequest(
      kind: kind, from: from, to: to, velocity: velocity, threshold: Self.threshold.defaultValue,
      fps: fps.defaultValue, maxFrames: Self.maxFrames.defaultValue,
      deceleration: Self.deceleration.defaultValue, duration: Self.duration.defaultValue,
      curve: curve.curve, curveName: curve.name, springs: [], bounds: nil)
  }

  /// Builds a request from parsed flags.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line; its first positional word, if any, is the kind.
  ///   - springSpecs: `plot`'s `--spring` specs; empty for `trace`.
  /// - Returns: The validated request.
  /// - Throws: ``CLIError/usage(_:)`` naming the first flag that is wrong.
  func request(
    from arguments: ParsedArguments, springSpecs: [String] = []
  ) throws(CLIError) -> MotionRequest {
    let kind = try Self.animationKind(arguments.positionals.first)
    try Self.checkFlags(arguments, for: kind, hasSpecs: !springSpecs.isEmpty)
    if kind == .keyframes { return try keyframesRequest(from: arguments) }
    let from = try arguments.valueIfGiven(Self.from)
    let to = try arguments.valueIfGiven(Self.to)
    let velocity = try arguments[Self.velocity]
    let given = [(Self.from.flag, from), (Self.to.flag, to), (Self.velocity.flag, velocity)]
      .compactMap { flag, value in value.map { (flag: flag, count: $0.count) } }
    let count = given.first?.count ?? 1
    for vector in given where vector.count != count {
      throw .usage(
        "\(given[0].flag) has \(count) component(s) but \(vector.flag) has \(vector.count); "
          + "give values of the same size")
    }
    var request = defaultRequest(
      kind, from: from ?? Self.everyComponent(Self.from, count: count),
      to: to ?? Self.everyComponent(Self.to, count: count), velocity: velocity)
    request.threshold = try arguments[Self.threshold]
    switch kind {
    case .spring:
      request.springs = try Self.springs(arguments, specs: springSpecs)
    case .keyframes:
      break
    case .decay:
      request.deceleration = try arguments[Self.deceleration]
      request.bounds = try arguments[Self.bounds]
      request.to = []
    case .basic:
      request.duration = try arguments[Self.duration]
      let curve = try arguments[Self.curve]
      request.curve = curve.curve
      request.curveName = curve.name
    }
    try readSampling(arguments, into: &request)
    return request
  }

  /// A vector flag's default, which is given for one component, for every component.
  private static func everyComponent(_ option: Option<[Double]>, count: Int) -> [Double] {
    Array(repeating: option.defaultValue[0], count: count)
  }

  /// Builds a keyframes request: `--from`, `--track`, the spring model, `--fps`, `--max-frames`.
  ///
  /// - Parameter arguments: The parsed command line (its flags already checked for the kind).
  /// - Returns: The validated request.
  /// - Throws: ``CLIError/usage(_:)`` naming the first flag that is wrong.
  private func keyframesRequest(from arguments: ParsedArguments) throws(CLIError) -> MotionRequest {
    let from = try arguments.valueIfGiven(Self.from)
    let model = try SpringModelFlags.parse(arguments) ?? SpringModelFlags.popDefault
    let track = try TrackParser.parse(
      try arguments[Self.track] ?? "", componentCount: from?.count, spring: model.spring)
    let start =
      from ?? Self.everyComponent(Self.from, count: track.segments.first?.value.count ?? 1)
    var request = defaultRequest(.keyframes, from: start, to: start, velocity: nil)
    request.to = track.segments.last?.value ?? start
    request.duration = 0
    request.curve = .linear
    request.curveName = "linear"
    request.springs = [LabeledSpring(label: model.label, model: model)]
    request.track = track
    try readSampling(arguments, into: &request)
    try track.validate(from: start)
    request.duration = track.duration(from: start)
    request.to = track.sample(from: start, at: request.duration).value
    return request
  }

  /// Reads `--fps` and `--max-frames` into a request, and holds the frames within
  /// ``maximumValues``.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - request: The request, with its components and springs already known.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag.
  private func readSampling(
    _ arguments: ParsedArguments, into request: inout MotionRequest
  ) throws(CLIError) {
    request.fps = try arguments[fps]
    request.maxFrames = try arguments[Self.maxFrames]
    let runs = max(request.springs.count, 1)
    let values = request.maxFrames * request.componentCount * runs
    guard values <= Self.maximumValues else {
      let springs = runs > 1 ? " × \(runs) springs" : ""
      throw .usage(
        "\(Self.maxFrames.flag) \(request.maxFrames) × \(request.componentCount) component(s)"
          + "\(springs) is \(values) values; at most \(Self.maximumValues) (lower "
          + "\(Self.maxFrames.flag))")
    }
  }

  /// Reads the animation kind; `spring` when none is given.
  ///
  /// - Parameter word: The first positional word.
  /// - Returns: The kind.
  /// - Throws: ``CLIError/usage(_:)`` for an unknown kind.
  static func animationKind(_ word: String?) throws(CLIError) -> AnimationKind {
    guard let word else { return .spring }
    guard let kind = AnimationKind(rawValue: word) else {
      throw .usage("unknown animation kind '\(word)'; use spring, decay, basic, keyframes or path")
    }
    return kind
  }

  /// Refuses flags that the kind does not use, and a decay without a velocity.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - kind: The animation kind.
  ///   - hasSpecs: Whether `--spring` specs were given.
  /// - Throws: ``CLIError/usage(_:)`` naming the first flag the kind does not use.
  private static func checkFlags(
    _ arguments: ParsedArguments, for kind: AnimationKind, hasSpecs: Bool
  ) throws(CLIError) {
    var notFor: [any Flag] = []
    switch kind {
    case .spring:
      notFor = [deceleration, curve, bounds]
    case .decay:
      notFor = SpringModelFlags.options + [to, curve]
      if !arguments.contains(velocity) {
        throw .usage(
          "decay needs \(velocity.synopsis) (units per second), the speed of the fling")
      }
    case .basic:
      notFor = SpringModelFlags.springOnlyOptions + [velocity, threshold, deceleration, bounds]
    case .keyframes:
      notFor = [to, velocity, threshold, deceleration, bounds, curve]
      if !arguments.contains(track) {
        throw .usage("keyframes needs \(track.synopsis), the segments to play; see --help")
      }
    }
    if kind != .keyframes, arguments.contains(track) {
      throw .usage(
        "\(track.flag) is not used by \(kind.rawValue) animations; it is for keyframes")
    }
    if hasSpecs && kind != .spring { throw .usage("--spring is for spring animations only") }
    if let flag = arguments.given(among: notFor).first {
      throw .usage("\(flag) is not used by \(kind.rawValue) animations; see --help")
    }
  }

  /// The springs of a spring request: the model flags, or each `--spring` spec.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - specs: `--spring` specs.
  /// - Returns: One spring, or one per spec.
  /// - Throws: ``CLIError/usage(_:)`` for a wrong model or spec.
  private static func springs(
    _ arguments: ParsedArguments, specs: [String]
  ) throws(CLIError) -> [LabeledSpring] {
    let direct = try SpringModelFlags.parse(arguments)
    guard !specs.isEmpty else {
      let model = direct ?? SpringModelFlags.popDefault
      return [LabeledSpring(label: model.label, model: model)]
    }
    if let flag = arguments.given(among: SpringModelFlags.options).first {
      throw .usage(
        "give the springs either as model flags or as --spring specs, not both (\(flag))")
    }
    var result: [LabeledSpring] = []
    for spec in specs {
      result.append(try SpringSpec.parse(spec))
    }
    return result
  }
}
