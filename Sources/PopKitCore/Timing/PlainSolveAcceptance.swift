// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// When a curve's solve in plain doubles may be trusted: the two numbers a frame checks, chosen
/// once per curve from a bound on the error of the plain-double solve.
///
/// ``TimingCurveSolver`` takes Newton steps on `X(t) − p` in plain doubles (``PlainCubic``) and
/// accepts the step `σ̂ = r̂ / d̂` (residual over derivative) when `d̂ ≥ minimumDerivative` and
/// `σ̂² ≤ stepAllowance · d̂`; an accepted solve's value is then within ``valueErrorBudget`` of
/// the exact curve's and its slope within ``slopeErrorBudget`` · max(1, |slope|). Where x barely
/// moves, or `Y`'s coefficients are too large for plain doubles, nothing is accepted and the
/// exact solver answers. Made once per curve in O(1) (a few dozen trial bounds); the proof of
/// the bound and how the two numbers are chosen are in `docs/design/timing-curve-plain-solve.md`.
@usableFromInline
struct PlainSolveAcceptance: Sendable {
  /// `D`: the least computed `dx/dt` at which a step is accepted; `+infinity` accepts none.
  @usableFromInline let minimumDerivative: Double

  /// `κ`: a computed Newton step `σ̂` is accepted when `σ̂² ≤ κ·d̂`.
  @usableFromInline let stepAllowance: Double

  /// The accepted value is within this of the exact curve's value: half of the required
  /// 1e-12, leaving the other half to the rounding of any reference it is compared with.
  static let valueErrorBudget = 5e-13

  /// The accepted slope is within this times `max(1, |slope|)` of the exact slope.
  static let slopeErrorBudget = 1e-10

  /// How far outside `0...1` the bounds on the coordinates hold, in the parameter: `w`.
  static let parameterMargin = 1e-3

  /// The acceptance that accepts nothing: every solve falls back to the exact solver.
  static let never = PlainSolveAcceptance(minimumDerivative: .infinity, stepAllowance: 0)

  /// Creates an acceptance from its two limits.
  ///
  /// - Parameters:
  ///   - minimumDerivative: `D`.
  ///   - stepAllowance: `κ`.
  init(minimumDerivative: Double, stepAllowance: Double) {
    self.minimumDerivative = minimumDerivative
    self.stepAllowance = stepAllowance
  }

  /// The limits for a curve, from the bound above.
  ///
  /// - Parameters:
  ///   - x: The curve's x coordinate (control values in `0...1`).
  ///   - y: The curve's y coordinate.
  init(x: PlainCubic, y: PlainCubic) {
    let constants = Constants(x: x, y: y)
    let budget = PlainSolveAcceptance.valueErrorBudget
    guard constants.eY < budget / 2, constants.largestDx > 0 else {
      self = .never
      return
    }
    // Ymax · eR / D alone must leave room for the rest: D starts there.
    let leastDerivative =
      2.02 * constants.yMax * constants.eR / (budget - constants.eY) + constants.eD
    var allowance = min(1e-8, budget / (4 * constants.yMax * constants.k))
    for _ in 0..<20 {
      var derivative = leastDerivative
      while derivative <= constants.largestDx {
        if constants.holds(minimumDerivative: derivative, stepAllowance: allowance) {
          self.init(minimumDerivative: derivative, stepAllowance: allowance)
          return
        }
        derivative *= 1.25
      }
      allowance /= 4
    }
    self = .never
  }
}

extension PlainSolveAcceptance {
  /// A curve's constants in the bound, each rounded up by a relative 1e-9 to cover the rounding
  /// of its own computation.
  struct Constants {
    /// `eR`: the error of the residual `X̂(t) − p`.
    let eR: Double
    /// `eD`: the error of `X̂′(t)`.
    let eD: Double
    /// `eY`: the error of `Ŷ(t)`.
    let eY: Double
    /// `eDY`: the error of `Ŷ′(t)`.
    let eDY: Double
    /// `K`: the largest `|X″(t)|`.
    let k: Double
    /// `KY`: the largest `|Y″(t)|`.
    let kY: Double
    /// `Ymax`: the largest `|Y′(t)|`.
    let yMax: Double
    /// The largest `X′(t)`: no larger `D` can accept anything.
    let largestDx: Double
    /// `dmax`: the largest computed `X̂′(t)`.
    let dMax: Double

    /// The constants of a curve, for `|t| ≤ 1 + w`.
    ///
    /// - Parameters:
    ///   - x: The curve's x coordinate.
    ///   - y: The curve's y coordinate.
    init(x: PlainCubic, y: PlainCubic) {
      let margin = 1 + 1e-9
      eR = x.residualError * margin
      eD = x.derivativeError * margin
      eY = y.valueError * margin
      eDY = y.derivativeError * margin
      k = x.secondDerivativeBound * margin
      kY = y.secondDerivativeBound * margin
      yMax = y.derivativeBound * margin
      largestDx = x.derivativeBound
      dMax = (x.derivativeBound + x.derivativeError) * margin
    }

    /// Whether steps 1 to 4 of the bound hold for `D` and `κ`.
    ///
    /// - Parameters:
    ///   - minimumDerivative: `D`.
    ///   - stepAllowance: `κ`.
    /// - Returns: `true` when an accepted step's value and slope are within their budgets.
    func holds(minimumDerivative: Double, stepAllowance: Double) -> Bool {
      let u = 0x1p-53
      let w = PlainSolveAcceptance.parameterMargin
      let d = minimumDerivative
      let reducedD = d - eD
      guard reducedD > 0 else { return false }
      let epsilon = eD / d
      let kappa = stepAllowance * (1 + 4 * u)
      let largestStep = (kappa * dMax).squareRoot() * (1 + u)
      // 1: the root lies within γ·q ≤ γ·Q of t₁.
      let bigQ = (largestStep * (1 + 2 * u) + eR / d) / (1 - epsilon)
      guard 4 * k * bigQ <= reducedD, 2 * bigQ <= w else { return false }
      let gamma = 1 / (1 - 2 * k * bigQ / reducedD)
      // 2: the accepted step lands within Eₜ of it.
      let stepPart =
        (1 + 2 * u) * (1 + 2 * u) * kappa * (1 + eD / reducedD)
        / ((1 - epsilon) * (1 - epsilon))
      let errorPart = eR / (d * (1 - epsilon))
      let newtonMiss = k * gamma * gamma * (stepPart + errorPart * errorPart / reducedD)
      let stepError =
        bigQ * (1 + epsilon) * 2.01 * u + eR * (1 + 2.01 * u) / d + bigQ * epsilon
      let et = newtonMiss + stepError + u * (1 + largestStep)
      guard et <= w else { return false }
      // 3: the value.
      let valueError = eY + yMax * et
      // 4: the slope.
      let dyError = eDY + kY * et
      let dxError = eD + k * et
      let leastDx = reducedD / 2 - dxError
      guard leastDx > 0 else { return false }
      let slopeError = (dyError + dxError) / leastDx + 2 * u
      let margin = 1 + 1e-9
      return valueError * margin <= PlainSolveAcceptance.valueErrorBudget
        && slopeError * margin <= PlainSolveAcceptance.slopeErrorBudget
    }
  }
}
