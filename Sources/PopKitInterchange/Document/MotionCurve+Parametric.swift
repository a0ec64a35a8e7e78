// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// The ranges a document allows for the parameters of steps, back and elastic curves:
/// narrower than `TimingCurve`'s own, so that every curve a document gives can be exported.
enum ParametricCurveRanges {
  /// A steps curve's count (a Lottie export writes one keyframe per step).
  static let stepCount: ClosedRange<Double> = 1...10_000
  /// A back curve's overshoot.
  static let overshoot: ClosedRange<Double> = 0...100
  /// An elastic curve's amplitude.
  static let amplitude: ClosedRange<Double> = 1...100
  /// An elastic curve's period, a fraction of the duration.
  static let period: ClosedRange<Double> = 0.01...10
  /// The families an object curve may name, in the order the errors list them.
  static let families = ["steps", "back", "elastic", "bounce", "spring"]
}

extension MotionDocument {
  /// A curve written as an object: `{"steps": 4, "jump": "end"}`, `{"back": "out",
  /// "overshoot": 1.70158}`, `{"elastic": "out", "amplitude": 1, "period": 0.3}`,
  /// `{"bounce": "out"}` or `{"spring": {…}}`.
  static func parametricCurve(
    _ value: JSONValue, at place: String
  ) throws(MotionDocumentError) -> TimingCurve {
    var reader = try DocumentReader(value, at: place)
    let given = ParametricCurveRanges.families.filter { reader.has($0) }
    guard given.count == 1 else {
      throw MotionDocumentError(
        place: place,
        rule: given.isEmpty
          ? "must give one curve family: steps, back, elastic, bounce or spring"
          : "gives more than one curve family (\(given.joined(separator: ", ")))")
    }
    let within = { (range: ClosedRange<Double>) in NumberRule.within(range, style: .exact) }
    let curve: TimingCurve
    switch given[0] {
    case "steps":
      let count = try reader.number("steps", within(ParametricCurveRanges.stepCount))
      guard count == count.rounded() else {
        throw MotionDocumentError(place: reader.place(of: "steps"), rule: "must be a whole number")
      }
      let jump = try reader.optional("jump").map { json throws(MotionDocumentError) in
        try choice(json, at: reader.place(of: "jump"), StepJump.all, \.name)
      }
      curve = try converted(at: reader.place(of: "steps")) { () throws(TimingCurveError) in
        try TimingCurve.validatedSteps(Int(count), jump: jump ?? .end)
      }
    case "back":
      let mode = try choice(try reader.required("back"), at: reader.place(of: "back"))
      let overshoot = try reader.number(
        "overshoot", default: TimingCurve.easeInBack.parameterValues[0],
        within(ParametricCurveRanges.overshoot))
      curve = TimingCurve.back(overshoot: overshoot, mode)
    case "elastic":
      let mode = try choice(try reader.required("elastic"), at: reader.place(of: "elastic"))
      let amplitude = try reader.number(
        "amplitude", default: 1, within(ParametricCurveRanges.amplitude))
      let period = try reader.number(
        "period", default: mode == .inOut ? 0.45 : 0.3, within(ParametricCurveRanges.period))
      curve = TimingCurve.elastic(amplitude: amplitude, period: period, mode)
    case "bounce":
      let mode = try choice(try reader.required("bounce"), at: reader.place(of: "bounce"))
      curve =
        [TimingCurve.easeInBounce, .easeOutBounce, .easeInOutBounce][
          EaseMode.all.firstIndex(of: mode) ?? 0]
    default:
      let springPlace = reader.place(of: "spring")
      let spring = try MotionDocument.spring(try reader.required("spring"), at: springPlace)
      curve = try converted(at: springPlace) { () throws(TimingCurveError) in
        try TimingCurve.validatedSpring(spring.spring)
      }
    }
    try reader.finish()
    return curve
  }

  /// Checks the parameters of a curve given as an object against the document's ranges (a
  /// document made in code may hold any curve).
  static func checkParametricCurve(
    _ curve: TimingCurve, at place: String
  ) throws(MotionDocumentError) {
    let within = { (range: ClosedRange<Double>) in NumberRule.within(range, style: .exact) }
    let parameters = curve.parameterValues
    switch curve.shape {
    case .cubicBezier:
      for (index, number) in parameters.enumerated() {
        try (index.isMultiple(of: 2) ? NumberRule.unit : .component).check(
          number, at: "\(place)[\(index)]")
      }
    case .back:
      try within(ParametricCurveRanges.overshoot).check(
        parameters[0], at: DocumentReader.join(place, "overshoot"))
    case .elastic:
      try within(ParametricCurveRanges.amplitude).check(
        parameters[0], at: DocumentReader.join(place, "amplitude"))
      try within(ParametricCurveRanges.period).check(
        parameters[1], at: DocumentReader.join(place, "period"))
    case .bounce: break
    case .steps:
      try within(ParametricCurveRanges.stepCount).check(
        parameters[0], at: DocumentReader.join(place, "steps"))
    case .spring(let spring, _):
      try MotionSpring.physical(spring).validate(at: DocumentReader.join(place, "spring"))
    }
  }

  /// One of a few names, given as a string.
  private static func choice<Value>(
    _ json: JSONValue, at place: String, _ values: [Value], _ name: (Value) -> String
  ) throws(MotionDocumentError) -> Value {
    let names = values.map(name)
    guard case .string(let text) = json, let index = names.firstIndex(of: text) else {
      throw MotionDocumentError(
        place: place, rule: "must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    return values[index]
  }

  /// An ease's mode: `"in"`, `"out"` or `"inOut"`.
  private static func choice(
    _ json: JSONValue, at place: String
  ) throws(MotionDocumentError) -> EaseMode {
    try choice(json, at: place, EaseMode.all, \.name)
  }

  /// A curve made by a throwing factory, its error as the document's.
  private static func converted(
    at place: String, _ make: () throws(TimingCurveError) -> TimingCurve
  ) throws(MotionDocumentError) -> TimingCurve {
    do {
      return try make()
    } catch {
      throw MotionDocumentError(
        place: place, rule: "must be \(error.allowed); got \(JSONText.shortest(error.value))")
    }
  }
}

extension MotionCurve {
  /// A timing curve as a document writes it: a Bézier's four numbers, or its family's object.
  ///
  /// - Parameter curve: The curve.
  /// - Returns: The JSON; a spring is written with its physical constants.
  static func jsonValue(of curve: TimingCurve) -> JSONValue {
    let parameters = curve.parameterValues.map(JSONValue.number)
    switch curve.shape {
    case .cubicBezier:
      return .array(parameters)
    case .back(_, let mode):
      return .object([("back", .string(mode.name)), ("overshoot", parameters[0])])
    case .elastic(_, _, let mode):
      return .object([
        ("elastic", .string(mode.name)), ("amplitude", parameters[0]), ("period", parameters[1]),
      ])
    case .bounce(let mode):
      return .object([("bounce", .string(mode.name))])
    case .steps(let count, let jump):
      return .object([("steps", .number(Double(count))), ("jump", .string(jump.name))])
    case .spring(let spring, _):
      return .object([("spring", MotionSpring.physical(spring).jsonValue)])
    }
  }
}
