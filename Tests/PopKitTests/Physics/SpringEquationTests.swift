import Foundation
import Testing

@testable import PopKit

@Suite("Spring transition")
struct SpringTransitionTests {
  @Test("the transition over no time is the identity")
  func identityAtZero() {
    let transition = Spring.default.transition(over: 0)
    #expect(transition == .identity)
  }
}
