// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The items of a layout motion that started moving together: one update's anchor instant and
/// spring, so that a frame computes the spring's exact transition once for all of them.
struct LayoutSpringGroup {
  /// The instant the group's motion starts from, on the host's timebase; NaN until the first
  /// render after an update made without one.
  var anchor: Double
  /// The spring's equation.
  let equation: SpringEquation
  /// How many items move in the group.
  var members = 0
  /// Seconds from the anchor to the latest render.
  var elapsed = 0.0
  /// The transition from the anchor to the latest render.
  var now = SpringTransition.identity
  /// The transition from the anchor to a sixtieth of a second before the latest render (to the
  /// anchor itself when that is earlier): pop's done rule compares the two.
  var before = SpringTransition.identity

  /// A group starting at an instant (NaN: at the next render) with a spring.
  init(anchor: Double, spring: Spring) {
    self.anchor = anchor
    equation = SpringEquation(spring)
  }

  /// Moves the group's transitions to a render at `time`.
  mutating func advance(to time: Double) {
    if anchor.isNaN { anchor = time }
    let elapsed = max(0, time - anchor)
    if elapsed != self.elapsed || elapsed == 0 {
      self.elapsed = elapsed
      now = equation.transition(over: elapsed)
      before = equation.transition(over: max(0, elapsed - 1.0 / 60))
    }
  }

  /// The transition from the anchor to `instant` (the anchor's own state before it, or while
  /// the anchor waits for its render).
  func transition(at instant: Double) -> SpringTransition {
    guard !anchor.isNaN, instant > anchor else { return .identity }
    return instant - anchor == elapsed ? now : equation.transition(over: instant - anchor)
  }
}
