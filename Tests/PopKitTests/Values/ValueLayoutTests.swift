// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

@testable import PopKit

extension ValuesTests {
  @Suite("Component layout of the value types")
  struct ValueLayoutTests {
    @Test("a CGRect's components are origin then size, and it is not standardized")
    func rectIsNotStandardized() {
      let rect = CGRect(x: 10, y: 20, width: -5, height: -8)
      #expect(rect.animatableComponents == [10, 20, -5, -8])
      let back = CGRect(animatableComponents: [10, 20, -5, -8])
      #expect(back.origin == CGPoint(x: 10, y: 20))
      #expect(back.size == CGSize(width: -5, height: -8))
    }

    @Test("EdgeInsets components are top, left, bottom, right")
    func edgeInsetsOrder() {
      let insets = EdgeInsets(animatableComponents: [1, 2, 3, 4])
      #expect(insets.top == 1)
      #expect(insets.left == 2)
      #expect(insets.bottom == 3)
      #expect(insets.right == 4)
      #expect(EdgeInsets.zero.animatableComponents == [0, 0, 0, 0])
    }

    @Test("RGBAColor components are red, green, blue, alpha")
    func colorOrder() {
      let color = RGBAColor(animatableComponents: [0.1, 0.2, 0.3, 0.4])
      #expect(color.red == 0.1)
      #expect(color.green == 0.2)
      #expect(color.blue == 0.3)
      #expect(color.alpha == 0.4)
    }

    @Test("CGPoint and CGSize components are x, y and width, height")
    func pointAndSizeOrder() {
      #expect(CGPoint(animatableComponents: [3, -7]) == CGPoint(x: 3, y: -7))
      #expect(CGSize(animatableComponents: [3, -7]) == CGSize(width: 3, height: -7))
      #expect(CGPoint(x: 3, y: -7).animatableComponents == [3, -7])
      #expect(CGSize(width: 3, height: -7).animatableComponents == [3, -7])
    }
  }
}
