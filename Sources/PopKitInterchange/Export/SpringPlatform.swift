// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A platform whose own spring API ``SpringCode`` writes code for.
///
/// Each raw value is the name `popkit export --to` takes. Every platform's spring is the same
/// physics, `m·x″ + c·x′ + k·x = 0`; they differ in the parameters they take:
///
/// | platform | code | parameters |
/// |---|---|---|
/// | ``swiftui`` | `Spring(mass:stiffness:damping:)` | m, k, c |
/// | ``uikit`` | `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` | m, k, c |
/// | ``compose`` | `spring<Float>(dampingRatio =, stiffness =)` | ζ, k/m (mass 1) |
/// | ``android`` | `SpringForce().setStiffness().setDampingRatio()` | k/m, ζ (mass 1) |
/// | ``flutter`` | `SpringDescription(mass:stiffness:damping:)` | m, k, c |
/// | ``motion`` | `{ type: "spring", stiffness, damping, mass }` | k, c, m |
/// | ``reactSpring`` | `{ tension, friction, mass }` | k, c, m |
public enum SpringPlatform: String, CaseIterable, Sendable {
  /// SwiftUI's `Spring(mass:stiffness:damping:)` (iOS 17, macOS 14).
  case swiftui
  /// UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
  case uikit
  /// Jetpack Compose's `spring(dampingRatio, stiffness)`, whose mass is 1.
  case compose
  /// Android's `SpringForce` (DynamicAnimation), whose mass is 1.
  case android
  /// Flutter's `SpringDescription(mass:stiffness:damping:)`.
  case flutter
  /// motion.dev's (Framer Motion's) spring transition options.
  case motion
  /// react-spring's spring config.
  case reactSpring = "react-spring"

  /// The language the platform's code is written in: `Swift`, `Kotlin`, `Dart` or `JavaScript`.
  public var language: String {
    switch self {
    case .swiftui, .uikit: "Swift"
    case .compose, .android: "Kotlin"
    case .flutter: "Dart"
    case .motion, .reactSpring: "JavaScript"
    }
  }

  /// Whether the platform takes single-precision numbers (Kotlin `Float`), so that its code
  /// carries each parameter to within half a `Float` ulp (a relative error of at most 2⁻²⁴,
  /// about 6e-8) rather than exactly.
  public var usesSinglePrecision: Bool { self == .compose || self == .android }

  /// Whether the platform's spring has no mass (it is 1), so that a spring of mass `m` is
  /// written with `k/m` and `c/m`, the same motion.
  public var foldsMass: Bool { usesSinglePrecision }

  /// A name turned into an identifier of the platform's language.
  ///
  /// The rule, the same for every language: ASCII letters, digits and `_` are kept; every run of
  /// other characters (spaces, `-`, `.`, non-ASCII letters) is a word break, and the word after
  /// it starts with a capital letter (`"sheet open"` and `"sheet-open"` give `sheetOpen`). A
  /// name that then starts with a digit is prefixed with `spring` (`"2x"` gives `spring2x`), an
  /// empty one becomes `spring`, and one that is a reserved word of the language gets `Spring`
  /// appended (`"default"` gives `defaultSpring`).
  ///
  /// - Parameter name: Any text.
  /// - Returns: A valid identifier of ``language``.
  public func identifier(for name: String) -> String {
    var identifier = ""
    var breakBefore = false
    for scalar in name.unicodeScalars {
      let isWordCharacter =
        scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "_")
      guard isWordCharacter else {
        breakBefore = !identifier.isEmpty
        continue
      }
      let character = Character(scalar)
      identifier.append(breakBefore ? Character(character.uppercased()) : character)
      breakBefore = false
    }
    if identifier.isEmpty { return "spring" }
    if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) {
      identifier = "spring" + identifier
    }
    if reservedWords.contains(identifier) { identifier += "Spring" }
    return identifier
  }

  /// The words the language reserves, which cannot name a constant.
  var reservedWords: Set<String> {
    switch language {
    case "Swift":
      [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "nil", "operator", "private", "precedencegroup", "protocol",
        "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
        "where", "while", "_", "Any",
      ]
    case "Kotlin":
      [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
        "interface", "is", "null", "object", "package", "return", "super", "this", "throw",
        "true", "try", "typealias", "typeof", "val", "var", "when", "while", "_",
      ]
    case "Dart":
      [
        "assert", "break", "case", "catch", "class", "const", "continue", "default", "do",
        "else", "enum", "extends", "false", "final", "finally", "for", "if", "in", "is", "new",
        "null", "rethrow", "return", "super", "switch", "this", "throw", "true", "try", "var",
        "void", "while", "with", "_",
      ]
    default:
      [
        "arguments", "await", "break", "case", "catch", "class", "const", "continue",
        "debugger", "default", "delete", "do", "else", "enum", "eval", "export", "extends",
        "false", "finally", "for", "function", "if", "implements", "import", "in",
        "instanceof", "interface", "let", "new", "null", "package", "private", "protected",
        "public", "return", "static", "super", "switch", "this", "throw", "true", "try",
        "typeof", "undefined", "var", "void", "while", "with", "yield",
      ]
    }
  }
}
