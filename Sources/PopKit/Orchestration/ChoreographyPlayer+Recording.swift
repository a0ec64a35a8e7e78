// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension ChoreographyPlayer {
  /// Records a frame's writes, opening the player's run when it starts moving.
  func recordFrame(on recorder: MotionRecorder, at now: Double, timeRate: Double) {
    if recording.recorder != recorder.number {
      recording = (
        recorder.number,
        recorder.channel(
          .player, object: Animator.identity(of: self), objectType: "ChoreographyPlayer",
          key: nil, property: nil, componentCount: 1, kind: .choreography),
        false
      )
    }
    if !recording.isRunOpen && isMoving {
      recording.isRunOpen = true
      recorder.recordStart(
        channel: recording.channel, at: now, parameters: SIMD4(duration, 0, 0, 0))
    }
    for index in lanes.indices where !takenOver[index] {
      lanes[index].record(
        on: recorder, at: now, time: time, duration: duration, timeRate: timeRate)
    }
  }

  /// Closes the player's run when it comes to rest.
  func recordRest(on recorder: MotionRecorder, at now: Double, finished: Bool) {
    guard recording.isRunOpen, recording.recorder == recorder.number else { return }
    recording.isRunOpen = false
    recorder.recordStop(channel: recording.channel, at: now, finished: finished)
  }
}
