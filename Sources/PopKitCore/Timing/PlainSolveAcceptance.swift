/// When a curve's solve in plain doubles may be trusted: the two numbers a frame checks, chosen
/// once per curve from a bound on the error of the plain-double solve.
///
/// ## The solve
///
/// For a progress `p` in `(0, 1)`, ``TimingCurveSolver`` takes Newton steps on
/// `g(t) = X(t) − p` in plain doubles (``PlainCubic``). At each `t₁`, clamped to `0...1`, it
/// computes the residual `r̂ ≈ g(t₁)`, the derivative `d̂ ≈ X′(t₁)` and the step `σ̂ = r̂ / d̂`, and
/// it *accepts* the step when
///
///     d̂ ≥ D  and  σ̂² ≤ κ·d̂                  (D = minimumDerivative, κ = stepAllowance)
///
/// returning `Ŷ(t₂)` and `Ŷ′(t₂) / X̂′(t₂)` at `t₂ = t₁ − σ̂`, all in plain doubles. Otherwise it
/// steps on, and after a few steps falls back to the exact (double-double) solver. (A step's
/// error after it is about `X″·σ̂² / (2·X′)`, hence a limit on `σ̂²` in proportion to `d̂`.)
///
/// ## The bound
///
/// `u = 2⁻⁵³`, `w = 10⁻³`. For `|t| ≤ 1 + w`, `eR`, `eD`, `eY` and `eDY` bound the errors of the
/// residual, of `X̂′`, of `Ŷ` and of `Ŷ′` (``PlainCubic``), `K` and `KY` bound `|X″|` and `|Y″|`,
/// `Ymax` bounds `|Y′|`, and `d̂ ≤ dmax`. `t*` is the exact root in `(0, 1)` (unique: `X`
/// increases on `0...1`). Let `ε = eD / D`, `D′ = D − eD`, `κ′ = κ·(1 + 4u)` (the rounding of the
/// test) and `σ = |σ̂| ≤ σmax = √(κ′·dmax)`; `d = X′(t₁)` lies within `eD` of `d̂`, so
/// `d ≥ d̂·(1 − ε) ≥ D′`.
///
/// 1. *The root is near.* `|g(t₁)| ≤ σ·d̂·(1 + 2u) + eR`, so
///    `|g(t₁)| / d ≤ q = (σ·(1 + 2u) + eR/D) / (1 − ε) ≤ Q`, its value at `σmax`. If
///    `4·K·Q ≤ D′` and `2·Q ≤ w`, then on `I = [t₁ − s, t₁ + s]`, `s = 2·|g(t₁)| / d`,
///    `X′ ≥ d − K·s ≥ d / 2` and `g` changes sign, so `I` holds one root; as
///    `g(0) = −p < 0 < 1 − p = g(1)` and `t₁ ∈ 0...1`, it is `t*`, and
///    `|t₁ − t*| ≤ γ·q` with `γ = 1 / (1 − 2·K·Q / D′)`.
/// 2. *The step lands on it.* An exact Newton step misses `t*` by at most
///    `K·(γ·q)² / (2·d)`, which (as `q² ≤ 2·(σ·(1 + 2u) / (1 − ε))² + 2·(eR / (D·(1 − ε)))²`,
///    `σ² ≤ κ′·d̂` and `d̂ ≤ d·(1 + eD/D′)`) is at most
///    `N = K·γ²·((1 + 2u)²·κ′·(1 + eD/D′) / (1 − ε)² + (eR / (D·(1 − ε)))² / D′)`. The computed
///    step differs from the exact one by at most `S = Q·(1 + ε)·2.01u + eR·(1 + 2.01u) / D + Q·ε`,
///    and rounding `t₂` adds `u·(1 + σmax)`: `|t₂ − t*| ≤ Eₜ = N + S + u·(1 + σmax)`.
/// 3. *The value.* `|Ŷ(t₂) − Y(t*)| ≤ eY + Ymax·Eₜ`, required to be at most
///    ``valueErrorBudget``.
/// 4. *The slope.* `X′ ≥ D′ / 2` at `t*` (it lies in `I`); with `ΔA = eDY + KY·Eₜ` and
///    `ΔB = eD + K·Eₜ`, the computed slope is within `((ΔA + ΔB) / (D′/2 − ΔB) + 2u)` times
///    `max(1, |slope|)` of the exact slope, required to be at most ``slopeErrorBudget``.
///
/// `κ` starts at the value that spends about a quarter of the value budget on `N`,
/// `budget / (4·Ymax·K)` but at most 1e-8 (so that the step from a good guess is accepted at
/// once), and is quartered until some `D` works; `D` is then the smallest that does, rising
/// from `2.02·Ymax·eR / (budget − eY) + eD` in steps of 25 %. Where x barely moves (`X′ < D`:
/// next to an end when `x1 = 0` or `x2 = 1`, at an interior stall) or `Y`'s coefficients are so
/// large that plain doubles cannot hold its value to the budget, no step is accepted, and the
/// exact solver answers.
struct PlainSolveAcceptance: Sendable {
  /// `D`: the least computed `dx/dt` at which a step is accepted; `+infinity` accepts none.
  let minimumDerivative: Double

  /// `κ`: a computed Newton step `σ̂` is accepted when `σ̂² ≤ κ·d̂`.
  let stepAllowance: Double

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
