// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension DecayAnimation {
  /// Where the fling may go, per component; `nil` (the default) lets it go anywhere.
  ///
  /// A component follows the exact decay until it meets a bound — the instant is solved in
  /// closed form, not found at a frame — and from that instant it is ``boundarySpring``
  /// pulling it to the bound, starting exactly at the bound with the decay's velocity there;
  /// every frame evaluates that spring at its time since the crossing, so the motion is the
  /// same at any frame rate. A component that comes to rest before a bound never meets the
  /// spring; one that starts outside the bounds is on the spring at once, with the fling's
  /// velocity. The fling finishes (one stop, `finished == true`) when every component rests:
  /// at the bound for those that met one. Setting it while the fling runs plans the rest of
  /// the run from where it is.
  ///
  /// Bounds of one value (`lower == upper`) pull the fling to that value on the spring.
  ///
  /// ```swift
  /// fling.bounds = Bounds(lower: 0, upper: 500)  // a track 500 points long
  /// ```
  public var bounds: Bounds<Value>? {
    get {
      guard let boundary = ownedBoundary?.instance, boundary.isBounded else {
        return nil
      }
      return Bounds(
        lower: Value(animatableComponents: boundary.lower),
        upper: Value(animatableComponents: boundary.upper))
    }
    set {
      let boundary = boundaryForWriting()
      boundary.isBounded = newValue != nil
      boundary.lower = newValue?.lower.animatableComponents ?? .zero
      boundary.upper = newValue?.upper.animatableComponents ?? .zero
      if newValue == nil { boundary.forgetCrossings() }
      boundaryDidChange()
    }
  }

  /// The spring that pulls a component back to the bound it met (see ``bounds``).
  ///
  /// Default: critically damped, 0.4 s (`Spring.smooth(duration: 0.4)`: stiffness ≈ 246.7,
  /// damping ≈ 31.4 for mass 1), a scroll view settling against its edge without a bounce;
  /// give it a bounce to have the fling rebound.
  ///
  /// It must have tension and friction, both `> 0`: without tension nothing pulls the fling
  /// back and it would rest outside its bounds, without friction it would swing about its bound
  /// for ever. Setting such a spring stops the program, with a message naming the parameter.
  ///
  /// A component so far from its bound that the spring's motion would pass the range of
  /// `Double` (about `1e307` units from the bound for the default spring: its velocity reaches
  /// ω0 = 2π/0.4 ≈ 15.7 times the distance) is put at the bound at its crossing instead, where
  /// it rests.
  public var boundarySpring: Spring {
    get {
      ownedBoundary?.instance.spring ?? DecayBoundary<Components>.defaultSpring
    }
    set {
      checkParameter(
        newValue.tension > 0, "DecayAnimation.boundarySpring tension", newValue.tension,
        allowed: "> 0 (without tension the fling would rest outside its bounds)")
      checkParameter(
        newValue.friction > 0, "DecayAnimation.boundarySpring friction", newValue.friction,
        allowed: "> 0 (without friction the fling would swing about its bound for ever)")
      boundaryForWriting().spring = newValue
      boundaryDidChange()
    }
  }

  /// The duration and end of a run from a start and a velocity, with the bounds if set.
  ///
  /// - Parameters:
  ///   - start: The run's start value.
  ///   - velocity: The run's start velocity, per second.
  ///   - keepingCrossings: Whether the run starts now, so that its frames need the crossings.
  /// - Returns: The run's duration in seconds and where it ends.
  func projectedRun(
    from start: Components, velocity: Components, keepingCrossings: Bool = false
  ) -> (duration: Double, end: Components) {
    if let boundary = ownedBoundary?.instance, boundary.isBounded {
      return boundary.plan(
        from: start, velocity: velocity, decay: decay, threshold: property.threshold,
        keep: keepingCrossings)
    }
    return decay.projectedRun(from: start, velocity: velocity, threshold: property.threshold)
  }

  /// The boundary, made on first use.
  private func boundaryForWriting() -> DecayBoundary<Components> {
    if let boundary = ownedBoundary?.instance { return boundary }
    let boundary = DecayBoundary<Components>()
    ownedBoundary = Owned(boundary)
    return boundary
  }

  /// Plans the rest of a running fling again from where it is, after its bounds changed.
  private func boundaryDidChange() {
    guard phase == .running else { return }
    from = current
    startTime = lastTime
    project()
    armReach()
  }
}
