// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A choreography as a CSS stylesheet: `@keyframes` and animations that play it in a browser.
///
/// ```swift
/// let css = try CSSExport.stylesheet(for: document, choreography: "open")
/// print(css.text)  // @property …, @keyframes popkit-card-y { … }, #card { … }
/// print(css.worstError)  // the worst linear() or sampled-keyframe error, ≤ 0.005
/// ```
///
/// - One `@keyframes` rule and one animation per track (per target and property), the target
///   selected as `#NAME`, with the track's `at` as `animation-delay` and its length as
///   `animation-duration`.
/// - Each segment is one keyframe interval with its own timing function: `cubic-bezier()`
///   where exact, otherwise `linear()` or sampled keyframes within 0.5 % of the segment's range.
/// - Each moving component animates a registered custom property (`--card-y`, …) that one rule
///   per target composes into `translate`, `scale`, `rotate` or `background-color`.
///
/// A choreography whose values or times are not finite or out of range is refused before any
/// work, naming the place, so no number written is non-finite. Where printing moves the motion
/// by more than 1e-9 of a move, a note says how far. The full encoding is in
/// `docs/design/css-export.md`.
public enum CSSExport {
  /// How a segment's component was written.
  public enum Encoding: Equatable, Sendable {
    /// The value does not change.
    case constant
    /// One interval with a `cubic-bezier()` timing function (exact).
    case cubicBezier
    /// This many intervals, each with a `cubic-bezier()` timing function (exact): a cubic
    /// segment that ends where it started, cut into pieces that each move.
    case cubicBezierPieces(Int)
    /// One interval with a `steps()` timing function (exact): a linear segment along a
    /// `TimingCurve.steps(_:jump:)` curve.
    case steps
    /// One interval with a `linear()` timing function of this many stops.
    case linearEasing(stops: Int)
    /// This many evenly spaced keyframes joined by straight lines.
    case sampledKeyframes(count: Int)
  }

  /// How one component of one segment was written, and its error.
  public struct SegmentReport: Equatable, Sendable {
    /// The segment: its track's place and index, such as
    /// `choreographies.open.tracks[0].segments[1]`.
    public let place: String
    /// The component's index.
    public let component: Int
    /// The segment's kind: `linear`, `cubic`, `spring` or `path`.
    public let kind: String
    /// How it was written.
    public let encoding: Encoding
    /// The worst distance between the CSS and PopKit's value, measured at 32 points per
    /// interval, as a fraction of the segment's range; 0 for exact timing functions.
    public let worstError: Double
  }

  /// A stylesheet and what was measured in making it.
  public struct Result: Sendable {
    /// The CSS.
    public let text: String
    /// What the web cannot play as the document says, by place.
    public let notes: [String]
    /// How each segment's components were written, in document order.
    public let segments: [SegmentReport]
    /// The worst error over every segment, a fraction of its range.
    public var worstError: Double { segments.reduce(0) { max($0, $1.worstError) } }
  }

  /// A choreography as a stylesheet.
  ///
  /// A choreography that names a reduced variant (`"reduced"`) adds it under
  /// `@media (prefers-reduced-motion: reduce)`: the variant's keyframes (named with a
  /// `-reduced` suffix) and its targets' animations, which replace the choreography's there;
  /// a target the choreography animates and the variant does not stays still
  /// (`animation: none`).
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The choreography's name.
  /// - Returns: The CSS, notes, and the error of each segment (the variant's after the
  ///   choreography's).
  /// - Throws: `choreographies: no choreography "NAME"`, or the first problem in it or in its
  ///   reduced variant.
  public static func stylesheet(
    for document: MotionDocument, choreography name: String
  ) throws(MotionDocumentError) -> Result {
    let plan = try CSSAnimationPlan(document: document, choreography: name)
    let reduced = try reducedPlan(document, choreography: name)
    return Result(
      text: text(of: plan, reduced: reduced), notes: plan.notes + (reduced?.notes ?? []),
      segments: plan.segments + (reduced?.segments ?? []))
  }

  /// The plan of a choreography's reduced variant, or `nil` when it names none.
  ///
  /// - Throws: The variant's first problem.
  static func reducedPlan(
    _ document: MotionDocument, choreography name: String
  ) throws(MotionDocumentError) -> CSSAnimationPlan? {
    guard let reduced = document.choreographies[name]?.reduced else { return nil }
    try document.checkReducedVariant(of: name)
    return try CSSAnimationPlan(document: document, choreography: reduced)
  }

  /// The stylesheet of a laid-out choreography, and of its reduced variant under
  /// `@media (prefers-reduced-motion: reduce)`.
  static func text(of plan: CSSAnimationPlan, reduced: CSSAnimationPlan? = nil) -> String {
    var lines = registrationLines(plan.registrations)
    lines += keyframesLines(plan, suffix: "") + targetLines(plan, suffix: "")
    if let reduced {
      let registered = Set(plan.registrations.map(\.name))
      lines += registrationLines(reduced.registrations.filter { !registered.contains($0.name) })
      var inside = keyframesLines(reduced, suffix: reducedSuffix)
      inside += targetLines(reduced, suffix: reducedSuffix)
      let animatedInVariant = Set(reduced.animations.map(\.target))
      for (target, _) in plan.targets
      where plan.animations.contains(where: { $0.target == target })
        && !animatedInVariant.contains(target)
      {
        inside.append("\(CSSNames.selector(target)) { animation: none; }")
      }
      lines.append("@media (prefers-reduced-motion: reduce) {")
      lines += inside.map { "  " + $0 }
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What a reduced variant's keyframes add to their names, so that they never meet the
  /// choreography's.
  static let reducedSuffix = "-reduced"

  /// The `@property` rules of custom properties.
  private static func registrationLines(
    _ registrations: [CSSAnimationPlan.Registration]
  ) -> [String] {
    registrations.map { registration in
      "@property \(CSSNames.customInCSS(registration.name)) { syntax: \"<number>\"; "
        + "inherits: false; initial-value: \(JSONText.shortest(registration.initialValue)); }"
    }
  }

  /// The `@keyframes` rules of a plan, their names with a suffix.
  private static func keyframesLines(_ plan: CSSAnimationPlan, suffix: String) -> [String] {
    var lines: [String] = []
    for animation in plan.animations {
      lines.append("@keyframes \(CSSNames.identifier(animation.name + suffix)) {")
      for keyframe in animation.merged {
        let declarations = keyframe.values.map { value in
          let name = value.name.hasPrefix("--") ? CSSNames.customInCSS(value.name) : value.name
          return "\(name): \(value.text);"
        }
        lines.append(
          "  \(percentage(keyframe.offset)) { \(declarations.joined(separator: " ")) "
            + "animation-timing-function: \(keyframe.easing); }")
      }
      lines.append("}")
    }
    return lines
  }

  /// Each animated target's rule: its composing declarations and its animations, their names
  /// with a suffix.
  private static func targetLines(_ plan: CSSAnimationPlan, suffix: String) -> [String] {
    var lines: [String] = []
    for (target, rest) in plan.targets {
      let animations = plan.animations.filter { $0.target == target }
      let composed = plan.styles.first { $0.target == target }?.declarations ?? []
      let ellipse = rest.shape == .ellipse
      guard !animations.isEmpty || !composed.isEmpty || ellipse else { continue }
      lines.append("\(CSSNames.selector(target)) {")
      if ellipse { lines.append("  border-radius: 50%;") }
      for (property, value) in composed { lines.append("  \(property): \(value);") }
      if !animations.isEmpty {
        func list(_ item: (CSSAnimationPlan.Animation) -> String) -> String {
          animations.map(item).joined(separator: ", ")
        }
        lines.append("  animation-name: \(list { CSSNames.identifier($0.name + suffix) });")
        lines.append("  animation-duration: \(list { seconds($0.duration) });")
        lines.append("  animation-delay: \(list { seconds($0.delay) });")
        lines.append("  animation-timing-function: linear;")
        lines.append("  animation-fill-mode: both;")
      }
      lines.append("}")
    }
    return lines
  }

  /// An offset as a CSS percentage, to 1e-6 % (`73.333333%`).
  static func percentage(_ offset: Double) -> String {
    NumberFormatting.fixed(
      CSSAnimationPlan.printedOffset(offset) * 100,
      decimals: CSSAnimationPlan.percentageDecimals) + "%"
  }

  /// A time as CSS seconds, to the microsecond (`0.860918s`).
  static func seconds(_ time: Double) -> String {
    NumberFormatting.fixed(time, decimals: CSSAnimationPlan.secondsDecimals) + "s"
  }
}
