// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A channel over an interval that holds no breakpoint of its lanes: each lane at rest or
/// inside one segment.
struct LottieChannelPiece {
  /// The channel.
  let channel: LottieChannel
  /// Its start and end, choreography seconds.
  let start: Double
  let end: Double
  /// How each of the channel's inputs moves over it.
  let motions: [LottieLaneMotion]

  /// The channel's value at a time in the piece (at its end, from inside).
  func value(at time: Double) -> [Double] { channel.combine(motions.map { $0.value(at: time) }) }

  /// The channel's velocity at a time in the piece (from inside at its ends).
  func velocity(at time: Double) -> [Double] {
    channel.rate(motions.map { $0.value(at: time) }, motions.map { $0.velocity(at: time) })
  }

  /// The segments moving the channel in it, each with the fractions of it the piece spans
  /// (0 and 1 when the piece is all of it).
  let moving: [(segment: MotionSegment, from: Double, to: Double)]

  /// The segments moving the channel in it.
  var movingSegments: [MotionSegment] { moving.map(\.segment) }

  /// A piece of a channel.
  init(channel: LottieChannel, start: Double, end: Double, motions: [LottieLaneMotion]) {
    self.channel = channel
    self.start = start
    self.end = end
    self.motions = motions
    var moving: [(MotionSegment, Double, Double)] = []
    for (index, motion) in motions.enumerated() {
      guard case .segment(let track, let segmentIndex, let offset) = motion else { continue }
      let segment = track.segments[segmentIndex]
      let components = channel.uses?[index] ?? Array(segment.startValue.indices)
      guard LottieLane.moves(segment, components) else { continue }
      func fraction(_ time: Double) -> Double {
        let local = time - offset - segment.startTime
        let resolution = LottieChannelWriter.timeResolution
        if abs(local) <= resolution { return 0 }
        if abs(local - segment.duration) <= resolution { return 1 }
        return min(max(local / segment.duration, 0), 1)
      }
      moving.append((segment, fraction(start), fraction(end)))
    }
    self.moving = moving
  }
}

/// Writes one channel's keyframes: exact ones where a single lane moves along a timing curve
/// or a cubic, baked ones elsewhere, holds where nothing moves and for jumps.
struct LottieChannelWriter {
  /// The channel.
  let channel: LottieChannel
  /// The lanes of its inputs, in the order of ``LottieChannel/inputs``.
  let lanes: [LottieLane]
  /// The keyframes written so far.
  var keyframes: [LottieKeyframe] = []
  /// The worst error of baked keyframes, as a fraction of their segment's range per component.
  var worstError = 0.0
  /// The worst error of baked keyframes on a path, px per axis.
  var worstPathError = 0.0
  /// How many keyframes were baked (placed inside a segment).
  var bakedCount = 0

  /// Two times closer than this are one breakpoint, seconds.
  static let timeResolution = 1e-9

  /// The frame rate (an instant's value is held for a thousandth of a frame).
  let framesPerSecond: Double

  init(channel: LottieChannel, lanes: [LottieLane], framesPerSecond: Double) {
    self.channel = channel
    self.lanes = lanes
    self.framesPerSecond = framesPerSecond
  }

  /// The channel's value at a time (right-continuous).
  func value(at time: Double) -> [Double] { channel.combine(lanes.map { $0.value(at: time) }) }

  /// The channel's breakpoints, from 0, sorted, near-equal times merged: those of the lanes
  /// that change the components it reads.
  var breakpoints: [Double] {
    var merged: [Double] = [0]
    let changing = lanes.indices.filter { index in
      lanes[index].changes(
        channel.uses?[index] ?? Array(lanes[index].restValue.indices))
    }
    for time in changing.flatMap({ lanes[$0].breakpoints }).filter({ $0 >= 0 }).sorted()
    where time - merged[merged.count - 1] > LottieChannelWriter.timeResolution {
      merged.append(time)
    }
    return merged
  }

  /// Writes every keyframe, then drops the ones a hold makes redundant.
  mutating func write() {
    let times = breakpoints
    for index in times.indices.dropLast() {
      let motions = lanes.map { $0.motion(from: times[index], to: times[index + 1]) }
      var piece = LottieChannelPiece(
        channel: channel, start: times[index], end: times[index + 1], motions: motions)
      // A value the choreography shows only at the breakpoint itself (a track that ends there
      // inside another's span, or one of no length) is held for a thousandth of a frame.
      let instant = value(at: piece.start)
      let delay = 1e-3 / framesPerSecond
      if !LottieChannelWriter.same(instant, piece.value(at: piece.start)),
        piece.end - piece.start > 2 * delay
      {
        connect(at: piece.start, instant)
        keyframes[keyframes.count - 1].easing = .hold
        piece = LottieChannelPiece(
          channel: channel, start: piece.start + delay, end: piece.end, motions: motions)
      }
      write(piece)
    }
    let last = times[times.count - 1]
    connect(at: last, value(at: last))
    simplify()
  }

  /// Writes one piece.
  private mutating func write(_ piece: LottieChannelPiece) {
    connect(at: piece.start, piece.value(at: piece.start))
    let moving = piece.moving
    if moving.isEmpty {
      keyframes[keyframes.count - 1].easing = .hold
      append(piece.end, piece.value(at: piece.end))
    } else if moving.count == 1, case .linear(let curve) = moving[0].segment.shape,
      let steps = curve.stepParameters
    {
      writeSteps(piece, count: steps.count, from: moving[0].from, to: moving[0].to)
    } else if moving.count == 1, case .linear(let curve) = moving[0].segment.shape,
      let easing = LottieKeyframe.Easing.part(of: curve, from: moving[0].from, to: moving[0].to)
    {
      keyframes[keyframes.count - 1].easing = easing
      append(piece.end, piece.value(at: piece.end))
    } else if moving.count == 1, moving[0].segment.shape == .cubic {
      writeCubic(piece, from: piece.start, to: piece.end, splits: 0)
    } else {
      bake(piece)
    }
  }

  /// A piece along a steps curve, exactly: a hold keyframe for every step, each carrying the
  /// value the step holds (read at its middle, so that rounding in the boundary's time cannot
  /// give the neighbouring step's), at the step's start.
  ///
  /// - Parameters:
  ///   - piece: The piece.
  ///   - count: The curve's number of steps.
  ///   - from: The fraction of the segment where the piece starts.
  ///   - to: The fraction where it ends.
  /// - Complexity: O(count).
  private mutating func writeSteps(
    _ piece: LottieChannelPiece, count: Int, from: Double, to: Double
  ) {
    let span = piece.end - piece.start
    func time(_ fraction: Double) -> Double {
      to > from ? piece.start + (fraction - from) / (to - from) * span : piece.start
    }
    var starts = [from]
    for index in 1..<max(count, 1) {
      let boundary = Double(index) / Double(count)
      if boundary > from && boundary < to { starts.append(boundary) }
    }
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1] : to
      let held = piece.value(at: time((start + end) / 2))
      if index == 0 {
        connect(at: piece.start, held)
      } else {
        append(time(start), held)
      }
      keyframes[keyframes.count - 1].easing = .hold
    }
    append(piece.end, piece.value(at: piece.end))
  }

  /// Starts a piece at a time: a first keyframe, or, where the value jumps, a hold of the
  /// value before and a keyframe of the value after at the same time (both players show the
  /// later one at that time).
  private mutating func connect(at time: Double, _ value: [Double]) {
    guard let last = keyframes.last else {
      append(time, value)
      return
    }
    if !LottieChannelWriter.same(last.value, value) {
      keyframes[keyframes.count - 1].easing = .hold
      append(time, value)
    }
  }

  /// Appends a keyframe with no easing yet.
  mutating func append(_ time: Double, _ value: [Double]) {
    keyframes.append(LottieKeyframe(time: time, value: value, easing: nil))
  }

  /// A cubic Hermite piece: one keyframe whose easing has the Hermite slopes, when every
  /// moving component has the same ones (always so for one component); a component that ends
  /// where it starts but moves between is split at the middle (exactly: the halves are cubics
  /// too); components of different slopes are baked.
  private mutating func writeCubic(
    _ piece: LottieChannelPiece, from start: Double, to end: Double, splits: Int
  ) {
    let startValue = piece.value(at: start)
    let endValue = piece.value(at: end)
    let startVelocity = piece.velocity(at: start)
    let endVelocity = piece.velocity(at: end)
    let span = end - start
    var slopes: (out: Double, in: Double)?
    var needsSplit = false
    var differ = false
    for component in startValue.indices {
      let change = endValue[component] - startValue[component]
      let outSlope = startVelocity[component] * span
      let inSlope = endVelocity[component] * span
      if LottieChannelWriter.same([startValue[component]], [endValue[component]]) {
        if outSlope != 0 || inSlope != 0 { needsSplit = true }
        continue
      }
      let these = (out: outSlope / change, in: inSlope / change)
      // Slopes beyond a Double (a tiny move, a fast start) are baked instead.
      if !these.out.isFinite || !these.in.isFinite { differ = true }
      if let slopes, abs(slopes.out - these.out) > 1e-9 || abs(slopes.in - these.in) > 1e-9 {
        differ = true
      }
      slopes = slopes ?? these
    }
    if differ || (needsSplit && splits >= 4) {
      bake(piece, from: start, to: end)
    } else if needsSplit {
      let middle = (start + end) / 2
      writeCubic(piece, from: start, to: middle, splits: splits + 1)
      writeCubic(piece, from: middle, to: end, splits: splits + 1)
    } else {
      keyframes[keyframes.count - 1].easing =
        slopes.map { .hermite(outSlope: $0.out, inSlope: $0.in) } ?? .hold
      append(end, endValue)
    }
  }

  /// Removes keyframes inside a hold of the same value, a first keyframe that holds the
  /// second's value, and a last keyframe that repeats the hold before it; the last keyframe
  /// carries no easing.
  private mutating func simplify() {
    var kept: [LottieKeyframe] = []
    for keyframe in keyframes {
      if let previous = kept.last, previous.easing == .hold,
        LottieChannelWriter.same(previous.value, keyframe.value),
        keyframe.easing == .hold || keyframe.easing == nil
      {
        continue
      }
      kept.append(keyframe)
    }
    // A property holds its first keyframe's value before it, so a leading hold goes.
    if kept.count > 1, kept[0].easing == .hold,
      LottieChannelWriter.same(kept[0].value, kept[1].value)
    {
      kept.removeFirst()
    }
    if !kept.isEmpty { kept[kept.count - 1].easing = nil }
    keyframes = kept
  }

  /// Whether two values are the same but for rounding.
  static func same(_ first: [Double], _ second: [Double]) -> Bool {
    zip(first, second).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($0), abs($1)) }
  }
}
