import PopKit

/// The flags `trace` and `plot` share, and how they become a ``MotionRequest``.
enum MotionOptions {
  /// The default property threshold, pop's default for unit-less properties.
  static let defaultThreshold = 0.01

  /// The flags that say what moves and how it is sampled.
  ///
  /// - Parameter defaultFPS: The command's frame rate when `--fps` is not given.
  /// - Returns: The flags.
  static func valueOptions(defaultFPS: Double) -> [Option] {
    [
      Option(
        "from", value: "V",
        help: "Start value, units: a number or up to 4 comma-separated numbers (0,0). "
          + "Default 0 in every component."),
      Option(
        "to", value: "V",
        help: "Target, units (spring and basic). Default 1 in every component."),
      Option(
        "velocity", value: "V",
        help: "Initial velocity, units per second. Required for decay; spring default 0 "
          + "(at rest); not for basic."),
      Option(
        "threshold", value: "T",
        help: "Property threshold, units, > 0 and <= 1e9: a spring is done within T/5 of its "
          + "target, a decay when its speed is below 5·T. Default 0.01 (pop's default for "
          + "unit-less values; pop uses 1 for points)."),
      Option(
        "fps", value: "N",
        help:
          "Frames per second, 1...10000. Default \(NumberFormatting.shortest(defaultFPS))."),
      Option(
        "max-frames", value: "N",
        help: "The most frames to run, frame 0 included, 1...1000000. Default 10000 (a spring "
          + "without friction never settles). Frames × components × springs is at most "
          + "\(maximumValues)."),
    ]
  }

  /// The most values a run may compute: `--max-frames` × components × springs.
  ///
  /// Half a million values is about 30 MB of CSV, a second and about 240 MB of memory; beyond
  /// it a typo (`--max-frames 1000000 --fps 10000` on a spring without friction) would run for
  /// minutes and take gigabytes.
  static let maximumValues = 500_000

  /// Reads `--fps` and `--max-frames` into a request, and holds the frames within
  /// ``maximumValues``.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - request: The request, with its components and springs already known.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag.
  private static func readSampling(
    _ arguments: ParsedArguments, into request: inout MotionRequest
  ) throws(CLIError) {
    if let text = arguments.value("fps") {
      request.fps = try NumberParser.number(
        text, flag: "--fps", rule: .within(1...10000, "frames per second"))
    }
    if let text = arguments.value("max-frames") {
      request.maxFrames = try NumberParser.integer(text, flag: "--max-frames", in: 1...1_000_000)
    }
    let runs = max(request.springs.count, 1)
    let values = request.maxFrames * request.componentCount * runs
    guard values <= maximumValues else {
      let springs = runs > 1 ? " × \(runs) springs" : ""
      throw .usage(
        "--max-frames \(request.maxFrames) × \(request.componentCount) component(s)\(springs) is "
          + "\(values) values; at most \(maximumValues) (lower --max-frames)")
    }
  }

  /// The flags of decay and basic animations.
  static let kindOptions: [Option] = [
    Option(
      "deceleration", value: "D",
      help: "Decay: the factor the velocity keeps every millisecond, > 0 and < 1. Default 0.998."
    ),
    Option(
      "bounds", value: "L,U",
      help: "Decay: the lowest and highest value of every component, units; L at most U, "
        + "both finite and within ±1e9. A component that meets a bound springs back to rest "
        + "on it (critically damped, 0.4 s). Default none: the fling goes anywhere."),
    Option(
      "curve", value: "C",
      help: "Basic: linear, easeIn, easeOut, easeInEaseOut, default (or CSS's ease, ease-in, "
        + "ease-out, ease-in-out) or x1,y1,x2,y2. Default default."),
  ]

  /// The flag of keyframe animations.
  static let trackOption = Option(
    "track", value: "T",
    help: "Keyframes (required): \(TrackParser.syntax). VALUE is a number or comma-separated "
      + "vector (as many components as --from); @SECONDS is required for linear and cubic, "
      + "optional for spring (it settles and ends on VALUE when omitted) and not allowed for "
      + "move; /CURVE (linear only) is a --curve name or x1,y1,x2,y2. Spring segments use "
      + "the spring model flags (default pop's). Example: \"spring:1;cubic:0.4@0.3;"
      + "linear:0@0.2/easeOut\".")

  /// Help for `--duration`, which is a basic animation's length or a spring model's.
  static let durationHelp =
    "Basic: the duration, seconds, > 0 and <= 3600, default 0.4. Spring: SwiftUI's duration "
    + "(with --bounce)."

  /// Spring model flags other than `--duration`, which basic also uses.
  private static let springOnlyNames = SpringModel.optionNames.filter { $0 != "duration" }

  /// Builds a request from parsed flags.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line; its first positional word, if any, is the kind.
  ///   - defaultFPS: The frame rate when `--fps` is not given.
  ///   - springSpecs: `plot`'s `--spring` specs; empty for `trace`.
  /// - Returns: The validated request.
  /// - Throws: ``CLIError/usage(_:)`` naming the first flag that is wrong.
  static func request(
    from arguments: ParsedArguments, defaultFPS: Double, springSpecs: [String] = []
  ) throws(CLIError) -> MotionRequest {
    let kind = try animationKind(arguments.positionals.first)
    try checkFlags(arguments, for: kind, hasSpecs: !springSpecs.isEmpty)
    if kind == .keyframes { return try keyframesRequest(from: arguments, defaultFPS: defaultFPS) }
    let given = ["from", "to", "velocity"].filter(arguments.has)
    var vectors: [String: [Double]] = [:]
    for name in given {
      vectors[name] = try NumberParser.vector(arguments.value(name) ?? "", flag: "--\(name)")
    }
    let count = given.first.flatMap { vectors[$0]?.count } ?? 1
    for name in given where vectors[name]?.count != count {
      let first = given[0]
      throw .usage(
        "--\(first) has \(count) component(s) but --\(name) has \(vectors[name]?.count ?? 0); "
          + "give values of the same size")
    }
    var request = MotionRequest(
      kind: kind, from: vectors["from"] ?? Array(repeating: 0, count: count),
      to: vectors["to"] ?? Array(repeating: 1, count: count), velocity: vectors["velocity"],
      threshold: defaultThreshold, fps: defaultFPS, maxFrames: 10000, deceleration: 0.998,
      duration: 0.4, curve: .default, curveName: "default", springs: [], bounds: nil)
    if let text = arguments.value("threshold") {
      request.threshold = try NumberParser.number(
        text, flag: "--threshold", rule: .above(0, upTo: 1e9, "units"))
    }
    switch kind {
    case .spring:
      request.springs = try springs(arguments, specs: springSpecs)
    case .keyframes:
      break
    case .decay:
      if let text = arguments.value("deceleration") {
        request.deceleration = try NumberParser.number(
          text, flag: "--deceleration", rule: .between(0, 1, "per millisecond"))
      }
      if let text = arguments.value("bounds") {
        request.bounds = try NumberParser.interval(text, flag: "--bounds")
      }
      request.to = []
    case .basic:
      if let text = arguments.value("duration") {
        request.duration = try NumberParser.number(
          text, flag: "--duration", rule: .above(0, upTo: 3600, "seconds"))
      }
      if let text = arguments.value("curve") {
        request.curve = try CurveParser.curve(text)
        request.curveName = text.trimmingSpaces
      }
    }
    try readSampling(arguments, into: &request)
    return request
  }

  /// Builds a keyframes request: `--from`, `--track`, the spring model, `--fps`, `--max-frames`.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line (its flags already checked for the kind).
  ///   - defaultFPS: The frame rate when `--fps` is not given.
  /// - Returns: The validated request.
  /// - Throws: ``CLIError/usage(_:)`` naming the first flag that is wrong.
  private static func keyframesRequest(
    from arguments: ParsedArguments, defaultFPS: Double
  ) throws(CLIError) -> MotionRequest {
    var from: [Double]?
    if let text = arguments.value("from") {
      from = try NumberParser.vector(text, flag: "--from")
    }
    let model = try SpringModel.parse(arguments) ?? .popDefault
    let track = try TrackParser.parse(
      arguments.value("track") ?? "", componentCount: from?.count, spring: model.spring)
    let start = from ?? Array(repeating: 0, count: track.segments.first?.value.count ?? 1)
    var request = MotionRequest(
      kind: .keyframes, from: start, to: track.segments.last?.value ?? start, velocity: nil,
      threshold: defaultThreshold, fps: defaultFPS, maxFrames: 10000, deceleration: 0.998,
      duration: 0, curve: .linear, curveName: "linear",
      springs: [LabeledSpring(label: model.label, model: model)], bounds: nil, track: track)
    try readSampling(arguments, into: &request)
    try track.validate(from: start)
    request.duration = track.duration(from: start)
    request.to = track.sample(from: start, at: request.duration).value
    return request
  }

  /// Reads the animation kind; `spring` when none is given.
  ///
  /// - Parameter word: The first positional word.
  /// - Returns: The kind.
  /// - Throws: ``CLIError/usage(_:)`` for an unknown kind.
  static func animationKind(_ word: String?) throws(CLIError) -> AnimationKind {
    guard let word else { return .spring }
    guard let kind = AnimationKind(rawValue: word) else {
      throw .usage("unknown animation kind '\(word)'; use spring, decay, basic or keyframes")
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
    var notFor: [String] = []
    switch kind {
    case .spring:
      notFor = ["deceleration", "curve", "bounds"]
    case .decay:
      notFor = SpringModel.optionNames + ["to", "curve"]
      if !arguments.has("velocity") {
        throw .usage("decay needs --velocity V (units per second), the speed of the fling")
      }
    case .basic:
      notFor = springOnlyNames + ["velocity", "threshold", "deceleration", "bounds"]
    case .keyframes:
      notFor = ["to", "velocity", "threshold", "deceleration", "bounds", "curve"]
      if !arguments.has("track") {
        throw .usage("keyframes needs --track T, the segments to play; see --help")
      }
    }
    if kind != .keyframes, arguments.has("track") {
      throw .usage("--track is not used by \(kind.rawValue) animations; it is for keyframes")
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
    let direct = try SpringModel.parse(arguments)
    guard !specs.isEmpty else {
      let model = direct ?? .popDefault
      return [LabeledSpring(label: model.label, model: model)]
    }
    if let flag = arguments.given(among: SpringModel.optionNames).first {
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

/// `plot`'s `--spring "LABEL: --bounciness 8 --speed 4"` specs.
enum SpringSpec {
  /// Reads one spec: an optional label before a colon, then spring model flags.
  ///
  /// - Parameter spec: The spec text.
  /// - Returns: The spring with its label (the model's own words when no label is given).
  /// - Throws: ``CLIError/usage(_:)`` naming `--spring` and the flag inside that is wrong.
  static func parse(_ spec: String) throws(CLIError) -> LabeledSpring {
    var label: String?
    var flags = Substring(spec)
    if let colon = spec.firstIndex(of: ":") {
      label = String(spec[..<colon]).trimmingSpaces
      flags = spec[spec.index(after: colon)...]
    }
    let words = flags.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    do {
      let parsed = try ArgumentParser.parse(words, options: SpringModel.options)
      let model = try SpringModel.parse(parsed) ?? .popDefault
      let name = label.flatMap { $0.isEmpty ? nil : $0 } ?? model.label
      return LabeledSpring(label: name, model: model)
    } catch {
      throw .usage("--spring '\(spec)': \(error.message)")
    }
  }
}
