// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// Keyed items' frames, springing from where each is drawn to every new layout.
///
/// Give it every new layout with ``update(_:arrivals:)``: each item moves from its presented
/// frame and velocity (unchanged at that instant) to its new frame by the closed form of
/// ``spring``, on every channel (x, y, width, height), through any number of interruptions;
/// items that appear enter and items that disappear exit by ``presence``; an item given in
/// `arrivals` (a shared element from another container) enters from where it was drawn there,
/// at its velocity. Draw each item at ``presentedFrame(of:)`` (or its layout frame through
/// ``transform(of:)``) with ``presentedOpacity(of:)``, from ``onUpdate``.
///
/// ```swift
/// let transition = LayoutTransition<String>(animator: animator, spring: .snappy)
/// transition.update(["a": CGRect(x: 0, y: 0, width: 100, height: 40)])
/// transition.onUpdate = { redraw(transition) }
/// ```
///
/// An update takes effect at the animator's latest rendered frame (before any, at the first;
/// while its clock idles, at the clock's time now); reading between an update and the next
/// frame gives the state at that instant. Under reduced motion or a duration scale of 0 an
/// update lands at once. While anything moves, the animator keeps the transition alive. The
/// maths is the core's ``LayoutMotion``.
@MainActor
public final class LayoutTransition<ID: Hashable>: LayoutRendering {
  /// The spring of every move, resize, enter and exit that starts after it is set.
  public var spring: Spring {
    get { motion.spring }
    set { motion.spring = newValue }
  }

  /// How items enter and exit, from the next update on; ``LayoutPresence/fade`` by default.
  public var presence: LayoutPresence {
    get { motion.presence }
    set { motion.presence = newValue }
  }

  /// Called once per exit that ends (not one undone by a re-entry), during the frame's render
  /// (or the update, for exits that finish at once), with the item's id.
  public var onExitFinished: ((ID) -> Void)?

  /// Called after each rendered frame in which anything moved, before that frame's
  /// ``onExitFinished`` calls.
  public var onUpdate: (() -> Void)?

  /// The animator whose frames move the transition.
  ///
  /// Weak: while the transition moves, the
  /// animator holds it (through its conductor), and a strong reference back would keep both
  /// alive for ever once nothing else held them.
  weak var animator: Animator?
  /// The state and maths.
  private var motion: LayoutMotion<ID>
  /// The animation that renders the transition while it moves.
  ///
  /// Weak: the animator owns it
  /// while it is on its frames, and it holds the transition.
  private weak var conductor: LayoutConductor?
  /// The conductor's object.
  private let host = LayoutHost()
  /// The exits finished by the call under way (kept to reuse its storage).
  private var finishedExits: [ID] = []

  /// Creates a transition with no items.
  ///
  /// - Parameters:
  ///   - animator: The animator whose frames move it; the shared one by default. Held weakly
  ///     (the animator holds the transition while it moves): once the animator is gone,
  ///     updates land at once.
  ///   - spring: The spring of every move, enter and exit; ``Spring/smooth`` by default.
  public init(animator: Animator = .shared, spring: Spring = .smooth) {
    self.animator = animator
    motion = LayoutMotion(spring: spring)
  }

  // MARK: Layouts

  /// The new layout: every laid-out item's frame, all in one coordinate space.
  ///
  /// An id absent before enters (by ``presence``, or from `arrivals`); an id absent now exits;
  /// every other item moves from its presented frame and velocity (unchanged at this instant)
  /// to its new frame. An arrival for an id already laid out or exiting replaces its presented
  /// state with the arrival's (frame, velocity, opacity 1); arrivals for ids not in `frames`
  /// are ignored. A frame or arrival with a component that is not finite, or beyond
  /// ±`LayoutMotion.magnitudeLimit` (1e9), makes the whole call do nothing. O(items).
  ///
  /// - Parameters:
  ///   - frames: Each laid-out item's frame, by id.
  ///   - arrivals: Items arriving from elsewhere, by id: their presented frame and velocity
  ///     there, in this transition's coordinate space.
  public func update(_ frames: [ID: CGRect], arrivals: [ID: LayoutArrival] = [:]) {
    let animator = self.animator
    // Without its animator no frame will come: everything lands at once.
    let skipsMotion = animator.map { $0.durationScale == 0 || $0.reducesMotion } ?? true
    finishedExits.removeAll(keepingCapacity: true)
    let taken = motion.update(
      frames.lazy.map { (key: $0.key, value: PlaneRect($0.value)) }, arrivals: arrivals,
      at: animator?.commandInstant, skipsMotion: skipsMotion
    ) { finishedExits.append($0) }
    guard taken else { return }
    if motion.isMoving {
      startMoving()
    } else if let conductor {
      // Landed at once (reduced motion, a duration scale of 0): off the animator now, so that
      // nothing is left on it until a next frame that may never come (a closed window's).
      conductorFinished(conductor)
    }
    reportExits()
  }

  /// Takes an item out at once, to arrive in another transition: a shared element handed on.
  ///
  /// The item leaves without an exit (``onExitFinished`` is not called); the answer is where it
  /// is drawn and how fast it moves. Convert the arrival's frame into the other transition's coordinates (a
  /// translation moves the frame and leaves the velocity as it is).
  ///
  /// - Parameter id: The item, laid out or exiting.
  /// - Returns: Its presented frame and velocity here; `nil` if unknown.
  public func handOff(_ id: ID) -> LayoutArrival? {
    motion.handOff(id, at: animator?.commandInstant)
  }

  // MARK: Reading

  /// The latest frame given for an item (an exiting item: its last one); `nil` if unknown.
  public func layoutFrame(of id: ID) -> CGRect? {
    motion.layoutFrame(of: id).map(CGRect.init)
  }

  /// Where an item is drawn now; `nil` if unknown or once its exit has finished.
  public func presentedFrame(of id: ID) -> CGRect? {
    motion.presentedFrame(of: id).map(CGRect.init)
  }

  /// An item's presented velocity, per second, component by component (x, y, width, height).
  public func presentedVelocity(of id: ID) -> CGRect? {
    motion.presentedVelocity(of: id).map(CGRect.init)
  }

  /// An item's opacity: the opacity spring's value clamped to 0…1.
  public func presentedOpacity(of id: ID) -> Double? {
    motion.opacityValue(of: id).map { min(max($0, 0), 1) }
  }

  /// The transform that draws ``layoutFrame(of:)`` at ``presentedFrame(of:)``.
  public func transform(of id: ID) -> LayoutTransform? {
    motion.transform(of: id)
  }

  /// The items still drawn that are no longer laid out, until their exits end.
  ///
  /// - Complexity: O(items).
  public var exiting: Set<ID> { motion.exiting }

  /// Whether any item's frame or opacity is moving.
  public var isMoving: Bool { motion.isMoving }

  // MARK: Frames

  /// Puts the conductor on the animator, if it is not there.
  private func startMoving() {
    guard conductor == nil, let animator else { return }
    let conductor = LayoutConductor(transition: self)
    self.conductor = conductor
    animator.add(conductor, to: host)
  }

  func render(at time: Double, skipsMotion: Bool) -> Bool {
    finishedExits.removeAll(keepingCapacity: true)
    let changed = motion.render(at: time, skipsMotion: skipsMotion) { finishedExits.append($0) }
    if changed { onUpdate?() }
    reportExits()
    return motion.isMoving
  }

  func conductorFinished(_ conductor: LayoutConductor) {
    guard self.conductor === conductor else { return }
    self.conductor = nil
    conductor.transition = nil
    conductor.removeFromAnimator(finished: true)
  }

  func inspection(key: String) -> RunningAnimation {
    RunningAnimation(
      key: key, objectType: "LayoutTransition", property: nil, kind: .layout,
      isPaused: !motion.isMoving)
  }

  /// Calls `onExitFinished` for the exits the call under way finished (a callback may update
  /// again: it works on a copy).
  private func reportExits() {
    guard !finishedExits.isEmpty, let onExitFinished else { return }
    let exits = finishedExits
    for id in exits { onExitFinished(id) }
  }
}
