// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

@testable import PopKit

/// An animation delegate that records the callbacks of any number of animations of any kind,
/// and checks as it goes that every animation alternates start, stop, start, stop.
///
/// The animator holds delegates weakly: keep the recorder alive for the whole test.
@MainActor
final class EventRecorder: AnimationDelegate {
  /// One callback.
  enum Event: Equatable, CustomStringConvertible {
    case start
    case apply
    case reach
    case stop(Bool)

    var description: String {
      switch self {
      case .start: "start"
      case .apply: "apply"
      case .reach: "reach"
      case .stop(let finished): "stop(\(finished))"
      }
    }
  }

  /// Every callback, in order, with the animation it came from.
  private(set) var log: [(animation: ObjectIdentifier, event: Event)] = []
  /// Animations that reported a start and no stop since.
  private(set) var running: Set<ObjectIdentifier> = []
  /// Descriptions of broken rules: a second start without a stop, a stop without a start, or
  /// an apply or reach outside a start–stop pair.
  private(set) var violations: [String] = []

  /// The callbacks of one animation, in order.
  func events(of animation: Animation) -> [Event] {
    let identifier = ObjectIdentifier(animation)
    return log.filter { $0.animation == identifier }.map(\.event)
  }

  /// Every callback, in order.
  var events: [Event] { log.map(\.event) }

  /// How many times `event` was reported, by any animation.
  func count(_ event: Event) -> Int { log.filter { $0.event == event }.count }

  /// The `finished` flags of every stop, in order.
  var stops: [Bool] {
    log.compactMap { entry in
      if case .stop(let finished) = entry.event { return finished }
      return nil
    }
  }

  /// Makes the recorder the delegate of each animation.
  func observe(_ animations: Animation...) {
    for animation in animations { animation.delegate = self }
  }

  func animationDidStart(_ animation: Animation) {
    let identifier = ObjectIdentifier(animation)
    if !running.insert(identifier).inserted { violations.append("second start without a stop") }
    log.append((identifier, .start))
  }

  func animationDidApply(_ animation: Animation) {
    let identifier = ObjectIdentifier(animation)
    if !running.contains(identifier) { violations.append("apply outside start–stop") }
    log.append((identifier, .apply))
  }

  func animationDidReachToValue(_ animation: Animation) {
    let identifier = ObjectIdentifier(animation)
    if !running.contains(identifier) { violations.append("reach outside start–stop") }
    log.append((identifier, .reach))
  }

  func animationDidStop(_ animation: Animation, finished: Bool) {
    let identifier = ObjectIdentifier(animation)
    if running.remove(identifier) == nil { violations.append("stop without a start") }
    log.append((identifier, .stop(finished)))
  }
}
