// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An item that arrives in a layout transition from elsewhere (a shared element): where it is
/// drawn there and how fast it moves, in the transition's coordinate space.
///
/// It enters from that frame and velocity at opacity 1 and moves to its layout frame like any
/// item, so the velocity a finger or another transition gave it carries on.
public struct LayoutArrival: Sendable, Equatable {
  /// The frame it is drawn at when it arrives.
  public var frame: PlaneRect

  /// Its velocity there, per second, component by component (x, y, width, height).
  public var velocity: PlaneRect

  /// Creates an arrival.
  ///
  /// - Parameters:
  ///   - frame: The frame it is drawn at, in the transition's coordinate space.
  ///   - velocity: Its velocity, per second, component by component; at rest by default.
  public init(frame: PlaneRect, velocity: PlaneRect = .zero) {
    self.frame = frame
    self.velocity = velocity
  }
}
