// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension PropertyAnimation {
  /// Reacts to a new target: a running animation takes the target's equivalent nearest where it
  /// is and re-arms its reach-to-value report; a finished one that was kept starts again from
  /// where it is.
  @inlinable
  func targetDidChange() {
    switch phase {
    case .running:
      if hasEquivalentTargets { to = Value.equivalentComponents(of: to, nearest: current) }
      armReach()
    case .finished:
      startAgainFromCurrent()
    case .waiting, .detached:
      break
    }
  }

  /// Starts a finished, kept animation again from its current value.
  @usableFromInline
  func startAgainFromCurrent() {
    guard animator != nil else { return }
    from = current
    flags[.hasFrom] = true
    animator?.startAgain(self)
    flags[.continuesFromCurrent] = true
  }
}
