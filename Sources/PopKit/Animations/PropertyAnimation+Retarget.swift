extension PropertyAnimation {
  /// Reacts to a new target: a running animation re-arms its reach-to-value report; a finished
  /// one that was kept starts again from where it is.
  @inlinable
  func targetDidChange() {
    switch phase {
    case .running:
      armReach()
    case .finished:
      restartFromCurrent()
    case .waiting, .detached:
      break
    }
  }

  /// Starts a finished, kept animation again from its current value.
  @usableFromInline
  func restartFromCurrent() {
    guard animator != nil else { return }
    from = current
    hasFrom = true
    animator?.restart(self)
    continuesFromCurrent = true
  }
}
