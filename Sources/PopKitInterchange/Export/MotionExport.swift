// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// Every export of a motion document behind one call: what `popkit export` runs.
public enum MotionExport {
  /// The formats: the one list from which `popkit export`'s help and dispatch come (see
  /// `kind`, which also names each spring-code format's ``SpringPlatform``).
  public enum Format: String, CaseIterable, Sendable {
    /// CSS `@keyframes` and animation declarations (or a lone spring's transition).
    case css
    /// A self-contained page that plays a choreography.
    case html
    /// Web Animations API keyframes and options, as JSON.
    case waapi
    /// A Lottie (bodymovin) animation.
    case lottie
    /// W3C design tokens, format 2025.10.
    case tokens
    /// SwiftUI's `Spring(mass:stiffness:damping:)`; a track or choreography as keyframes for
    /// `KeyframeAnimator`.
    case swiftui
    /// UIKit's `UISpringTimingParameters`.
    case uikit
    /// Jetpack Compose's `spring(dampingRatio, stiffness)`; a track or choreography as
    /// `keyframes {}` and `spring()` animations.
    case compose
    /// Android's `SpringForce`.
    case android
    /// Flutter's `SpringDescription`; a track or choreography as `TweenSequence`s and
    /// `SpringSimulation`s.
    case flutter
    /// motion.dev's spring options; a track or choreography as an `animate()` sequence.
    case motion
    /// react-spring's config.
    case reactSpring = "react-spring"
  }

  /// What to export.
  public enum Selection: Equatable, Sendable {
    /// The format's default: the document's only choreography (an error listing the names when
    /// there are several), or for tokens and the platforms' code every spring (and curve and
    /// track for tokens).
    case `default`
    /// A choreography by name.
    case choreography(String)
    /// A track by name (tokens, and the keyframe code of SwiftUI, Motion, Compose and Flutter).
    case track(String)
    /// A spring by name.
    case spring(String)
  }

  /// Options some formats take.
  public struct Options: Sendable {
    /// Lottie's frame rate.
    public var framesPerSecond: Double
    /// How tokens write springs.
    public var springStyle: TokensExport.SpringStyle

    /// Creates options.
    ///
    /// - Parameters:
    ///   - framesPerSecond: Lottie's frame rate. Default 60.
    ///   - springStyle: How tokens write springs. Default ``TokensExport/SpringStyle/duration``.
    public init(framesPerSecond: Double = 60, springStyle: TokensExport.SpringStyle = .duration) {
      self.framesPerSecond = framesPerSecond
      self.springStyle = springStyle
    }
  }

  /// An export's text and its notes (measured errors, what was left out).
  public struct Result: Sendable, Equatable {
    /// The exported text.
    public var text: String
    /// Lines for standard error.
    public var notes: [String]
  }

  /// Exports a document.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - format: The format.
  ///   - selection: What to export.
  ///   - options: Options of the format.
  /// - Returns: The text and notes.
  /// - Throws: A ``MotionDocumentError`` for a name that is not defined or a selection the format
  ///   cannot take (the ``SelectionError`` of ``checkSelection(_:format:_:)``, placed at the
  ///   group it names: call that first to tell the caller's mistake from the document's), a
  ///   number no format can write, a motion the format cannot follow within its stated
  ///   tolerance, or what the format cannot express, with its place.
  public static func export(
    _ document: MotionDocument, to format: Format, _ selection: Selection,
    options: Options = Options()
  ) throws(MotionDocumentError) -> Result {
    do {
      try checkSelection(document, format: format, selection)
    } catch {
      throw documentError(error)
    }
    switch format.kind {
    case .tokens:
      let tokens: TokensExport.Selection =
        switch selection {
        case .default: .all
        case .choreography(let name): .choreography(name)
        case .track(let name): .track(name)
        case .spring(let name): .spring(name)
        }
      let (text, notes) = try TokensExport.tokens(
        for: document, tokens, springStyle: options.springStyle)
      var reducedNote: [String] = []
      if case .choreography(let name) = selection,
        let note = reducedVariantNote(document, choreography: name, format: "tokens")
      {
        reducedNote = [note]
      }
      return Result(text: text, notes: notes + reducedNote)
    case .springCode(let platform):
      return try springCode(document, format: format, on: platform, selection)
    case .choreography:
      if format == .css, case .spring(let name) = selection {
        let transition = try CSSExport.transition(for: document, spring: name)
        return Result(text: transition.text, notes: transition.notes)
      }
      let name = try choreographyName(document, format: format, selection)
      return try choreographyExport(document, format: format, choreography: name, options)
    }
  }

  /// The choreography a format exports: the one named, or the document's only one (a selection
  /// already checked by ``checkSelection(_:format:_:)``).
  static func choreographyName(
    _ document: MotionDocument, format: Format, _ selection: Selection
  ) throws(MotionDocumentError) -> String {
    if case .choreography(let name) = selection { return name }
    let names = document.choreographyNames
    guard names.count == 1 else {
      throw MotionDocumentError(
        place: "choreographies",
        rule: "the document has \(names.count); \(format.rawValue) exports one choreography"
          + nameList(names))
    }
    return names[0]
  }

  /// ` (known: a, b)`, or nothing when there are none.
  static func nameList(_ names: [String]) -> String {
    names.isEmpty ? "" : " (known: \(names.map { JSONText.quoted($0) }.joined(separator: ", ")))"
  }

  /// A choreography in a format that exports choreographies.
  static func choreographyExport(
    _ document: MotionDocument, format: Format, choreography name: String, _ options: Options
  ) throws(MotionDocumentError) -> Result {
    switch format {
    case .css:
      let result = try CSSExport.stylesheet(for: document, choreography: name)
      return Result(text: result.text, notes: result.notes)
    case .html:
      let result = try HTMLExport.page(for: document, choreography: name)
      return Result(text: result.text, notes: result.notes)
    case .waapi:
      let result = try WAAPIExport.animations(for: document, choreography: name)
      let note = reducedVariantNote(document, choreography: name, format: "waapi")
      return Result(text: result.text, notes: result.notes + (note.map { [$0] } ?? []))
    default:
      let result = try LottieExport.animation(
        for: document, choreography: name, framesPerSecond: options.framesPerSecond)
      let note = reducedVariantNote(document, choreography: name, format: "lottie")
      return Result(
        text: result.json, notes: [result.summary] + result.notes + (note.map { [$0] } ?? []))
    }
  }
}
