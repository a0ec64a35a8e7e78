// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A choreography laid out for the web, shared by the CSS, HTML and WAAPI exports: which CSS
/// value each property's components animate, their keyframes, the custom properties to
/// register, and each target's rule composing them.
///
/// Every component of `x`, `y`, `position`, `scale`, `scaleX`, `scaleY` and `color` animates a
/// registered `<number>` custom property of its own (`--TARGET-PROPERTY`, with `-x`, `-y` or
/// `-r`, `-g`, `-b`, `-a` for a component), so each moves with its own timing, and one rule per
/// target composes them into `translate`, `scale` and `background-color`. `rotation`,
/// `opacity`, `width`, `height` and `cornerRadius` animate `rotate`, `opacity`, `width`,
/// `height` and `border-radius` themselves. A user's own property `NAME` animates a registered
/// `<number>` custom property `--NAME`.
struct CSSAnimationPlan {
  /// A custom property to register: `<number>`, not inherited.
  struct Registration: Equatable {
    /// The name, unescaped, starting with `--`.
    var name: String
    /// The initial value.
    var initialValue: Double
  }

  /// One animated CSS value: a property or a custom property, and its keyframes.
  struct AnimatedValue {
    /// The name, unescaped.
    var name: String
    /// The unit after each number: `""`, `px` or `deg`.
    var unit: String
    /// The keyframes.
    var keyframes: [CSSKeyframe]
  }

  /// One track of the choreography as one animation.
  struct Animation {
    /// The target's name.
    var target: String
    /// The document's property name.
    var property: String
    /// The name of its keyframes, unescaped.
    var name: String
    /// When it starts, seconds.
    var delay: Double
    /// How long it lasts, seconds.
    var duration: Double
    /// The values it animates, one per moving component.
    var values: [AnimatedValue]
    /// The track it plays.
    var track: ResolvedMotionTrack
    /// The placement's place in the document.
    var place: String

    /// Its keyframes in offset order, offsets as printed (``printedOffset(_:)``), the
    /// components' keyframes that share an offset and an easing merged into one (as
    /// `@keyframes` itself would): values as CSS text, names unescaped.
    var merged: [(offset: Double, easing: String, values: [(name: String, text: String)])] {
      var entries: [(offset: Double, order: Int, name: String, text: String, easing: String)] =
        []
      for value in values {
        for keyframe in value.keyframes {
          let text = keyframe.valueText + value.unit
          entries.append(
            (
              CSSAnimationPlan.printedOffset(keyframe.offset), entries.count, value.name, text,
              keyframe.easing
            ))
        }
      }
      entries.sort { ($0.offset, $0.order) < ($1.offset, $1.order) }
      var result: [(offset: Double, easing: String, values: [(name: String, text: String)])] = []
      for entry in entries {
        // Entries come in offset order: only the trailing keyframes at this offset can take it.
        var shared: Int?
        var index = result.count - 1
        while index >= 0, result[index].offset == entry.offset {
          if result[index].easing == entry.easing,
            !result[index].values.contains(where: { $0.name == entry.name })
          {
            shared = index
            break
          }
          index -= 1
        }
        if let shared {
          result[shared].values.append((entry.name, entry.text))
        } else {
          result.append((entry.offset, entry.easing, [(entry.name, entry.text)]))
        }
      }
      return result
    }
  }

  /// The stage's width and height, px.
  let size: [Double]
  /// The targets, sorted by name.
  let targets: [(name: String, target: MotionTarget)]
  /// The custom properties to register, in the order first used.
  private(set) var registrations: [Registration] = []
  /// The animations, in document order.
  private(set) var animations: [Animation] = []
  /// Each target's composing declarations (property, value as CSS), targets sorted by name.
  private(set) var styles: [(target: String, declarations: [(String, String)])] = []
  /// How each segment of each component was written.
  private(set) var segments: [CSSExport.SegmentReport] = []
  /// What the web cannot play as the document says.
  private(set) var notes: [String] = []
  /// The choreography's length, seconds.
  let duration: Double

  /// Lays out a choreography.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The choreography's name.
  /// - Throws: As ``MotionDocument/placements(ofChoreography:)``.
  init(document: MotionDocument, choreography name: String) throws(MotionDocumentError) {
    let placements = try document.placements(ofChoreography: name)
    try ExportNumberCheck.check(document, choreography: name, placements)
    size = document.size
    let choreography = document.choreographies[name]
    targets = (choreography?.targets ?? [:]).sorted { $0.key < $1.key }.map {
      (name: $0.key, target: $0.value)
    }
    duration = placements.reduce(0) { max($0, $1.at + $1.track.duration) }
    var used: [String: String] = [:]
    var owners: [String: String] = [:]
    var keyframeNames: Set<String> = []
    var nextSuffix: [String: Int] = [:]
    for placement in placements {
      if placement.knownProperty == .cornerRadius,
        choreography?.targets[placement.target]?.shape == .ellipse
      {
        notes.append(
          "\(placement.place): \(placement.target) is an ellipse (border-radius 50%), which has "
            + "no corners: its cornerRadius is not exported")
        continue
      }
      let key = "\(placement.target)\u{0}\(placement.property)"
      if let earlier = used[key] {
        notes.append(
          "\(placement.place): \(earlier) also animates \(placement.target).\(placement.property);"
            + " the web plays the later animation wherever both have started")
      }
      used[key] = used[key] ?? placement.place
      let baseName = CSSNames.keyframes(placement.target, placement.property)
      var animationName = baseName
      // Each name counts on from its last suffix, so many tracks on one property stay linear.
      var suffix = nextSuffix[baseName] ?? 2
      while keyframeNames.contains(animationName) {
        animationName = baseName + "-\(suffix)"
        suffix += 1
      }
      nextSuffix[baseName] = suffix
      keyframeNames.insert(animationName)
      let mapping = CSSPropertyMapping(placement: placement, targets: choreography?.targets ?? [:])
      var values: [AnimatedValue] = []
      for (component, channel) in mapping.channels.enumerated() {
        let owner = "\(placement.target)\u{0}\(channel.name)"
        if let other = owners[owner], other != placement.property {
          notes.append(
            "\(placement.place): \(placement.target).\(other) and "
              + "\(placement.target).\(placement.property) both animate \(channel.name); the web "
              + "plays the later animation")
        }
        owners[owner] = owners[owner] ?? placement.property
        if let initial = channel.registeredInitialValue,
          !registrations.contains(where: { $0.name == channel.name })
        {
          registrations.append(Registration(name: channel.name, initialValue: initial))
        }
        let keyframes = CSSComponentKeyframes.keyframes(
          of: placement.track, component: component, place: placement.place,
          reports: &segments)
        values.append(AnimatedValue(name: channel.name, unit: channel.unit, keyframes: keyframes))
      }
      animations.append(
        Animation(
          target: placement.target, property: placement.property, name: animationName,
          delay: placement.at, duration: placement.track.duration, values: values,
          track: placement.track, place: placement.place))
    }
    try CSSAnimationPlan.checkTolerance(segments)
    if let rounding = CSSAnimationPlan.worstRounding(of: animations),
      rounding.shift > CSSAnimationPlan.roundingNoteThreshold
    {
      notes.append(
        "\(rounding.place): printing times to the microsecond, keyframe offsets to 1e-6 % and "
          + "derived numbers to 12 digits moves the motion by up to "
          + "\(JSONText.shortest(NumberFormatting.significant(rounding.shift, digits: 2))) of its move"
      )
    }
    for (target, _) in targets {
      let names = Set(animations.filter { $0.target == target }.flatMap { $0.values.map(\.name) })
      let declarations = CSSPropertyMapping.composition(of: target, animating: names)
      if !declarations.isEmpty { styles.append((target: target, declarations: declarations)) }
    }
  }

  /// The worst error measured over every segment, a fraction of its range.
  var worstError: Double { segments.reduce(0) { max($0, $1.worstError) } }

  /// Refuses a choreography one of whose segments the web cannot follow within the stated
  /// tolerance (0.5 % of its range) with the most stops or keyframes allowed (5,000): a spring
  /// too stiff for its friction, or a path too detailed.
  ///
  /// - Parameter reports: How each segment was written.
  /// - Throws: The first segment over the tolerance, with its place, its error and what to do.
  static func checkTolerance(_ reports: [CSSExport.SegmentReport]) throws(MotionDocumentError) {
    let tolerance = CSSComponentKeyframes.tolerance
    guard let report = reports.first(where: { !($0.worstError <= tolerance * (1 + 1e-9)) })
    else { return }
    let percent = NumberFormatting.rounded(report.worstError * 100, significantDigits: 3)
    throw MotionDocumentError(
      place: report.place,
      rule: "the web cannot follow this \(report.kind) segment within 0.5 % of its range: "
        + "with the most points allowed (\(CSSComponentKeyframes.maximumPoints)) it is off by "
        + "up to \(percent) % (component \(report.component)); soften or slow the motion "
        + "(less tension, more friction), give a path a curve without steps, or shorten the "
        + "segment")
  }
}
