// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

extension CSSExport {
  /// A document's spring alone as a CSS transition, as `popkit css` writes one: a unit move from
  /// rest sampled over its settling duration (whole milliseconds) into a `linear()` easing
  /// within 0.5 % (`CSSSpringTransition`).
  ///
  /// ```css
  /// /* popkit: spring "snappy"; a unit move from rest settles within 0.001 in 583 ms */
  /// /* worst error: 0.493 % with 46 points */
  /// transition: transform 583ms linear(0, 0.0337, …, 1);
  /// ```
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The spring's name in `springs`.
  ///   - property: The CSS property the transition animates; letters, digits and `-`.
  ///   - threshold: How close to the target counts as settled, a fraction of the move.
  /// - Returns: The CSS, notes, and the worst error of the easing, a fraction of the move.
  /// - Throws: `springs: no spring "NAME"`, a property that is not a CSS name, a spring that
  ///   never settles (or only after an hour), or one no `linear()` of 5,000 points follows
  ///   within 0.5 %, naming it.
  public static func transition(
    for document: MotionDocument, spring name: String, property: String = "transform",
    threshold: Double = 0.001
  ) throws(MotionDocumentError) -> (text: String, notes: [String], worstError: Double) {
    let spring = try document.spring(named: name)
    guard
      !property.isEmpty,
      property.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else {
      throw MotionDocumentError(
        place: "property", rule: "must be a CSS property name (letters, digits, -)")
    }
    guard threshold > 0, threshold <= CSSSpringTransition.tolerance else {
      throw MotionDocumentError(place: "threshold", rule: "must be > 0 and <= 0.005")
    }
    let transition: CSSSpringTransition
    do {
      transition = try CSSSpringTransition(spring: spring, threshold: threshold)
    } catch {
      let within = "within \(JSONText.shortest(threshold)) of its target"
      let when =
        error.settlingDuration.isFinite
        ? "settles \(within) only after "
          + "\(NumberFormatting.rounded(error.settlingDuration, significantDigits: 4)) s, more "
          + "than an hour"
        : "never settles \(within)"
      throw MotionDocumentError(
        place: "springs.\(name)", rule: "\(when); it has no CSS transition")
    }
    guard transition.easing.worstError <= CSSSpringTransition.tolerance * (1 + 1e-9) else {
      let percent = transition.worstErrorPercent
      throw MotionDocumentError(
        place: "springs.\(name)",
        rule: "CSS cannot follow this spring within 0.5 %: with the most points allowed "
          + "(\(CSSSpringTransition.maximumPoints)) its linear() easing is off by up to "
          + "\(percent) %; soften it (less tension, more friction)")
    }
    let label = JSONText.quoted(name).replacingOccurrences(of: "*/", with: "*\\/")
    let text = transition.declaration(describedAs: "popkit: spring \(label)", property: property)
    return (text, [], transition.easing.worstError)
  }
}
