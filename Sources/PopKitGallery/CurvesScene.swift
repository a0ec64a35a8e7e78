#if GTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The `curves` scene: the five timing curve presets racing, each a ``PopKit/BasicAnimation``
  /// of the same duration.
  @MainActor
  final class CurvesScene: GalleryScene {
    static let name = "curves"
    static let summary = "The five timing curves racing: same start and finish, different pace."
    static let keyHelp = "space/click race  +/- duration"
    static let script = [ScriptedKey(0, .space)]

    /// One racer: how far along its lane it is, 0...1.
    @MainActor
    final class Runner {
      /// The progress along the lane.
      var progress = 0.0
    }

    static let progress = AnimatableProperty<Runner, Double>(
      name: "progress", threshold: 0.001, read: { $0.progress }, write: { $0.progress = $1 })

    /// The curves, in the order of the lanes, with their names.
    static let curves: [(name: String, curve: TimingCurve)] = [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
      ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    let animator: Animator
    let runners = CurvesScene.curves.map { _ in Runner() }
    private(set) var duration = 2.0
    private(set) var target = 0.0

    init(animator: Animator) {
      self.animator = animator
    }

    func handle(_ key: GalleryKey, at time: Double) -> Bool {
      switch key {
      case .space, .enter: race()
      case .character("+"), .character("="): duration = min(4, duration + 0.5)
      case .character("-"), .character("_"): duration = max(0.5, duration - 0.5)
      default: return false
      }
      return true
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      race()
      return false
    }

    private func race() {
      target = 1 - target
      for (runner, entry) in zip(runners, CurvesScene.curves) {
        let animation = BasicAnimation(property: CurvesScene.progress)
        animation.toValue = target
        animation.duration = duration
        animation.timingCurve = entry.curve
        animator.add(animation, to: runner, forKey: "race")
      }
    }

    var loggedValues: [String: Double] {
      var values: [String: Double] = [:]
      for (runner, entry) in zip(runners, CurvesScene.curves) {
        values[entry.name] = runner.progress
      }
      return values
    }

    func draw(on canvas: CairoCanvas) {
      canvas.text(
        "duration \(Label.fixed(duration, 1)) s", at: CGPoint(x: 24, y: 16), size: 14, bold: true)
      let start = 150.0
      let end = max(start + 40, canvas.width - 90)
      for (lane, (runner, entry)) in zip(runners, CurvesScene.curves).enumerated() {
        let y = 80 + Double(lane) * 56
        canvas.text(entry.name, at: CGPoint(x: 24, y: y), anchor: .leading)
        canvas.line(
          from: CGPoint(x: start, y: y), to: CGPoint(x: end, y: y), lineWidth: 2,
          color: Palette.faint)
        let x = start + min(max(runner.progress, 0), 1) * (end - start)
        canvas.line(
          from: CGPoint(x: start, y: y), to: CGPoint(x: x, y: y), lineWidth: 4, color: Palette.sky)
        canvas.fillCircle(center: CGPoint(x: x, y: y), radius: 10, color: Palette.accent)
        canvas.text(
          Label.fixed(runner.progress, 2), at: CGPoint(x: end + 20, y: y), anchor: .leading)
      }
    }
  }
#endif
