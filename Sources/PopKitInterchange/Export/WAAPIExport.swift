// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A choreography for the Web Animations API: JSON ready for `element.animate(keyframes,
/// options)`, the custom properties to register first, and each target's composing style.
///
/// ```json
/// {
///   "properties": [{"name": "--card-y", "syntax": "<number>", "inherits": false, "initialValue": "0"}],
///   "styles": [{"target": "card", "style": {"translate": "0px calc(var(--card-y) * 1px)"}}],
///   "animations": [
///     {"target": "card", "property": "y",
///      "keyframes": [{"offset": 0, "easing": "cubic-bezier(0.2, 0, 0, 1)", "--card-y": "0"}, …],
///      "options": {"duration": 1500, "delay": 100, "fill": "both"}}
///   ]
/// }
/// ```
///
/// A page registers each of `properties` with `CSS.registerProperty`, sets each of `styles` on
/// `document.getElementById(target).style`, and calls
/// `document.getElementById(target).animate(keyframes, options)` for each animation. The
/// keyframes, easings, values and rounding are those of ``CSSExport`` (times in milliseconds;
/// properties
/// named as keyframe objects take them, `borderRadius`); a jump is two keyframes 1e-8 of the
/// track apart, as in the CSS.
public enum WAAPIExport {
  /// A choreography as Web Animations JSON.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The choreography's name.
  /// - Returns: The JSON text (laid out for reading) and notes, by place.
  /// - Throws: `choreographies: no choreography "NAME"`, or the first problem in it.
  public static func animations(
    for document: MotionDocument, choreography name: String
  ) throws(MotionDocumentError) -> (text: String, notes: [String]) {
    let plan = try CSSAnimationPlan(document: document, choreography: name)
    let json = json(of: plan)
    try ExportNumberCheck.check(json, format: "waapi")
    return (json.pretty() + "\n", plan.notes)
  }

  /// The JSON of a laid-out choreography.
  static func json(of plan: CSSAnimationPlan) -> JSONValue {
    let properties = plan.registrations.map { registration in
      JSONValue.object([
        ("name", .string(registration.name)), ("syntax", .string("<number>")),
        ("inherits", .bool(false)),
        ("initialValue", .string(JSONText.shortest(registration.initialValue))),
      ])
    }
    let styles = plan.styles.map { style in
      JSONValue.object([
        ("target", .string(style.target)),
        ("style", .object(style.declarations.map { ($0.0, JSONValue.string($0.1)) })),
      ])
    }
    let animations = plan.animations.map { animation in
      JSONValue.object([
        ("target", .string(animation.target)), ("property", .string(animation.property)),
        ("keyframes", .array(keyframes(of: animation))),
        (
          "options",
          .object([
            ("duration", .number(milliseconds(animation.duration))),
            ("delay", .number(milliseconds(animation.delay))), ("fill", .string("both")),
          ])
        ),
      ])
    }
    return .object([
      ("properties", .array(properties)), ("styles", .array(styles)),
      ("animations", .array(animations)),
    ])
  }

  /// A time in milliseconds as the CSS prints it: to the microsecond, with no float noise.
  static func milliseconds(_ seconds: Double) -> Double {
    NumberFormatting.derivedValue(CSSAnimationPlan.printedSeconds(seconds) * 1000)
  }

  /// An animation's keyframes, each with its offset, its easing and its values.
  static func keyframes(of animation: CSSAnimationPlan.Animation) -> [JSONValue] {
    animation.merged.map { keyframe in
      JSONValue.object(
        [("offset", .number(keyframe.offset)), ("easing", .string(keyframe.easing))]
          + keyframe.values.map { (camelCase($0.name), JSONValue.string($0.text)) })
    }
  }

  /// A CSS property's name as keyframe objects take it: `border-radius` as `borderRadius`;
  /// custom properties as they are.
  static func camelCase(_ name: String) -> String {
    guard !name.hasPrefix("--") else { return name }
    let words = name.split(separator: "-")
    return words.enumerated().map { index, word in
      index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }
}
