// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitShared

/// What `convert` and `css` can truthfully say about a spring at the edges of the models they
/// print: where pop's bounciness and speed cannot express it, and why a unit move from rest
/// has no settling duration.
enum SpringLimits {
  /// The lowest tension per unit of mass pop's speed reaches: speed 0 (Origami tension 0.5,
  /// 87.21), read from the library's own conversion.
  static let popMinimumTension = Spring(bounciness: 0, speed: 0).tension

  /// The lowest friction per unit of mass pop's bounciness reaches: bounciness 42.5 mixes
  /// Origami's friction all the way to its minimum (1.03, at any speed), read from the
  /// library's own conversion.
  static let popMinimumFriction = Spring(bounciness: 42.5, speed: 0).friction

  /// The time beyond which `Spring.settlingDuration` may answer `.infinity` for a spring that
  /// does settle: its search gives up after passing `1e15` s, so the settling is at least half
  /// that (5e14 s).
  static let longestComputedSettling = 5e14

  /// pop's bounciness and speed of a spring, or why they cannot express it.
  enum PopParameters: Equatable {
    /// The spring is `Spring(bounciness:speed:)` of these, to 1e-9.
    case expressed(bounciness: Double, speed: Double)
    /// pop's model has no parameters for the spring, for the reason given.
    case notExpressible(String)
  }

  /// pop's parameters of a spring, checked by converting them back.
  ///
  /// pop's model (Origami's) has mass 1, speed `>= 0` and bounciness in `0...42.5`; the spring's
  /// tension and friction per unit of mass must come back from them.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: The parameters, or the reason there are none.
  static func popParameters(of spring: Spring) -> PopParameters {
    let f = { (value: Double) in NumberFormatting.rounded(value, significantDigits: 6) }
    let (tension, friction) = (spring.tension / spring.mass, spring.friction / spring.mass)
    let speed = spring.speed
    guard speed >= 0 else {
      return .notExpressible(
        "pop's speed would be \(f(speed)); it starts at 0, which is tension "
          + "\(f(popMinimumTension)) per unit of mass")
    }
    guard speed.isFinite else {
      return .notExpressible("more tension than pop's speed can hold")
    }
    let bounciness = spring.bounciness
    if bounciness.isNaN || bounciness > 42.5 {
      return .notExpressible(
        "less friction than pop's bounciness can express (at least \(f(popMinimumFriction)) "
          + "per unit of mass, at bounciness 42.5)")
    }
    if bounciness < 0 {
      let most = Spring(bounciness: 0, speed: speed).friction
      return .notExpressible(
        "more friction than pop's bounciness can express (at most \(f(most)) per unit of "
          + "mass at this tension, at bounciness 0)")
    }
    let back = Spring(bounciness: bounciness, speed: speed)
    guard close(back.tension, tension), close(back.friction, friction) else {
      return .notExpressible(
        "pop's bounciness cannot tell this friction apart at this tension: bounciness "
          + "\(f(bounciness)), speed \(f(speed)) give friction \(f(back.friction)) per unit of "
          + "mass, not \(f(friction))")
    }
    return .expressed(bounciness: bounciness, speed: speed)
  }

  /// Why a unit move from rest on a spring has no settling duration.
  enum Unsettled: Equatable {
    /// It never settles at its target, for the reason given.
    case never(String)
    /// It settles, but later than ``longestComputedSettling``.
    case later

    /// The reason, in words.
    var reason: String {
      switch self {
      case .never(let reason):
        reason
      case .later:
        "it settles only after more than 5e14 s (over 15 million years), later than popkit "
          + "computes"
      }
    }
  }

  /// Why a unit move from rest has no settling duration, for a spring whose
  /// `settlingDuration` is `.infinity`.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: Why.
  static func unsettled(_ spring: Spring) -> Unsettled {
    if spring.tension == 0 {
      return .never(
        "without tension nothing pulls it towards its target: a move from rest stays where it "
          + "starts")
    }
    if spring.friction == 0 {
      return .never("without friction it swings about its target for ever")
    }
    return .later
  }

  /// Whether two numbers agree to 1e-9, relatively (absolutely near zero).
  private static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }
}
