// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

extension LottieLayerImport {
  /// Adds the layer's in and out points (`ip`, `op`: shown from frame `ip` up to, not
  /// including, frame `op`) as an opacity track of 0 and 1 with moves at those times, when they
  /// cut the composition's frames and no other track animates opacity (the still opacity stays
  /// in the colour's alpha); with an animated opacity they are noted instead.
  ///
  /// - Parameters:
  ///   - shown: The layer's frames, `ip` to `op` (not before `ip`).
  ///   - frames: The composition's frames, its `ip` to `op`.
  ///   - place: Where the layer is in the file, for the track's source.
  mutating func addVisibility(
    shown: ClosedRange<Double>, frames: ClosedRange<Double>, place: String
  ) {
    let appears = shown.lowerBound > frames.lowerBound && shown.lowerBound > 0
    let disappears = shown.upperBound < frames.upperBound
    guard appears || disappears else { return }
    let range = [shown.lowerBound, shown.upperBound].map(JSONText.shortest)
    guard !tracks.contains(where: { $0.property == "opacity" }) else {
      notes.append(
        "is shown only from frame \(range[0]) to \(range[1]) and its opacity animates: imported "
          + "as always shown")
      return
    }
    // Seconds from the track's start (time 0) to where the layer appears and disappears.
    let start = appears ? shown.lowerBound / framesPerSecond : 0
    let end = max(shown.upperBound, 0) / framesPerSecond
    let everShown = shown.upperBound > shown.lowerBound && end > start
    var steps: [MotionKeyframe] = []
    if appears { steps.append(.linear(to: .number(0), duration: start, curve: nil)) }
    if everShown {
      if appears { steps.append(.move(to: .number(1))) }
      if disappears {
        steps += [
          .linear(to: .number(1), duration: end - start, curve: nil), .move(to: .number(0)),
        ]
      }
    } else if !appears {
      steps.append(.move(to: .number(0)))
    }
    let from = !appears && everShown ? 1.0 : 0
    tracks.append(
      (
        "opacity", LottieTrackBuilder.Placed(track: .keyframes(from: .number(from), steps), at: 0),
        DocumentReader.join(place, appears ? "ip" : "op")
      ))
  }
}
