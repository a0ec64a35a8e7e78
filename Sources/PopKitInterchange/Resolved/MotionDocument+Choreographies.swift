// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// One track of a document's choreography, resolved: its target, property, track and start.
public struct ResolvedPlacement: Sendable {
  /// The target's name.
  public let target: String
  /// The property's name.
  public let property: String
  /// The property, when it is one exports know; `nil` for the user's own.
  public var knownProperty: MotionProperty? { MotionProperty(rawValue: property) }
  /// The track.
  public let track: ResolvedMotionTrack
  /// When it starts, seconds from the choreography's start.
  public let at: Double
  /// Where it is in the document, such as `choreographies.open.tracks[1]`.
  public let place: String
}

extension MotionDocument {
  /// The tracks of a choreography, resolved, in document order.
  ///
  /// - Parameter name: The choreography's name.
  /// - Returns: Its placements.
  /// - Throws: `choreographies: no choreography "NAME"`, or the first problem in it.
  public func placements(
    ofChoreography name: String
  ) throws(MotionDocumentError) -> [ResolvedPlacement] {
    guard let choreography = choreographies[name] else {
      throw MotionDocumentError(
        place: "choreographies", rule: "no choreography \(JSONText.quoted(name))")
    }
    let place = DocumentReader.join("choreographies", name)
    var result: [ResolvedPlacement] = []
    for (index, placement) in choreography.tracks.enumerated() {
      let placementPlace = "\(place).tracks[\(index)]"
      guard choreography.targets[placement.target] != nil else {
        throw MotionDocumentError(
          place: "\(placementPlace).target",
          rule: "no target \(JSONText.quoted(placement.target))")
      }
      try NumberRule.time.check(placement.at, at: "\(placementPlace).at")
      let track = try track(placement.track, at: "\(placementPlace).track")
      guard placement.at + track.duration <= MotionDocument.maximumTime else {
        throw MotionDocumentError(
          place: "\(placementPlace).at",
          rule: "the track ends at \(JSONText.shortest(placement.at + track.duration)) s "
            + "(at + its duration); a choreography ends by "
            + "\(NumberRule.bound(MotionDocument.maximumTime, .message)) s "
            + "(Choreography.maximumDuration)")
      }
      if let known = MotionProperty(rawValue: placement.property),
        known.componentCount != track.componentCount
      {
        throw MotionDocumentError(
          place: "\(placementPlace).track",
          rule: "property \"\(known.rawValue)\" takes \(known.componentCount) "
            + "component\(known.componentCount == 1 ? "" : "s"); the track has "
            + "\(track.componentCount)")
      }
      result.append(
        ResolvedPlacement(
          target: placement.target, property: placement.property, track: track,
          at: placement.at, place: placementPlace))
    }
    return result
  }

  /// The length of a choreography: the latest end of its tracks, seconds.
  ///
  /// - Parameter name: The choreography's name.
  /// - Returns: Its duration.
  /// - Throws: As ``placements(ofChoreography:)``.
  public func duration(ofChoreography name: String) throws(MotionDocumentError) -> Double {
    try placements(ofChoreography: name).reduce(0) { max($0, $1.at + $1.track.duration) }
  }

  /// Checks everything loading checks, so that a document built or changed in code is held to
  /// the same rules: every number within its limits (``maximumMagnitude``, ``maximumTime``,
  /// ``minimumStepDuration``, ``maximumPathSegments``; no NaN or infinity), every track builds,
  /// every name a reference uses is defined, every target exists, every known property gets
  /// values of its component count, and every placed track ends by ``maximumTime``.
  ///
  /// - Throws: The first problem, with its place.
  /// - Complexity: O(n) in the document's size, plus measuring its paths.
  public func validate() throws(MotionDocumentError) {
    guard size.count == 2 else {
      throw MotionDocumentError(place: "size", rule: "must be an array of 2 numbers")
    }
    for (index, value) in size.enumerated() {
      try NumberRule.positiveExtent.check(value, at: "size[\(index)]")
    }
    for name in springs.keys.sorted() {
      try springs[name]?.validate(at: DocumentReader.join("springs", name))
    }
    for name in curves.keys.sorted() {
      if let curve = curves[name] {
        try MotionDocument.checkCurve(curve, at: DocumentReader.join("curves", name))
      }
    }
    for name in tracks.keys.sorted() { _ = try track(named: name) }
    for name in choreographies.keys.sorted() {
      let place = DocumentReader.join("choreographies", name)
      let choreography = choreographies[name]
      for (target, value) in (choreography?.targets ?? [:]).sorted(by: { $0.key < $1.key }) {
        try MotionDocument.checkTarget(
          value, at: DocumentReader.join(DocumentReader.join(place, "targets"), target))
      }
      for (label, time) in (choreography?.labels ?? [:]).sorted(by: { $0.key < $1.key }) {
        try NumberRule.time.check(
          time, at: DocumentReader.join(DocumentReader.join(place, "labels"), label))
      }
      _ = try placements(ofChoreography: name)
      try checkReducedVariant(of: name)
    }
  }

  /// Checks a choreography's `reduced`: another choreography of the document, without a
  /// reduced variant of its own.
  ///
  /// - Parameter name: The choreography's name.
  /// - Throws: A problem at `choreographies.NAME.reduced`.
  func checkReducedVariant(of name: String) throws(MotionDocumentError) {
    guard let reduced = choreographies[name]?.reduced else { return }
    let place = DocumentReader.join(DocumentReader.join("choreographies", name), "reduced")
    guard reduced != name else {
      throw MotionDocumentError(
        place: place, rule: "names the choreography itself; a reduced variant is another one")
    }
    guard let variant = choreographies[reduced] else {
      throw MotionDocumentError(
        place: place,
        rule: "no choreography \(JSONText.quoted(reduced))"
          + MotionExport.nameList(choreographyNames.filter { $0 != name }))
    }
    if let further = variant.reduced {
      throw MotionDocumentError(
        place: place,
        rule: "\(JSONText.quoted(reduced)) names a reduced variant of its own "
          + "(\(JSONText.quoted(further))); a reduced variant is played as it is, so it has "
          + "none")
    }
  }
}
