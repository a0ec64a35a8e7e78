// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

/// `view()` timeline ranges from layout rectangles, against positions worked out by hand from
/// CSS Scroll-driven Animations' definitions, and the scroll range's progress.
@Suite("Scroll links: view() ranges and scroll ranges")
struct ViewTimelineTests {
  /// An element 200 tall at content y = 1000 in a viewport 600 tall: measured at scroll offset
  /// 300, with the viewport at y = 50 on screen, the element is at y = 1000 − 300 + 50 = 750.
  private let small = ViewTimeline(
    element: PlaneRect(x: 10, y: 750, width: 100, height: 200),
    viewport: PlaneRect(x: 0, y: 50, width: 400, height: 600), axis: .vertical,
    scrollPosition: 300)

  /// An element 900 tall (taller than the viewport) at content y = 1000, viewport 600.
  private let tall = ViewTimeline(elementStart: 1000, elementLength: 900, viewportLength: 600)

  private func positions(_ view: ViewTimeline, _ name: ViewTimelineRange) -> [Double] {
    let range = view.range(name)
    return [range.start, range.end]
  }

  @Test("an element smaller than the viewport: E0 = 1000, E1 = 1200, V = 600")
  func smallerThanViewport() {
    #expect(small.elementStart == 1000)
    #expect(small.elementLength == 200)
    #expect(small.viewportLength == 600)
    // cover: start edge at the viewport's end (1000 − 600) to end edge at its start (1200).
    #expect(positions(small, .cover) == [400, 1200])
    // contain: end edge at the viewport's end (1200 − 600) to start edge at its start (1000).
    #expect(positions(small, .contain) == [600, 1000])
    #expect(positions(small, .entry) == [400, 600])
    #expect(positions(small, .exit) == [1000, 1200])
    #expect(positions(small, .entryCrossing) == [400, 600])
    #expect(positions(small, .exitCrossing) == [1000, 1200])
  }

  @Test("an element taller than the viewport: E0 = 1000, E1 = 1900, V = 600")
  func tallerThanViewport() {
    #expect(positions(tall, .cover) == [400, 1900])
    // contain: it covers the viewport from its start edge at the viewport's start (1000) to
    // its end edge at the viewport's end (1900 − 600).
    #expect(positions(tall, .contain) == [1000, 1300])
    #expect(positions(tall, .entry) == [400, 1000])
    #expect(positions(tall, .exit) == [1300, 1900])
    #expect(positions(tall, .entryCrossing) == [400, 1300])
    #expect(positions(tall, .exitCrossing) == [1000, 1900])
  }

  @Test("animation-range: entry 25% exit 50% and its progress")
  func offsets() {
    // entry 25 %: 400 + 0.25 · 200 = 450; exit 50 %: 1000 + 0.5 · 200 = 1100.
    let range = small.scrollRange(
      from: ViewTimelineOffset(.entry, 25), to: ViewTimelineOffset(.exit, 50))
    #expect(range.start == 450)
    #expect(range.end == 1100)
    #expect(range.progress(atPosition: 775) == 0.5)
    #expect(range.progress(atPosition: 0) == 0)
    #expect(range.progress(atPosition: 5000) == 1)
    // The default is cover 0% to cover 100% (CSS's `normal`).
    #expect(small.scrollRange() == ScrollRange(start: 400, end: 1200))
    // Percentages beyond 0…100 extrapolate: cover −10 % is 400 − 80.
    #expect(small.position(of: ViewTimelineOffset(.cover, -10)) == 320)
  }

  @Test("a horizontal axis reads x and width; a negative width counts from the other edge")
  func horizontal() {
    // Element from x = 300 to 500 (written from 500 with width −200), viewport 0…250 at
    // scroll offset 40: content start 300 − 0 + 40 = 340.
    let view = ViewTimeline(
      element: PlaneRect(x: 500, y: 0, width: -200, height: 10),
      viewport: PlaneRect(x: 0, y: 0, width: 250, height: 10), axis: .horizontal,
      scrollPosition: 40)
    #expect(view.elementStart == 340)
    #expect(positions(view, .cover) == [90, 540])
    #expect(positions(view, .contain) == [290, 340])
    #expect(ViewTimelineRange.entryCrossing.cssName == "entry-crossing")
    #expect(ViewTimelineRange.allCases.map(\.cssName).count == 6)
  }

  @Test("scroll ranges: reversed, of no length, velocities, positions")
  func scrollRanges() {
    let reversed = ScrollRange(start: 100, end: 0)
    #expect(reversed.progress(atPosition: 25) == 0.75)
    #expect(reversed.progressVelocity(fromScrollVelocity: 50) == -0.5)
    #expect(reversed.position(atProgress: 0.75) == 25)
    let step = ScrollRange(start: 10, end: 10)
    #expect(step.progress(atPosition: 9.999) == 0)
    #expect(step.progress(atPosition: 10) == 1)
    #expect(step.progressVelocity(fromScrollVelocity: 1000) == 0)
    let range = ScrollRange(start: 0, end: 200)
    #expect(range.unclampedProgress(atPosition: 300) == 1.5)
    #expect(range.progress(atPosition: .infinity) == 1)
    #expect(range.progress(atPosition: .nan) == 0)
    #expect(range.progressVelocity(fromScrollVelocity: .infinity) == 0)
  }
}
