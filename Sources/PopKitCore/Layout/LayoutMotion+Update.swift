// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension LayoutMotion {
  /// Takes a new layout: every laid-out item's frame, all in one coordinate space.
  ///
  /// An id absent before enters (by `presence`, or from its arrival); an id absent now exits;
  /// every other item whose frame changed moves from its value and velocity at `instant` to
  /// its new frame. An arrival (for an id in `frames`; others are ignored) replaces the item's
  /// state with its frame and velocity at opacity 1. An id that reappears while exiting
  /// re-enters from where it is. With `skipsMotion`, or with a presence that does not fade,
  /// enters and exits finish at once (and `exitFinished` is called for each exit, in the
  /// call); with `skipsMotion` every item also lands at once.
  ///
  /// Nothing changes, and the answer is `false`, when a frame or arrival has a component that
  /// is not finite or whose magnitude exceeds ``magnitudeLimit``, or `instant` is not
  /// finite. O(items + frames).
  ///
  /// - Parameters:
  ///   - frames: Each laid-out id with its frame (a later duplicate wins).
  ///   - arrivals: Shared elements arriving from elsewhere, by id.
  ///   - instant: The instant the update takes effect on the host's timebase (the latest
  ///     render's, usually); `nil`: at the next render.
  ///   - skipsMotion: Whether everything lands at once (reduced motion, no time).
  ///   - exitFinished: Called once for each exit that finishes during the call.
  /// - Returns: Whether the update was taken.
  @discardableResult
  public mutating func update<Frames: Collection>(
    _ frames: Frames, arrivals: [ID: LayoutArrival] = [:], at instant: Double?,
    skipsMotion: Bool = false, exitFinished: (ID) -> Void
  ) -> Bool where Frames.Element == (key: ID, value: PlaneRect) {
    guard Self.accepts(frames, arrivals: arrivals), instant?.isFinite ?? true else { return false }
    generation &+= 1
    var group: Int?
    for (id, rect) in frames {
      let frame = rect.animatableComponents
      if let place = places[id] {
        items[place].generation = generation
        if let arrival = arrivals[id] {
          arrive(at: place, from: arrival, instant: instant, group: &group)
        } else {
          relayOut(at: place, to: frame, instant: instant, group: &group)
        }
      } else {
        var item = LayoutItem(frame: frame)
        item.generation = generation
        places[id] = items.count
        items.append(item)
        ids.append(id)
        if let arrival = arrivals[id] {
          arrive(at: items.count - 1, from: arrival, instant: instant, group: &group)
        } else {
          enter(at: items.count - 1, instant: instant, group: &group)
        }
      }
    }
    var place = items.count - 1
    while place >= 0 {
      if items[place].generation != generation && !items[place].isExiting {
        exit(at: place, instant: instant, group: &group, exitFinished: exitFinished)
      }
      place -= 1
    }
    if skipsMotion { landAll(exitFinished: exitFinished) }
    return true
  }

  /// Takes an item out at once, without an exit, and answers where it was drawn and how fast
  /// it moved at `instant`, as an arrival for another container (a shared element handed on).
  ///
  /// - Parameters:
  ///   - id: The item, laid out or exiting.
  ///   - instant: The instant on the host's timebase; `nil`: the latest render's state.
  /// - Returns: Its presented frame and velocity in this motion's coordinates; `nil` if unknown.
  public mutating func handOff(_ id: ID, at instant: Double?) -> LayoutArrival? {
    guard let place = places[id] else { return nil }
    let state = self.state(of: items[place], at: instant)
    leaveGroup(place)
    items[place].isExiting = false
    removeItem(at: place)
    return LayoutArrival(
      frame: PlaneRect(animatableComponents: state.frame),
      velocity: PlaneRect(animatableComponents: state.velocity))
  }

  /// Whether every frame and arrival is finite and within maximumMagnitude.
  static func accepts<Frames: Collection>(
    _ frames: Frames, arrivals: [ID: LayoutArrival]
  ) -> Bool where Frames.Element == (key: ID, value: PlaneRect) {
    func fits(_ rect: PlaneRect) -> Bool {
      let components = rect.animatableComponents
      // NaN fails every comparison, so `!(… <= limit)` also refuses it.
      for index in 0..<4 where !(abs(components[index]) <= magnitudeLimit) { return false }
      return true
    }
    for (_, frame) in frames where !fits(frame) { return false }
    for (_, arrival) in arrivals where !fits(arrival.frame) || !fits(arrival.velocity) {
      return false
    }
    return true
  }

  // MARK: What an update does to one item

  /// A laid-out or exiting item laid out at `frame`: moves (or re-enters) from its state.
  mutating func relayOut(
    at place: Int, to frame: SIMD4<Double>, instant: Double?, group: inout Int?
  ) {
    let item = items[place]
    guard item.isExiting || frame != item.layoutFrame else { return }
    let state = self.state(of: item, at: instant)
    items[place].layoutFrame = frame
    items[place].isExiting = false
    reanchor(
      place, frame: state.frame, velocity: state.velocity, target: frame,
      opacity: state.opacity, opacityVelocity: state.opacityVelocity, opacityTarget: 1,
      instant: instant, group: &group)
  }

  /// An item arriving from elsewhere: from the arrival's frame and velocity at opacity 1.
  mutating func arrive(
    at place: Int, from arrival: LayoutArrival, instant: Double?, group: inout Int?
  ) {
    items[place].isExiting = false
    reanchor(
      place, frame: arrival.frame.animatableComponents,
      velocity: arrival.velocity.animatableComponents, target: items[place].layoutFrame,
      opacity: 1, opacityVelocity: 0, opacityTarget: 1, instant: instant, group: &group)
  }

  /// A new item entering by the presence: at opacity 0 (from the scaled frame), or at once.
  mutating func enter(at place: Int, instant: Double?, group: inout Int?) {
    guard presence.fades else { return }
    let frame = items[place].layoutFrame
    reanchor(
      place, frame: presence.scaled(frame), velocity: .zero, target: frame, opacity: 0,
      opacityVelocity: 0, opacityTarget: 1, instant: instant, group: &group)
  }

  /// An item no longer laid out: fades to 0 where it is drawn (towards the scaled frame), or
  /// goes at once (without a fade, or when it is already at rest there).
  mutating func exit(
    at place: Int, instant: Double?, group: inout Int?, exitFinished: (ID) -> Void
  ) {
    items[place].isExiting = true
    guard presence.fades else {
      finishExit(at: place, exitFinished: exitFinished)
      return
    }
    let item = items[place]
    let state = self.state(of: item, at: instant)
    reanchor(
      place, frame: state.frame, velocity: state.velocity,
      target: presence.scaled(item.layoutFrame), opacity: state.opacity,
      opacityVelocity: state.opacityVelocity, opacityTarget: 0, instant: instant, group: &group)
    // Already at rest where the exit ends (an item removed the instant it entered, at opacity
    // 0): no frame would finish it, so it finishes now.
    if !items[place].moves { finishExit(at: place, exitFinished: exitFinished) }
  }

  /// Lands every item at once; exiting ones finish.
  mutating func landAll(exitFinished: (ID) -> Void) {
    var place = items.count - 1
    while place >= 0 {
      if items[place].moves {
        leaveGroup(place)
        items[place].land()
      }
      if items[place].isExiting {
        finishExit(at: place, exitFinished: exitFinished)
      }
      place -= 1
    }
  }

  // MARK: Springs and groups

  /// An item's exact state at an instant (its anchor's, while the anchor waits for a render).
  func state(of item: LayoutItem, at instant: Double?) -> (
    frame: SIMD4<Double>, velocity: SIMD4<Double>, opacity: Double, opacityVelocity: Double
  ) {
    guard item.group >= 0, let instant else {
      return (item.frame, item.frameVelocity, item.opacity, item.presentedOpacityVelocity)
    }
    let transition = groups[item.group].transition(at: instant)
    var state = (item.frame, item.frameVelocity, item.opacity, item.presentedOpacityVelocity)
    if item.frameMoves {
      state.0 =
        item.target
        + transition.displacement(from: item.displacement, velocity: item.velocity)
      state.1 = transition.velocity(from: item.displacement, velocity: item.velocity)
    }
    if item.opacityMoves {
      state.2 =
        item.opacityTarget
        + transition.displacement(from: item.opacityDisplacement, velocity: item.opacityVelocity)
      state.3 = transition.velocity(
        from: item.opacityDisplacement, velocity: item.opacityVelocity)
    }
    return state
  }

  /// Starts an item's springs afresh at the update's instant from a state towards rests; an
  /// item already at both rests with no velocity stays at rest.
  mutating func reanchor(
    _ place: Int, frame: SIMD4<Double>, velocity: SIMD4<Double>, target: SIMD4<Double>,
    opacity: Double, opacityVelocity: Double, opacityTarget: Double, instant: Double?,
    group: inout Int?
  ) {
    leaveGroup(place)
    var item = items[place]
    item.target = target
    item.frame = frame
    item.frameVelocity = velocity
    item.displacement = frame - target
    item.velocity = velocity
    item.frameMoves = item.displacement != .zero || velocity != .zero
    item.opacityTarget = opacityTarget
    item.opacity = opacity
    item.presentedOpacityVelocity = opacityVelocity
    item.opacityDisplacement = opacity - opacityTarget
    item.opacityVelocity = opacityVelocity
    item.opacityMoves = item.opacityDisplacement != 0 || opacityVelocity != 0
    if item.moves {
      let joined = group ?? makeGroup(anchor: instant ?? .nan)
      group = joined
      item.group = joined
      groups[joined].members += 1
      movingCount += 1
    }
    items[place] = item
  }

  /// A new group for the current spring, in a free place if there is one.
  mutating func makeGroup(anchor: Double) -> Int {
    let group = LayoutSpringGroup(anchor: anchor, spring: spring)
    if let free = freeGroups.popLast() {
      groups[free] = group
      return free
    }
    groups.append(group)
    return groups.count - 1
  }

  /// Takes a moving item out of its group (freeing the group when it was the last).
  mutating func leaveGroup(_ place: Int) {
    let group = items[place].group
    guard group >= 0 else { return }
    items[place].group = -1
    movingCount -= 1
    groups[group].members -= 1
    if groups[group].members == 0 { freeGroups.append(group) }
  }

  /// Removes an exiting item and reports it.
  mutating func finishExit(at place: Int, exitFinished: (ID) -> Void) {
    leaveGroup(place)
    exitFinished(removeItem(at: place))
  }

  /// Removes an item at rest (out of its group) from its place; answers its id.
  @discardableResult
  mutating func removeItem(at place: Int) -> ID {
    let id = ids[place]
    places[id] = nil
    let last = items.count - 1
    if place != last {
      items.swapAt(place, last)
      ids.swapAt(place, last)
      places[ids[place]] = place
    }
    items.removeLast()
    ids.removeLast()
    return id
  }
}
