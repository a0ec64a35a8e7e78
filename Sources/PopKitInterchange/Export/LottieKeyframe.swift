import PopKit

/// One keyframe of a Lottie property: when, its value, and how it moves to the next keyframe.
struct LottieKeyframe: Equatable {
  /// How a keyframe moves to the next one.
  enum Easing: Equatable {
    /// Holds its value until the next keyframe (`"h": 1`).
    case hold
    /// Along the cubic Bézier timing curve (0,0)–(outX, outY)–(inX, inY)–(1,1) (`o`, `i`).
    case bezier(outX: Double, outY: Double, inX: Double, inY: Double)

    /// A timing curve's easing.
    static func curve(_ curve: TimingCurve) -> Easing {
      .bezier(outX: curve.x1, outY: curve.y1, inX: curve.x2, inY: curve.y2)
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
  /// - Parameters:
  ///   - keyframes: The keyframes, at least one.
  ///   - framesPerSecond: The frame rate.
  ///   - scalar: Whether a static value is written as a number rather than an array.
  /// - Returns: The property's JSON.
  static func property(
    _ keyframes: [LottieKeyframe], framesPerSecond: Double, scalar: Bool
  ) -> JSONValue {
    // Every number at most 12 significant digits: no float noise in the file (its players
    // compute in 32-bit floats, about 7 digits), and a value the document gave with 12 or fewer
    // digits is written as given.
    func number(_ value: Double) -> JSONValue {
      .number(value == 0 ? 0 : NumberFormatting.derivedValue(value))
    }
    if keyframes.count == 1 {
      let value = keyframes[0].value
      return .object([
        ("a", .number(0)),
        ("k", scalar && value.count == 1 ? number(value[0]) : .array(value.map(number))),
      ])
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
    return .object([("a", .number(1)), ("k", .array(items))])
  }
}
