// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if hasFeature(Embedded)
  /// Uses the core's generic types with concrete values, compiled only under Embedded Swift
  /// (Scripts/build-core-embedded).
  ///
  /// Embedded Swift compiles, and so checks, generic code only where it is specialized: without
  /// these uses a generic track or motion could break Embedded's rules unseen. Each value type of
  /// the core is moved through a keyframe track, a value motion and a decay's projection; the
  /// result means nothing.
  ///
  /// - Returns: A sum of the values computed. O(1).
  package func embeddedInstances() -> Double {
    var total = instances(of: 1.0, 2.0)
    total += instances(of: Float(1), Float(2))
    total += instances(of: 1, 2)
    total += instances(of: PlanePoint(x: 1, y: 2), PlanePoint(x: 3, y: 4))
    total += instances(
      of: PlaneRect(x: 0, y: 0, width: 1, height: 1), PlaneRect(x: 1, y: 1, width: 2, height: 2))
    total += instances(of: SIMD2(1.0, 2), SIMD2(3.0, 4))
    total += instances(of: SIMD3(1.0, 2, 3), SIMD3(3.0, 4, 5))
    total += instances(of: SIMD4(1.0, 2, 3, 4), SIMD4(3.0, 4, 5, 6))
    total += instances(of: SIMD8<Double>(repeating: 1), SIMD8<Double>(repeating: 2))
    total += instances(of: SIMD16<Double>(repeating: 1), SIMD16<Double>(repeating: 2))
    total += instances(of: Angle.degrees(10), Angle.degrees(350))
    total += instances(of: EdgeInsets.zero, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    total += instances(
      of: RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 1))
    let red = OklabColor(RGBAColor(red: 1, green: 0, blue: 0))
    let blue = OklabColor(RGBAColor(red: 0, green: 0, blue: 1))
    total += instances(of: red, blue)
    total += Double(red.represented.red)
    let turned = Transform3D.rotation(angle: .degrees(30), x: 0, y: 0, z: 1)
    if let start = DecomposedTransform(representing: .identity),
      let end = DecomposedTransform(representing: turned)
    {
      total += instances(of: start, end)
    }
    if let line = try? MotionPath(svg: "M0 0 H100") {
      let path = PlanePathTrack(along: line, duration: 1)
      total += path.value(at: 0.5).x + path.orientation.value(at: 0.5).radians
    }
    let bounded = Bounds(lower: 0.0, upper: 1.0)
    total += bounded.lower + RubberBand.clamp(2, to: 0...1, dimension: 10)
    return total
  }

  /// One value type through the core's generic code.
  ///
  /// - Parameters:
  ///   - start: A value.
  ///   - end: Another value.
  /// - Returns: A number made from the results. O(1).
  private func instances<Value: AnimatableValue>(of start: Value, _ end: Value) -> Double {
    let track = KeyframeTrack(
      from: start,
      [
        .linear(end, duration: 0.3), .cubic(start, duration: 0.2),
        .spring(end, duration: 0.5, spring: .snappy), .move(start),
      ])
    let checked = try? KeyframeTrack.validated(from: start, [.linear(end, duration: 1)])
    let spans = track.spans.count + (checked?.spans.count ?? 0)
    let motions = [
      ValueMotion.spring(.bouncy, from: start, velocity: end, to: end),
      .decay(Decay(), from: start, velocity: end),
      .timed(.easeInEaseOut, from: start, to: end, duration: 1),
    ]
    var total = Double(spans)
    for motion in motions {
      total += motion.value(at: 0.2).animatableComponents.maximumMagnitude
      total += motion.velocity(at: 0.2).animatableComponents.maximumMagnitude
    }
    let decay = Decay()
    total += decay.projectedValue(from: start, velocity: end).animatableComponents[0]
    total +=
      decay.snapTarget(from: start, velocity: end, candidates: [start, end])
      .animatableComponents[0]
    total += track.value(at: 0.4).animatableComponents[0]
    total += track.velocity(at: 0.4).animatableComponents[0]
    return total
  }
#endif
