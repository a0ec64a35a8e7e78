import PopKit

/// The `curves` demo: the five timing curve presets racing side by side.
///
/// Each lane is a ``BasicAnimation`` of the same duration; they start and finish together and
/// differ only in between.
@MainActor
final class CurvesScene: DemoScene {
  static let name = "curves"
  static let summary = "The five timing curves racing: same start and finish, different pace."
  static let keyHelp = "space race  +/- duration"
  static let script = [ScriptedKey(0, .space)]

  /// One racer: how far along its lane it is, 0...1.
  @MainActor
  final class Runner {
    /// The progress along the lane.
    var progress = 0.0
  }

  /// A runner's progress.
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

  func handle(_ key: DemoKey, at time: Double) -> Bool {
    switch key {
    case .space, .enter:
      race()
    case .character("+"), .character("="):
      duration = min(4, duration + 0.5)
    case .character("-"), .character("_"):
      duration = max(0.5, duration - 0.5)
    default:
      return false
    }
    return true
  }

  /// Sends every runner to the other end of its lane over ``duration``.
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

  func render(into canvas: inout TerminalCanvas) {
    canvas.put("duration \(DemoText.fixed(duration, 1)) s", row: 1, column: 2, style: .bold)
    let racing = runners.contains { animator.animation(forKey: "race", of: $0) != nil }
    canvas.put(racing ? "racing" : "waiting", row: 1, column: 22, style: .dimmed)
    let trackStart = 18
    let trackEnd = max(trackStart + 4, canvas.width - 9)
    let spacing = canvas.height >= 14 ? 2 : 1
    for (lane, (runner, entry)) in zip(runners, CurvesScene.curves).enumerated() {
      let row = 3 + lane * spacing
      canvas.put(entry.name, row: row, column: 2)
      canvas.put("├", row: row, column: trackStart, style: .dimmed)
      canvas.put("┤", row: row, column: trackEnd, style: .dimmed)
      let length = trackEnd - trackStart - 1
      let position =
        trackStart + 1 + Int((min(max(runner.progress, 0), 1) * Double(length - 1)).rounded())
      canvas.fill("━", row: row, columns: (trackStart + 1)..<position, style: .colored(.sky))
      canvas.fill("·", row: row, columns: (position + 1)..<trackEnd, style: .dimmed)
      canvas.put("●", row: row, column: position, style: .colored(.accent, bold: true))
      canvas.put(DemoText.fixed(runner.progress, 2), row: row, column: trackEnd + 2)
    }
    let legend = 3 + CurvesScene.curves.count * spacing
    canvas.put(
      "each lane is a BasicAnimation of the same duration on its own curve", row: legend,
      column: 2, style: .dimmed)
  }
}
