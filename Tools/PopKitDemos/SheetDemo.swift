// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The sheet demo: a bottom sheet over content, opened and closed by one ``Choreography`` that a
/// ``ChoreographyPlayer`` plays, reverses, scrubs and releases into a spring.
///
/// The model both galleries draw. One plan moves five properties of three objects: the sheet's
/// offset (linear, so that a drag moves it with the finger) and corner radius, the handle's
/// colour (through Oklab), the scrim's opacity and the scale of the content behind. Keys play it
/// (open or close), reverse it, scrub it in steps and fling it; a drag (the GTK window's pointer)
/// sets the progress from the finger and letting go releases it into a spring to the nearer end
/// with the finger's velocity (``SheetDrag``, which every sheet's host shares). Pressing again
/// while it moves catches it where it is.
@MainActor
package final class SheetDemo {
  /// The sheet: how far it is down, its corners and its handle.
  @MainActor
  package final class Sheet {
    /// How far down the sheet is: 0 open, 1 closed (only its top shows); beyond while a release
    /// overshoots.
    package var offset = 1.0
    /// The radius of its top corners, in points.
    package var cornerRadius = SheetDemo.closedRadius
    /// The colour of its handle.
    package var handleColor = SheetDemo.closedHandle
  }

  /// The dimming over the content.
  @MainActor
  package final class Scrim {
    /// Its opacity, 0 clear.
    package var opacity = 0.0
  }

  /// The content behind the sheet.
  @MainActor
  package final class Content {
    /// Its scale about its centre, 1 full size.
    package var scale = 1.0
  }

  /// The sheet's offset.
  package static let offset = AnimatableProperty<Sheet, Double>(
    name: "offset", threshold: 0.001, read: { $0.offset }, write: { $0.offset = $1 })
  /// The sheet's corner radius.
  package static let cornerRadius = AnimatableProperty<Sheet, Double>(
    name: "cornerRadius", threshold: 0.05, read: { $0.cornerRadius },
    write: { $0.cornerRadius = $1 }
  )
  /// The handle's colour, animated through Oklab.
  package static let handleColor = AnimatableProperty<Sheet, RGBAColor>(
    name: "handleColor", threshold: 0.002, read: { $0.handleColor },
    write: { $0.handleColor = $1 }
  ).mapped(to: OklabColor.self)
  /// The scrim's opacity.
  package static let opacity = AnimatableProperty<Scrim, Double>(
    name: "opacity", threshold: 0.001, read: { $0.opacity }, write: { $0.opacity = $1 })
  /// The content's scale.
  package static let scale = AnimatableProperty<Content, Double>(
    name: "scale", threshold: 0.0005, read: { $0.scale }, write: { $0.scale = $1 })

  /// The corner radius closed and open, in points.
  package static let (closedRadius, openRadius) = (28.0, 10.0)
  /// The handle's colour closed (grey) and open (the accent).
  package static let closedHandle = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
  /// The handle's colour open.
  package static let openHandle = RGBAColor(red: 1, green: 0.23, blue: 0.42)

  /// The tracks, each with its start on the choreography.
  package static let offsetTrack = KeyframeTrack(from: 1.0, [.linear(0, duration: 0.5)])
  /// The corner radius: from the middle on, easing in.
  package static let radiusTrack = KeyframeTrack(
    from: closedRadius, [.linear(openRadius, duration: 0.25, timingCurve: .easeIn)])
  /// The handle's colour: grey to the accent, in the second half.
  package static let handleTrack = KeyframeTrack(
    from: OklabColor(closedHandle), [.linear(OklabColor(openHandle), duration: 0.25)])
  /// The scrim's opacity: 0 to 0.45 all the way, eased at both ends.
  package static let opacityTrack = KeyframeTrack(
    from: 0.0, [.linear(0.45, duration: 0.5, timingCurve: .easeInEaseOut)])
  /// The content's scale: 1 to 0.94 all the way, eased at both ends.
  package static let scaleTrack = KeyframeTrack(
    from: 1.0, [.linear(0.94, duration: 0.5, timingCurve: .easeInEaseOut)])
  /// Where the radius and the handle's tracks start on the choreography, in seconds.
  package static let secondHalf = 0.25

  /// How far one scrub step moves the progress.
  package static let scrubStep = 0.1
  /// The progress velocity of a fling by key, per second.
  package static let flingSpeed = 3.0

  /// What the sheet is doing.
  package enum Phase: Equatable, Sendable {
    /// Standing still (at an end, or where it was scrubbed or caught).
    case resting
    /// Playing, at the player's rate.
    case playing
    /// Springing to an end after a release.
    case releasing(ChoreographyPlayer.End)
    /// Held by a drag.
    case dragging
  }

  /// The animator that plays the choreography.
  package let animator: Animator
  /// The sheet.
  package let sheet = Sheet()
  /// The scrim.
  package let scrim = Scrim()
  /// The content behind.
  package let content = Content()
  /// The player of the choreography.
  package let player: ChoreographyPlayer
  /// What the sheet is doing.
  package private(set) var phase = Phase.resting
  /// The ends it came to rest at, in order (``ChoreographyPlayer/onFinish``).
  package private(set) var arrivals: [ChoreographyPlayer.End] = []
  /// The progress velocity given to the last release, per second; `nil` when it kept the
  /// player's.
  package private(set) var releaseVelocity: Double?
  /// The finger's hold on the player, and every release.
  private var hold: SheetDrag

  /// The choreography of the sheet's objects: 0.5 s, labelled `closed`, `half` and `open`.
  package static func choreography(sheet: Sheet, scrim: Scrim, content: Content) -> Choreography {
    var plan = Choreography()
    plan.add(offsetTrack, to: sheet, offset)
    plan.add(radiusTrack, to: sheet, cornerRadius, at: secondHalf)
    plan.add(handleTrack, to: sheet, handleColor, at: secondHalf)
    plan.add(opacityTrack, to: scrim, opacity)
    plan.add(scaleTrack, to: content, scale)
    plan.addLabel("closed", at: 0)
    plan.addLabel("half", at: 0.25)
    plan.addLabel("open", at: 0.5)
    return plan
  }

  /// Creates the sheet closed, its player paused at the start.
  ///
  /// - Parameter animator: The animator that plays the choreography.
  package init(animator: Animator) {
    self.animator = animator
    let plan = SheetDemo.choreography(sheet: sheet, scrim: scrim, content: content)
    player = animator.play(plan, paused: true)
    hold = SheetDrag(player: player)
    player.onFinish = { [weak self] end in
      self?.arrivals.append(end)
      self?.phase = .resting
    }
  }

  /// Opens a sheet that is closed or closing, closes one that is open or opening: plays toward
  /// the other end (a release in flight is sent to the other end instead, keeping its velocity).
  package func toggle() {
    switch phase {
    case .releasing(let end):
      release(to: end == .end ? .start : .end, velocity: nil)
    case .playing:
      player.reverse()
    case .resting, .dragging:
      player.rate = player.progress >= 0.5 ? -1 : 1
      player.play()
      phase = .playing
    }
  }

  /// Reverses the player (its rate turns round, and it plays).
  package func reverse() {
    player.reverse()
    phase = .playing
  }

  /// Scrubs by steps of ``scrubStep`` (stops playing and any release).
  ///
  /// - Parameter steps: +1 toward open, −1 toward closed.
  package func scrub(by steps: Int) {
    player.progress += Double(steps) * SheetDemo.scrubStep
    phase = .resting
  }

  /// Releases into ``SheetDrag/releaseSpring`` toward the nearer end, as a finger would let go
  /// at a speed.
  ///
  /// - Parameters:
  ///   - velocity: Progress per second, such as +``flingSpeed`` up or −``flingSpeed`` down.
  ///   - instant: When the spring starts, on the animator's timebase (a key's time); `nil` for
  ///     the last frame rendered.
  package func fling(velocity: Double, at instant: Double? = nil) {
    release(to: .nearest, velocity: velocity, at: instant)
  }

  /// Releases the player into ``SheetDrag/releaseSpring``.
  ///
  /// - Parameters:
  ///   - destination: Where to; ``ChoreographyPlayer/Destination/nearest`` needs a velocity.
  ///   - velocity: The progress velocity, per second; `nil` keeps the player's.
  ///   - instant: When, on the animator's timebase; `nil` for the last frame.
  private func release(
    to destination: ChoreographyPlayer.Destination, velocity: Double?, at instant: Double? = nil
  ) {
    springs(hold.release(to: destination, velocity: velocity, at: instant))
  }

  /// Notes a release: its velocity, and the phase, springing to its end.
  ///
  /// - Parameter release: The release just made.
  private func springs(_ release: SheetDrag.Release) {
    releaseVelocity = release.velocity
    phase = .releasing(release.end)
  }

  // MARK: Dragging

  /// Catches the sheet under a finger: the player stops where it is (reading its progress back
  /// sets it there, so nothing jumps), and the tracker starts at that progress.
  ///
  /// - Parameter instant: The press's time on the animator's timebase, in seconds.
  package func grab(at instant: Double) {
    hold.grab(at: instant)
    phase = .dragging
  }

  /// Moves the held sheet with the finger: the progress is where the drag began plus the
  /// finger's travel up (clamped by the player to `0...1`), and the tracker follows it.
  ///
  /// - Parameters:
  ///   - travel: How far the finger moved up since the press, in sheet travels (the distance
  ///     from closed to open is 1; down is negative).
  ///   - instant: The event's time on the animator's timebase, in seconds.
  package func drag(by travel: Double, at instant: Double) {
    guard phase == .dragging else { return }
    hold.move(by: travel, at: instant)
  }

  /// Lets the sheet go: it springs to the nearer end (as a ``Decay`` of the progress at the
  /// tracker's velocity would rest), leaving with that velocity from the release's instant.
  ///
  /// - Parameters:
  ///   - travel: How far the finger moved up since the press, in sheet travels.
  ///   - instant: The release event's time on the animator's timebase, in seconds.
  package func letGo(by travel: Double, at instant: Double) {
    guard phase == .dragging else { return }
    springs(hold.letGo(by: travel, at: instant))
  }
}

extension SheetDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "sheet"
  /// The line under the tabs.
  package static let summary =
    "A bottom sheet: one choreography, played, reversed, scrubbed and flung."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<SheetDemo>(
    hints: [
      KeyHint("space", "play"), KeyHint("r", "reverse"), KeyHint(",/.", "scrub"),
      KeyHint("u/d", "fling"),
    ],
    [
      .on(.space, .enter) { $0.toggle() },
      .on(.character("r")) { $0.reverse() },
      .on(.character(","), .character("<")) { $0.scrub(by: -1) },
      .on(.character("."), .character(">")) { $0.scrub(by: 1) },
      .on(
        .character("u"), .character("U"),
        attempt: { sheet, time in
          sheet.fling(velocity: SheetDemo.flingSpeed, at: time)
          return true
        }),
      .on(
        .character("d"), .character("D"),
        attempt: { sheet, time in
          sheet.fling(velocity: -SheetDemo.flingSpeed, at: time)
          return true
        }),
    ])
}
