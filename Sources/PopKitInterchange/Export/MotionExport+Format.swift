// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension MotionExport.Format {
  /// What a format writes.
  package enum Kind: Equatable, Sendable {
    /// A choreography (CSS, HTML, WAAPI, Lottie); CSS also writes a lone spring.
    case choreography
    /// Design tokens: every spring, curve and track, or the one named.
    case tokens
    /// A platform's spring API, each spring as its code.
    case springCode(SpringPlatform)
  }

  /// What the format writes: the one table of formats, from which the export's dispatch,
  /// `popkit export`'s help and each platform's format come.
  package var kind: Kind {
    switch self {
    case .css, .html, .waapi, .lottie: .choreography
    case .tokens: .tokens
    case .swiftui: .springCode(.swiftui)
    case .uikit: .springCode(.uikit)
    case .compose: .springCode(.compose)
    case .android: .springCode(.android)
    case .flutter: .springCode(.flutter)
    case .motion: .springCode(.motion)
    case .reactSpring: .springCode(.reactSpring)
    }
  }

  /// Whether the format exports a choreography (CSS, HTML, WAAPI, Lottie).
  var exportsChoreography: Bool { kind == .choreography }

  /// Whether the format also writes a track or a whole choreography as the platform's keyframe
  /// code (SwiftUI, Motion, Compose, Flutter), besides its springs.
  package var writesTrackCode: Bool {
    springPlatform.map { TrackCode.platforms.contains($0) } ?? false
  }

  /// The platform whose spring code the format writes, or `nil` for the other formats.
  package var springPlatform: SpringPlatform? {
    guard case .springCode(let platform) = kind else { return nil }
    return platform
  }

  /// The formats of a kind, in the order of ``MotionExport/Format/allCases``.
  ///
  /// - Parameter test: Which kinds to take.
  /// - Returns: The formats.
  /// - Complexity: O(number of formats).
  package static func formats(where test: (Kind) -> Bool) -> [Self] {
    allCases.filter { test($0.kind) }
  }
}
