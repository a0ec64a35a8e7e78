// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The timing curves the JavaScript API names, made by the core's constructors after the
/// core's own rules have accepted their numbers (the rules are asked, never restated).
enum WebCurve {
  /// The named curves, by the index JavaScript sends (its list of names is in this order).
  static let presets: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
    .easeInBack, .easeOutBack, .easeInOutBack,
    .easeInElastic, .easeOutElastic, .easeInOutElastic,
    .easeInBounce, .easeOutBounce, .easeInOutBounce,
  ]

  /// The ease modes, by the index JavaScript sends.
  static let modes: [EaseMode] = [.in, .out, .inOut]

  /// The step jumps, by the index JavaScript sends.
  static let jumps: [StepJump] = [.start, .end, .none, .both]

  /// The curve of a kind (0 a preset, 1 cubic-bezier, 2 back, 3 elastic, 4 steps) from its
  /// numbers, or the 1-based position of the first number its rule refuses.
  static func curve(
    kind: Int32, _ p: (Double, Double, Double, Double)
  ) -> (curve: TimingCurve?, invalid: Int32) {
    switch kind {
    case 0:
      guard let index = Int(exactly: p.0), presets.indices.contains(index) else { return (nil, 1) }
      return (presets[index], 0)
    case 1:
      let values = [p.0, p.1, p.2, p.3]
      // The first prefix of the real numbers (the rest valid) that the rule refuses.
      for count in 1...4 {
        var trial = [0.5, 0.5, 0.5, 0.5]
        for index in 0..<count { trial[index] = values[index] }
        if TimingCurve.firstInvalidParameter(x1: trial[0], y1: trial[1], x2: trial[2], y2: trial[3])
          != nil
        {
          return (nil, Int32(count))
        }
      }
      return (TimingCurve(x1: p.0, y1: p.1, x2: p.2, y2: p.3), 0)
    case 2:
      guard let mode = mode(p.1) else { return (nil, 2) }
      guard TimingCurve.firstInvalidBack(overshoot: p.0) == nil else { return (nil, 1) }
      return (TimingCurve.back(overshoot: p.0, mode), 0)
    case 3:
      guard let mode = mode(p.2) else { return (nil, 3) }
      guard TimingCurve.firstInvalidElastic(amplitude: p.0, period: 1) == nil else {
        return (nil, 1)
      }
      guard TimingCurve.firstInvalidElastic(amplitude: p.0, period: p.1) == nil else {
        return (nil, 2)
      }
      return (TimingCurve.elastic(amplitude: p.0, period: p.1, mode), 0)
    case 4:
      guard let count = Int(exactly: p.0), abs(count) < 1 << 30 else { return (nil, 1) }
      guard let jumpIndex = Int(exactly: p.1), jumps.indices.contains(jumpIndex) else {
        return (nil, 2)
      }
      guard TimingCurve.firstInvalidSteps(count, jump: jumps[jumpIndex]) == nil else {
        return (nil, 1)
      }
      return (TimingCurve.steps(count, jump: jumps[jumpIndex]), 0)
    default:
      return (nil, 1)
    }
  }

  /// The ease mode at an index, if there is one.
  private static func mode(_ value: Double) -> EaseMode? {
    guard let index = Int(exactly: value), modes.indices.contains(index) else { return nil }
    return modes[index]
  }
}
