// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// One target of a choreography as a Lottie shape layer: its channels' keyframes and the layer's
/// JSON.
struct LottieLayerWriter {
  /// The target's name (the layer's `nm`).
  let name: String
  /// Its channels, written.
  private var writers: [String: LottieChannelWriter] = [:]
  /// The frame rate.
  let framesPerSecond: Double
  /// The outline: a rectangle (`rc`) or an ellipse (`el`) of the target's size.
  let shape: MotionTargetShape

  /// Writes every channel of a target from the placements on it.
  init(
    name: String, target: MotionTarget, placements: [ResolvedPlacement], framesPerSecond: Double
  ) {
    self.name = name
    self.framesPerSecond = framesPerSecond
    shape = target.shape
    func lane(_ property: MotionProperty) -> LottieLane {
      LottieLane(
        placements: placements.filter { $0.knownProperty == property },
        restValue: LottieChannel.restValue(of: property, target: target))
    }
    for channel in LottieChannel.channels(restX: target.x, restY: target.y) {
      var writer = LottieChannelWriter(
        channel: channel, lanes: channel.inputs.map(lane), framesPerSecond: framesPerSecond)
      writer.write()
      writers[channel.name] = writer
    }
  }

  /// The keyframes written over the layer's animated properties.
  var keyframeCount: Int {
    writers.values.reduce(0) { $0 + ($1.keyframes.count > 1 ? $1.keyframes.count : 0) }
  }
  /// The baked keyframes.
  var bakedCount: Int { writers.values.reduce(0) { $0 + $1.bakedCount } }
  /// The worst baking error, a fraction of a segment's range.
  var worstError: Double { writers.values.reduce(0) { max($0, $1.worstError) } }
  /// The worst baking error on a path, px per axis.
  var worstPathError: Double { writers.values.reduce(0) { max($0, $1.worstPathError) } }

  /// The first channel (in the layer's order) whose baking could not meet its tolerance within
  /// the keyframe budget: its name (`ks.p.x`), the error (a fraction of a segment's range, or px
  /// on a path) and whether it is a path's.
  var unmetTolerance: (channel: String, error: Double, isPath: Bool)? {
    let slack = 1 + 1e-9
    for channel in LottieChannel.channels(restX: 0, restY: 0).map(\.name) {
      guard let writer = writers[channel] else { continue }
      if !(writer.worstError <= LottieChannelWriter.bakingTolerance * slack) {
        return (channel, writer.worstError, false)
      }
      let pathTolerance = LottieChannelWriter.pathTolerance / 2.squareRoot()
      if !(writer.worstPathError <= pathTolerance * slack) {
        return (channel, writer.worstPathError, true)
      }
    }
    return nil
  }

  /// The largest shift writing the layer's numbers to 12 digits gives a channel, as a fraction
  /// of its range (set by ``json(index:endFrame:)``), and the channel's name.
  private(set) var printingShift: (shift: Double, channel: String) = (0, "")

  /// A channel's property JSON.
  private mutating func property(_ channel: String, scalar: Bool) -> JSONValue {
    let (json, shift) = LottieKeyframe.property(
      writers[channel]?.keyframes ?? [], framesPerSecond: framesPerSecond, scalar: scalar)
    if shift > printingShift.shift { printingShift = (shift, channel) }
    return json
  }

  /// The layer: a shape layer (`ty` 4) whose anchor is the centre of its rectangle or ellipse.
  mutating func json(index: Int, endFrame: Double) -> JSONValue {
    let transform = JSONValue.object([
      ("o", .object([("a", .number(0)), ("k", .number(100))])),
      ("r", property("ks.r", scalar: true)),
      (
        "p",
        .object([
          ("s", .bool(true)), ("x", property("ks.p.x", scalar: true)),
          ("y", property("ks.p.y", scalar: true)),
        ])
      ),
      ("a", .object([("a", .number(0)), ("k", .array([.number(0), .number(0)]))])),
      ("s", property("ks.s", scalar: false)),
      // rlottie reads a 2D layer's rotation only from `rz`, thorvg only from `r`: both, equal.
      // `rz` comes last: before a split position, rlottie cannot load the file (0 × 0).
      ("rz", property("ks.r", scalar: true)),
    ])
    let centre = JSONValue.object([("a", .number(0)), ("k", .array([.number(0), .number(0)]))])
    let outline: JSONValue =
      switch shape {
      case .rectangle:
        .object([
          ("ty", .string("rc")), ("nm", .string("box")), ("d", .number(1)), ("p", centre),
          ("s", property("rc.s", scalar: false)), ("r", property("rc.r", scalar: true)),
        ])
      case .ellipse:
        .object([
          ("ty", .string("el")), ("nm", .string("ellipse")), ("d", .number(1)), ("p", centre),
          ("s", property("rc.s", scalar: false)),
        ])
      }
    let fill = JSONValue.object([
      ("ty", .string("fl")), ("nm", .string("fill")), ("c", property("fl.c", scalar: false)),
      ("o", property("fl.o", scalar: true)), ("r", .number(1)),
    ])
    return .object([
      ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(4)),
      ("nm", .string(name)), ("sr", .number(1)), ("ks", transform), ("ao", .number(0)),
      ("shapes", .array([outline, fill])), ("ip", .number(0)), ("op", .number(endFrame)),
      ("st", .number(0)), ("bm", .number(0)),
    ])
  }
}
