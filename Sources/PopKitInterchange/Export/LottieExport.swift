// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A choreography of a motion document as a Lottie animation (bodymovin JSON), for Lottie's
/// players on the web, iOS, Android, rlottie and ThorVG.
///
/// ```swift
/// let document = try MotionDocument(json: text)
/// let lottie = try LottieExport.animation(for: document, choreography: "open")
/// try lottie.json.write(to: url, atomically: true, encoding: .utf8)
/// print(lottie.summary)  // lottie: 38 keyframes, baked within 0.061 % …
/// ```
///
/// Each target is one shape layer: a rounded rectangle (or an ellipse, for a target whose
/// ``MotionTarget/shape`` is one) of its size and a fill of its colour, at its rest place. Position (split into `x` and `y`), scale and rotation go into the layer's
/// transform about the target's centre; opacity and colour into the fill (rlottie draws layer
/// opacity about 1 % low; fill opacity is exact); width, height and corner radius into the
/// rectangle. A segment along a timing curve is one keyframe with that curve (exact); a cubic
/// segment one keyframe with Hermite slopes (exact); springs, paths and moments where several
/// tracks move one Lottie property at once are baked into keyframes with the closed form's
/// values and slopes, close enough that the worst error is within 0.1 % of the segment's range
/// (0.25 px on a path); jumps are holds. A motion no baking within the keyframe budget follows
/// that closely (a spring far too stiff for its friction) is refused, naming its target.
public enum LottieExport {
  /// An exported animation and what the export measured.
  public struct Result: Sendable, Equatable {
    /// The Lottie JSON text.
    public let json: String
    /// The number of keyframes written, over every animated property (rotation, written as
    /// both `r` and `rz` for the players' sake, counted once).
    public let keyframeCount: Int
    /// How many of them were baked from springs, paths or merged tracks.
    public let bakedKeyframeCount: Int
    /// The worst error of baked keyframes, measured against PopKit's closed form, as a
    /// fraction of their segment's range (0.001 is 0.1 %); 0 when nothing was baked.
    public let worstError: Double
    /// The worst error of baked keyframes on a path, px per axis; 0 without paths.
    public let worstPathError: Double
    /// Lines for standard error besides ``summary``: where writing numbers with 12 significant
    /// digits moves the motion by more than 1e-9 of a move, how far.
    public let notes: [String]

    /// A line for standard error: `lottie: 38 keyframes (24 baked), worst error 0.0612 % of
    /// a segment's range, 0.118 px on paths`.
    public var summary: String {
      var text = "lottie: \(keyframeCount) keyframes (\(bakedKeyframeCount) baked)"
      text +=
        ", worst error \(NumberFormatting.rounded(worstError * 100, significantDigits: 3)) % "
        + "of a segment's range"
      if worstPathError > 0 {
        text += ", \(NumberFormatting.rounded(worstPathError, significantDigits: 3)) px on paths"
      }
      return text
    }
  }

  /// How far printing may move the motion, as a fraction of the move, before a note says so.
  static let printingNoteThreshold = 1e-9

  /// The version of bodymovin's format the export writes (`v`).
  static let formatVersion = "5.7.0"

  /// Exports a choreography as a Lottie animation.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The choreography's name.
  ///   - framesPerSecond: The animation's frame rate (`fr`); finite and `> 0`. Default 60.
  /// - Returns: The JSON text with the keyframe count and worst error.
  /// - Throws: The choreography's first problem, `fps: must be > 0`, a property of the
  ///   user's own, which Lottie cannot carry, named by its place, or a motion baking cannot
  ///   follow within its tolerance, named by its target.
  public static func animation(
    for document: MotionDocument, choreography name: String, framesPerSecond: Double = 60
  ) throws(MotionDocumentError) -> Result {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw MotionDocumentError(place: "fps", rule: "must be > 0")
    }
    let placements = try document.placements(ofChoreography: name)
    try ExportNumberCheck.check(document, choreography: name, placements)
    for placement in placements where placement.knownProperty == nil {
      let known = MotionProperty.allCases.map(\.rawValue).joined(separator: ", ")
      throw MotionDocumentError(
        place: "\(placement.place).property",
        rule: "Lottie cannot carry the property \(JSONText.quoted(placement.property)) "
          + "(it carries \(known))")
    }
    let choreography = document.choreographies[name] ?? MotionChoreography(targets: [:], tracks: [])
    let duration = placements.reduce(0) { max($0, $1.at + $1.track.duration) }
    let lastFrame = max(0, (duration * framesPerSecond - 1e-9).rounded(.up))
    let endFrame = lastFrame + 1
    var layers: [JSONValue] = []
    var count = 0
    var baked = 0
    var worst = 0.0
    var worstPath = 0.0
    var printing: (shift: Double, place: String) = (0, "")
    var notes: [String] = []
    for (index, (targetName, target)) in choreography.targets.sorted(by: { $0.key < $1.key })
      .enumerated()
    {
      var own = placements.filter { $0.target == targetName }
      if target.shape == .ellipse,
        let corner = own.first(where: { $0.knownProperty == .cornerRadius })
      {
        notes.append(
          "\(corner.place): \(targetName) is an ellipse, which has no corners: its cornerRadius "
            + "is not exported")
        own.removeAll { $0.knownProperty == .cornerRadius }
      }
      var layer = LottieLayerWriter(
        name: targetName, target: target, placements: own, framesPerSecond: framesPerSecond)
      if let unmet = layer.unmetTolerance {
        let place = DocumentReader.join("choreographies.\(name).targets", targetName)
        let error =
          unmet.isPath
          ? "\(NumberFormatting.rounded(unmet.error, significantDigits: 3)) px"
          : "\(NumberFormatting.rounded(unmet.error * 100, significantDigits: 3)) % of a segment's "
            + "range"
        throw MotionDocumentError(
          place: place,
          rule: "Lottie cannot follow its \(unmet.channel) within "
            + (unmet.isPath ? "0.25 px" : "0.1 % of a segment's range")
            + ": with the most keyframes allowed (\(LottieChannelWriter.keyframeBudget) per "
            + "piece) it is off by up to \(error); soften or slow the motion (less tension, more "
            + "friction), give a path a curve without steps, or shorten the segment")
      }
      layers.append(layer.json(index: index + 1, endFrame: endFrame))
      if layer.printingShift.shift > printing.shift {
        printing = (
          layer.printingShift.shift,
          DocumentReader.join("choreographies.\(name).targets", targetName)
            + " (Lottie \(layer.printingShift.channel))"
        )
      }
      count += layer.keyframeCount
      baked += layer.bakedCount
      worst = max(worst, layer.worstError)
      worstPath = max(worstPath, layer.worstPathError)
    }
    let root = JSONValue.object([
      ("v", .string(formatVersion)), ("nm", .string(name)), ("fr", .number(framesPerSecond)),
      ("ip", .number(0)), ("op", .number(endFrame)),
      ("w", .number(document.size[0].rounded(.up))), ("h", .number(document.size[1].rounded(.up))),
      ("ddd", .number(0)), ("assets", .array([])), ("layers", .array(layers)),
    ])
    try ExportNumberCheck.check(root, format: "lottie")
    if printing.shift > printingNoteThreshold {
      let shift = JSONText.shortest(NumberFormatting.significant(printing.shift, digits: 2))
      notes.append(
        "\(printing.place): printing numbers to 12 significant digits moves the motion by up "
          + "to \(shift) of its move")
    }
    return Result(
      json: root.compact + "\n", keyframeCount: count, bakedKeyframeCount: baked,
      worstError: worst, worstPathError: worstPath, notes: notes)
  }
}
