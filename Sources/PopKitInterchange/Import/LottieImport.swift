// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A Lottie animation (bodymovin JSON) read into a motion document, to play on PopKit objects
/// or export elsewhere.
///
/// ```swift
/// let (document, notes) = try LottieImport.document(fromLottie: text)
/// for note in notes { print(note) }  // layer "logo" (layers[1]): masks (…) not imported
/// print(document.choreographyNames)  // each one plays through a MotionBinding
/// ```
///
/// The document has one choreography, named after the file's `nm` (or `animation`), the size of the
/// file's `w` and `h`, and a target per shape layer, named after the layer (`nm`, made unique with
/// `-2`, `-3`…), resting where its first rectangle or ellipse is at frame 0 (a still scale scales
/// its size; an ellipse's target has the ``MotionTargetShape/ellipse`` shape) with its first fill's
/// colour. The layer's animated position (split or not), scale (`scaleX` and `scaleY` when uneven),
/// rotation, opacity (the layer's or the fill's) and fill colour become tracks: a Bézier-eased
/// keyframe a `linear` keyframe with that curve (a `cubic` at the thirds), a hold a wait and a
/// `move`, spatial tangents path tracks. Where Lottie scales about an anchor off the centre, or the
/// anchor moves, the centre's motion becomes `x`/`y` or `position` tracks; in and out points an
/// opacity track of 0 and 1; a parent that only moves adds its place and motion (exactly), one
/// that scales or turns is baked (within 0.25 px and 0.1 % of the range, noted). Frames become
/// seconds by `fr`, from the layer's start (`st`). Everything else — expressions, masks, effects,
/// time remapping, other layer types and shapes — is listed in the notes by layer.
public enum LottieImport {
  /// Reads a Lottie file.
  ///
  /// - Parameter json: The file's JSON text.
  /// - Returns: The document and the notes on what it does not hold, one sentence each.
  /// - Throws: A ``MotionDocumentError`` naming the place and the rule of the first problem,
  ///   such as `layers[2].ks.p.k[1].t: must be a number`.
  public static func document(
    fromLottie json: String
  ) throws(MotionDocumentError) -> (document: MotionDocument, notes: [String]) {
    let root: LottieReader
    do {
      root = LottieReader(try JSONParser.parse(Array(json.utf8)), at: "")
    } catch {
      throw MotionDocumentError(
        place: "line \(error.line), column \(error.column)", rule: error.message)
    }
    _ = try root.members()
    let rateReader = try root.required("fr")
    let framesPerSecond = try rateReader.number()
    guard framesPerSecond > 0 else { throw rateReader.error("must be > 0") }
    var size: [Double] = []
    for key in ["w", "h"] {
      let reader = try root.required(key)
      let value = try reader.number()
      try NumberRule.positiveExtent.check(value, at: reader.place)
      size.append(value)
    }
    let firstFrame = try root.number("ip", default: 0)
    let frames = firstFrame...max(firstFrame, try root.number("op", default: firstFrame))
    var name = (try? root.optional("nm")?.string()) ?? ""
    if name.isEmpty { name = "animation" }
    var choreography = MotionChoreography(targets: [:], tracks: [])
    var notes: [String] = []
    var names = LayerNames()
    // Where in the file each placement and target comes from, for the final check's errors.
    var trackSources: [String] = []
    var targetSources: [String: String] = [:]
    // Every layer by its index (`ind`), the first of an index, for parenting.
    var byIndex: [Double: LottieReader] = [:]
    var bakedLayers = 0
    for layer in try root.required("layers").items() {
      if let index = try? layer.optional("ind")?.number(), byIndex[index] == nil {
        byIndex[index] = layer
      }
    }
    for layer in try root.required("layers").items() {
      let type = try layer.required("ty").number()
      // Only shape layers become targets and take their names; the others are named in notes.
      let layerName = names.unique(try layer.optional("nm")?.string() ?? "", takes: type == 4)
      let label = "layer \(JSONText.quoted(layerName)) (\(layer.place))"
      guard type == 4 else {
        notes.append("\(label): a \(layerType(type)) layer is not imported (only shape layers)")
        continue
      }
      let imported = try LottieLayerImport(
        layer, framesPerSecond: framesPerSecond, frames: frames,
        parents: try LottieLayerImport.parents(of: layer, in: byIndex),
        mayBake: bakedLayers < maximumBakedLayers)
      if imported.baked { bakedLayers += 1 }
      choreography.targets[layerName] = imported.target
      targetSources[layerName] = layer.place
      for (property, placed, source) in imported.tracks {
        choreography.tracks.append(
          MotionPlacement(
            target: layerName, property: property, track: .inline(placed.track), at: placed.at))
        trackSources.append(source)
      }
      notes += imported.notes.map { "\(label): \($0)" }
    }
    let document = MotionDocument(size: size, choreographies: [name: choreography])
    do {
      try document.validate()
    } catch {
      // A value made from the file's (an offset from the rest place, a tangent's control
      // point) that a document cannot hold: named at the file's property or layer.
      let root = DocumentReader.join("choreographies", name)
      func within(_ place: String) -> Bool {
        error.place == place || error.place.hasPrefix(place + ".")
          || error.place.hasPrefix(place + "[")
      }
      let source =
        trackSources.indices.first { within("\(root).tracks[\($0)]") }.map { trackSources[$0] }
        ?? targetSources.first { within(DocumentReader.join("\(root).targets", $0.key)) }?.value
      guard let source else { throw error }
      throw MotionDocumentError(
        place: source, rule: "\(error.rule) (as imported: \(error.place))")
    }
    return (document, notes)
  }

  /// The most layers of a file whose parents that scale or turn are baked (64): baking a layer
  /// evaluates its chain up to ``LottieLayerImport/bakingPieceBudget`` times over, so a file of
  /// thousands of such layers is noted past these rather than worked on for minutes.
  static let maximumBakedLayers = 64

  /// Layers' names made unique in file order: a name's first layer keeps it, later ones take
  /// `-2`, `-3`… (the first suffix not taken), an unnamed layer is `layer`.
  struct LayerNames {
    /// Every name taken so far.
    private var taken = Set<String>()
    /// For each base name, the first suffix not yet tried: every suffix below it is taken.
    private var nextSuffix: [String: Int] = [:]

    /// A name for a layer named `name` (empty when unnamed) unique among the names taken.
    ///
    /// - Parameters:
    ///   - name: The layer's `nm`.
    ///   - takes: Whether the layer takes the name (a target's), so later layers avoid it.
    /// - Returns: The name.
    /// - Complexity: Amortized O(1) per layer: each base name's suffixes are tried once in all,
    ///   so n layers take O(n) however many share a name.
    mutating func unique(_ name: String, takes: Bool) -> String {
      let base = name.isEmpty ? "layer" : name
      var candidate = base
      var number = nextSuffix[base, default: 2]
      if taken.contains(candidate) {
        repeat {
          candidate = "\(base)-\(number)"
          number += 1
        } while taken.contains(candidate)
      }
      if takes {
        taken.insert(candidate)
        if candidate != base { nextSuffix[base] = number }
      }
      return candidate
    }
  }

  /// A layer type's name, for notes.
  private static func layerType(_ type: Double) -> String {
    switch type {
    case 0: "precomposition"
    case 1: "solid"
    case 2: "image"
    case 3: "null"
    case 5: "text"
    case 6: "audio"
    default: "type \(JSONText.shortest(type))"
    }
  }
}
