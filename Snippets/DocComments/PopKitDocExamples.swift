// snippet.hide
// The examples in PopKit's doc comments, compiled: Scripts/doccheck checks that each ```swift
// block of a `///` comment is one of this package's snippet slices. Each runs in a scope of
// its own, after what it assumes (hidden).
import Foundation
import Observation
import PopKit

final class Box {
  var x = 0.0
  var point = CGPoint.zero
  var center = CGPoint.zero
  static let x = AnimatableProperty(\Box.x)
}

final class Card {
  var x = 0.0
  var y = 0.0
  var opacity = 1.0
  var scale = 1.0
  var transform = Transform3D.identity
  static let y = AnimatableProperty(\Card.y)
}

final class Sheet {
  var y = 640.0
  static let y = AnimatableProperty(\Sheet.y)
}

final class Scrim {
  var opacity = 0.0
  static let opacity = AnimatableProperty(\Scrim.opacity)
}

final class Swatch { var color = RGBAColor(red: 1, green: 0, blue: 0) }
final class Label { var text = "" }

/// A pointer event of a drag.
struct DragEvent {
  var location = CGPoint.zero
  var time = 0.0
}

func showNextStep() {}
func draw(_ value: Double) {}
@Sendable func scheduleRedraw() {}

let x = AnimatableProperty(\Box.x)
let xProperty = x
let box = Box()
let card = Card()
let animator = Animator()

do {
  let spring = SpringAnimation(property: x, to: 1)
  // snippet.show
  // snippet.AnimationFinished
  animator.add(spring, to: box, forKey: "x")
  if await spring.finished { showNextStep() }
  // snippet.end
  // snippet.hide
}

do {
  let x = AnimatableProperty(\Card.x)
  let (slot, upTime) = (100.0, 1.0)
  let tracker = VelocityTracker<Double>()
  // snippet.show
  // snippet.AnimationStart
  let release = SpringAnimation(property: x, to: slot, velocity: tracker.velocity(at: upTime))
  release.startInstant = upTime  // the pointer event's time, a few ms before the frame
  animator.add(release, to: card, forKey: "x")
  // snippet.end
  // snippet.hide
}

do {
  let pointProperty = AnimatableProperty(\Box.point)
  // snippet.show
  // snippet.BasicAnimation
  let fade = BasicAnimation(property: pointProperty)
  fade.toValue = CGPoint(x: 100, y: 100)
  fade.duration = 0.4
  fade.timingCurve = .easeInEaseOut
  animator.add(fade, to: box, forKey: "move")
  // snippet.end
  // snippet.hide
}

do {
  let opacity = AnimatableProperty(\Card.opacity)
  // snippet.show
  // snippet.BasicAnimationInit
  let fade = BasicAnimation(property: opacity, to: 0, duration: 0.3, timingCurve: .easeOut)
  // snippet.end
  // snippet.hide
  _ = fade
}

do {
  // snippet.show
  // snippet.CustomAnimation
  let drift = CustomAnimation<Box> { box, animation in
    box.x += 10 * animation.elapsedTime  // 10 units per second
    return box.x < 100  // false = finished
  }
  animator.add(drift, to: box)
  // snippet.end
  // snippet.hide
}

do {
  let fling = DecayAnimation(property: x)
  // snippet.show
  // snippet.DecayAnimationBounds
  fling.bounds = Bounds(lower: 0, upper: 500)  // a track 500 points long
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.DecayAnimation
  let fling = DecayAnimation(property: xProperty)
  fling.velocity = 1000  // units per second, from a gesture
  fling.deceleration = 0.998  // per millisecond (the default)
  let landing = fling.toValue  // where it will land
  animator.add(fling, to: box, forKey: "fling")
  // snippet.end
  // snippet.hide
  _ = landing
}

do {
  let releaseVelocity = 800.0
  // snippet.show
  // snippet.DecayAnimationInit
  let fling = DecayAnimation(property: x, velocity: releaseVelocity)
  // snippet.end
  // snippet.hide
  _ = fling
}

do {
  // snippet.show
  // snippet.KeyframeAnimation
  let track = KeyframeTrack(
    from: 0.0,
    [
      .spring(1, spring: .bouncy),
      .cubic(0.4, duration: 0.3),
      .linear(0, duration: 0.2),
    ])
  animator.add(KeyframeAnimation(property: x, track: track), to: box, forKey: "x")
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.SpringAnimation
  let spring = SpringAnimation(property: xProperty)
  spring.toValue = 1
  spring.velocity = 10  // units per second
  spring.spring = Spring(bounciness: 12, speed: 8)
  animator.add(spring, to: box, forKey: "x")
  // later, while it moves:
  spring.toValue = 0  // turns smoothly, keeping its velocity
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.SpringAnimationInit
  let spring = SpringAnimation(property: x, to: 1, spring: .snappy)
  // snippet.end
  // snippet.hide
  _ = spring
}

do {
  // snippet.show
  // snippet.AnimatorAnimation
  typealias BoxSpring = SpringAnimation<Box, Double>
  if let spring = animator.animation(forKey: "x", of: box, as: BoxSpring.self) {
    spring.toValue = 2
  }
  // snippet.end
  // snippet.hide
}

do {
  let release = -1200.0
  // snippet.show
  // snippet.AnimatorAnimate
  animator.animate(box, Box.x, to: 1)  // starts
  animator.animate(box, Box.x, to: 0, spring: .bouncy)  // turns smoothly
  animator.animate(card, Card.y, to: 0, velocity: release)  // a fling's hand-off
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.AnimatorStep
  animator.isPaused = true
  animator.step(by: 1.0 / 60)  // one 60 Hz frame, then held again
  // snippet.end
  // snippet.hide
  animator.isPaused = false
}

do {
  let animator = Animator()
  animator.render(at: 10)
  // snippet.show
  // snippet.AnimatorAnimationTime
  animator.durationScale = 2  // the latest frame at clock time 10
  let time = animator.animationTime(atClock: 14)  // 12: four clock seconds are two here
  // snippet.end
  // snippet.hide
  _ = time
}

do {
  let spring = SpringAnimation(property: x, to: 1)
  // snippet.show
  // snippet.Animator
  let animator = Animator()  // driven by hand
  animator.add(spring, to: box, forKey: "x")
  animator.render(at: 0)  // the start frame
  animator.render(at: 1.0 / 60)  // the next frame

  let clock = ManualClock()
  let ticking = Animator(clock: clock)  // renders itself on every tick of its clock
  // snippet.end
  // snippet.hide
  _ = ticking
}

do {
  // snippet.show
  // snippet.EndingObject
  @MainActor final class WidgetHandle: EndingObject {
    private(set) var hasEnded = false
    func widgetWasDestroyed() {  // from the toolkit's destroy notification
      hasEnded = true
      Animator.objectHasEnded(self)  // every animation of it stops, not finished
    }
  }
  // snippet.end
  // snippet.hide
}

do {
  let spring = SpringAnimation(property: x, to: 1)
  // snippet.show
  // snippet.ManualClock
  let clock = ManualClock()
  let animator = Animator(clock: clock)
  animator.add(spring, to: box, forKey: "x")
  clock.advance(by: 1.0 / 60)  // one frame, 1/60 s later
  let ticking = clock.isRunning  // true only while the animator has something to animate
  // snippet.end
  // snippet.hide
  _ = ticking
}

do {
  // snippet.show
  // snippet.SpringBatch
  var batch = SpringBatch(capacity: 10_000)
  let spring = Spring(dampingRatio: 0.8, response: 0.4)
  for i in 0..<10_000 {
    batch.append(value: 0, target: Double(i % 7), spring: spring)
  }
  var positions: [Double] = []
  for _ in 0..<60 {
    batch.advance(by: 1.0 / 60)  // one frame
    batch.values(into: &positions)  // read every value, reusing the array's storage
  }
  batch.setTarget(-1, at: 42)  // retarget one element; it keeps its value and velocity
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.AnimatedValue
  let offset = AnimatedValue(0.0, spring: .snappy)
  offset.animate(to: 120)  // moves; retargets keep the velocity
  withObservationTracking({ draw(offset.value) }, onChange: scheduleRedraw)
  // snippet.end
  // snippet.hide
}

do {
  let label = Label()
  // snippet.show
  // snippet.NumberCounter
  let counter = NumberCounter(animator: animator)
  counter.toValue = 100
  counter.duration = 1.2
  counter.onUpdate = { number in label.text = NumberFormat.percent.string(for: number) }
  counter.start()
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.NumberFormat
  print(NumberFormat.percent.string(for: 42.4))  // "42%"
  print(NumberFormat(fractionDigits: 2, suffix: " kg").string(for: 3.14159))  // "3.14 kg"
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.RichNumberFormat
  let rich = RichNumberFormat(NumberFormat(fractionDigits: 1, suffix: " %"))
  let text = rich.attributedString(for: 42.37)  // "42" bold, ".4" regular, " %" dimmed
  // snippet.end
  // snippet.hide
  _ = text
}

do {
  let animator = Animator()
  let spring = SpringAnimation(property: x, to: 1)
  animator.add(spring, to: box, forKey: "x")
  // snippet.show
  // snippet.AnimationTracer
  spring.tracer.start()
  animator.render(at: 0)
  animator.render(at: 1)
  let writes = spring.tracer.events(ofKind: .propertyWrite).count
  // snippet.end
  // snippet.hide
  _ = writes
}

do {
  // snippet.show
  // snippet.MotionRecorder
  let recorder = MotionRecorder()
  animator.recorder = recorder
  // … frames …
  let trace = recorder.chromeTrace()  // open it in ui.perfetto.dev
  try trace.write(toFile: "motion.json", atomically: true, encoding: .utf8)
  // snippet.end
  // snippet.hide
  animator.recorder = nil
}

do {
  let dragEvents = [DragEvent(location: .zero, time: 0), DragEvent(location: .zero, time: 0.016)]
  let releaseTime = 0.02
  let center = AnimatableProperty(\Box.center)
  // snippet.show
  // snippet.VelocityTracker
  var tracker = VelocityTracker<CGPoint>()
  for event in dragEvents {  // each with its timestamp, in seconds
    tracker.add(event.location, at: event.time)
  }
  let velocity = tracker.velocity(at: releaseTime)  // points per second
  let decay = DecayAnimation(property: center)
  decay.velocity = velocity
  // snippet.end
  // snippet.hide
}

do {
  var tracker = VelocityTracker<CGPoint>()
  // snippet.show
  // snippet.VelocityTrackerAdd
  tracker.add(CGPoint(x: 120, y: 48), at: 0.016)
  // snippet.end
  // snippet.hide
}

do {
  let tracker = VelocityTracker<CGPoint>()
  let releaseTime = 0.02
  // snippet.show
  // snippet.VelocityTrackerVelocity
  let velocity = tracker.velocity(at: releaseTime)  // e.g. CGPoint(x: 1240, y: -310)
  // snippet.end
  // snippet.hide
  _ = velocity
}

do {
  let (sheet, scrim) = (Sheet(), Scrim())
  // snippet.show
  // snippet.Choreography
  var open = Choreography()
  open.add(KeyframeTrack(from: 640.0, [.spring(200, spring: .smooth)]), to: sheet, Sheet.y)
  open.add(
    KeyframeTrack(from: 0.0, [.linear(0.4, duration: 0.3)]), to: scrim, Scrim.opacity, at: 0.1)
  open.addLabel("half", at: 0.25)
  let player = animator.play(open, paused: true)
  player.progress = 0.3  // scrub: the properties take their state at 30 %
  player.release(to: .nearest, velocity: 2)  // and spring to the nearer end
  // snippet.end
  // snippet.hide
}

do {
  let sheet = Sheet()
  var open = Choreography()
  open.add(KeyframeTrack(from: 640.0, [.spring(200, spring: .smooth)]), to: sheet, Sheet.y)
  let (startProgress, translation, travel) = (0.0, 120.0, 440.0)
  var tracker = VelocityTracker<Double>()
  let event = DragEvent(location: CGPoint(x: 0, y: 120), time: 0.5)
  // snippet.show
  // snippet.ChoreographyPlayer
  let player = animator.play(open, paused: true)
  // A drag: progress follows the finger, and a tracker follows the progress.
  player.progress = startProgress + translation / travel
  tracker.add(player.progress, at: event.time)
  // The finger lifts: spring to the nearer end with the finger's velocity.
  player.release(to: .nearest, velocity: tracker.velocity(at: event.time))
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.Stagger
  print(Stagger(interval: 0.1, from: .center).delays(count: 5))  // [0.2, 0.1, 0, 0.1, 0.2]
  print(Stagger(interval: 0.1, from: .last).delays(count: 3))  // [0.2, 0.1, 0]
  // snippet.end
  // snippet.hide
}

do {
  let icon = Card()
  let fadeIn = BasicAnimation(property: AnimatableProperty(\Card.opacity), to: 1, duration: 0.2)
  let slide = SpringAnimation(property: AnimatableProperty(\Card.x), to: 0)
  let grow = SpringAnimation(property: AnimatableProperty(\Card.scale), to: 1.1)
  let badge = SpringAnimation(property: AnimatableProperty(\Card.scale), to: 1)
  // snippet.show
  // snippet.Timeline
  var timeline = Timeline()
  timeline.add(fadeIn, to: card, forKey: "opacity")  // at 0
  timeline.add(slide, to: card, forKey: "x")  // after the fade
  timeline.add(grow, to: card, forKey: "scale", at: .withPrevious(offset: 0.1))
  timeline.addLabel("settled", at: .afterAll())
  timeline.add(badge, to: icon, forKey: "pop", at: .label("settled"))
  let run = animator.run(timeline)
  // snippet.end
  // snippet.hide
  _ = run
}

do {
  // snippet.show
  // snippet.AnimatablePropertyMapped
  let tint = AnimatableProperty(\Swatch.color).mapped(to: OklabColor.self)
  let spring = SpringAnimation(property: tint)
  spring.toValue = OklabColor(RGBAColor(red: 0, green: 0, blue: 1))  // violet on the way
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.AnimatablePropertyRepresenting
  final class Card { var transform = Transform3D.identity }
  let transform = AnimatableProperty<Card, DecomposedTransform>(representing: \.transform)
  // snippet.end
  // snippet.hide
  _ = transform
}

do {
  // snippet.show
  // snippet.AnimatablePropertyRepresentingClosures
  let transform = AnimatableProperty<Card, DecomposedTransform>(
    name: "transform", readRepresented: { $0.transform },
    writeRepresented: { $0.transform = $1 })
  // snippet.end
  // snippet.hide
  _ = transform
}

do {
  // snippet.show
  // snippet.AnimatableProperty
  final class Box {
    var x = 0.0
    var point = CGPoint.zero
  }

  let x = AnimatableProperty<Box, Double>(
    name: "x", threshold: 0.01, read: { $0.x }, write: { $0.x = $1 })
  let point = AnimatableProperty(\Box.point, threshold: 1.0)
  // snippet.end
  // snippet.hide
  _ = (x, point)
}

do {
  let animator = Animator()
  func redraw(_ transition: LayoutTransition<String>) {}
  // snippet.show
  // snippet.LayoutTransition
  let transition = LayoutTransition<String>(animator: animator, spring: .snappy)
  transition.update(["a": CGRect(x: 0, y: 0, width: 100, height: 40)])
  transition.onUpdate = { redraw(transition) }
  // snippet.end
  // snippet.hide
}

do {
  let player = animator.play(Choreography(), paused: true)
  let event = DragEvent()
  let offset = 0.0
  // snippet.show
  // snippet.ScrollLinkedPlayer
  // A header 120 points tall at the top of the content, in a viewport 800 tall: it collapses
  // while it crosses the viewport's top edge, and snaps open or shut when the finger lifts.
  let header = ViewTimeline(elementStart: 0, elementLength: 120, viewportLength: 800)
  let linked = ScrollLinkedPlayer(
    player, range: header.range(.exitCrossing), scrub: .smoothed(.smooth(duration: 0.3)),
    snap: ScrollSnap(progress: [0, 1]))
  linked.scroll(to: offset, at: event.time)  // at every scroll event
  linked.release(at: event.time)  // the finger lifts: the snap starts now, with its velocity
  // snippet.end
}
