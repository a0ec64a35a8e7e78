import PopKit
import PopKitShared

/// A choreography as a CSS stylesheet: `@keyframes` and animations that play it in a browser.
///
/// ```swift
/// let css = try CSSExport.stylesheet(for: document, choreography: "open")
/// print(css.text)          // @property …, @keyframes popkit-card-y { … }, #card { … }
/// print(css.worstError)    // the worst linear() or sampled-keyframe error, ≤ 0.005
/// ```
///
/// - One `@keyframes` rule and one animation per track of the choreography (per target and
///   property), the target selected as `#NAME`; `animation-delay` is the track's `at`,
///   `animation-duration` its length, `animation-fill-mode: both` (a track holds its first
///   value before it starts and its last after it ends).
/// - Each segment is one keyframe interval with its own timing function: a linear segment's
///   curve as `cubic-bezier()` and a cubic segment as `cubic-bezier(1/3, y1, 2/3, y2)` (both
///   exact), a spring or path segment as `linear()` within 0.5 % of the segment's range, and a
///   segment that ends where it started as sampled keyframes within 0.5 %. A jump is two
///   keyframes 1e-8 of the track apart, one printed step (`@keyframes` merges keyframes at one
///   offset).
/// - Each moving component animates on its own: `x`, `y`, `position`, `scale`, `scaleX`,
///   `scaleY` and `color` animate registered `<number>` custom properties (`--card-y`,
///   `--card-position-x`, `--card-color-r`, …) that one rule per target composes into
///   `translate` (px), `scale` and `background-color` (`rgb()`, channels × 255); `rotation`
///   animates `rotate` (deg), `opacity`, `width`, `height` and `cornerRadius` (`border-radius`)
///   their own properties (px), and a user's own property `NAME` the custom property `--NAME`.
///
/// No number written is ever non-finite: a choreography whose values are not finite or beyond
/// ±1e12, or whose times are not finite, negative or after 1e6 s, is refused before any work,
/// naming the place. Colour channels are written as the document gives them (`rgb()` channels
/// × 255, so at most 2.55e14): neither clamped nor refused; browsers clamp them to 0…255 when
/// drawing, as Lottie players do a fill's.
///
/// Values and timing-function numbers the document gave print as given (the shortest text that
/// reads back as the same `Double`); derived ones (sampled values, Hermite easings) with at most
/// 12 significant digits; times to the microsecond and keyframe percentages to 1e-6 %. Where
/// that printing moves the motion by more than 1e-9 of a move, a note says how far.
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
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The choreography's name.
  /// - Returns: The CSS, notes, and the error of each segment.
  /// - Throws: `choreographies: no choreography "NAME"`, or the first problem in it.
  public static func stylesheet(
    for document: MotionDocument, choreography name: String
  ) throws(MotionDocumentError) -> Result {
    let plan = try CSSAnimationPlan(document: document, choreography: name)
    return Result(text: text(of: plan), notes: plan.notes, segments: plan.segments)
  }

  /// The stylesheet of a laid-out choreography.
  static func text(of plan: CSSAnimationPlan) -> String {
    var lines: [String] = []
    for registration in plan.registrations {
      lines.append(
        "@property \(CSSNames.customInCSS(registration.name)) { syntax: \"<number>\"; "
          + "inherits: false; initial-value: \(JSONText.shortest(registration.initialValue)); }")
    }
    for animation in plan.animations {
      lines.append("@keyframes \(CSSNames.identifier(animation.name)) {")
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
    for (target, _) in plan.targets {
      let animations = plan.animations.filter { $0.target == target }
      let composed = plan.styles.first { $0.target == target }?.declarations ?? []
      guard !animations.isEmpty || !composed.isEmpty else { continue }
      lines.append("\(CSSNames.selector(target)) {")
      for (property, value) in composed { lines.append("  \(property): \(value);") }
      if !animations.isEmpty {
        func list(_ item: (CSSAnimationPlan.Animation) -> String) -> String {
          animations.map(item).joined(separator: ", ")
        }
        lines.append("  animation-name: \(list { CSSNames.identifier($0.name) });")
        lines.append("  animation-duration: \(list { seconds($0.duration) });")
        lines.append("  animation-delay: \(list { seconds($0.delay) });")
        lines.append("  animation-timing-function: linear;")
        lines.append("  animation-fill-mode: both;")
      }
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
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
