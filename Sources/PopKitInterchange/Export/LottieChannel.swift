// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// One animatable Lottie property of a target's layer, as a function of the target's lanes:
/// which lanes feed it, how their values combine, and the derivative of that combination.
///
/// Every combination is a sum or product of distinct lanes (affine in each lane alone), so while
/// only one of its lanes moves, the property moves exactly as that lane's segment does.
struct LottieChannel {
  /// Where the property goes in the layer, such as `ks.p.x` (for notes and tests).
  let name: String
  /// The properties whose lanes feed it.
  let inputs: [MotionProperty]
  /// The property's value from its inputs' values (in the order of ``inputs``).
  let combine: ([[Double]]) -> [Double]
  /// The property's rate of change from its inputs' values and velocities.
  let rate: ([[Double]], [[Double]]) -> [Double]
  /// The components of each input it reads, in the order of ``inputs``; `nil` for all of them.
  var uses: [[Int]]? = nil
  /// Whether it is a position axis (a path moving it is baked to within 0.25 px, not 0.1 %).
  var isPosition = false

  /// The channels of a target's layer, in the order the layer writes them.
  ///
  /// Position is the target's rest top-left corner plus half its (animated) size plus the `x`,
  /// `y` and `position` offsets (so the top-left corner stays put as the size changes, as the
  /// HTML export's boxes do); scale is `scale × scaleX` and `scale × scaleY` in percent;
  /// opacity is `opacity × color alpha` in percent, on the fill.
  static func channels(restX: Double, restY: Double) -> [LottieChannel] {
    [
      LottieChannel(
        name: "ks.p.x", inputs: [.x, .position, .width],
        combine: { [restX + $0[2][0] / 2 + $0[0][0] + $0[1][0]] },
        rate: { _, d in [d[2][0] / 2 + d[0][0] + d[1][0]] }, uses: [[0], [0], [0]],
        isPosition: true),
      LottieChannel(
        name: "ks.p.y", inputs: [.y, .position, .height],
        combine: { [restY + $0[2][0] / 2 + $0[0][0] + $0[1][1]] },
        rate: { _, d in [d[2][0] / 2 + d[0][0] + d[1][1]] }, uses: [[0], [1], [0]],
        isPosition: true),
      LottieChannel(
        name: "ks.s", inputs: [.scale, .scaleX, .scaleY],
        combine: { v in [100 * v[0][0] * v[1][0], 100 * v[0][0] * v[2][0]] },
        rate: { v, d in
          [
            100 * (d[0][0] * v[1][0] + v[0][0] * d[1][0]),
            100 * (d[0][0] * v[2][0] + v[0][0] * d[2][0]),
          ]
        }),
      LottieChannel(
        name: "ks.r", inputs: [.rotation], combine: { $0[0] }, rate: { _, d in d[0] }),
      LottieChannel(
        name: "rc.s", inputs: [.width, .height], combine: { [$0[0][0], $0[1][0]] },
        rate: { _, d in [d[0][0], d[1][0]] }),
      LottieChannel(
        name: "rc.r", inputs: [.cornerRadius], combine: { $0[0] }, rate: { _, d in d[0] }),
      LottieChannel(
        name: "fl.c", inputs: [.color], combine: { [$0[0][0], $0[0][1], $0[0][2], 1] },
        rate: { _, d in [d[0][0], d[0][1], d[0][2], 0] }, uses: [[0, 1, 2]]),
      LottieChannel(
        name: "fl.o", inputs: [.opacity, .color], combine: { [100 * $0[0][0] * $0[1][3]] },
        rate: { v, d in [100 * (d[0][0] * v[1][3] + v[0][0] * d[1][3])] }, uses: [[0], [3]]),
    ]
  }

  /// The value a property has when no track animates it.
  static func restValue(of property: MotionProperty, target: MotionTarget) -> [Double] {
    switch property {
    case .x, .y, .rotation, .cornerRadius: [0]
    case .position: [0, 0]
    case .scale, .scaleX, .scaleY, .opacity: [1]
    case .width: [target.width]
    case .height: [target.height]
    case .color: target.color?.components ?? LottieChannel.defaultColor
    }
  }

  /// The exports' default fill, `#3366FF`.
  static let defaultColor: [Double] = [0x33 / 255.0, 0x66 / 255.0, 1, 1]
}
