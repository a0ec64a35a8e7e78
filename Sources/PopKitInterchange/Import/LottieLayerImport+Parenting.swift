// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

extension LottieLayerImport {
  /// The chain of a layer's parents (`parent`, the `ind` of another layer), nearest first.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - layers: Every layer of the file by its `ind`.
  /// - Returns: The parents, or a sentence on why the chain cannot be followed (a parent not in
  ///   the file, or a loop).
  /// - Throws: A `parent` or `ind` that is not a number, with its place.
  /// - Complexity: O(d) for a chain of d parents (at most one per layer).
  static func parents(
    of layer: LottieReader, in layers: [Double: LottieReader]
  ) throws(MotionDocumentError) -> Result<[LottieReader], ChainProblem> {
    var chain: [LottieReader] = []
    var seen: Set<Double> = []
    if let index = try layer.optional("ind")?.number() { seen.insert(index) }
    var current = layer
    while let parentReader = try current.optional("parent") {
      let index = try parentReader.number()
      guard let parent = layers[index] else {
        return .failure(
          ChainProblem(
            "its parent (\(parentReader.place) \(JSONText.shortest(index))) is no layer of the "
              + "file: parenting not imported"))
      }
      guard seen.insert(index).inserted else {
        return .failure(
          ChainProblem("its parents (\(parentReader.place)) form a loop: parenting not imported"))
      }
      chain.append(parent)
      guard chain.count <= maximumParents else {
        return .failure(
          ChainProblem(
            "its parents are more than \(maximumParents) deep: parenting not imported"))
      }
      current = parent
    }
    return .success(chain)
  }

  /// The deepest chain of parents followed (deeper ones are noted): 64.
  static let maximumParents = 64

  /// Why a layer's parents cannot be followed: a note.
  struct ChainProblem: Error {
    /// The note.
    let note: String

    /// A problem with its note.
    init(_ note: String) { self.note = note }
  }

  /// Composes the layer with its parents, nearest first.
  ///
  /// Each parent that only moves (still anchor, scale 100 % and no rotation) adds its place to
  /// the target's rest place and its motion as offset tracks (`x` and `y`, or `position`,
  /// whichever the layer's own tracks leave free) — exactly, as a player composes them. A parent
  /// that scales or turns, or whose motion finds no free property, is noted.
  ///
  /// - Parameters:
  ///   - parents: The parents, nearest first.
  ///   - framesPerSecond: The file's frame rate.
  ///   - frames: The composition's frames.
  /// - Throws: A parent property that cannot be read, with its place.
  mutating func composeParents(
    _ parents: [LottieReader], framesPerSecond: Double, frames: ClosedRange<Double>
  ) throws(MotionDocumentError) {
    for parent in parents where try !onlyMoves(parent) {
      try bakeParents(parents, framesPerSecond: framesPerSecond, frames: frames)
      return
    }
    var shift = [0.0, 0.0]
    defer {
      target.x += shift[0]
      target.y += shift[1]
    }
    for parent in parents {
      let name = (try? parent.optional("nm")?.string()).flatMap { $0 } ?? ""
      let label = "its parent \(JSONText.quoted(name)) (\(parent.place))"
      let offset = try parent.number("st", default: 0)
      func read(_ reader: LottieReader?, _ value: [Double]) throws(MotionDocumentError)
        -> LottieImportedProperty
      {
        guard let reader else { return LottieImportedProperty(placeholder: value) }
        let property = try LottieImportedProperty(
          reader, framesPerSecond: framesPerSecond, frameOffset: offset)
        if property.hasExpression {
          notes.append("\(label) has an expression (\(reader.place).x): not run")
        }
        return property
      }
      let transform = try parent.optional("ks")
      let anchor = try read(transform?.optional("a"), [0, 0])
      let anchorStart = try Self.components(anchor, 2)
      var origin = [0.0, 0.0]
      if let reader = try transform?.optional("p") {
        if let split = try reader.optional("s"), try split.number() != 0 {
          let x = try read(reader.required("x"), [0])
          let y = try read(reader.required("y"), [0])
          origin = [try Self.components(x, 1)[0], try Self.components(y, 1)[0]]
          if x.isAnimated || y.isAnimated {
            addSplitOffset(x: x, y: y, origin: origin, named: label)
          }
        } else {
          let position = try read(reader, [0, 0])
          origin = Array(try Self.components(position, 2).prefix(2))
          if position.isAnimated { addOffset(position, origin: origin, named: label) }
        }
      }
      shift = [0, 1].map { shift[$0] + origin[$0] - anchorStart[$0] }
    }
  }

  /// Whether a parent only moves: a still anchor, a still scale of 100 % and no rotation.
  private func onlyMoves(_ parent: LottieReader) throws(MotionDocumentError) -> Bool {
    let transform = try parent.optional("ks")
    let offset = try parent.number("st", default: 0)
    func read(_ reader: LottieReader?, _ value: [Double]) throws(MotionDocumentError)
      -> LottieImportedProperty
    {
      guard let reader else { return LottieImportedProperty(placeholder: value) }
      return try LottieImportedProperty(
        reader, framesPerSecond: framesPerSecond, frameOffset: offset)
    }
    let anchor = try read(transform?.optional("a"), [0, 0])
    let scale = try read(transform?.optional("s"), [100, 100])
    var rotationReader = try transform?.optional("r")
    if rotationReader == nil { rotationReader = try transform?.optional("rz") }
    let rotation = try read(rotationReader, [0])
    let scaleStart = try Self.components(scale, 1)
    let angle = try Self.components(rotation, 1)[0]
    return !anchor.isAnimated && !scale.isAnimated && !rotation.isAnimated
      && scaleStart.prefix(2).allSatisfy { $0 == 100 } && angle == 0
  }

  /// Adds a parent's split position's motion as `x` and `y` offset tracks, when free.
  private mutating func addSplitOffset(
    x: LottieImportedProperty, y: LottieImportedProperty, origin: [Double], named label: String
  ) {
    guard !tracks.contains(where: { $0.property == "x" || $0.property == "y" }) else {
      notes.append(
        "\(label) moves, but the layer's own tracks take x and y: its motion is not imported")
      return
    }
    add("x", x, components: [0]) { _, value in value - origin[0] }
    add("y", y, components: [0]) { _, value in value - origin[1] }
  }

  /// Adds a parent's position's motion as offset tracks: path tracks on `position` where it bends
  /// through space, else `x` and `y` or `position`, whichever is free.
  private mutating func addOffset(
    _ position: LottieImportedProperty, origin: [Double], named label: String
  ) {
    let pairTaken = tracks.contains { $0.property == "position" }
    if position.keyframes.contains(where: \.hasSpatialTangents) {
      guard !pairTaken else {
        notes.append(
          "\(label) moves along a curve, but the layer's own tracks take position: its motion "
            + "is not imported")
        return
      }
      for placed in LottieTrackBuilder.pathPlacements(position, origin: origin) {
        tracks.append(("position", placed, position.place))
      }
      return
    }
    addOffset(position, named: label, perDimension: position.hasPerDimensionEasing) {
      axis, value in value - origin[axis]
    }
  }
}
