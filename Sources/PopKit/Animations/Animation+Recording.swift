extension Animation {
  /// Records the start of a run (`finished` `nil`) or its stop on the animator's recorder.
  ///
  /// A start finds (or makes) the animation's channel on the animator's recorder and keeps it
  /// in the extras, where every write and the stop find it, even after the animation left
  /// the animator.
  func recordRun(stoppedWith finished: Bool?) {
    if let finished {
      guard let recording = extras?.recording, let recorder = recording.recorder else { return }
      recorder.recordStop(channel: recording.channel, at: lastTime, finished: finished)
      return
    }
    guard let recorder = animator?.recorder else { return }
    let extras = extrasForWriting()
    let channel: Int32
    if let kept = extras.recording, kept.recorderNumber == recorder.number,
      kept.recorder === recorder
    {
      channel = kept.channel
    } else {
      channel = recordingChannel(on: recorder)
      guard channel >= 0 else { return }
      extras.recording = RecordingChannel(
        recorder: recorder, channel: channel, recorderNumber: recorder.number)
    }
    recorder.recordStart(channel: channel, at: startTime, parameters: recordedParameters)
  }
}
