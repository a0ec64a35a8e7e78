import PopKit

/// The `keyframes` demo: a box that plays a keyframe track of linear, cubic and spring
/// segments, with the segment it is in, its value and its velocity.
///
/// Space plays the track from its start, even mid-flight. The track ends where it starts, so a
/// replay from rest begins without a jump.
@MainActor
final class KeyframesScene: DemoScene {
  static let name = "keyframes"
  static let summary = "A box on a keyframe track: linear, cubic and spring segments in a row."
  static let keyHelp = "space play/replay"
  static let script = [ScriptedKey(0, .space)]

  /// The animated object: a position from 0 (left) to 1 (right).
  @MainActor
  final class Box {
    /// The position; the spring segment may overshoot past 1.
    var x = 0.0
  }

  /// The box's position.
  static let position = AnimatableProperty<Box, Double>(
    name: "x", threshold: 0.001, read: { $0.x }, write: { $0.x = $1 })

  /// The width of the box, in columns.
  static let boxWidth = 6

  /// The track's segments, with the words the readout names them by.
  static let segments: [(label: String, keyframe: Keyframe<Double>)] = [
    ("linear → 0.30 in 0.4 s", .linear(0.3, duration: 0.4)),
    ("cubic → 0.70 in 0.35 s", .cubic(0.7, duration: 0.35)),
    ("cubic → 0.50 in 0.3 s", .cubic(0.5, duration: 0.3)),
    ("spring → 1 (settles)", .spring(1, spring: Spring(bounciness: 12, speed: 10))),
    ("linear → 0 in 0.6 s, easeInEaseOut", .linear(0, duration: 0.6, curve: .easeInEaseOut)),
  ]

  /// The track the box plays.
  static let track = KeyframeTrack(from: 0.0, segments.map(\.keyframe))

  /// The time each segment begins at, seconds, and the track's end last.
  static let keyTimes: [Double] = (0...segments.count).map { count in
    KeyframeTrack(from: 0.0, segments.prefix(count).map(\.keyframe)).duration
  }

  let animator: Animator
  let box = Box()
  /// How many times the track was played.
  private(set) var plays = 0

  init(animator: Animator) {
    self.animator = animator
  }

  /// The keyframe animation while it runs.
  var running: KeyframeAnimation<Box, Double>? {
    animator.animation(forKey: "x", of: box, as: KeyframeAnimation<Box, Double>.self)
  }

  /// The time along the track: 0 before the first play, the track's duration once it ended.
  var trackTime: Double {
    let track = KeyframesScene.track
    if let running, running.isRunning { return running.progress * track.duration }
    return plays == 0 ? 0 : track.duration
  }

  /// The index of the segment playing at a time along the track.
  ///
  /// - Parameter time: Seconds along the track.
  /// - Returns: The index in ``segments``; the last one at the end.
  static func segmentIndex(at time: Double) -> Int {
    keyTimes.dropLast().lastIndex { $0 <= time } ?? 0
  }

  func handle(_ key: DemoKey, at time: Double) -> Bool {
    guard key == .space || key == .enter else { return false }
    plays += 1
    let play = KeyframeAnimation(property: KeyframesScene.position, track: KeyframesScene.track)
    animator.add(play, to: box, forKey: "x")
    return true
  }

  func render(into canvas: inout TerminalCanvas) {
    let time = trackTime
    let index = KeyframesScene.segmentIndex(at: time)
    let moving = running?.isRunning == true
    let left = 6
    let right = max(left + 1, canvas.width - 12 - KeyframesScene.boxWidth)
    let middle = max(3, min(canvas.height / 2 - 1, canvas.height - 7))
    let start = left + Int((box.x * Double(right - left)).rounded())
    for line in (middle - 1)...(middle + 1) {
      canvas.fill(
        "█", row: line, columns: start..<(start + KeyframesScene.boxWidth),
        style: .colored(.accent))
    }
    drawTrack(into: &canvas, left: left, right: right, row: middle + 2, current: index)
    let velocity = moving ? KeyframesScene.track.velocity(at: time) : 0
    let readout =
      "x \(DemoText.padded(box.x, 3, width: 6))   velocity \(DemoText.padded(velocity, 2, width: 6))/s"
      + "   t \(DemoText.fixed(time, 2)) of \(DemoText.fixed(KeyframesScene.track.duration, 2)) s"
    canvas.put(readout, row: middle + 4, column: 2)
    let state =
      moving
      ? "segment \(index + 1) of \(KeyframesScene.segments.count): "
        + KeyframesScene.segments[index].label
      : (plays == 0 ? "at rest: space plays the track" : "done: space plays it again")
    canvas.put(state, row: middle + 5, column: 2, style: moving ? .bold : .dimmed)
    canvas.put(
      "under the track: where each segment goes", row: middle + 6, column: 2, style: .dimmed)
    drawSegments(into: &canvas, row: 1, current: moving ? index : nil)
  }

  /// The track line under the box, with a numbered mark under each key's value.
  private func drawTrack(
    into canvas: inout TerminalCanvas, left: Int, right: Int, row: Int, current: Int
  ) {
    canvas.fill("·", row: row, columns: 2..<(canvas.width - 2), style: .dimmed)
    let half = KeyframesScene.boxWidth / 2
    for (number, segment) in KeyframesScene.segments.enumerated() {
      let target: Double
      switch segment.keyframe {
      case .linear(let value, _, _), .cubic(let value, _, _, _), .spring(let value, _, _, _),
        .move(let value):
        target = value
      }
      let column = left + half + Int((target * Double(right - left)).rounded())
      let style = number == current ? TextStyle.colored(.accent, bold: true) : .dimmed
      canvas.put("\(number + 1)", row: row, column: column, style: style)
    }
  }

  /// The list of segments, the one playing marked.
  private func drawSegments(into canvas: inout TerminalCanvas, row: Int, current: Int?) {
    var column = 2
    for (number, segment) in KeyframesScene.segments.enumerated() {
      let kind = segment.label.split(separator: " ").first.map(String.init) ?? ""
      let text = "\(number + 1) \(kind)"
      if number == current {
        column = canvas.put(
          "[\(text)]", row: row, column: column, style: .colored(.sky, bold: true))
      } else {
        column = canvas.put(" \(text) ", row: row, column: column, style: .dimmed)
      }
      column += 1
    }
  }
}
