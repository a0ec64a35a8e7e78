// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An element crossing a scroll container's viewport: the geometry of a CSS `view()` timeline,
/// from which ``range(_:)`` gives the scroll positions of each named range.
///
/// Positions are the scroll container's scroll offsets along one axis, and the element's
/// extent is in the content's coordinates (where it lies when the scroll offset is 0). Each
/// named range is one of CSS Scroll-driven Animations Level 1's view progress timeline ranges
/// (see ``ViewTimelineRange``); the viewport is the whole scrollport (no
/// `view-timeline-inset`: shrink the viewport rectangle for one).
public struct ViewTimeline: Sendable, Hashable {
  /// Where the element starts along the axis in content coordinates (its top or left border
  /// edge at scroll offset 0), in the source's units.
  public var elementStart: Double
  /// The element's length along the axis (its border box), `>= 0`.
  public var elementLength: Double
  /// The viewport's (the scrollport's) length along the axis, `>= 0`.
  public var viewportLength: Double

  /// The largest magnitude of a position or length: 1e15, within which every range's positions
  /// are finite.
  public static let largestMagnitude = 1e15

  /// Creates the geometry from lengths along the axis.
  ///
  /// - Parameters:
  ///   - elementStart: The element's start edge in content coordinates; in `-1e15...1e15`.
  ///   - elementLength: The element's length; in `0...1e15`.
  ///   - viewportLength: The viewport's length; in `0...1e15`.
  ///
  /// Anything else stops the program with a message naming the parameter.
  public init(elementStart: Double, elementLength: Double, viewportLength: Double) {
    let limit = ViewTimeline.largestMagnitude
    checkParameter(
      abs(elementStart) <= limit, "ViewTimeline.elementStart", elementStart,
      allowed: "in -1e15...1e15")
    checkParameter(
      elementLength >= 0 && elementLength <= limit, "ViewTimeline.elementLength", elementLength,
      allowed: "in 0...1e15")
    checkParameter(
      viewportLength >= 0 && viewportLength <= limit, "ViewTimeline.viewportLength",
      viewportLength, allowed: "in 0...1e15")
    self.elementStart = elementStart
    self.elementLength = elementLength
    self.viewportLength = viewportLength
  }

  /// Creates the geometry from two layout rectangles measured at one scroll position.
  ///
  /// - Parameters:
  ///   - element: The element's border box, in any coordinate space.
  ///   - viewport: The scrollport, in the same space, measured at the same moment.
  ///   - axis: The scroll axis.
  ///   - scrollPosition: The scroll offset along `axis` when the rectangles were measured.
  ///
  /// The derived start and lengths must be within ``largestMagnitude`` (anything else stops the
  /// program with a message). O(1).
  public init(element: PlaneRect, viewport: PlaneRect, axis: ScrollAxis, scrollPosition: Double) {
    checkParameter(
      abs(scrollPosition) <= ViewTimeline.largestMagnitude, "ViewTimeline scrollPosition",
      scrollPosition, allowed: "in -1e15...1e15")
    let elementExtent = axis.extent(of: element)
    let viewportExtent = axis.extent(of: viewport)
    // The element's offset inside the viewport plus the scroll offset is its place in the
    // content, which does not move as the content scrolls.
    self.init(
      elementStart: elementExtent.start - viewportExtent.start + scrollPosition,
      elementLength: elementExtent.length, viewportLength: viewportExtent.length)
  }

  /// The scroll positions at 0 % and 100 % of a named range.
  ///
  /// With element `[E0, E1]` (content coordinates) and viewport length `V`, following CSS
  /// Scroll-driven Animations Level 1, "View Progress Timeline Ranges":
  ///
  /// | range | 0 % | 100 % |
  /// |---|---|---|
  /// | cover | `E0 − V` | `E1` |
  /// | contain | `min(E1 − V, E0)` | `max(E1 − V, E0)` |
  /// | entry | `E0 − V` | `min(E1 − V, E0)` |
  /// | exit | `max(E1 − V, E0)` | `E1` |
  /// | entry-crossing | `E0 − V` | `E1 − V` |
  /// | exit-crossing | `E0` | `E1` |
  ///
  /// - Parameter name: The named range.
  /// - Returns: The scroll positions at its 0 % and 100 %. O(1).
  public func range(_ name: ViewTimelineRange) -> ScrollRange {
    let (start, end) = (elementStart, elementStart + elementLength)
    // The scroll offsets at which an element edge meets a viewport edge (the viewport spans
    // [offset, offset + V]):
    let startMeetsViewportEnd = start - viewportLength  // start edge at the viewport's end edge
    let endMeetsViewportEnd = end - viewportLength  // end edge at the viewport's end edge
    let startMeetsViewportStart = start  // start edge at the viewport's start edge
    let endMeetsViewportStart = end  // end edge at the viewport's start edge
    // cover: 0 % is the latest position at which the start border edge coincides with the
    // end edge of the view progress visibility range; 100 % the earliest at which the end
    // border edge coincides with its start edge.
    // contain: fully contained by, or fully covering, the visibility range; 0 % is the earliest
    // of the element's start edge meeting the range's start edge and its end edge meeting the
    // range's end edge, 100 % the latest of the two.
    let containStart = min(endMeetsViewportEnd, startMeetsViewportStart)
    let containEnd = max(endMeetsViewportEnd, startMeetsViewportStart)
    switch name {
    case .cover:
      return ScrollRange(start: startMeetsViewportEnd, end: endMeetsViewportStart)
    case .contain:
      return ScrollRange(start: containStart, end: containEnd)
    case .entry:
      // entry: 0 % is cover's 0 %, 100 % is contain's 0 %.
      return ScrollRange(start: startMeetsViewportEnd, end: containStart)
    case .exit:
      // exit: 0 % is contain's 100 %, 100 % is cover's 100 %.
      return ScrollRange(start: containEnd, end: endMeetsViewportStart)
    case .entryCrossing:
      // entry-crossing: the element crossing the visibility range's end edge.
      return ScrollRange(start: startMeetsViewportEnd, end: endMeetsViewportEnd)
    case .exitCrossing:
      // exit-crossing: the element crossing the visibility range's start edge.
      return ScrollRange(start: startMeetsViewportStart, end: endMeetsViewportStart)
    }
  }

  /// The scroll position of an offset such as `entry 25%`: the named range's 0 % position
  /// plus the percentage of its length.
  ///
  /// - Parameter offset: A named range and a percentage.
  /// - Returns: A scroll position. O(1).
  public func position(of offset: ViewTimelineOffset) -> Double {
    range(offset.range).position(atProgress: offset.percent / 100)
  }

  /// The scroll range between two offsets, as CSS `animation-range: <start> <end>` takes them
  /// (for example `entry 0% exit 100%`).
  ///
  /// - Parameters:
  ///   - start: Where progress is 0. Default `cover 0%` (CSS's `normal`).
  ///   - end: Where progress is 1. Default `cover 100%`.
  /// - Returns: The range of scroll positions. O(1).
  public func scrollRange(
    from start: ViewTimelineOffset = ViewTimelineOffset(.cover, 0),
    to end: ViewTimelineOffset = ViewTimelineOffset(.cover, 100)
  ) -> ScrollRange {
    ScrollRange(start: position(of: start), end: position(of: end))
  }
}

/// A named range of a CSS `view()` timeline (CSS Scroll-driven Animations Level 1, "View
/// Progress Timeline Ranges"); ``ViewTimeline/range(_:)`` gives its scroll positions.
public enum ViewTimelineRange: Sendable, Hashable, CaseIterable {
  /// `cover`: from the element's start edge entering the viewport to its end edge leaving it.
  case cover
  /// `contain`: while the element is wholly inside the viewport, or wholly covers it.
  case contain
  /// `entry`: from `cover 0%` to `contain 0%`, the element coming in.
  case entry
  /// `exit`: from `contain 100%` to `cover 100%`, the element going out.
  case exit
  /// `entry-crossing`: the element crossing the viewport's end edge.
  case entryCrossing
  /// `exit-crossing`: the element crossing the viewport's start edge.
  case exitCrossing

  /// The range's CSS name, such as `"entry-crossing"`.
  public var cssName: String {
    switch self {
    case .cover: return "cover"
    case .contain: return "contain"
    case .entry: return "entry"
    case .exit: return "exit"
    case .entryCrossing: return "entry-crossing"
    case .exitCrossing: return "exit-crossing"
    }
  }
}

/// A point of a `view()` timeline as `animation-range-start` and `animation-range-end` take
/// it: a named range and a percentage of it, such as `exit 50%`.
public struct ViewTimelineOffset: Sendable, Hashable {
  /// The named range.
  public var range: ViewTimelineRange
  /// The percentage of the range: 0 at its start, 100 at its end; others extrapolate linearly.
  public var percent: Double

  /// Creates an offset.
  ///
  /// - Parameters:
  ///   - range: The named range.
  ///   - percent: The percentage of it, in `-1e6...1e6` (anything else stops the program with
  ///     a message).
  public init(_ range: ViewTimelineRange, _ percent: Double) {
    checkParameter(
      abs(percent) <= 1e6, "ViewTimelineOffset.percent", percent, allowed: "in -1e6...1e6")
    self.range = range
    self.percent = percent
  }
}
