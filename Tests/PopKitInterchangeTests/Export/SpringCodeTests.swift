// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

@Suite("A spring as each platform's code")
struct SpringCodeTests {
  /// Springs of every kind: pop's default, over-damped, a mass of 2, bouncy, very bouncy.
  static let springs: [(String, Spring)] = [
    ("pop default", Spring()),
    ("over-damped", Spring(dampingRatio: 1.5, response: 0.5)),
    ("mass 2", Spring(tension: 300, friction: 10, mass: 2)),
    ("bouncy", Spring(duration: 0.5, bounce: 0.7)),
    ("very bouncy, light", Spring(tension: 500, friction: 2, mass: 0.25)),
  ]

  /// The constants of `m·x″ + c·x′ + k·x = 0`, as read back from a platform's code.
  struct Constants {
    let stiffness: Double
    let damping: Double
    let mass: Double
  }

  /// The text of the number that follows `label` and one of `:`, `=` or `(` in `line`.
  static func number(_ label: String, in line: String) throws -> String {
    let pattern = try Regex("\(label)\\s*[:=(]\\s*([-+0-9.eE]+)f?[,)\\s]")
    let match = try #require(line.firstMatch(of: pattern), "no \(label) in \(line)")
    return try #require(match.output[1].substring.map(String.init))
  }

  /// The declaration: the last line of the snippet.
  static func declaration(_ code: String) throws -> String {
    try #require(code.split(separator: "\n").last.map(String.init))
  }

  /// Reads the spring back out of a platform's code, by the platform's documented formula.
  ///
  /// Compose and Android take the stiffness k (with mass 1) and the damping ratio ζ, and their
  /// damping is c = 2ζ√(k·1) (SpringForce: ω0 = √stiffness, c = 2ζω0). The others take k, c
  /// and m as they are (react-spring: a = (−tension·Δx − friction·v) / mass, in seconds).
  static func readBack(_ code: String, on platform: SpringPlatform) throws -> Constants {
    let line = try declaration(code)
    func double(_ label: String) throws -> Double {
      try #require(Double(try number(label, in: line)))
    }
    func single(_ label: String) throws -> Double {
      Double(try #require(Float(try number(label, in: line))))
    }
    switch platform {
    case .swiftui, .uikit, .flutter:
      return Constants(
        stiffness: try double("stiffness"), damping: try double("damping"),
        mass: try double("mass"))
    case .motion:
      return Constants(
        stiffness: try double("stiffness"), damping: try double("damping"),
        mass: try double("mass"))
    case .reactSpring:
      return Constants(
        stiffness: try double("tension"), damping: try double("friction"),
        mass: try double("mass"))
    case .compose:
      let stiffness = try single("stiffness")
      let ratio = try single("dampingRatio")
      return Constants(stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(), mass: 1)
    case .android:
      let stiffness = try single("setStiffness")
      let ratio = try single("setDampingRatio")
      return Constants(stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(), mass: 1)
    }
  }

  /// The displacement at `time` of `m·x″ + c·x′ + k·x = 0` from `x0`, `v0`, in closed form.
  static func displacement(
    _ spring: Constants, at time: Double, from start: Double, velocity: Double
  ) -> Double {
    let decay = spring.damping / (2 * spring.mass)
    let discriminant = spring.stiffness / spring.mass - decay * decay
    if discriminant > 0 {
      let frequency = discriminant.squareRoot()
      return exp(-decay * time)
        * (start * cos(frequency * time)
          + (velocity + decay * start) * sin(frequency * time) / frequency)
    } else if discriminant < 0 {
      let spread = (-discriminant).squareRoot()
      let (fast, slow) = (-decay - spread, -decay + spread)
      let slowPart = (velocity - fast * start) / (slow - fast)
      return (start - slowPart) * exp(fast * time) + slowPart * exp(slow * time)
    }
    return exp(-decay * time) * (start + (velocity + decay * start) * time)
  }

  /// The largest difference between PopKit's motion of `spring` and the closed form of the
  /// read-back constants, over a unit move from `−1` (with `velocity`) until PopKit's spring
  /// settles within 0.001, at 4001 instants.
  static func worstMotionError(
    _ spring: Spring, _ readBack: Constants, velocity: Double = 0
  ) -> Double {
    let settling = spring.settlingDuration(distance: 1, initialVelocity: velocity, threshold: 0.001)
    var worst = 0.0
    for step in 0...4000 {
      let time = settling * Double(step) / 4000
      let popkit = spring.displacement(at: time, initialDisplacement: -1, initialVelocity: velocity)
      let rebuilt = displacement(readBack, at: time, from: -1, velocity: velocity)
      worst = max(worst, abs(popkit - rebuilt))
    }
    return worst
  }

  @Test(
    "Each platform's code, read back by the platform's formula, moves as PopKit's spring",
    arguments: SpringPlatform.allCases)
  func sameMotion(_ platform: SpringPlatform) throws {
    // Double platforms print 12 significant digits: within 1e-9 of the move unless a comment
    // says otherwise (none of these springs needs one).
    let bound = platform.usesSinglePrecision ? 1e-7 : 1e-9
    for (label, spring) in Self.springs {
      let code = try SpringCode.code(for: spring, named: "snappy", on: platform)
      let constants = try Self.readBack(code, on: platform)
      let worst = Self.worstMotionError(spring, constants)
      #expect(worst <= bound, "\(platform.rawValue), \(label): \(worst)")
      if !platform.usesSinglePrecision {
        // PopKit's own k, c and m, each within 5e-12 of itself (12 significant digits).
        for (read, exact) in [
          (constants.stiffness, spring.tension), (constants.damping, spring.friction),
          (constants.mass, spring.mass),
        ] {
          expectClose(read, exact, absolute: 5e-12 * abs(exact), "\(platform.rawValue), \(label)")
        }
      }
    }
  }

  @Test("Kotlin's Float costs at most half a Float ulp: a relative error ≤ 6e-8 on k/m and ζ")
  func floatRounding() throws {
    for platform in [SpringPlatform.compose, .android] {
      for (label, spring) in Self.springs {
        let line = try Self.declaration(
          try SpringCode.code(for: spring, named: "s", on: platform))
        let stiffnessLabel = platform == .compose ? "stiffness" : "setStiffness"
        let ratioLabel = platform == .compose ? "dampingRatio" : "setDampingRatio"
        let stiffness = Double(try #require(Float(try Self.number(stiffnessLabel, in: line))))
        let ratio = Double(try #require(Float(try Self.number(ratioLabel, in: line))))
        let exactStiffness = spring.tension / spring.mass
        let exactRatio = spring.friction / (2 * (spring.tension * spring.mass).squareRoot())
        #expect(abs(stiffness - exactStiffness) / exactStiffness <= 6e-8, "\(label)")
        #expect(abs(ratio - exactRatio) / exactRatio <= 6e-8, "\(label)")
        // The shortest text: one digit fewer would not read back as the same Float.
        let text = try Self.number(ratioLabel, in: line)
        #expect(text.filter(\.isNumber).count <= 9, "\(label): \(text)")
      }
    }
  }

  @Test("UIKit carries the initial velocity, in fractions of the move per second")
  func uikitVelocity() throws {
    let spring = Spring()
    let code = try SpringCode.code(for: spring, named: "fling", on: .uikit, initialVelocity: 2.5)
    let line = try Self.declaration(code)
    #expect(line.hasSuffix("initialVelocity: CGVector(dx: 2.5, dy: 2.5))"))
    let constants = try Self.readBack(code, on: .uikit)
    let velocity = try #require(Double(try Self.number("dx", in: line)))
    #expect(Self.worstMotionError(spring, constants, velocity: velocity) <= 1e-9)
    let compose = try SpringCode.code(
      for: spring, named: "fling", on: .compose, initialVelocity: 2.5)
    #expect(
      compose.contains(
        "// initial velocity: 2.5 × the move per second; compose takes it where the animation "
          + "starts\n"))
  }

  @Test("pop's default spring on every platform, line for line")
  func popDefault() throws {
    let header =
      "// popkit: tension 342.100588235, friction 30.4869796482, mass 1 "
      + "(damping ratio 0.824, response 0.34 s)\n"
    let expected: [SpringPlatform: String] = [
      .swiftui: "let snappy = Spring(mass: 1, stiffness: 342.100588235, "
        + "damping: 30.4869796482)\n",
      .uikit: "let snappy = UISpringTimingParameters(mass: 1, stiffness: 342.100588235, "
        + "damping: 30.4869796482, initialVelocity: CGVector(dx: 0, dy: 0))\n",
      .compose: "val snappy = spring<Float>(dampingRatio = 0.82415235f, stiffness = 342.1006f)\n",
      .android: "val snappy = SpringForce().setStiffness(342.1006f).setDampingRatio(0.82415235f)\n",
      .flutter: "final snappy = SpringDescription(mass: 1, stiffness: 342.100588235, "
        + "damping: 30.4869796482);\n",
      .motion: "const snappy = { type: \"spring\", stiffness: 342.100588235, "
        + "damping: 30.4869796482, mass: 1 };\n",
      .reactSpring: "// react-spring steps it numerically (1 ms semi-implicit Euler): up to "
        + "0.63 % of the move off the exact motion\nconst snappy = { tension: 342.100588235, "
        + "friction: 30.4869796482, mass: 1 };\n",
    ]
    for platform in SpringPlatform.allCases {
      let code = try SpringCode.code(for: Spring(), named: "snappy", on: platform)
      #expect(code == header + (expected[platform] ?? ""), "\(platform.rawValue)")
    }
  }

  @Test("A folded mass, over-damping and a spring without friction are said in the code")
  func notes() throws {
    let heavy = try SpringCode.code(
      for: Spring(tension: 300, friction: 10, mass: 2), named: "heavy", on: .compose)
    #expect(heavy.contains("// mass 2 folded in: stiffness = k/m (mass 1), the same motion\n"))
    #expect(heavy.contains("stiffness = 150f)"))
    let light = try SpringCode.code(
      for: Spring(tension: 300, friction: 10), named: "light", on: .android)
    #expect(!light.contains("folded"))

    let overDamped = Spring(dampingRatio: 1.5, response: 0.5)
    let swiftui = try SpringCode.code(for: overDamped, named: "slow", on: .swiftui)
    #expect(swiftui.hasSuffix(", allowOverDamping: true)\n"))
    #expect(swiftui.contains("// over-damped: allowOverDamping"))
    let underDamped = try SpringCode.code(for: Spring(), named: "pop", on: .swiftui)
    #expect(!underDamped.contains("allowOverDamping"))
    let uikit = try SpringCode.code(for: overDamped, named: "slow", on: .uikit)
    #expect(uikit.contains("// over-damped: UIKit's docs do not say it keeps over-damping"))

    let forever = Spring(tension: 200, friction: 0)
    for platform in SpringPlatform.allCases {
      let code = try SpringCode.code(for: forever, named: "wobble", on: platform)
      #expect(code.contains("// no friction: it oscillates for ever"), "\(platform.rawValue)")
      let constants = try Self.readBack(code, on: platform)
      #expect(constants.damping == 0, "\(platform.rawValue)")
      var worst = 0.0
      for step in 0...2000 {
        let time = Double(step) / 1000
        let popkit = forever.displacement(at: time, initialDisplacement: -1, initialVelocity: 0)
        worst = max(
          worst, abs(popkit - Self.displacement(constants, at: time, from: -1, velocity: 0)))
      }
      #expect(worst <= (platform.usesSinglePrecision ? 1e-6 : 1e-12), "\(platform.rawValue)")
    }
  }

  @Test("A spring a platform cannot hold is an error naming the platform and the reason")
  func refusals() throws {
    let noTension = Spring(tension: 0, friction: 5)
    for platform in SpringPlatform.allCases {
      if platform == .flutter || platform == .reactSpring {
        let code = try SpringCode.code(for: noTension, named: "drift", on: platform)
        #expect(code.hasPrefix("// popkit: tension 0, friction 5, mass 1 (no tension"))
        let constants = try Self.readBack(code, on: platform)
        #expect(constants.stiffness == 0 && constants.damping == 5)
      } else {
        #expect(throws: SpringCodeError.self) {
          try SpringCode.code(for: noTension, named: "drift", on: platform)
        }
        do {
          _ = try SpringCode.code(for: noTension, named: "drift", on: platform)
        } catch {
          #expect(error.platform == platform)
          #expect(error.message.hasPrefix("\(platform.rawValue): a spring without tension"))
        }
      }
    }
    do {
      _ = try SpringCode.code(for: Spring(tension: 1e300, friction: 1), named: "x", on: .compose)
      Issue.record("a stiffness beyond Float was written")
    } catch {
      #expect(error.message.contains("stiffness k/m 1e+300 is beyond Kotlin's Float"))
    }
    #expect(throws: SpringCodeError.self) {
      try SpringCode.code(for: Spring(), named: "x", on: .flutter, initialVelocity: .nan)
    }
  }

  @Test("react-spring's note states how far its 1 ms Euler steps stray from the exact motion")
  func reactSpringStepping() throws {
    for (label, spring) in Self.springs {
      let code = try SpringCode.code(for: spring, named: "s", on: .reactSpring)
      let constants = try Self.readBack(code, on: .reactSpring)
      // react-spring's SpringValue.advance, in its own units (ms, and per ms²).
      let settling = spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: 0.001)
      var (position, velocity, worst) = (-1.0, 0.0, 0.0)
      for step in 1...Int((settling * 1000).rounded(.up)) {
        let springForce = -constants.stiffness * 0.000001 * position
        let dampingForce = -constants.damping * 0.001 * velocity
        velocity += (springForce + dampingForce) / constants.mass
        position += velocity
        let exact = Self.displacement(
          constants, at: Double(step) / 1000, from: -1, velocity: 0)
        worst = max(worst, abs(position - exact))
      }
      let match = try #require(code.firstMatch(of: try Regex("Euler\\): up to ([0-9.e-]+) % ")))
      let text = try #require(match.output[1].substring)
      let stated = try #require(Double(text))
      expectClose(
        stated, worst * 100, absolute: 0.05 * worst * 100, "\(label): \(stated) % vs \(worst)")
      #expect(worst > 1e-3 && worst < 0.05, "\(label): \(worst)")
    }
    let endless = try SpringCode.code(
      for: Spring(tension: 100, friction: 0), named: "s", on: .reactSpring)
    #expect(endless.contains("(1 ms semi-implicit Euler), close to, not exactly, this motion\n"))
  }

  @Test(
    "finding 24: spring code prints at most 12 significant digits, and says past 1e-9",
    arguments: [SpringPlatform.swiftui, .uikit, .flutter, .motion, .reactSpring])
  func finding24NoFloatNoise(_ platform: SpringPlatform) throws {
    // A spring from SwiftUI's model: derived constants carry 17 digits in a Double.
    let ordinary = Spring(duration: 0.4, bounce: 0.2)
    let code = try SpringCode.code(for: ordinary, named: "s", on: platform)
    let digits = code.split(whereSeparator: { !"0123456789.".contains($0) })
      .map { $0.filter(\.isNumber).drop(while: { $0 == "0" }) }
    #expect(digits.allSatisfy { $0.count <= 12 }, "\(code)")
    #expect(!code.contains("rounded to 12"), "\(code)")
    // A stiff spring that rings for hours: 5e-12 on its constants adds up to more than 1e-9.
    let ringing = Spring(tension: 1_000_000_000.123456789, friction: 0.000123456789123, mass: 1)
    let ringingCode = try SpringCode.code(for: ringing, named: "s", on: platform)
    let worst = Self.worstMotionError(ringing, try Self.readBack(ringingCode, on: platform))
    #expect(worst > 1e-9)
    #expect(ringingCode.contains("// rounded to 12 significant digits"), "\(ringingCode)")
  }
}
