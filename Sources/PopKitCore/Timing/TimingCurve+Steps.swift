// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension TimingCurve {
  /// CSS's `steps(count, jump)`: the output rises in equal jumps and holds between them
  /// (CSS Easing Functions Level 1, "step easing functions").
  ///
  /// ``value(at:)`` is CSS's step function in its active phase (the "before flag" unset): at a
  /// step boundary the output is already the later step's value. Inputs are clamped to `0...1`,
  /// so with ``StepJump/start`` or ``StepJump/both`` the output at 0 is the first step above 0.
  /// ``slope(at:)`` is 0 everywhere.
  ///
  /// ```
  /// steps(4, jump: .end)    0 → 0, 0.25 → 0.25, 0.99 → 0.75, 1 → 1
  /// steps(4, jump: .start)  0 → 0.25, 0.75 → 1
  /// steps(2, jump: .none)   0 → 0, 0.5 → 1
  /// steps(3, jump: .both)   0 → 0.25, 1/3 → 0.5, 1 → 1
  /// ```
  ///
  /// A count below 1, or below 2 with ``StepJump/none`` (CSS's rule), stops the program;
  /// validate untrusted input with ``validatedSteps(_:jump:)``.
  ///
  /// - Parameters:
  ///   - count: The number of steps (intervals of equal time), `>= 1` (`>= 2` for `.none`).
  ///   - jump: Where the jumps are. Default ``StepJump/end``, as in CSS.
  /// - Returns: The curve.
  public static func steps(_ count: Int, jump: StepJump = .end) -> TimingCurve {
    if let problem = firstInvalidSteps(count, jump: jump) {
      checkParameter(false, problem.parameter, problem.value, allowed: problem.allowed)
    }
    return TimingCurve(shape: .steps(count: count, jump: jump))
  }

  /// The output of `steps(count, jump)` at a progress, as CSS computes it with the before flag
  /// unset.
  ///
  /// - Parameters:
  ///   - progress: The elapsed fraction; clamped to `0...1`; not NaN.
  ///   - count: The number of steps, valid for `jump`.
  ///   - jump: Where the jumps are.
  /// - Returns: `current step / jumps`, in `0...1`.
  static func stepValue(at progress: Double, count: Int, jump: StepJump) -> Double {
    let input = min(max(progress, 0), 1)
    let steps = Double(count)
    var current = (input * steps).rounded(.down)
    if jump == .start || jump == .both { current += 1 }
    let jumps = stepJumps(count: count, jump: jump)
    // CSS's clamp: the input is at most 1, so the step is at most the number of jumps.
    if current > jumps { current = jumps }
    return current / jumps
  }

  /// How many jumps `steps(count, jump)` makes: `count`, `count − 1` for `.none`, `count + 1`
  /// for `.both`.
  static func stepJumps(count: Int, jump: StepJump) -> Double {
    switch jump {
    case .start, .end: Double(count)
    case .none: Double(count) - 1
    case .both: Double(count) + 1
    }
  }

  /// The count and jump of a steps curve, or `nil` for the other kinds.
  package var stepParameters: (count: Int, jump: StepJump)? {
    if case .steps(let count, let jump) = shape { return (count, jump) }
    return nil
  }
}
