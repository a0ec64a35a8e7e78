// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Keyed items' frames springing from where each is drawn to every new layout: the state and
/// closed-form maths of a layout transition, as functions of time, for a host that renders it.
///
/// Each item has a frame spring on its four components (x, y, width, height) and an opacity
/// spring. An update re-anchors every item whose rest changes at the update's instant, from its
/// exact value and velocity there, so a layout that arrives mid-flight keeps position and
/// velocity on every channel. A render moves every moving item to a time by the closed form:
/// an item laid out at A and then at B is presented at `A + (B − A)·(1 − d(t))`, d the
/// spring's displacement from 1 with velocity 0. A spring rests by pop's rule (its values now
/// and a sixtieth of a second earlier within a fifth of the threshold of the rest: frames'
/// ``frameThreshold``, the opacity's ``opacityThreshold``) and lands exactly on its rest with
/// velocity 0.
///
/// Items are kept in one array and a dictionary from id to place; the items that start moving
/// on one update share their spring's transition, computed once per render. A render costs
/// O(moving items + updates still moving) and allocates nothing; an update costs O(items).
public struct LayoutMotion<ID: Hashable> {
  /// The spring of every move, enter and exit that an update starts from now on.
  public var spring: Spring

  /// How items enter and exit on the updates from now on.
  public var presence: LayoutPresence

  /// The items, laid out and exiting, in no particular order.
  var items: [LayoutItem] = []
  /// The ids of every item, laid out and exiting, in no particular order (each at its item's
  /// place).
  public internal(set) var ids: [ID] = []
  /// Each item's place in `items`.
  var places: [ID: Int] = [:]
  /// The spring groups (a group with no members is free).
  var groups: [LayoutSpringGroup] = []
  /// The free places in `groups`.
  var freeGroups: [Int] = []
  /// The number of items with a moving spring.
  var movingCount = 0
  /// The count of updates made.
  var generation: UInt64 = 0
  /// The time of the latest render; `nil` before the first.
  public internal(set) var latestRender: Double?

  /// The threshold of the frame's components, in points: a frame spring rests once within a
  /// fifth of it (pop's rule), 0.5 (a tenth of a point).
  public static var frameThreshold: Double { LayoutItem.frameThreshold }

  /// The opacity's threshold: its spring rests once within a fifth of it, 0.01.
  public static var opacityThreshold: Double { LayoutItem.opacityThreshold }

  /// The largest magnitude an update accepts for a coordinate, a size or a velocity component
  /// (points, or points per second): 1e9.
  public static var magnitudeLimit: Double { 1e9 }

  /// Creates a motion with no items.
  ///
  /// - Parameters:
  ///   - spring: The spring of every move, enter and exit.
  ///   - presence: How items enter and exit; ``LayoutPresence/fade`` by default.
  public init(spring: Spring = .smooth, presence: LayoutPresence = .fade) {
    self.spring = spring
    self.presence = presence
  }

  // MARK: Reading

  /// Whether any item's frame or opacity is moving.
  public var isMoving: Bool { movingCount > 0 }

  /// The number of items, laid out and exiting.
  public var count: Int { items.count }

  /// The latest frame given for an item (an exiting item's last one); `nil` if unknown.
  public func layoutFrame(of id: ID) -> PlaneRect? {
    item(id).map { PlaneRect(animatableComponents: $0.layoutFrame) }
  }

  /// Where an item is drawn as of the latest render or update; `nil` if unknown or its exit
  /// has finished.
  public func presentedFrame(of id: ID) -> PlaneRect? {
    item(id).map { PlaneRect(animatableComponents: $0.frame) }
  }

  /// An item's presented velocity, per second, component by component (x, y, width, height).
  public func presentedVelocity(of id: ID) -> PlaneRect? {
    item(id).map { PlaneRect(animatableComponents: $0.frameVelocity) }
  }

  /// An item's presented opacity: its spring's value, which may overshoot 0…1.
  public func opacityValue(of id: ID) -> Double? {
    item(id)?.opacity
  }

  /// An item's opacity's velocity, per second.
  public func opacityVelocity(of id: ID) -> Double? {
    item(id)?.presentedOpacityVelocity
  }

  /// Whether an item is exiting (drawn, no longer laid out); `false` if unknown.
  public func isExiting(_ id: ID) -> Bool {
    item(id)?.isExiting ?? false
  }

  /// The transform that draws an item's layout frame at its presented frame.
  public func transform(of id: ID) -> LayoutTransform? {
    item(id).map {
      LayoutTransform(
        from: PlaneRect(animatableComponents: $0.layoutFrame),
        to: PlaneRect(animatableComponents: $0.frame))
    }
  }

  /// The item of an id, if any.
  func item(_ id: ID) -> LayoutItem? {
    places[id].map { items[$0] }
  }
}

extension LayoutMotion: Sendable where ID: Sendable {}

extension LayoutMotion {
  /// The items still drawn that are no longer laid out.
  ///
  /// - Complexity: O(items).
  public var exiting: Set<ID> {
    var exiting = Set<ID>()
    for place in items.indices where items[place].isExiting { exiting.insert(ids[place]) }
    return exiting
  }
}
