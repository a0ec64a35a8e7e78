// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension MotionExport {
  /// Springs as a platform's code: the one named, or every spring of the document (names
  /// sorted), one snippet each, a blank line between.
  static func springCode(
    _ document: MotionDocument, format: Format, on platform: SpringPlatform,
    _ selection: Selection
  ) throws(MotionDocumentError) -> Result {
    let names: [String]
    switch selection {
    case .spring(let name):
      _ = try document.spring(named: name)
      names = [name]
    case .default:
      names = document.springs.keys.sorted()
      guard !names.isEmpty else {
        throw MotionDocumentError(
          place: "springs", rule: "the document has none; \(format.rawValue) exports springs")
      }
    case .choreography, .track:
      if format.writesTrackCode {
        return try TrackCode.code(document, selection, on: platform)
      }
      throw documentError(
        SelectionError(
          selection: selection,
          reason: "\(format.rawValue) exports springs; name one (or none for all)"))
    }
    var snippets: [String] = []
    for name in names {
      let spring = try document.spring(named: name)
      do {
        snippets.append(try SpringCode.code(for: spring, named: name, on: platform))
      } catch {
        throw MotionDocumentError(place: DocumentReader.join("springs", name), rule: error.message)
      }
    }
    return Result(text: snippets.joined(separator: "\n"), notes: [])
  }
}
