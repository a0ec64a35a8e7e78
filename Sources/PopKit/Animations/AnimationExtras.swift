// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The rarely used parts of an animation, allocated on first use to keep animations small: its
/// settings other than their defaults, its observers, and the instant of a resume.
@MainActor
final class AnimationExtras {
  /// What the user set.
  var settings = AnimationSettings()
  /// Who is told of the animation's events.
  var observers = AnimationObservers()
  /// The instant on the animator's timebase at which a paused run was resumed, as the
  /// animator's clock told it, until the first frame after the resume continues from it.
  var resumeInstant: Double?
  /// The recorder the animation records to and its channel there, once it has recorded.
  var recording: RecordingChannel?
  /// Whether the animation wrote on the frame being rendered and its `update` closure has not
  /// yet been called for that frame.
  var isUpdatePending = false
  /// Whether the frame's writes are not over yet where they usually would be (a frame that
  /// finishes every run at once), so the update waits for the frame's end.
  var isUpdateHeld = false
  /// The recorder of `recording`, held weakly, for a stop reported after the animation left
  /// its animator.
  weak var recorder: MotionRecorder?
}

/// An animation's settings, each with the default the public property documents.
struct AnimationSettings {
  var beginTime = 0.0
  /// When set, the run starts exactly at this instant on the animator's timebase rather than
  /// on the frame that starts it (see ``Animation/startInstant(forFrameAt:)``).
  var startInstant: Double?
  var removedOnCompletion = true
  var autoreverses = false
  var repeatCount = 0
  var repeatForever = false
  var clampMode: ClampMode = []
  var roundingFactor = 0.0
  var isAdditive = false
  var name: String?
}

/// Who is told of an animation's events: its delegate, tracer and closures.
@MainActor
struct AnimationObservers {
  weak var delegate: AnimationDelegate?
  var tracer: AnimationTracer?
  var start: ((Animation) -> Void)?
  var apply: ((Animation) -> Void)?
  var reach: ((Animation) -> Void)?
  var stop: ((Animation, Bool) -> Void)?
  var update: ((Animation) -> Void)?
  /// The closures as the user typed them, for the getters.
  var typedStart: Any?
  var typedApply: Any?
  var typedReach: Any?
  var typedStop: Any?
  var typedUpdate: Any?
  /// The tasks waiting for the next stop (``Animation/finished``).
  var finishWaiters: [FinishWaiter<Bool>] = []
  /// What PopKit itself is told of each stop (a timeline running the animation), after the
  /// user's observers.
  var stopWatchers: [StopWatcher] = []

  /// Whether someone wants to hear of every frame's write.
  var wantsEveryFrame: Bool { delegate != nil || apply != nil || update != nil }
}

/// What PopKit is told of an animation's stop: a closure in a struct, so that the array of them
/// holds it as it is made (an array of bare closures would wrap each in a thunk).
struct StopWatcher {
  /// Called with the stop's `finished` flag.
  let heard: (_ finished: Bool) -> Void
}

/// Where an animation records: its animator's recorder and its channel there.
@MainActor
struct RecordingChannel {
  /// The recorder, not retained, for the frames' writes without a weak load: valid whenever
  /// the animation writes, since it writes only during its animator's frames and the animator
  /// holds its recorder (a change of recorder forgets every animation's channel).
  let writer: Unmanaged<MotionRecorder>
  /// The channel, an index in the recorder's channels.
  var channel: Int32
  /// The recorder's number, to tell a recorder made at a freed one's address from it.
  var recorderNumber: UInt64
}
