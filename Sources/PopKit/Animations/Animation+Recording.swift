// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animation {
  /// Records the start of a run (`finished` `nil`) or its stop on the animator's recorder.
  ///
  /// A start finds (or makes) the animation's channel on the animator's recorder and keeps it
  /// in the extras, where every write and the stop find it, even after the animation left
  /// the animator.
  func recordRun(stoppedWith finished: Bool?) {
    if let finished {
      guard let recording = extras?.recording, let recorder = extras?.recorder else { return }
      recorder.recordStop(channel: recording.channel, at: lastTime, finished: finished)
      return
    }
    guard let recorder = animator?.recorder, let channel = keptChannel(on: recorder) else {
      return
    }
    recorder.recordStart(channel: channel, at: startTime, parameters: recordedParameters)
  }

  /// The animation's channel on a recorder: the one kept in the extras, or one made there and
  /// kept; `nil` for an animation that writes no property.
  func keptChannel(on recorder: MotionRecorder) -> Int32? {
    let extras = extrasForWriting()
    if let kept = extras.recording, kept.recorderNumber == recorder.number { return kept.channel }
    let channel = recordingChannel(on: recorder)
    guard channel >= 0 else { return nil }
    extras.recording = RecordingChannel(
      writer: Unmanaged.passUnretained(recorder), channel: channel,
      recorderNumber: recorder.number)
    extras.recorder = recorder
    return channel
  }
}

extension PropertyAnimation {
  /// Records a value written on a frame, at the frame's time, with the velocity.
  ///
  /// The channel is the one the run's start found; an animation running when the recorder was
  /// attached finds it on its first write.
  func recordWrite(_ value: Components) {
    if extras?.recording == nil {
      guard let recorder = animator?.recorder, keptChannel(on: recorder) != nil else { return }
    }
    guard let recording = extras?.recording else { return }
    recording.writer._withUnsafeGuaranteedRef {
      $0.recordWrite(
        channel: recording.channel, at: lastTime, value: value, velocity: currentVelocity)
    }
  }
}
