// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if POPKIT_INTERNAL_CHECKS
  import PopKitTestSupport
  import Testing

  @testable import PopKit

  /// A way to break one of the animator's invariants, for the checked build's own test.
  enum BrokenInvariant: String, Codable, CaseIterable, Sendable {
    /// One hole more than the frame list has.
    case holes
    /// An animation's slot that is not its index.
    case slot
    /// A chain cut short, leaving animations in no chain.
    case chain
    /// One animation of an indexed object not marked indexed.
    case keyIndex
    /// One animation of a held object not marked held.
    case hold

    /// The words of the check's message that name the invariant.
    var message: String {
      switch self {
      case .holes: "holes counts the frame list's nils"
      case .slot: "an animation's slot is its index in the frame list"
      case .chain: "every animation of the frame list is in its object's chain"
      case .keyIndex: "a chain's members share their object's flags"
      case .hold: "a chain's members share their object's flags"
      }
    }

    /// Builds a consistent animator, breaks the invariant, and checks.
    @MainActor
    func breakAndCheck() {
      // One object with an index (10 animations), one without (3).
      let animator = Animator()
      let box = Box()
      let other = Box()
      let animations = (0..<10).map { _ in SpringAnimation.endless(to: 1) }
      for (index, animation) in animations.enumerated() {
        animator.add(animation, to: box, forKey: "k\(index)")
      }
      let others = (0..<3).map { _ in SpringAnimation.endless(to: 2) }
      for (index, animation) in others.enumerated() {
        animator.add(animation, to: other, forKey: "k\(index)")
      }
      animator.checkInvariants()
      switch self {
      case .holes: animator.holes += 1
      case .slot: animations[3].slot = 7
      case .chain: others[1].nextOfObject = nil
      case .keyIndex: animations[6].flags[.objectIsIndexed] = false
      case .hold: animations[2].flags[.objectIsHeld] = false
      }
      animator.checkInvariants()
    }
  }

  /// The checked build's invariant check (`Animator.checkInvariants()`): each broken invariant
  /// stops the program with a message that names it.
  @Suite("Internal invariant checks")
  struct InvariantCheckTests {
    @Test("a broken invariant stops the program, naming it", arguments: BrokenInvariant.allCases)
    func brokenInvariantStops(_ broken: BrokenInvariant) async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        [broken] in
        await MainActor.run { broken.breakAndCheck() }
      }
      expectExitMessage(
        result, contains: "PopKit internal check failed: \(broken.message)", inReleaseBuilds: true)
    }
  }
#endif
