// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A spring as each platform's own code: numerically the same spring, ready to paste.
///
/// ```swift
/// let code = try SpringCode.code(
///   for: Spring(tension: 300, friction: 10), named: "snappy", on: .compose)
/// print(code)
/// // // popkit: tension 300, friction 10, mass 1 (damping ratio 0.289, response 0.363 s)
/// // val snappy = spring<Float>(dampingRatio = 0.28867513f, stiffness = 300f)
/// ```
///
/// Every snippet starts with a comment naming the spring in PopKit's own models, then notes
/// what the reader must know (a folded mass, over-damping, a spring that never settles, an
/// initial velocity), then one declaration named after the spring.
///
/// Numbers print to at most 12 significant digits, as the shortest text of the rounded
/// number (`300`, `157.913670417`), so the Swift, Dart and JavaScript code hold PopKit's `k`,
/// `c` and `m` to within 5e-12 of each, without float noise; where that moves the motion by
/// more than 1e-9 of the move, a comment says by how much. Kotlin takes `Float`s: Compose and
/// Android get the shortest `Float` text of `k/m` and `ζ`, which is within half a `Float` ulp
/// (a relative error of at most 2⁻²⁴ ≈ 6e-8) of the exact value.
public enum SpringCode {
  /// A spring as a platform's code.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - name: The name of the declaration; turned into an identifier of the platform's
  ///     language by ``SpringPlatform/identifier(for:)``.
  ///   - platform: The platform.
  ///   - initialVelocity: The velocity at the start, in fractions of the move per second
  ///     (UIKit's convention): written into UIKit's `initialVelocity` vector, and stated in a
  ///     comment on the other platforms, which take it where an animation starts. Default 0.
  /// - Returns: The snippet, lines ending in a newline.
  /// - Throws: ``SpringCodeError`` when the platform cannot hold the spring: a spring without
  ///   tension anywhere but Flutter and react-spring (the others need a stiffness above zero,
  ///   or divide by it), a parameter beyond Kotlin's `Float` on Compose and Android, or a
  ///   non-finite initial velocity.
  public static func code(
    for spring: Spring, named name: String, on platform: SpringPlatform,
    initialVelocity: Double = 0
  ) throws(SpringCodeError) -> String {
    guard initialVelocity.isFinite else {
      throw SpringCodeError(
        platform: platform,
        message: "\(platform.rawValue): the initial velocity must be finite, not "
          + JSONText.shortest(initialVelocity))
    }
    if spring.tension == 0, platform != .flutter, platform != .reactSpring {
      throw SpringCodeError(
        platform: platform,
        message: "\(platform.rawValue): a spring without tension cannot be written: "
          + "\(platform.rawValue)'s spring needs a stiffness above 0 (only flutter and "
          + "react-spring take one without)")
    }
    let identifier = platform.identifier(for: name)
    var lines = ["// popkit: \(label(spring))"]
    lines += try notes(spring, on: platform, initialVelocity: initialVelocity)
    lines.append(try declaration(spring, identifier, on: platform, initialVelocity))
    return lines.map { $0 + "\n" }.joined()
  }

  /// The spring in PopKit's models: `tension 300, friction 10, mass 1 (damping ratio 0.289,
  /// response 0.363 s)`.
  static func label(_ spring: Spring) -> String {
    let physical =
      "tension \(NumberFormatting.derived(spring.tension)), friction \(NumberFormatting.derived(spring.friction)), "
      + "mass \(NumberFormatting.derived(spring.mass))"
    guard spring.tension > 0 else { return physical + " (no tension: it only slows down)" }
    let ratio = NumberFormatting.rounded(spring.dampingRatio, significantDigits: 3)
    let response = NumberFormatting.rounded(spring.response, significantDigits: 3)
    return physical + " (damping ratio \(ratio), response \(response) s)"
  }

  /// The comment lines a reader must see before the declaration.
  static func notes(
    _ spring: Spring, on platform: SpringPlatform, initialVelocity: Double
  ) throws(SpringCodeError) -> [String] {
    var notes: [String] = []
    if platform.foldsMass, spring.mass != 1 {
      notes.append(
        "// mass \(NumberFormatting.derived(spring.mass)) folded in: stiffness = k/m (mass 1), the same motion"
      )
    }
    if spring.oscillatesForever {
      notes.append("// no friction: it oscillates for ever, and an animation with it never ends")
    }
    if spring.tension > 0, spring.dampingRatio > 1 {
      switch platform {
      case .swiftui:
        notes.append("// over-damped: allowOverDamping keeps SwiftUI from making it critical")
      case .uikit:
        // UISpringTimingParameters' own default has a damping ratio of 4.56, which suggests
        // UIKit keeps over-damping, but its docs do not say; Core Animation's
        // CASpringAnimation does not unless allowsOverdamping (iOS 17) is on.
        notes.append(
          "// over-damped: UIKit's docs do not say it keeps over-damping; CASpringAnimation "
            + "makes it critical unless allowsOverdamping (iOS 17) is on")
      default: break
      }
    }
    if platform == .reactSpring {
      notes.append(reactSpringNote(spring))
    }
    if !platform.usesSinglePrecision, let note = roundingNote(spring) {
      notes.append(note)
    }
    if initialVelocity != 0, platform != .uikit {
      notes.append(
        "// initial velocity: \(NumberFormatting.derived(initialVelocity)) × the move per second; "
          + "\(platform.rawValue) takes it where the animation starts")
    }
    return notes
  }

  /// The declaration line.
  static func declaration(
    _ spring: Spring, _ identifier: String, on platform: SpringPlatform,
    _ initialVelocity: Double
  ) throws(SpringCodeError) -> String {
    let (k, c, m) = (
      NumberFormatting.derived(spring.tension), NumberFormatting.derived(spring.friction),
      NumberFormatting.derived(spring.mass)
    )
    switch platform {
    case .swiftui:
      let overDamping = spring.dampingRatio > 1 ? ", allowOverDamping: true" : ""
      return "let \(identifier) = Spring(mass: \(m), stiffness: \(k), damping: \(c)\(overDamping))"
    case .uikit:
      let velocity = NumberFormatting.derived(initialVelocity)
      return "let \(identifier) = UISpringTimingParameters(mass: \(m), stiffness: \(k), "
        + "damping: \(c), initialVelocity: CGVector(dx: \(velocity), dy: \(velocity)))"
    case .compose:
      let (stiffness, ratio) = try singlePrecision(spring, on: platform)
      return "val \(identifier) = spring<Float>(dampingRatio = \(ratio), stiffness = \(stiffness))"
    case .android:
      let (stiffness, ratio) = try singlePrecision(spring, on: platform)
      return "val \(identifier) = SpringForce().setStiffness(\(stiffness))"
        + ".setDampingRatio(\(ratio))"
    case .flutter:
      return "final \(identifier) = SpringDescription(mass: \(m), stiffness: \(k), damping: \(c));"
    case .motion:
      return
        "const \(identifier) = { type: \"spring\", stiffness: \(k), damping: \(c), mass: \(m) };"
    case .reactSpring:
      return "const \(identifier) = { tension: \(k), friction: \(c), mass: \(m) };"
    }
  }

  /// Kotlin `Float` literals of `k/m` and `ζ` (mass 1: the same motion).
  static func singlePrecision(
    _ spring: Spring, on platform: SpringPlatform
  ) throws(SpringCodeError) -> (stiffness: String, dampingRatio: String) {
    let stiffness = spring.tension / spring.mass
    let ratio = spring.dampingRatio
    for (name, value) in [("stiffness k/m", stiffness), ("damping ratio", ratio)] {
      let single = Float(value)
      guard single.isFinite, value == 0 || single != 0 else {
        throw SpringCodeError(
          platform: platform,
          message:
            "\(platform.rawValue): the \(name) \(NumberFormatting.derived(value)) is beyond Kotlin's Float "
            + "(about 1.4e-45 to 3.4e38)")
      }
    }
    return (floatLiteral(stiffness), floatLiteral(ratio))
  }

  /// The shortest text that reads back as the same `Float`, as a Kotlin literal: `300f`,
  /// `0.28867513f`, `1e-07f`.
  static func floatLiteral(_ value: Double) -> String {
    let single = Float(value)
    if single == 0 { return "0f" }
    var text = "\(single)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text + "f"
  }

  /// A number as printed: at most 12 significant digits (``NumberFormatting/derived(_:)``).

  /// The comment saying how far the printed `k`, `c` and `m` move the motion from PopKit's,
  /// when that is more than ``PrintedSpring/largestUnstatedDeviation`` of the move.
  ///
  /// - Complexity: O(1) when no number was rounded; else 4,001 spring evaluations.
  static func roundingNote(_ spring: Spring) -> String? {
    let (k, c, m) = (spring.tension, spring.friction, spring.mass)
    let printed = (
      NumberFormatting.derivedValue(k), NumberFormatting.derivedValue(c),
      NumberFormatting.derivedValue(m)
    )
    guard printed != (k, c, m), spring.tension > 0 else { return nil }
    let deviation = PrintedSpring.deviation(
      of: Spring(tension: printed.0, friction: printed.1, mass: printed.2), from: spring)
    guard deviation > PrintedSpring.largestUnstatedDeviation else { return nil }
    return "// rounded to 12 significant digits, these numbers move a unit move by up to "
      + "\(PrintedSpring.text(deviation)) of the move from PopKit's spring"
  }
}
