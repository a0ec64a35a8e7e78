// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Records what happens to one animation, for tests and debugging (pop's
/// `POPAnimationTracer`).
///
/// A tracer records nothing until ``start()``:
///
/// ```swift
/// spring.tracer.start()
/// animator.render(at: 0)
/// animator.render(at: 1)
/// let writes = spring.tracer.events(ofKind: .propertyWrite).count
/// ```
@MainActor
public final class AnimationTracer {
  /// Whether the tracer is recording.
  public private(set) var isRecording = false {
    didSet { animation?.flags[.isTracing] = isRecording }
  }

  /// Every event recorded since the last ``reset()``, oldest first.
  public private(set) var events: [AnimationEvent] = []

  /// The traced animation, told whether its tracer records (so that a tracer that does not
  /// costs its frames nothing).
  private weak var animation: Animation?

  init(animation: Animation) {
    self.animation = animation
  }

  /// Starts recording.
  public func start() { isRecording = true }

  /// Stops recording; the events recorded so far stay.
  public func stop() { isRecording = false }

  /// Forgets every recorded event.
  public func reset() { events.removeAll() }

  /// The recorded events of one kind, oldest first.
  ///
  /// - Parameter kind: The kind of event.
  /// - Returns: The events of that kind.
  public func events(ofKind kind: AnimationEvent.Kind) -> [AnimationEvent] {
    events.filter { $0.kind == kind }
  }

  func record(_ event: AnimationEvent) {
    if isRecording { events.append(event) }
  }
}
