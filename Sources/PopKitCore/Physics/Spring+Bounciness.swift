// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Spring {
  /// pop's default spring: bounciness 4, speed 12, which is tension 342.10058823529414,
  /// friction 30.486979648244255 and mass 1.
  public static let `default` = Spring(bounciness: 4, speed: 12)

  /// Creates a spring from pop's designer-facing parameters (Origami's mapping).
  ///
  /// Bounciness says how much the spring overshoots (0 = no bounce), speed how quickly it
  /// moves; pop documents both on 0...20 and defaults to 4 and 12. The mass is 1.
  ///
  /// The mapping: with `b = bounciness/1.7/20·0.8` and `s = speed/1.7/20`, Origami's tension is
  /// `Tq = 0.5 + 199.5·s` and its friction mixes a "no bounce" friction curve (a piecewise
  /// cubic in `Tq`) with 0.01 by `u = 2b − b²`; pop then converts both linearly:
  /// `tension = 194 + 3.62·(Tq − 30)`, `friction = 25 + 3·(Fq − 8)`.
  ///
  /// - Parameters:
  ///   - bounciness: How bouncy, `0...42.5` (the range where more bounciness always means
  ///     less friction); pop's documented range is `0...20`, its default 4.
  ///   - speed: How fast, finite and `>= 0`. Default 12 (pop's).
  public init(bounciness: Double, speed: Double = 12) {
    checkParameter(
      bounciness >= 0 && bounciness <= OrigamiModel.maximumBounciness,
      "Spring.bounciness", bounciness, allowed: "in 0...42.5")
    checkParameter(speed.isFinite && speed >= 0, "Spring.speed", speed, allowed: "finite and >= 0")
    let origamiTension = OrigamiModel.origamiTension(speed: speed)
    let mix = OrigamiModel.bounceMix(bounciness: bounciness)
    let noBounce = OrigamiModel.noBounceFriction(origamiTension: origamiTension)
    let origamiFriction = mix * OrigamiModel.minimumFriction + (1 - mix) * noBounce
    self.init(
      tension: OrigamiModel.tension(origamiTension: origamiTension),
      friction: OrigamiModel.friction(origamiFriction: origamiFriction),
      mass: 1
    )
  }

  /// pop's bounciness of this spring, the inverse of ``init(bounciness:speed:)``.
  ///
  /// A spring with a mass other than 1 is first scaled to mass 1 (same motion). Springs with
  /// more friction than the model's no-bounce curve give a negative bounciness; springs with
  /// less friction than the model can express (below about 1.03 per unit of mass) give NaN.
  public var bounciness: Double {
    let origamiTension = OrigamiModel.origamiTension(tension: tension / mass)
    let origamiFriction = OrigamiModel.origamiFriction(friction: friction / mass)
    let noBounce = OrigamiModel.noBounceFriction(origamiTension: origamiTension)
    let mix = (noBounce - origamiFriction) / (noBounce - OrigamiModel.minimumFriction)
    // u = 2b − b², so b = 1 − √(1 − u): the root on the model's monotonic branch.
    let normalized = 1 - (1 - mix).squareRoot()
    return normalized * OrigamiModel.bouncinessScale
  }

  /// pop's speed of this spring, the inverse of ``init(bounciness:speed:)``.
  ///
  /// A spring with a mass other than 1 is first scaled to mass 1 (same motion).
  public var speed: Double {
    let origamiTension = OrigamiModel.origamiTension(tension: tension / mass)
    return (origamiTension - 0.5) * OrigamiModel.speedScale
  }
}

/// The constants and maps of Origami's spring model, as pop uses it.
enum OrigamiModel {
  /// Bounciness that maps to the model's normalized bounciness of 1 (`1.7 · 20 / 0.8`).
  static let bouncinessScale = 1.7 * 20 / 0.8
  /// The largest bounciness where the model is monotonic.
  static let maximumBounciness = bouncinessScale
  /// Speed per unit of Origami tension above its minimum (`1.7 · 20 / 199.5`).
  static let speedScale = 1.7 * 20 / 199.5
  /// The friction a fully bouncy spring mixes towards.
  static let minimumFriction = 0.01

  static func origamiTension(speed: Double) -> Double {
    0.5 + (speed / 1.7 / 20) * (200 - 0.5)
  }

  static func bounceMix(bounciness: Double) -> Double {
    let normalized = bounciness / 1.7 / 20 * 0.8
    return 2 * normalized - normalized * normalized
  }

  static func tension(origamiTension: Double) -> Double {
    194 + (origamiTension - 30) / 50 * (375 - 194)
  }

  static func friction(origamiFriction: Double) -> Double {
    25 + (origamiFriction - 8) / 2 * (25 - 19)
  }

  static func origamiTension(tension: Double) -> Double {
    (tension - 194) * 50 / (375 - 194) + 30
  }

  static func origamiFriction(friction: Double) -> Double {
    (friction - 25) * 2 / (25 - 19) + 8
  }

  /// Origami's friction for a spring that just does not bounce, a piecewise cubic in tension.
  static func noBounceFriction(origamiTension x: Double) -> Double {
    if x <= 18 {
      return 0.0007 * x * x * x - 0.031 * x * x + 0.64 * x + 1.28
    } else if x <= 44 {
      return 0.000044 * x * x * x - 0.006 * x * x + 0.36 * x + 2
    } else {
      return 0.00000045 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84
    }
  }
}
