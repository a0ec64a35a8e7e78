// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Layout transforms as maps: corners onto corners, inverse, composition, a child's transform
/// relative to its parent's.
@Suite("Layout transforms")
struct LayoutTransformTests {
  private func randomRect(_ generator: inout SeededGenerator) -> CGRect {
    CGRect(
      x: Double.random(in: -400...400, using: &generator),
      y: Double.random(in: -400...400, using: &generator),
      width: Double.random(in: 1...300, using: &generator),
      height: Double.random(in: 1...300, using: &generator))
  }

  @Test("init(from:to:) maps the layout frame's four corners onto the presented frame's, 1e-9")
  func corners() {
    var generator = SeededGenerator(seed: 1)
    for _ in 0..<200 {
      let layout = randomRect(&generator)
      let presented = randomRect(&generator)
      let transform = LayoutTransform(from: layout, to: presented)
      for (x, y, px, py) in [
        (layout.minX, layout.minY, presented.minX, presented.minY),
        (layout.maxX, layout.minY, presented.maxX, presented.minY),
        (layout.minX, layout.maxY, presented.minX, presented.maxY),
        (layout.maxX, layout.maxY, presented.maxX, presented.maxY),
      ] {
        let image = transform.apply(to: CGPoint(x: x, y: y))
        expectClose(image.x, px, absolute: 1e-9)
        expectClose(image.y, py, absolute: 1e-9)
      }
    }
  }

  @Test("relative(to:) then the parent gives back the child's own transform, 1e-12")
  func relative() {
    var generator = SeededGenerator(seed: 2)
    for _ in 0..<200 {
      let child = LayoutTransform(from: randomRect(&generator), to: randomRect(&generator))
      let parent = LayoutTransform(from: randomRect(&generator), to: randomRect(&generator))
      let composed = child.relative(to: parent).concatenating(parent)
      for point in [CGPoint(x: 3, y: -7), CGPoint(x: 120, y: 45)] {
        let expected = child.apply(to: point)
        let actual = composed.apply(to: point)
        expectClose(actual.x, expected.x, absolute: 1e-12, relative: 1e-12)
        expectClose(actual.y, expected.y, absolute: 1e-12, relative: 1e-12)
      }
    }
  }

  @Test("inverted undoes the map; concatenating applies self, then other")
  func inverseAndComposition() {
    let a = LayoutTransform(scaleX: 2, scaleY: 0.5, translationX: 10, translationY: -4)
    let b = LayoutTransform(scaleX: -3, scaleY: 4, translationX: 1, translationY: 2)
    let point = CGPoint(x: 7, y: 9)
    let back = a.inverted.apply(to: a.apply(to: point))
    #expect(back == point)
    // self then other: b(a(p)) = b((24, 0.5)) = (-71, 4).
    #expect(a.concatenating(b).apply(to: point) == CGPoint(x: -71, y: 4))
    #expect(LayoutTransform.identity.apply(to: point) == point)
    // A squashed axis has no inverse: it stays finite.
    let squashed = LayoutTransform(scaleX: 0, scaleY: 1, translationX: 5, translationY: 0)
    #expect(squashed.inverted.scaleX == 0 && squashed.inverted.translationX == 0)
    // No extent along an axis: scale 1 there, origin onto origin.
    let flat = LayoutTransform(
      from: CGRect(x: 1, y: 1, width: 0, height: 10), to: CGRect(x: 5, y: 2, width: 0, height: 20))
    #expect(flat.scaleX == 1 && flat.translationX == 4 && flat.scaleY == 2)
  }
}
