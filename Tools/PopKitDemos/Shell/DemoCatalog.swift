// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The shared demos, in the order of every host's tabs and number keys.
@MainActor
package enum DemoCatalog {
  /// Every shared demo, in order.
  package static let demos: [any Demo.Type] = [
    SpringDemo.self, DecayDemo.self, CurvesDemo.self, ButtonDemo.self, CounterDemo.self,
    MenuDemo.self, KeyframesDemo.self, ColourDemo.self, SheetDemo.self, PathDemo.self,
    ScrollDemo.self,
  ]

  /// A host's scenes in the order of the tabs: first the scenes of shared demos in the order
  /// of ``demos`` (a demo the host does not draw is left out), then the host's own scenes in
  /// the order given.
  ///
  /// - Parameters:
  ///   - scenes: The host's scenes, in any order but for its own.
  ///   - model: The shared demo a scene draws, or `nil` for a scene of the host only.
  /// - Returns: The scenes in order.
  package static func ordered<Kind>(_ scenes: [Kind], model: (Kind) -> (any Demo.Type)?)
    -> [Kind]
  {
    func rank(_ scene: Kind) -> Int {
      guard let type = model(scene) else { return demos.count }
      return demos.firstIndex { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? demos.count
    }
    return scenes.enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }
    .map(\.element)
  }
}
