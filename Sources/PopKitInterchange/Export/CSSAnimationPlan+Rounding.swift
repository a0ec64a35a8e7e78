// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension CSSAnimationPlan {
  /// How far printing may move the motion, as a fraction of the move, before a note says so.
  static let roundingNoteThreshold = 1e-9

  /// How many instants of each interval between keyframes the shift is measured at (its start
  /// and evenly spaced ones inside).
  static let measuresPerInterval = 8

  /// The decimals of a printed keyframe percentage (1e-6 %).
  static let percentageDecimals = 6

  /// The decimals of a printed time, seconds (a microsecond).
  static let secondsDecimals = 6

  /// A keyframe's offset as printed: rounded to 1e-8 of the track (1e-6 %).
  ///
  /// - Parameter offset: The offset, 0 through 1.
  /// - Returns: The offset the percentage's text reads back as.
  static func printedOffset(_ offset: Double) -> Double {
    (offset * 1e8).rounded() / 1e8
  }

  /// A time as printed: rounded to the microsecond.
  ///
  /// - Parameter seconds: The time, seconds, at most 1e6.
  /// - Returns: The time the text reads back as.
  static func printedSeconds(_ seconds: Double) -> Double {
    (seconds * 1e6).rounded() / 1e6
  }

  /// How far printing moves the motion: the worst over every component.
  ///
  /// For each component, as a fraction of its move: the printed delay, duration and offsets
  /// move each instant of the CSS by a fraction of a microsecond, which moves the motion by
  /// its speed there times that (measured inside each interval between keyframes: just after
  /// its start, just before its end, and at ``measuresPerInterval`` − 1 evenly spaced instants;
  /// a jump at a keyframe counts with the speed on either side, its instant moved as any
  /// other); the printed values and easing numbers move the value itself. `nil` when nothing
  /// moves.
  ///
  /// - Parameter animations: The plan's animations.
  /// - Returns: The worst shift and the place of its track.
  /// - Complexity: O(k log n): k keyframes, each instant one velocity of a track of n segments.
  static func worstRounding(of animations: [Animation]) -> (shift: Double, place: String)? {
    var worst: (shift: Double, place: String)?
    for animation in animations {
      let track = animation.track
      let duration = animation.duration
      let printedDuration = printedSeconds(duration)
      let delayShift = printedSeconds(animation.delay) - animation.delay
      for (component, value) in animation.values.enumerated() {
        let frames = value.keyframes
        let values = frames.map(\.value)
        guard let low = values.min(), let high = values.max(), high > low else { continue }
        let move = high - low
        var shift = 0.0
        // The exact instant of a fraction between two keyframes and where the CSS puts it; the
        // motion moves by its speed there times the difference (to first order: the difference
        // is under a microsecond). Measured inside intervals only, so a jump at a keyframe
        // counts with the speed on either side of it, not as a move of its own.
        func measure(_ index: Int, _ within: Double) {
          let next = index + 1
          let exact = frames[index].offset + within * (frames[next].offset - frames[index].offset)
          let printed =
            printedOffset(frames[index].offset) + within
            * (printedOffset(frames[next].offset) - printedOffset(frames[index].offset))
          let moved = abs(delayShift + printed * printedDuration - exact * duration)
          let speed = abs(track.velocity(at: exact * duration)[component])
          shift = max(shift, speed * moved / move)
        }
        for index in frames.indices {
          if index + 1 < frames.count {
            measure(index, 1e-6)
            measure(index, 1 - 1e-6)
            for step in 1..<measuresPerInterval {
              measure(index, Double(step) / Double(measuresPerInterval))
            }
          }
          let printedValue = abs(frames[index].printedValue - frames[index].value) / move
          let change =
            index + 1 < frames.count ? abs(frames[index + 1].value - frames[index].value) : 0
          shift = max(shift, printedValue + frames[index].easingRounding * change / move)
        }
        if shift > (worst?.shift ?? 0) { worst = (shift, animation.place) }
      }
    }
    return worst
  }
}
