// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension MotionExport {
  /// The note of an export that does not carry a choreography's reduced variant (`"reduced"`):
  /// Lottie, tokens and WAAPI have no reduced motion, so they write the choreography itself.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The exported choreography's name.
  ///   - format: The format's name as the note says it, such as `lottie`.
  /// - Returns: One line naming the variant and how to export it, or `nil` when the
  ///   choreography names none.
  /// - Complexity: O(1).
  static func reducedVariantNote(
    _ document: MotionDocument, choreography name: String, format: String
  ) -> String? {
    guard let reduced = document.choreographies[name]?.reduced else { return nil }
    return "\(DocumentReader.join(DocumentReader.join("choreographies", name), "reduced")): "
      + "\(format) has no reduced motion, so this is \(JSONText.quoted(name)) as it plays "
      + "everywhere; for people who reduce motion, export its reduced variant "
      + "\(JSONText.quoted(reduced)) too (--choreography \(reduced)) and choose between them "
      + "when playing"
  }
}
