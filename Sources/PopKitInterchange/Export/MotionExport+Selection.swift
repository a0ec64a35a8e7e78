// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension MotionExport {
  /// A selection that names nothing the document defines, or something the format cannot
  /// export: the caller's choice is wrong, not the document (a command line reports it as a
  /// usage error against the flag that made the selection).
  public struct SelectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The selection that is wrong (``Selection/default`` when the document has several
    /// choreographies and none was named).
    public let selection: Selection
    /// What is wrong with it, such as `no choreography "nope" (known: "open")`.
    public let reason: String

    /// The reason.
    public var description: String { reason }

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - selection: The selection that is wrong.
    ///   - reason: What is wrong with it.
    public init(selection: Selection, reason: String) {
      self.selection = selection
      self.reason = reason
    }
  }

  /// Checks that a selection names what the document defines and what the format exports,
  /// before any work: a choreography, track or spring by a name the document has, of a kind the
  /// format takes, and with no name only when the document leaves no choice.
  ///
  /// A document with no choreography (for a format that exports one) or no spring (for the
  /// platforms' code) is the document's problem, not the selection's: ``export(_:to:_:options:)``
  /// reports it.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - format: The format.
  ///   - selection: What to export.
  /// - Throws: A ``SelectionError`` naming the selection and the rule.
  /// - Complexity: O(n log n) in the number of names the document defines (for the list).
  public static func checkSelection(
    _ document: MotionDocument, format: Format, _ selection: Selection
  ) throws(SelectionError) {
    func refuse(_ reason: String) -> SelectionError {
      SelectionError(selection: selection, reason: reason)
    }
    switch selection {
    case .default:
      let names = document.choreographyNames
      if format.exportsChoreography, names.count > 1 {
        throw refuse(
          "the document has \(names.count) choreographies; name one" + nameList(names))
      }
    case .choreography(let name):
      guard format.exportsChoreography || format == .tokens || format.writesTrackCode else {
        throw refuse("\(format.rawValue) exports springs, not a choreography")
      }
      guard document.choreographies[name] != nil else {
        throw refuse(
          "no choreography \(JSONText.quoted(name))" + nameList(document.choreographyNames))
      }
    case .track(let name):
      guard format == .tokens || format.writesTrackCode else {
        let what = format.exportsChoreography ? "a choreography" : "springs"
        throw refuse("\(format.rawValue) exports \(what), not a lone track")
      }
      guard document.tracks[name] != nil else {
        throw refuse(
          "no track \(JSONText.quoted(name))" + nameList(document.tracks.keys.sorted()))
      }
    case .spring(let name):
      guard format == .css || !format.exportsChoreography else {
        throw refuse("\(format.rawValue) exports a choreography, not a spring")
      }
      guard document.springs[name] != nil else {
        throw refuse(
          "no spring \(JSONText.quoted(name))" + nameList(document.springs.keys.sorted()))
      }
    }
  }

  /// A selection error as a document error, for callers of ``export(_:to:_:options:)``: placed
  /// at the group the selection names.
  static func documentError(_ error: SelectionError) -> MotionDocumentError {
    let place =
      switch error.selection {
      case .default, .choreography: "choreographies"
      case .track: "tracks"
      case .spring: "springs"
      }
    return MotionDocumentError(place: place, rule: error.reason)
  }
}
