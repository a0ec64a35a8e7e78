// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension LayoutMotion {
  /// Moves every moving item to a frame at `time` by the closed form of its springs, lands the
  /// springs that rest by pop's rule, and finishes the exits whose opacity rested.
  ///
  /// A time earlier than the latest render's is taken as the latest's; a time that is not
  /// finite is ignored. O(moving items + updates still moving); allocates nothing.
  ///
  /// - Parameters:
  ///   - time: The frame's time on the host's timebase, in seconds.
  ///   - skipsMotion: Whether everything lands at once (reduced motion, no time).
  ///   - exitFinished: Called once for each exit that finishes on this frame.
  /// - Returns: Whether any item's presented state changed.
  @discardableResult
  public mutating func render(
    at time: Double, skipsMotion: Bool = false, exitFinished: (ID) -> Void
  ) -> Bool {
    guard time.isFinite else { return false }
    let time = max(time, latestRender ?? time)
    latestRender = time
    guard movingCount > 0 else { return false }
    if skipsMotion {
      landAll(exitFinished: exitFinished)
      return true
    }
    for index in groups.indices where groups[index].members > 0 {
      groups[index].advance(to: time)
    }
    let frameTolerance = Self.frameThreshold / 5
    let opacityTolerance = Self.opacityThreshold / 5
    var place = items.count - 1
    while place >= 0 {
      defer { place -= 1 }
      let group = items[place].group
      guard group >= 0 else { continue }
      let (now, before, elapsed) = (groups[group].now, groups[group].before, groups[group].elapsed)
      var item = items[place]
      if item.frameMoves {
        let displacement = now.displacement(from: item.displacement, velocity: item.velocity)
        let velocity = now.velocity(from: item.displacement, velocity: item.velocity)
        // A spring too wild for doubles lands at its rest rather than write a non-finite frame.
        let isFinite = (displacement + velocity).sum().isFinite
        if !isFinite
          || elapsed > 0
            && Self.rests(
              displacement,
              before: { before.displacement(from: item.displacement, velocity: item.velocity) },
              within: frameTolerance)
        {
          item.frame = item.target
          item.frameVelocity = .zero
          item.frameMoves = false
        } else {
          item.frame = item.target + displacement
          item.frameVelocity = velocity
        }
      }
      if item.opacityMoves {
        let displacement = now.displacement(
          from: item.opacityDisplacement, velocity: item.opacityVelocity)
        let velocity = now.velocity(from: item.opacityDisplacement, velocity: item.opacityVelocity)
        let earlier = before.displacement(
          from: item.opacityDisplacement, velocity: item.opacityVelocity)
        if !(displacement + velocity).isFinite
          || elapsed > 0 && abs(displacement) < opacityTolerance
            && abs(displacement - earlier) < opacityTolerance
        {
          item.opacity = item.opacityTarget
          item.presentedOpacityVelocity = 0
          item.opacityMoves = false
        } else {
          item.opacity = item.opacityTarget + displacement
          item.presentedOpacityVelocity = velocity
        }
      }
      items[place] = item
      if item.isExiting && !item.opacityMoves {
        finishExit(at: place, exitFinished: exitFinished)
      } else if !item.moves {
        leaveGroup(place)
      }
    }
    return true
  }

  /// pop's done rule on four components: the displacement now and a sixtieth of a second
  /// earlier both within `tolerance` of the rest and of each other.
  @inline(__always)
  static func rests(
    _ displacement: SIMD4<Double>, before: () -> SIMD4<Double>, within tolerance: Double
  ) -> Bool {
    guard displacement.maximumMagnitude < tolerance else { return false }
    let earlier = before()
    return earlier.maximumMagnitude < tolerance
      && (displacement - earlier).maximumMagnitude < tolerance
  }
}
