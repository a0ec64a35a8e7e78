// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// One shape layer of a Lottie file as a choreography's target: its rest place, size and colour
/// from its first rectangle and fill, and tracks for its animated position, scale, rotation,
/// opacity and colour; what a document cannot hold is noted.
struct LottieLayerImport {
  /// The target.
  var target = MotionTarget(x: 0, y: 0, width: 0, height: 0)
  /// Its tracks: a property, a placed track and the place in the file of the Lottie property
  /// it comes from (such as `layers[0].ks.p`).
  var tracks: [(property: String, placed: LottieTrackBuilder.Placed, source: String)] = []
  /// What was not imported, each a sentence without the layer's name.
  var notes: [String] = []

  /// Whether parents that scale or turn may be baked (a file bakes a bounded number of layers).
  let mayBake: Bool
  /// Whether they were.
  var baked = false
  /// The anchor at frame 0, px in the layer.
  var anchorStart = [0.0, 0.0]
  /// The outline's size before a still scale, px.
  var unscaledSize = [0.0, 0.0]
  /// The still scale folded into the target's size, a factor per axis (signed); 1 when the
  /// scale animates (its tracks carry it).
  var stillScale = [1.0, 1.0]

  /// The file's frame rate.
  let framesPerSecond: Double
  /// The layer's start time, frames.
  let frameOffset: Double

  /// Reads a shape layer of a file whose frames are `frames` (its `ip` to `op`), composed with
  /// its parents (nearest first; or why they cannot be followed); `asParent` reads any layer as
  /// a parent: a point at its anchor; `mayBake` allows baking parents that scale or turn.
  init(
    _ layer: LottieReader, framesPerSecond: Double, frames: ClosedRange<Double>,
    parents: Result<[LottieReader], ChainProblem> = .success([]), asParent: Bool = false,
    mayBake: Bool = true
  ) throws(MotionDocumentError) {
    self.mayBake = mayBake
    self.framesPerSecond = framesPerSecond
    frameOffset = try layer.number("st", default: 0)
    try noteUnsupported(layer)
    let shown =
      try layer.number(
        "ip", default: frames.lowerBound)...max(
        try layer.number("ip", default: frames.lowerBound),
        try layer.number("op", default: frames.upperBound))
    let transform = try layer.required("ks")
    let anchor = try property(transform.optional("a"), default: [0, 0], "anchor")
    let scale = try property(transform.optional("s"), default: [100, 100], "scale")
    var rotationReader = try transform.optional("r")
    if rotationReader == nil { rotationReader = try transform.optional("rz") }
    let rotation = try property(rotationReader, default: [0], "rotation")
    let layerOpacity = try property(transform.optional("o"), default: [100], "opacity")
    var shapes = LottieShapes()
    if let list = try layer.optional("shapes") { try shapes.find(in: list) }
    notes += shapes.notes
    var rectangle:
      (
        size: LottieImportedProperty, centre: LottieImportedProperty,
        radius: LottieImportedProperty
      )?
    let outline = shapes.isEllipse ? "ellipse" : "rectangle"
    if let shape = shapes.rectangle {
      rectangle = (
        size: try property(shape.optional("s"), default: [0, 0], "\(outline) size"),
        centre: try property(shape.optional("p"), default: [0, 0], "\(outline) position"),
        radius: shapes.isEllipse
          ? LottieImportedProperty(placeholder: [0])
          : try property(shape.optional("r"), default: [0], "rectangle roundness")
      )
      if shapes.isEllipse { target.shape = .ellipse }
    } else {
      notes.append("has no rectangle or ellipse: the target has no size")
    }
    var fillColor: LottieImportedProperty?
    var fillOpacity: LottieImportedProperty?
    if let fill = shapes.fill {
      fillColor = try property(fill.optional("c"), default: [0.2, 0.4, 1], "fill colour")
      fillOpacity = try property(fill.optional("o"), default: [100], "fill opacity")
    }
    if let centre = rectangle?.centre, centre.isAnimated {
      notes.append("its \(outline) position animates: not imported")
    }
    if let rectangle {
      for (value, name) in [(rectangle.size, "\(outline) size"), (rectangle.radius, "roundness")]
      where value.isAnimated {
        notes.append("its \(name) animates: not imported (the target keeps its first)")
      }
      if rectangle.radius.initialValue[0] != 0 {
        notes.append("its corner radius \(rectangle.radius.initialValue[0]) is not kept")
      }
    }
    // The rest place: the rectangle's centre at frame 0, in the composition.
    var size = [0.0, 0.0]
    var rectangleCentre = [0.0, 0.0]
    if let rectangle {
      size = Array(try Self.components(rectangle.size, 2).prefix(2))
      rectangleCentre = Array(try Self.components(rectangle.centre, 2).prefix(2))
    }
    anchorStart = Array(try Self.components(anchor, 2).prefix(2))
    // A parent is read as a point at its anchor (its children hang from it).
    if asParent { rectangleCentre = anchorStart }
    var positionOrigin = [0.0, 0.0]
    if let positionReader = try transform.optional("p") {
      positionOrigin = try position(positionReader)
    }
    let offset = try anchorOffset(
      centre: rectangleCentre, anchor: anchor, scale: scale, rotation: rotation, outline: outline)
    let centre = [0, 1].map { positionOrigin[$0] + offset[$0] }
    unscaledSize = size
    if !scale.isAnimated {
      // A still scale is the target's size (a flip draws the same rectangle or ellipse).
      let still = try Self.components(scale, 1)
      stillScale = [0, 1].map { still[min($0, still.count - 1)] / 100 }
      size = [0, 1].map { size[$0] * abs(stillScale[$0]) }
    }
    target.x = centre[0] - size[0] / 2
    target.y = centre[1] - size[1] / 2
    target.width = size[0]
    target.height = size[1]
    addScale(scale)
    add("rotation", rotation, components: [0]) { _, value in value }
    if !rotation.isAnimated, let angle = rotation.initialValue.first, angle != 0 {
      // A still turn: a track that holds it.
      tracks.append(
        (
          "rotation",
          LottieTrackBuilder.Placed(
            track: .keyframes(from: .number(angle), [.move(to: .number(angle))]), at: 0),
          rotation.place
        ))
    }
    try addOpacityAndColor(layer: layerOpacity, fill: fillOpacity, color: fillColor)
    addVisibility(shown: shown, frames: frames, place: layer.place)
    switch parents {
    case .success(let chain) where !chain.isEmpty:
      try composeParents(chain, framesPerSecond: framesPerSecond, frames: frames)
    case .failure(let problem): notes.append(problem.note)
    default: break
    }
  }

  /// Reads a property, noting an expression.
  mutating func property(
    _ reader: LottieReader?, default value: [Double], _ name: String
  ) throws(MotionDocumentError) -> LottieImportedProperty {
    guard let reader else {
      var still = LottieImportedProperty(placeholder: value)
      still.place = name
      return still
    }
    let property = try LottieImportedProperty(
      reader, framesPerSecond: framesPerSecond, frameOffset: frameOffset)
    if property.hasExpression {
      notes.append(
        "its \(name) has an expression (\(reader.place).x): not run, its keyframes are imported")
    }
    return property
  }

  /// A property's first value, checked to have at least `count` components.
  static func components(
    _ property: LottieImportedProperty, _ count: Int
  ) throws(MotionDocumentError) -> [Double] {
    let value = property.initialValue
    guard value.count >= count else {
      throw MotionDocumentError(
        place: property.keyframes.first?.place ?? property.place,
        rule: "must have at least \(count) component\(count == 1 ? "" : "s")"
      )
    }
    return value
  }

  /// Adds a track of some components of a property, unless it never changes.
  mutating func add(
    _ name: String, _ property: LottieImportedProperty, components: [Int],
    easingDimension: Int? = nil, map: (Int, Double) -> Double
  ) {
    guard property.isAnimated,
      let placed = LottieTrackBuilder.track(
        property, components: components, easingDimension: easingDimension, map: map)
    else { return }
    tracks.append((name, placed, property.place))
  }
}
