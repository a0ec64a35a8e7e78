// snippet.hide
// The examples in the doc comments of PopKitCore and of PopKit's tracks, compiled:
// Scripts/doccheck checks that each ```swift block of a `///` comment is one of this package's
// snippet slices. Each runs in a scope of its own, after what it assumes (hidden).
import Foundation
import PopKit

/// A dial whose needle turns.
final class Dial {
  var heading = Angle.degrees(350)
  static let heading = AnimatableProperty(\Dial.heading)
}

/// A page that scrolls.
final class Page {
  var offsetY = 0.0
  static let offsetY = AnimatableProperty(\Page.offsetY)
}

/// An arrow that flies along a path, turned the way it moves.
final class Arrow {
  var position = CGPoint.zero
  var rotation = 0.0
  static let position = AnimatableProperty(\Arrow.position)
  static let rotation = AnimatableProperty(\Arrow.rotation, threshold: 0.1)
}

do {
  // snippet.show
  // snippet.Spring
  let spring = Spring(bounciness: 4, speed: 12)  // pop's default, the same as Spring()
  let tension = spring.tension  // 342.10058823529414
  let settling = spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: 0.001)
  // snippet.end
  // snippet.hide
  _ = (tension, settling)
}

do {
  // snippet.show
  // snippet.SpringSettlingDuration
  let spring = Spring(duration: 0.5, bounce: 0.3)
  let settling = spring.settlingDuration(distance: 1, threshold: 0.001)  // ≈ 0.819 s
  // snippet.end
  // snippet.hide
  _ = settling
}

do {
  // snippet.show
  // snippet.ValueMotion
  let release = ValueMotion.spring(.snappy, from: 0.0, velocity: 800, to: 100)
  let value = release.value(at: 0.1)  // ≈ 64.34, where the value is 0.1 s after the release
  let velocity = release.velocity(at: 0.1)  // ≈ 448.07, its velocity then, units per second
  // snippet.end
  // snippet.hide
  _ = (value, velocity)
}

do {
  // snippet.show
  // snippet.DecayCrossing
  let hit = Decay().crossing(from: 0, velocity: 3000, within: 0...500, threshold: 0.01)
  // time ≈ 0.2028 s, bound 500, velocity ≈ 1998.99
  // snippet.end
  // snippet.hide
  _ = hit
}

do {
  let fingerY = 120.0
  // snippet.show
  // snippet.RubberBand
  // While dragging content of height 2000 in a view of height 800:
  let y = RubberBand.clamp(fingerY, to: -1200...0, dimension: 800)
  // snippet.end
  // snippet.hide
  _ = y
}

do {
  // snippet.show
  // snippet.RubberBandOffset
  let offset = RubberBand.offset(forOvershoot: 100, dimension: 800)  // 51.4619…
  // snippet.end
  // snippet.hide
  _ = offset
}

do {
  // snippet.show
  // snippet.RubberBandOvershoot
  let overshoot = RubberBand.overshoot(forOffset: 51.461988304093566, dimension: 800)  // 100
  // snippet.end
  // snippet.hide
  _ = overshoot
}

do {
  // snippet.show
  // snippet.RubberBandClamp
  let above = RubberBand.clamp(900, to: 0...800, dimension: 800)  // 851.4619…
  let below = RubberBand.clamp(-100, to: 0...800, dimension: 800)  // -51.4619…
  let inside = RubberBand.clamp(400, to: 0...800, dimension: 800)  // 400
  // snippet.end
  // snippet.hide
  _ = (above, below, inside)
}

do {
  let (contentHeight, viewHeight) = (2000.0, 800.0)
  let scroll = DecayAnimation(property: Page.offsetY)
  let puck = DecayAnimation(property: Arrow.position)
  // snippet.show
  // snippet.Bounds
  scroll.bounds = Bounds(lower: 0, upper: contentHeight - viewHeight)
  let open = Double.infinity  // no bound on that side
  puck.bounds = Bounds(lower: CGPoint(x: 0, y: -open), upper: CGPoint(x: 300, y: open))
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.DecayProjectedValue
  let landing = Decay().projectedValue(from: 0.0, velocity: 1000)  // 499.4998…
  let quick = Decay(deceleration: 0.99)  // stops sooner
  let spot = quick.projectedValue(from: CGPoint.zero, velocity: CGPoint(x: 1000, y: 0))
  // snippet.end
  // snippet.hide
  _ = (landing, spot)
}

do {
  // snippet.show
  // snippet.DecaySnapTarget
  let stops = Array(stride(from: 0.0, through: 1200, by: 300))  // 0, 300, …, 1200
  let stop = Decay().snapTarget(from: 100.0, velocity: 1000, candidates: stops)  // 600
  // snippet.end
  // snippet.hide
  _ = stop
}

// snippet.show
// snippet.AnimatableValue
struct Offset: AnimatableValue {
  var dx = 0.0
  var dy = 0.0
  var animatableComponents: SIMD2<Double> { [dx, dy] }
}

extension Offset {  // in an extension, so that the memberwise init(dx:dy:) stays
  init(animatableComponents c: SIMD2<Double>) { self.init(dx: c.x, dy: c.y) }
}
// snippet.end
// snippet.hide

do {
  let dial = Dial()
  let heading = dial.heading
  let spin = SpringAnimation(property: Dial.heading, to: heading)
  // snippet.show
  // snippet.AngleShortestPath
  spin.toValue = heading.shortestPath(to: .degrees(10))  // 350° → 370°: 20° forwards
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.RGBAColorInterpolated
  let grey = RGBAColor.white.interpolated(to: .black, fraction: 0.5, in: .oklab)
  // red, green and blue ≈ 0.3886 each (99 of 255)
  // snippet.end
  // snippet.hide
  _ = grey
}

do {
  // snippet.show
  // snippet.Transform3DRotationAngle
  let tilt = Transform3D.rotation(angle: .degrees(30), x: 1, y: 0, z: 0)
  // snippet.end
  // snippet.hide
  _ = tilt
}

do {
  // snippet.show
  // snippet.TimingCurve
  let eased = TimingCurve.easeIn.value(at: 0.35)  // 0.17016…
  let springy = TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1)  // overshoots 1 (to ≈ 1.08)
  // snippet.end
  // snippet.hide
  _ = (eased, springy)
}

do {
  // snippet.show
  // snippet.PathRotationTrack
  final class Arrow {
    var position = CGPoint.zero
    var rotation = 0.0  // degrees, as the drawing code takes it
  }

  let arrow = Arrow()
  let position = AnimatableProperty(\Arrow.position)
  let rotation = AnimatableProperty<Arrow, Double>(
    name: "rotation", threshold: 0.1, read: { $0.rotation }, write: { $0.rotation = $1 })
  let flight = PathTrack(along: try MotionPath(svg: "M0 0 A100 100 0 0 1 200 0"), duration: 1)
  var plan = Choreography()
  plan.add(flight, to: arrow, position)
  plan.add(flight.orientation.degrees, to: arrow, rotation)  // -90 … 90
  // snippet.end
  // snippet.hide
}

do {
  let path = try MotionPath(svg: "M0 0 A100 100 0 0 1 200 0")
  let arrow = Arrow()
  let rotation = Arrow.rotation
  var plan = Choreography()
  // snippet.show
  // snippet.PathOrientationTrackDegrees
  plan.add(PathTrack(along: path, duration: 1).orientation.degrees, to: arrow, rotation)
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.Keyframe
  let track = KeyframeTrack(
    from: 0.0,
    [
      .linear(100, duration: 0.2, timingCurve: .easeIn),
      .spring(40, duration: 0.3, spring: .bouncy),  // ends wherever the spring is at 0.3 s
      .cubic(60, duration: 0.25),
      .cubic(0, duration: 0.25),  // a Catmull-Rom spline through 60
      .move(10),
    ])
  // snippet.end
  // snippet.hide
  _ = track
}

do {
  // snippet.show
  // snippet.MotionPath
  let path = try MotionPath(svg: "M0 0 H100 A50 50 0 0 1 100 100")
  let length = path.length  // 100 + 50π ≈ 257.08
  let point = path.point(atDistance: 50)  // (50, 0)
  let heading = path.direction(atDistance: 180).degrees  // ≈ 91.7: 80 into the half circle
  // snippet.end
  // snippet.hide
  _ = (length, point, heading)
}

do {
  // snippet.show
  // snippet.MotionPathSVG
  let wave = try MotionPath(svg: "M0,0 q25-40 50,0 t50,0 t50,0")
  let dot = try MotionPath(svg: "m10 10a5 5 0 1 1 0 .1z")
  // snippet.end
  // snippet.hide
  _ = (wave, dot)
}

do {
  // snippet.show
  // snippet.MotionPathPlanePoint
  let path = try MotionPath(svg: "M0 0 L30 40 L30 0")
  let first = path.planePoint(atDistance: 25)  // (15, 20)
  let second = path.planePoint(atDistance: 60)  // (30, 30)
  let last = path.planePoint(atDistance: 500)  // (30, 0): clamped to the end
  // snippet.end
  // snippet.hide
  _ = (first, second, last)
}

do {
  // snippet.show
  // snippet.MotionPathPoint
  let path = try MotionPath(svg: "M0 0 L30 40 L30 0")
  let first = path.point(atDistance: 25)  // (15, 20)
  let second = path.point(atDistance: 60)  // (30, 30)
  let last = path.point(atDistance: 500)  // (30, 0): clamped to the end
  // snippet.end
  // snippet.hide
  _ = (first, second, last)
}

do {
  // snippet.show
  // snippet.MotionPathDirection
  let loop = try MotionPath(svg: "M0 0 A50 50 0 1 1 0 100 A50 50 0 1 1 0 0")
  let start = loop.direction(atDistance: 0).degrees  // 0 (to within 1e-14)
  let end = loop.direction(atDistance: loop.length).degrees  // 360, not 0
  // snippet.end
  // snippet.hide
  _ = (start, end)
}

do {
  // snippet.show
  // snippet.MotionPathError
  do {
    _ = try MotionPath(svg: "M0 0 L10")
  } catch {
    let offset = error.offset  // 8: the end of the input, where a second number was expected
    let expected = error.message  // "a number"
    print(error)  // offset 8: expected a number
    // snippet.hide
    _ = (offset, expected)
    // snippet.show
  }
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.MotionTrack
  let fade = KeyframeTrack(from: 0.0, [.linear(1, duration: 0.3)])
  let path = try MotionPath(svg: "M0 0 C 80 -200 240 -200 320 0")
  let flight = PathTrack(along: path, duration: 1.2)
  let opacity = fade.value(at: 0.15)  // 0.5
  let arrival = flight.velocity(at: 1.2)  // ≈ (143.8, 359.6), on arrival, from inside the span
  // snippet.end
  // snippet.hide
  _ = (opacity, arrival)
}

do {
  // snippet.show
  // snippet.PathOrientationTrack
  let path = try MotionPath(svg: "M0 0 A100 100 0 0 1 200 0")
  let heading = PathTrack(along: path, duration: 1).orientation
  let leaving = heading.value(at: 0).degrees  // -90: upward (y grows downward on screen)
  let arriving = heading.value(at: 1).degrees  // 90
  let turnRate = heading.velocity(at: 0.5).radians  // π radians per second
  // snippet.end
  // snippet.hide
  _ = (leaving, arriving, turnRate)
}

do {
  let path = try MotionPath(svg: "M0 0 A100 100 0 0 1 200 0")
  // snippet.show
  // snippet.PathOrientationTrackInit
  let heading = PathOrientationTrack(path: path, duration: 2, timingCurve: .easeInEaseOut)
  // snippet.end
  // snippet.hide
  _ = heading
}

do {
  // snippet.show
  // snippet.KeyframeTrack
  let steps: [Keyframe<CGPoint>] = [
    .cubic(CGPoint(x: 100, y: 0), duration: 0.3),
    .cubic(CGPoint(x: 100, y: 100), duration: 0.3),
    .spring(CGPoint(x: 0, y: 0), spring: .snappy),
  ]
  let track = KeyframeTrack(from: CGPoint.zero, steps)
  let duration = track.duration  // ≈ 1.29: 0.6 s plus the spring's settling duration
  let corner = track.value(at: 0.3)  // (100, 0)
  let tangent = track.velocity(at: 0.3)  // Catmull-Rom's: (166.67, 166.67) points per second
  // snippet.end
  // snippet.hide
  _ = (duration, corner, tangent)
}

do {
  let userSpring = Spring(tension: 100, friction: 0)
  // snippet.show
  // snippet.KeyframeTrackValidated
  do {
    let track = try KeyframeTrack.validated(from: 0.0, [.spring(1, spring: userSpring)])
    // snippet.hide
    _ = track
    // snippet.show
  } catch {
    print(error)  // Keyframe[0] spring settling duration must be finite (…); got inf
  }
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.PathTrack
  let path = try MotionPath(svg: "M0 0 C 80 -200 240 -200 320 0")
  let flight = PathTrack(along: path, duration: 1.2, timingCurve: .easeInEaseOut)
  let middle = flight.value(at: 0.6)  // (160, -150): halfway along the path, by length
  let arrival = flight.velocity(at: 1.2)  // 0: ease-in-ease-out arrives at rest
  let heading = flight.orientation.value(at: 0.6)  // 0 radians: the direction of travel there
  // snippet.end
  // snippet.hide
  _ = (middle, arrival, heading)
}

do {
  // snippet.show
  // snippet.PathTrackInit
  let track = PathTrack(along: try MotionPath(svg: "M0 0 H100"), duration: 2)
  let point = track.value(at: 0.5)  // (25, 0)
  let velocity = track.velocity(at: 0.5)  // (50, 0): 100 points in 2 seconds
  // snippet.end
  // snippet.hide
  _ = (point, velocity)
}

do {
  let path = try MotionPath(svg: "M0 0 C 80 -200 240 -200 320 0")
  // snippet.show
  // snippet.PathTrackOrientation
  let heading = PathTrack(along: path, duration: 2).orientation
  let angle = heading.value(at: 1)  // the tangent's angle halfway through
  let turnRate = heading.velocity(at: 1)  // how fast it turns, radians per second
  // snippet.end
  // snippet.hide
  _ = (angle, turnRate)
}
