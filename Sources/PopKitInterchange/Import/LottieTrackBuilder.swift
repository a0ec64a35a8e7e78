// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// Turns an imported property's keyframes into document tracks: a Bézier-eased move becomes a
/// `linear` keyframe with that curve (a cubic one when its control x are at the thirds: the
/// export's cubic segments and baked keyframes come back as cubics of the same motion), a hold a
/// wait and a `move`, and leading keyframes that do not move become the track's start (`at`).
enum LottieTrackBuilder {
  /// A track and where it starts on the choreography, seconds.
  struct Placed {
    /// The track.
    var track: MotionTrackDescription
    /// Its start.
    var at: Double
  }

  /// The track of some components of a property, their values mapped (each an affine map of
  /// the component, such as an offset from the rest place or percent to a fraction).
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - components: The components to take, in order.
  ///   - easingDimension: The dimension whose easing to use, or `nil` for each component its
  ///     own (they must then agree, or be one).
  ///   - map: A component's value from its index and Lottie value.
  /// - Returns: The track, or `nil` when the components never change.
  static func track(
    _ property: LottieImportedProperty, components: [Int], easingDimension: Int?,
    map: (Int, Double) -> Double
  ) -> Placed? {
    let keyframes = property.keyframes
    func value(_ raw: [Double]) -> [Double] {
      components.map { map($0, raw[min($0, raw.count - 1)]) }
    }
    func motionValue(_ components: [Double]) -> MotionValue { .components(components) }
    // The value each move ends at, and whether anything moves from a keyframe on.
    let ends: [[Double]] = keyframes.indices.map { index in
      if let end = keyframes[index].endValue { return value(end) }
      return index + 1 < keyframes.count
        ? value(keyframes[index + 1].value) : value(keyframes[index].value)
    }
    guard
      let first = keyframes.indices.dropLast().first(where: { index in
        let start = value(keyframes[index].value)
        return (!keyframes[index].hold && ends[index] != start)
          || value(keyframes[index + 1].value) != start
      })
    else { return nil }
    var steps: [MotionKeyframe] = []
    for index in first..<(keyframes.count - 1) {
      let keyframe = keyframes[index]
      let next = keyframes[index + 1]
      let start = value(keyframe.value)
      let following = value(next.value)
      let span = next.time - keyframe.time
      if keyframe.hold {
        if span > 0 {
          steps.append(.linear(to: motionValue(start), duration: span, curve: nil))
        }
        if following != start { steps.append(.move(to: motionValue(following))) }
        continue
      }
      let end = ends[index]
      if span > 0 {
        let easing = keyframe.easing(of: easingDimension ?? components[0])
        let change = zip(start, end).map { $1 - $0 }
        let startVelocity = change.map { 3 * easing.outY * $0 / span }
        let endVelocity = change.map { 3 * (1 - easing.inY) * $0 / span }
        // The Hermite form only while its velocities are values a document holds; else the
        // same motion as a Bézier-timed linear move.
        if easing.isHermite,
          (startVelocity + endVelocity).allSatisfy({ abs($0) <= MotionDocument.maximumMagnitude })
        {
          steps.append(
            .cubic(
              to: motionValue(end), duration: span, startVelocity: motionValue(startVelocity),
              endVelocity: motionValue(endVelocity)))
        } else {
          let curve: MotionReference<MotionCurve>? =
            easing.isLinear
            ? nil
            : .inline(
              .bezier(
                TimingCurve(x1: easing.outX, y1: easing.outY, x2: easing.inX, y2: easing.inY)))
          steps.append(.linear(to: motionValue(end), duration: span, curve: curve))
        }
      } else if end != start {
        steps.append(.move(to: motionValue(end)))
      }
      if following != end { steps.append(.move(to: motionValue(following))) }
    }
    return Placed(
      track: .keyframes(from: motionValue(value(keyframes[first].value)), steps),
      at: keyframes[first].time)
  }

  /// The placements of a position whose keyframes bend through space (`to`/`ti`): each move a
  /// path track (a cubic Bézier, or a line), placed at its keyframe's time with its easing as the
  /// path's curve (Lottie and `PathTrack` both time a path by its arc length); a hold,
  /// and a jump at the end, a still track of no duration that the choreography holds.
  ///
  /// - Parameters:
  ///   - property: The position, two components or more.
  ///   - origin: The rest centre the offsets are from.
  /// - Returns: The placements, in time order.
  static func pathPlacements(
    _ property: LottieImportedProperty, origin: [Double]
  ) -> [Placed] {
    let keyframes = property.keyframes
    func point(_ raw: [Double]) -> [Double] { [raw[0] - origin[0], raw[1] - origin[1]] }
    func text(_ point: [Double]) -> String {
      point.map(JSONText.shortest).joined(separator: " ")
    }
    func still(_ value: [Double], at time: Double) -> Placed {
      Placed(
        track: .keyframes(from: .components(value), [.move(to: .components(value))]), at: time)
    }
    var placed: [Placed] = []
    for index in keyframes.indices.dropLast() {
      let keyframe = keyframes[index]
      let next = keyframes[index + 1]
      let start = point(keyframe.value)
      let span = next.time - keyframe.time
      if keyframe.hold || span <= 0 {
        placed.append(still(start, at: keyframe.time))
        continue
      }
      let end = point(keyframe.endValue ?? next.value)
      var data = "M\(text(start)) "
      if keyframe.hasSpatialTangents {
        // Tangents of fewer than two components count the missing ones as 0.
        let out = (keyframe.spatialOut ?? []) + [0, 0]
        let into = (keyframe.spatialIn ?? []) + [0, 0]
        let first = [start[0] + out[0], start[1] + out[1]]
        let second = [end[0] + into[0], end[1] + into[1]]
        data += "C\(text(first)) \(text(second)) \(text(end))"
      } else {
        data += "L\(text(end))"
      }
      let easing = keyframe.easing(of: 0)
      let curve: MotionReference<MotionCurve>? =
        easing.isLinear
        ? nil
        : .inline(
          .bezier(TimingCurve(x1: easing.outX, y1: easing.outY, x2: easing.inX, y2: easing.inY)))
      placed.append(Placed(track: .path(data, duration: span, curve: curve), at: keyframe.time))
    }
    if let last = keyframes.last, keyframes.count > 1 {
      placed.append(still(point(last.value), at: last.time))
    }
    return placed
  }
}
