// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// One keyframe of a Lottie property: when, its value, and how it moves to the next keyframe.
struct LottieKeyframe: Equatable {
  /// How a keyframe moves to the next one.
  enum Easing: Equatable {
    /// Holds its value until the next keyframe (`"h": 1`).
    case hold
    /// Along the cubic Bézier timing curve (0,0)–(outX, outY)–(inX, inY)–(1,1) (`o`, `i`).
    case bezier(outX: Double, outY: Double, inX: Double, inY: Double)

    /// A cubic-Bézier timing curve's easing.
    static func curve(_ points: TimingCurve.ControlPoints) -> Easing {
      .bezier(outX: points.x1, outY: points.y1, inX: points.x2, inY: points.y2)
    }

    /// The easing of a cubic Hermite move from 0 to 1 whose slopes at its ends are `outSlope`
    /// and `inSlope` (in units of the move per unit of the span): control x at the thirds makes
    /// the curve's x its parameter, so its y is the Hermite cubic itself.
    static func hermite(outSlope: Double, inSlope: Double) -> Easing {
      .bezier(outX: 1.0 / 3, outY: outSlope / 3, inX: 2.0 / 3, inY: 1 - inSlope / 3)
    }

    /// The fraction of the move at a fraction of the span, as a player computes it.
    func progress(at fraction: Double) -> Double {
      switch self {
      case .hold: return 0
      case .bezier(let outX, let outY, let inX, let inY):
        if outX == 1.0 / 3 && inX == 2.0 / 3 {
          // x(u) = u: the Bernstein form of y at u directly.
          let u = fraction
          let v = 1 - u
          return 3 * v * v * u * outY + 3 * v * u * u * inY + u * u * u
        }
        guard
          let curve = try? TimingCurve.validated(x1: outX, y1: outY, x2: inX, y2: inY)
        else { return fraction }
        return curve.value(at: fraction)
      }
    }
  }

  /// The time, seconds.
  var time: Double
  /// The value's components.
  var value: [Double]
  /// How it moves to the next keyframe; `nil` for the last one (rlottie draws nothing for a
  /// property whose last keyframe carries `o`/`i`).
  var easing: Easing?

  /// The value a list of keyframes gives at a time, as the players compute it: the first value
  /// before the first keyframe, the last after the last, and at a time two keyframes share,
  /// the later one's.
  static func value(of keyframes: [LottieKeyframe], at time: Double) -> [Double] {
    guard let first = keyframes.first else { return [] }
    guard time >= first.time else { return first.value }
    var index = 0
    while index + 1 < keyframes.count && keyframes[index + 1].time <= time { index += 1 }
    let keyframe = keyframes[index]
    guard index + 1 < keyframes.count, let easing = keyframe.easing, easing != .hold else {
      return keyframe.value
    }
    let next = keyframes[index + 1]
    let fraction = (time - keyframe.time) / (next.time - keyframe.time)
    let progress = easing.progress(at: fraction)
    return zip(keyframe.value, next.value).map { $0 + progress * ($1 - $0) }
  }
}

extension LottieKeyframe {
  /// A property as Lottie JSON: `{"a": 0, "k": value}` for one keyframe, else
  /// `{"a": 1, "k": [keyframes]}` with times in frames.
  ///
  /// Every number is written with at most 12 significant digits (``NumberFormatting/derived(_:)``):
  /// no float noise in the file (its players compute in 32-bit floats, about 7 digits), and a
  /// value the document gave with 12 or fewer digits is written as given.
  ///
  /// - Parameters:
  ///   - keyframes: The keyframes, at least one.
  ///   - framesPerSecond: The frame rate.
  ///   - scalar: Whether a static value is written as a number rather than an array.
  /// - Returns: The property's JSON, and how far that rounding moves the motion at most, as a
  ///   fraction of each component's range over the keyframes (see ``printingShift(_:)``).
  static func property(
    _ keyframes: [LottieKeyframe], framesPerSecond: Double, scalar: Bool
  ) -> (json: JSONValue, printingShift: Double) {
    func number(_ value: Double) -> JSONValue {
      .number(value == 0 ? 0 : NumberFormatting.derivedValue(value))
    }
    if keyframes.count == 1 {
      let value = keyframes[0].value
      let json = JSONValue.object([
        ("a", .number(0)),
        ("k", scalar && value.count == 1 ? number(value[0]) : .array(value.map(number))),
      ])
      return (json, 0)
    }
    let items = keyframes.map { keyframe -> JSONValue in
      var members: [(String, JSONValue)] = [
        ("t", number(keyframe.time * framesPerSecond)),
        ("s", .array(keyframe.value.map(number))),
      ]
      switch keyframe.easing {
      case .hold: members.append(("h", .number(1)))
      case .bezier(let outX, let outY, let inX, let inY):
        members.append(
          ("o", .object([("x", .array([number(outX)])), ("y", .array([number(outY)]))])))
        members.append(
          ("i", .object([("x", .array([number(inX)])), ("y", .array([number(inY)]))])))
      case nil: break
      }
      return .object(members)
    }
    let json = JSONValue.object([("a", .number(1)), ("k", .array(items))])
    return (json, printingShift(keyframes, framesPerSecond: framesPerSecond))
  }

  /// A bound on how far writing keyframes with 12 significant digits moves their motion, as a
  /// fraction of each component's range: each value's rounding; each time's rounding (in
  /// frames) times the interval's steepest speed (its change over its length, times the
  /// easing's steepest slope, at most 3·max(1, |outY|, |1 − inY|)); each easing number's
  /// rounding times that slope bound (as for a CSS `cubic-bezier()`).
  ///
  /// - Parameters:
  ///   - keyframes: The keyframes.
  ///   - framesPerSecond: The frame rate.
  /// - Returns: The bound; 0 for a property that does not move.
  /// - Complexity: O(n) in the keyframes.
  static func printingShift(_ keyframes: [LottieKeyframe], framesPerSecond: Double) -> Double {
    guard let first = keyframes.first else { return 0 }
    var low = first.value
    var high = first.value
    for keyframe in keyframes {
      for component in keyframe.value.indices {
        low[component] = min(low[component], keyframe.value[component])
        high[component] = max(high[component], keyframe.value[component])
      }
    }
    let ranges = zip(low, high).map { $1 - $0 }
    func rounding(_ value: Double) -> Double { abs(NumberFormatting.derivedValue(value) - value) }
    var worst = 0.0
    for (index, keyframe) in keyframes.enumerated() {
      let timeMoved = rounding(keyframe.time * framesPerSecond) / framesPerSecond
      let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
      var steepest = 1.0
      var easingMoved = 0.0
      if case .bezier(let outX, let outY, let inX, let inY) = keyframe.easing {
        steepest = 3 * max(1, abs(outY), abs(1 - inY))
        easingMoved =
          rounding(outY) + rounding(inY) + (rounding(outX) + rounding(inX)) * steepest
      }
      for component in ranges.indices where ranges[component] > 0 {
        var moved = rounding(keyframe.value[component])
        if let next, keyframe.easing != .hold, next.time > keyframe.time {
          let change = abs(next.value[component] - keyframe.value[component])
          let speed = change / (next.time - keyframe.time) * steepest
          let nextMoved = rounding(next.time * framesPerSecond) / framesPerSecond
          moved += speed * max(timeMoved, nextMoved) + easingMoved * change
        }
        worst = max(worst, moved / ranges[component])
      }
    }
    return worst
  }
}
