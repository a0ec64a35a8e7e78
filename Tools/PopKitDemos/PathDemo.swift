// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

/// The path demo: a paper plane flying an SVG path, turned along it (auto-rotate).
///
/// The model both galleries draw. One ``Choreography`` places a ``PathTrack`` along the path
/// on the plane's position and the track's ``PathTrack/orientation`` on its heading, so the
/// plane always points where it flies, through a loop and back; a ``ChoreographyPlayer`` plays
/// it, pauses, reverses and scrubs it.
@MainActor
package final class PathDemo {
  /// The animated object: a paper plane.
  @MainActor
  package final class Plane {
    /// Where it is, in the path's units (a box 100 wide and 60 high, y down as in SVG).
    package var position: CGPoint
    /// Where it points: the direction of travel, unwrapped along the path (y down, so positive
    /// turns clockwise on screen).
    package var heading: Angle

    /// Creates a plane at a place, pointing a way.
    init(position: CGPoint, heading: Angle) {
      self.position = position
      self.heading = heading
    }
  }

  /// The plane's position.
  package static let position = AnimatableProperty<Plane, CGPoint>(
    name: "position", threshold: 0.01, read: { $0.position }, write: { $0.position = $1 })
  /// The plane's heading.
  package static let heading = AnimatableProperty<Plane, Angle>(
    name: "heading", threshold: 0.001, read: { $0.heading }, write: { $0.heading = $1 })

  /// The flight as SVG path data, in a box 100 wide and 60 high: a climb (`C`), then three
  /// smooth cubics (`S`, each reflecting the control point before it, so the heading never
  /// jumps): a dive, a loop over the top that crosses itself, and a climb out.
  package static let pathData = "M6,52 C14,22 30,22 38,34 S84,64 70,20 S46,16 60,36 S84,12 94,10"
  /// The size of the box the path is drawn in.
  package static let box = CGSize(width: 100, height: 60)

  /// The path, read from ``pathData``.
  package static let path: MotionPath = {
    do {
      return try MotionPath(svg: pathData)
    } catch {
      preconditionFailure("PathDemo.pathData cannot be read: \(error)")
    }
  }()

  /// The flight: 4 s along the path, easing in and out.
  package static let flight = PathTrack(along: path, duration: 4, timingCurve: .easeInEaseOut)

  /// How far one scrub step moves the progress.
  package static let scrubStep = 0.05

  /// The animator that plays the flight.
  package let animator: Animator
  /// The plane.
  package let plane: Plane
  /// The player of the flight.
  package let player: ChoreographyPlayer
  /// The ends it came to rest at, in order.
  package private(set) var arrivals: [ChoreographyPlayer.End] = []

  /// Creates the plane at the start of the path, pointing along it, the flight paused there.
  ///
  /// - Parameter animator: The animator that plays the flight.
  package init(animator: Animator) {
    self.animator = animator
    let flight = PathDemo.flight
    plane = Plane(position: flight.value(at: 0), heading: flight.orientation.value(at: 0))
    var plan = Choreography()
    plan.add(flight, to: plane, PathDemo.position)
    plan.add(flight.orientation, to: plane, PathDemo.heading)
    player = animator.play(plan, paused: true)
    player.onFinish = { [weak self] end in self?.arrivals.append(end) }
  }

  /// Plays from where the plane is (from the other end when it is at the end it heads for),
  /// or pauses it.
  package func playOrPause() {
    if player.isPlaying {
      player.pause()
    } else {
      player.play()
    }
  }

  /// Turns the flight round and plays.
  package func reverse() {
    player.reverse()
  }

  /// Scrubs by steps of ``scrubStep`` (stops playing).
  ///
  /// - Parameter steps: +1 forward, −1 back.
  package func scrub(by steps: Int) {
    player.progress += Double(steps) * PathDemo.scrubStep
  }

  /// Points along the path at `count` equal distances, both ends included, to draw it.
  ///
  /// - Parameter count: How many points; at least 2.
  /// - Returns: The points, in the path's units.
  package static func outline(points count: Int) -> [CGPoint] {
    let steps = max(1, count - 1)
    return (0...steps).map { path.point(atDistance: path.length * Double($0) / Double(steps)) }
  }
}

extension PathDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "path"
  /// The line under the tabs.
  package static let summary = "A paper plane flies an SVG path, turned along it (auto-rotate)."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<PathDemo>(
    hints: [KeyHint("space", "play/pause"), KeyHint("r", "reverse"), KeyHint(",/.", "scrub")],
    [
      .on(.space, .enter) { $0.playOrPause() },
      .on(.character("r")) { $0.reverse() },
      .on(.character(","), .character("<")) { $0.scrub(by: -1) },
      .on(.character("."), .character(">")) { $0.scrub(by: 1) },
    ])
}
