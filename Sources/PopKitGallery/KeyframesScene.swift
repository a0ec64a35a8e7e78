#if GTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The `keyframes` scene: a box playing a keyframe track of linear, cubic and spring segments
  /// through a ``PopKit/KeyframeAnimation``, with the segment it is in, its value and velocity.
  @MainActor
  final class KeyframesScene: GalleryScene {
    static let name = "keyframes"
    static let summary = "A box on a keyframe track: linear, cubic and spring segments in a row."
    static let keyHelp = "space/click play or replay"
    static let script = [ScriptedKey(0, .space)]

    /// The animated object: 0 at the left, 1 at the right.
    @MainActor
    final class Box {
      /// The position; the spring segment may overshoot past 1.
      var x = 0.0
    }

    static let position = AnimatableProperty<Box, Double>(
      name: "x", threshold: 0.001, read: { $0.x }, write: { $0.x = $1 })

    /// The track's segments (the terminal gallery's), with the words the readout uses.
    static let segments: [(label: String, keyframe: Keyframe<Double>)] = [
      ("linear → 0.30 in 0.4 s", .linear(0.3, duration: 0.4)),
      ("cubic → 0.70 in 0.35 s", .cubic(0.7, duration: 0.35)),
      ("cubic → 0.50 in 0.3 s", .cubic(0.5, duration: 0.3)),
      ("spring → 1 (settles)", .spring(1, spring: Spring(bounciness: 12, speed: 10))),
      ("linear → 0 in 0.6 s, easeInEaseOut", .linear(0, duration: 0.6, curve: .easeInEaseOut)),
    ]

    /// The track the box plays.
    static let track = KeyframeTrack(from: 0.0, segments.map(\.keyframe))

    /// The box's side, in pixels.
    static let side = 64.0
    /// The top of the box in the scene, in pixels.
    static let top = 150.0

    /// Where the box's left edge is at 0 and at 1, for an area's width: room for the spring's
    /// overshoot on the right.
    ///
    /// - Parameter width: The scene's width, in pixels.
    /// - Returns: The left edge's x at 0 and at 1.
    static func span(width: Double) -> (left: Double, right: Double) {
      (60, max(61, width - 140 - side))
    }

    /// The time each segment begins at, in seconds, and the track's end last.
    static let keyTimes: [Double] = (0...segments.count).map { count in
      KeyframeTrack(from: 0.0, segments.prefix(count).map(\.keyframe)).duration
    }

    let animator: Animator
    let box = Box()
    private(set) var plays = 0

    init(animator: Animator) {
      self.animator = animator
    }

    private var running: KeyframeAnimation<Box, Double>? {
      animator.animation(forKey: "x", of: box, as: KeyframeAnimation<Box, Double>.self)
    }

    /// The time along the track: 0 before the first play, the duration once it ended.
    private var trackTime: Double {
      if let running, running.isRunning { return running.progress * KeyframesScene.track.duration }
      return plays == 0 ? 0 : KeyframesScene.track.duration
    }

    func handle(_ key: GalleryKey, at time: Double) -> Bool {
      guard key == .space || key == .enter else { return false }
      play()
      return true
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      play()
      return false
    }

    private func play() {
      plays += 1
      let animation = KeyframeAnimation(
        property: KeyframesScene.position, track: KeyframesScene.track)
      animator.add(animation, to: box, forKey: "x")
    }

    var loggedValues: [String: Double] { ["x": box.x, "trackTime": trackTime] }

    func draw(on canvas: CairoCanvas) {
      let time = trackTime
      let index = KeyframesScene.keyTimes.dropLast().lastIndex { $0 <= time } ?? 0
      let moving = running?.isRunning == true
      let side = KeyframesScene.side
      let (left, right) = KeyframesScene.span(width: canvas.width)
      let top = KeyframesScene.top
      let lineY = top + side + 24
      canvas.line(
        from: CGPoint(x: 30, y: lineY), to: CGPoint(x: canvas.width - 30, y: lineY), lineWidth: 2,
        color: Palette.faint)
      // Where each segment goes, numbered, the current one in the accent colour.
      for (number, segment) in KeyframesScene.segments.enumerated() {
        let target = KeyframesScene.track.value(at: KeyframesScene.keyTimes[number + 1])
        let x = left + side / 2 + target * (right - left)
        let color = number == index && moving ? Palette.accent : Palette.grey
        canvas.fillCircle(center: CGPoint(x: x, y: lineY), radius: 5, color: color)
        canvas.text(
          "\(number + 1)", at: CGPoint(x: x, y: lineY + 18), color: color, anchor: .center)
        canvas.text(
          "\(number + 1)  \(segment.label)", at: CGPoint(x: 24, y: 40 + Double(number) * 20),
          bold: number == index && moving,
          color: number == index && moving ? Palette.ink : Palette.grey)
      }
      let x = left + box.x * (right - left)
      canvas.fillRect(x: x, y: top, width: side, height: side, radius: 12, color: Palette.accent)
      let velocity = moving ? KeyframesScene.track.velocity(at: time) : 0
      canvas.text(
        "x \(Label.fixed(box.x, 3))   velocity \(Label.fixed(velocity, 2))/s   "
          + "t \(Label.fixed(time, 2)) of \(Label.fixed(KeyframesScene.track.duration, 2)) s",
        at: CGPoint(x: 24, y: canvas.height - 40))
    }
  }
#endif
