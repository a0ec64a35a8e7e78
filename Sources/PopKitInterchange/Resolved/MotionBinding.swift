// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// How a choreography's target and property names reach an app's own object and property.
///
/// ```swift
/// let choreography = try document.choreography(named: "open") { target, property in
///   switch (target, property) {
///   case ("card", "y"): .property(CardView.offsetY, of: card)
///   case ("card", "opacity"): .property(CardView.opacity, of: card)
///   default: nil  // not played here
///   }
/// }
/// animator.play(choreography)
/// ```
@MainActor
public struct MotionBinding {
  let add:
    @MainActor (inout Choreography, ResolvedMotionTrack, Double) throws(MotionDocumentError) ->
      Void

  /// Plays a document's track on an object's property; the value type's component count must
  /// be the track's.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - object: The object.
  /// - Returns: The binding.
  public static func property<Object: AnyObject, Value: AnimatableValue>(
    _ property: AnimatableProperty<Object, Value>, of object: Object
  ) -> MotionBinding {
    MotionBinding { choreography, track, at throws(MotionDocumentError) in
      let count = Value.AnimatableComponents.componentCount
      guard count == track.componentCount else {
        throw MotionDocumentError(
          place: "",
          rule: "the bound property \"\(property.name)\" takes \(count) "
            + "component\(count == 1 ? "" : "s"); the track has \(track.componentCount)")
      }
      choreography.add(DocumentTrack<Value>(track: track), to: object, property, at: at)
    }
  }
}

/// A resolved track read as a value type of the same component count: each frame reads the
/// typed track into the value's components directly (no array per frame).
struct DocumentTrack<Value: AnimatableValue>: MotionTrack {
  let track: ResolvedMotionTrack

  var duration: Double { track.duration }

  func value(at time: Double) -> Value {
    Value(animatableComponents: track.components(at: time, velocity: false))
  }

  func velocity(at time: Double) -> Value {
    Value(animatableComponents: track.components(at: time, velocity: true))
  }
}

extension MotionDocument {
  /// A document's choreography played on an app's own objects: each track goes to the object
  /// and property `binding` returns for its target and property names (`nil` leaves it out, and
  /// the choreography's `Choreography.notes` say so once per target and property:
  /// `"box.scaleX: no binding, not played (choreographies.open.tracks[3])"`, naming the first
  /// such track and how many more there are).
  ///
  /// A choreography that names a reduced variant (`"reduced"`) gets it, bound the same way, as
  /// its `Choreography.reduced`, which an animator that reduces motion plays instead.
  ///
  /// - Parameters:
  ///   - name: The choreography's name.
  ///   - binding: The object and property for a target's property.
  /// - Returns: The choreography, its labels and reduced variant included.
  /// - Throws: The first problem in the choreography, or a binding whose component count is
  ///   not its track's, with its place.
  @MainActor
  public func choreography(
    named name: String,
    binding: @MainActor (_ target: String, _ property: String) -> MotionBinding?
  ) throws(MotionDocumentError) -> Choreography {
    var choreography = Choreography()
    var unbound = UnboundTracks()
    for placement in try placements(ofChoreography: name) {
      guard let bound = binding(placement.target, placement.property) else {
        unbound.add(placement)
        continue
      }
      do {
        try bound.add(&choreography, placement.track, placement.at)
      } catch {
        throw MotionDocumentError(place: placement.place, rule: error.rule)
      }
    }
    for (label, time) in (choreographies[name]?.labels ?? [:]).sorted(by: { $0.key < $1.key }) {
      choreography.addLabel(label, at: time)
    }
    choreography.notes += unbound.notes
    if let reduced = choreographies[name]?.reduced {
      try checkReducedVariant(of: name)
      // One level deep (checked above): the variant has no variant of its own.
      choreography.reduced = try self.choreography(named: reduced, binding: binding)
    }
    return choreography
  }
}
