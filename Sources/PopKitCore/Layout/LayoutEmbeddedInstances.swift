// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if hasFeature(Embedded)
  /// Uses ``LayoutMotion`` with a concrete id, compiled only under Embedded Swift
  /// (Scripts/build-core-embedded), so that Embedded's rules are checked on its generic code
  /// (Embedded Swift compiles generic code only where it is specialized).
  ///
  /// - Returns: A sum of the values computed; it means nothing. O(1).
  package func layoutEmbeddedInstances() -> Double {
    var motion = LayoutMotion<Int>(spring: .smooth, presence: .scale(0.8))
    var finished = 0
    let frames = [(key: 1, value: PlaneRect(x: 0, y: 0, width: 10, height: 10))]
    motion.update(
      frames, arrivals: [2: LayoutArrival(frame: .zero)], at: 0,
      exitFinished: { _ in finished += 1 })
    motion.render(at: 0.5) { _ in finished += 1 }
    motion.update(frames.prefix(0), at: 0.5) { _ in finished += 1 }
    let transform = motion.transform(of: 1) ?? .identity
    return (motion.presentedFrame(of: 1)?.width ?? 0) + transform.inverted.scaleX
      + Double(finished) + Double(motion.exiting.count)
  }
#endif
