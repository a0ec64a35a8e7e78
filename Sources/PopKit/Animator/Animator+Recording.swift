// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animator {
  /// Tells every animation whether the animator records, so that each takes the frame that
  /// records (or its fast path again).
  func markRecordedAnimations() {
    let records = recorder != nil
    for case let entry? in entries {
      let animation = entry.takeUnretainedValue()
      animation.flags[.isRecorded] = records
      // A channel is a recorder's: the next write finds one on the new recorder.
      animation.extras?.recording = nil
    }
  }

  /// Records a value that ``set(_:_:to:)`` wrote, at the latest frame's time (with no
  /// velocity).
  func record<Object: AnyObject, Value: AnimatableValue>(
    _ value: Value, of object: Object, _ property: AnimatableProperty<Object, Value>,
    on recorder: MotionRecorder
  ) {
    let channel = recorder.channel(
      .set, object: Animator.identity(of: object), objectType: "\(type(of: object))", key: nil,
      property: property.name, componentCount: Value.AnimatableComponents.componentCount,
      kind: nil)
    recorder.recordWrite(
      channel: channel, at: lastFrameTime ?? currentTime ?? 0, value: value.animatableComponents,
      velocity: Value.AnimatableComponents.zero)
  }
}
