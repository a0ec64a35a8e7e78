extension PropertyAnimation {
  /// Reacts to a new target: a running animation re-arms its reach-to-value report; a finished
  /// one that was kept starts again from where it is.
  @inlinable
  func targetDidChange() {
    switch phase {
    case .running:
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
    hasFrom = true
    animator?.startAgain(self)
    continuesFromCurrent = true
  }
}
