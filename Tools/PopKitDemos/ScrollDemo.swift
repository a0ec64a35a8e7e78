// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The scroll demo: a header that collapses with the scroll and a card stack that follows it,
/// both choreographies linked to one scroll offset by ``ScrollLinkedPlayer``.
///
/// The model both galleries draw. The offset runs over ``contentLength`` points: the header
/// collapses over the first card's ``cardSpacing``, the stack deals one card per
/// ``cardSpacing``, both scrubbed exactly. A release snaps the header open or shut and the
/// stack to a card, each chosen at the release's instant from the offset and the scroll's
/// velocity (the decay's projection) and springing from there with that velocity. Both snaps
/// project the same offset with the same decay, and the header's halfway point is the first
/// card's, so a header that snaps open goes with a stack that snaps to its first card.
@MainActor
package final class ScrollDemo {
  /// The header above the content.
  @MainActor
  package final class Header {
    /// The header's height, in points: ``ScrollDemo/openHeight`` open, ``ScrollDemo/shutHeight``
    /// shut.
    package var height = ScrollDemo.openHeight
  }

  /// The stack of cards.
  @MainActor
  package final class Cards {
    /// Which card is in front, in cards: 0 for the first, `cardCount − 1` for the last, a
    /// fraction while one slides away.
    package var front = 0.0
  }

  /// The header's height open, in points.
  package static let openHeight = 120.0
  /// The header's height shut, in points.
  package static let shutHeight = 40.0
  /// How many cards the stack holds.
  package static let cardCount = 5
  /// The scroll that deals one card, in points; the header collapses over the first.
  package static let cardSpacing = 150.0
  /// The scroll offset's range, in points: `0…contentLength`.
  package static let contentLength = cardSpacing * Double(cardCount - 1)
  /// How far one scroll step (a key) moves the offset, in points.
  package static let step = 40.0
  /// The synthetic velocity a step gives a release that follows it, in points per second: a
  /// step every 0.1 s.
  package static let stepSpeed = 400.0
  /// How long after a step a release still carries its velocity, in seconds; a later release
  /// lets go of a scroll at rest.
  package static let velocityWindow = 0.25

  /// The script both galleries play offscreen: four steps down and a release while moving
  /// (the stack snaps a card ahead, the header shut), then six steps up and a release at rest
  /// (the header snaps open, the stack to its first card).
  package static let script =
    [0.0, 0.1, 0.2, 0.3].map { ScriptedKey($0, .character("j")) } + [ScriptedKey(0.4, .space)]
    + (0..<6).map { ScriptedKey(1.5 + 0.1 * Double($0), .character("k")) }
    + [ScriptedKey(2.4, .space)]

  /// The header's choreography's track: its height from open to shut over 1 s.
  package static let heightTrack = KeyframeTrack(
    from: openHeight, [.linear(shutHeight, duration: 1)])
  /// The cards' choreography's track: the front card from the first to the last over 1 s.
  package static let frontTrack = KeyframeTrack(
    from: 0.0, [.linear(Double(cardCount - 1), duration: 1)])
  /// The header's height.
  package static let height = AnimatableProperty<Header, Double>(
    name: "height", threshold: 0.01, read: { $0.height }, write: { $0.height = $1 })
  /// The front card.
  package static let front = AnimatableProperty<Cards, Double>(
    name: "front", threshold: 0.0001, read: { $0.front }, write: { $0.front = $1 })

  /// The header's scroll range: it collapses over the first card's scroll.
  package static let headerRange = ScrollRange(start: 0, end: cardSpacing)
  /// The cards' scroll range: the whole content.
  package static let cardsRange = ScrollRange(start: 0, end: contentLength)

  /// The animator that plays both choreographies.
  package let animator: Animator
  /// The header.
  package let header = Header()
  /// The card stack.
  package let cards = Cards()
  /// The header's choreography, linked to the offset; snaps open (0) or shut (1).
  package let headerLink: ScrollLinkedPlayer
  /// The cards' choreography, linked to the offset; snaps to a card (every 1/(cardCount − 1)).
  package let cardsLink: ScrollLinkedPlayer
  /// The scroll offset, in points (`0…contentLength`); after a release, the offset of the
  /// card the stack snaps to.
  package private(set) var offset = 0.0
  /// How many releases there were.
  package private(set) var releaseCount = 0
  /// The last release: its scroll velocity (points per second) and the points the header and
  /// the cards snap to (progress).
  package private(set) var lastRelease: (velocity: Double, header: Double?, cards: Double?)?
  /// The last step that moved the offset: its time and synthetic velocity.
  private var lastStep: (time: Double, velocity: Double)?

  /// Creates the scene at the top: the header open, the first card in front.
  ///
  /// - Parameter animator: The animator that plays the choreographies.
  package init(animator: Animator) {
    self.animator = animator
    var headerPlan = Choreography()
    headerPlan.add(ScrollDemo.heightTrack, to: header, ScrollDemo.height)
    var cardsPlan = Choreography()
    cardsPlan.add(ScrollDemo.frontTrack, to: cards, ScrollDemo.front)
    headerLink = ScrollLinkedPlayer(
      animator.play(headerPlan, paused: true), range: ScrollDemo.headerRange,
      snap: ScrollSnap(progress: [0, 1]))
    cardsLink = ScrollLinkedPlayer(
      animator.play(cardsPlan, paused: true), range: ScrollDemo.cardsRange,
      snap: .every(ScrollDemo.cardCount - 1))
  }

  /// What the scene is doing, in words: scrolling, snapping (and where to) or at rest.
  package var state: String {
    guard let lastRelease, isSnapping else { return releaseCount == 0 ? "scroll down" : "at rest" }
    let card = lastRelease.cards.map { Int(($0 * Double(ScrollDemo.cardCount - 1)).rounded()) + 1 }
    let header = lastRelease.header.map { $0 < 0.5 ? "open" : "shut" }
    return "snapping: header \(header ?? "as is"), card \(card.map(String.init) ?? "as is")"
  }

  /// Whether either choreography is snapping.
  package var isSnapping: Bool {
    [headerLink, cardsLink].contains {
      if case .snapping(let point) = $0.link.phase {
        return abs($0.player.progress - point) > 1e-6
      }
      return false
    }
  }

  /// Scrolls by steps of ``step`` at a time (held to the content); a step that moves gives a
  /// release within ``velocityWindow`` the velocity ±``stepSpeed``.
  ///
  /// - Parameters:
  ///   - steps: +1 scrolls down (the header collapses, the cards deal), −1 up.
  ///   - time: The key's time on the animator's timebase, in seconds.
  package func scroll(by steps: Int, at time: Double) {
    let moved = min(max(offset + Double(steps) * ScrollDemo.step, 0), ScrollDemo.contentLength)
    scroll(to: moved, velocity: steps > 0 ? ScrollDemo.stepSpeed : -ScrollDemo.stepSpeed, at: time)
  }

  /// Scrolls to an offset at a time (a drag, or a step): both choreographies follow.
  ///
  /// - Parameters:
  ///   - position: The offset, in points; held to `0…contentLength`, one not finite ignored.
  ///   - velocity: The scroll's velocity a release soon after carries, in points per second.
  ///   - time: The event's time on the animator's timebase, in seconds.
  package func scroll(to position: Double, velocity: Double, at time: Double) {
    guard position.isFinite, velocity.isFinite, time.isFinite else { return }
    let held = min(max(position, 0), ScrollDemo.contentLength)
    if held != offset || lastStep == nil { lastStep = (time, held != offset ? velocity : 0) }
    offset = held
    headerLink.scroll(to: held, at: time)
    cardsLink.scroll(to: held, at: time)
  }

  /// The scroll's velocity for a release at a time: the last step's, if it was within
  /// ``velocityWindow``, otherwise 0.
  ///
  /// - Parameter time: The release's time on the animator's timebase, in seconds.
  /// - Returns: Points per second.
  package func releaseVelocity(at time: Double) -> Double {
    guard let lastStep, time - lastStep.time <= ScrollDemo.velocityWindow else { return 0 }
    return lastStep.velocity
  }

  /// Lets go at a time: the header snaps open or shut and the stack to a card, from that
  /// instant, with the scroll's velocity; the offset becomes the card's.
  ///
  /// - Parameters:
  ///   - velocity: The scroll's velocity, in points per second; `nil` for
  ///     ``releaseVelocity(at:)``.
  ///   - time: The release's time on the animator's timebase, in seconds.
  package func release(velocity: Double? = nil, at time: Double) {
    guard time.isFinite else { return }
    let speed = velocity.flatMap { $0.isFinite ? $0 : nil } ?? releaseVelocity(at: time)
    let headerPoint = headerLink.release(velocity: speed, at: time)
    let cardsPoint = cardsLink.release(velocity: speed, at: time)
    if let cardsPoint { offset = ScrollDemo.cardsRange.position(atProgress: cardsPoint) }
    releaseCount += 1
    lastRelease = (speed, headerPoint, cardsPoint)
    lastStep = nil
  }
}

extension ScrollDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "scroll"
  /// The line under the tabs.
  package static let summary =
    "A header collapses and cards deal with the scroll; both snap on release."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<ScrollDemo>(
    hints: [KeyHint("j/k", "scroll down/up"), KeyHint("space", "release")],
    [
      .on(
        .character("j"), .character("J"),
        attempt: { demo, time in
          demo.scroll(by: 1, at: time)
          return true
        }),
      .on(
        .character("k"), .character("K"),
        attempt: { demo, time in
          demo.scroll(by: -1, at: time)
          return true
        }),
      .on(
        .space, .enter,
        attempt: { demo, time in
          demo.release(at: time)
          return true
        }),
    ])
}
