// snippet.hide
// The article "Scrubbing and releasing": a paper plane along a path, turning as it flies.
import Foundation
import PopKit

final class Plane {
  var position = CGPoint.zero
  var heading = Angle(radians: 0)
}
let position = AnimatableProperty(\Plane.position, threshold: 0.5)
let heading = AnimatableProperty(\Plane.heading, threshold: 0.001)
let plane = Plane()
let animator = Animator()
// snippet.show
do {
  let route = try MotionPath(svg: "M0 0 C 80 -200 240 -200 320 0 a 40 40 0 1 1 -80 0")
  let flight = PathTrack(along: route, duration: 2, timingCurve: .easeInEaseOut)
  var plan = Choreography()
  plan.add(flight, to: plane, position)
  plan.add(flight.orientation, to: plane, heading)
  let player = animator.play(plan, paused: true)
  player.progress = 0.5
  animator.render(at: 0)
  print(plane.position, plane.heading.degrees)  // (219.7, -133.1) 30.2: halfway, by arc length
} catch {
  print(error)  // for example: offset 12: expected a number
}
// snippet.end
