// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The button demo (seed 001): pop's progress button.
///
/// The model both galleries draw: a ring that fills as progress goes from 0 to 100 % on a
/// linear ``BasicAnimation``, a colour that springs from grey to the accent, a press that
/// springs the button smaller and a release that springs it back with a bounce. The blur
/// layer's opacity is `1 − progress`.
@MainActor
package final class ButtonDemo {
  /// The animated object: the button's state.
  @MainActor
  package final class Button {
    /// How full the ring is, 0...1.
    package var progress = 0.0
    /// The ring's and label's colour.
    package var color = ButtonDemo.grey
    /// The button's scale, 1 at rest.
    package var scale = 1.0
  }

  /// The colour at rest.
  package static let grey = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
  /// The colour while filled: pop's pink.
  package static let accent = RGBAColor(red: 1, green: 0.23, blue: 0.42)
  /// How long the ring takes to fill, in seconds.
  package static let fillDuration = 1.5
  /// How long a tap holds the button down, in seconds.
  package static let tapLength = 0.15
  /// The colour's spring.
  package static let colorSpring = Spring(bounciness: 8, speed: 6)

  /// The ring's progress.
  package static let progress = AnimatableProperty<Button, Double>(
    name: "progress", threshold: 0.001, read: { $0.progress }, write: { $0.progress = $1 })
  /// The ring's and label's colour.
  package static let color = AnimatableProperty<Button, RGBAColor>(
    name: "color", threshold: 0.01, read: { $0.color }, write: { $0.color = $1 })
  /// The button's scale.
  package static let scale = AnimatableProperty<Button, Double>(
    name: "scale", threshold: 0.005, read: { $0.scale }, write: { $0.scale = $1 })

  /// The animator that runs the button's animations.
  package let animator: Animator
  /// The button's state.
  package let button = Button()
  /// Whether the button is held down.
  package private(set) var isPressed = false
  /// Whether the ring is full (or filling).
  package private(set) var isFilled = false

  /// Creates the button at rest, empty.
  ///
  /// - Parameter animator: The animator that runs the button's animations.
  package init(animator: Animator) {
    self.animator = animator
  }

  /// What the state readout says: pressed, filled or ready.
  package var state: String { isPressed ? "pressed" : (isFilled ? "filled" : "ready") }

  /// A tap: touch down now and touch up inside ``tapLength`` later.
  ///
  /// - Parameter time: The animator's time now, in seconds.
  /// - Returns: Whether the tap started (not while the button is held).
  package func tap(at time: Double) -> Bool {
    guard !isPressed else { return false }
    touchDown()
    let release = CustomAnimation<Button> { [weak self] _, _ in
      self?.touchUpInside()
      return false
    }
    release.beginTime = time + ButtonDemo.tapLength
    animator.add(release, to: button, forKey: "tap")
    return true
  }

  /// Touch down: the button springs smaller, to 0.8, without a bounce.
  package func touchDown() {
    isPressed = true
    springScale(to: 0.8, bounciness: 0, velocity: 0)
  }

  /// Touch up inside: the button springs back with a bounce (pop's demo: bounciness 18 and a
  /// push of 3 per second) and the action runs: fill the ring, or empty it when full.
  package func touchUpInside() {
    guard isPressed else { return }
    isPressed = false
    springScale(to: 1, bounciness: 18, velocity: 3)
    isFilled.toggle()
    let fill = BasicAnimation(property: ButtonDemo.progress)
    fill.toValue = isFilled ? 1 : 0
    fill.duration = isFilled ? ButtonDemo.fillDuration : 0.5
    fill.timingCurve = isFilled ? .linear : .easeOut
    animator.add(fill, to: button, forKey: "progress")
    let color = SpringAnimation(property: ButtonDemo.color)
    color.toValue = isFilled ? ButtonDemo.accent : ButtonDemo.grey
    color.spring = ButtonDemo.colorSpring
    animator.add(color, to: button, forKey: "color")
  }

  /// Drag out: the button springs back to its size without running the action.
  package func dragOut() {
    guard isPressed else { return }
    isPressed = false
    springScale(to: 1, bounciness: 4, velocity: 0)
  }

  private func springScale(to scale: Double, bounciness: Double, velocity: Double) {
    let animation = SpringAnimation(property: ButtonDemo.scale)
    animation.toValue = scale
    animation.velocity = velocity
    animation.spring = Spring(bounciness: bounciness, speed: 16)
    animator.add(animation, to: button, forKey: "scale")
  }
}

extension ButtonDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "button"
  /// The line under the tabs.
  package static let summary = "pop's progress button: tap it to fill the ring (seed 001)."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<ButtonDemo>(
    hints: [
      KeyHint("space", "tap"), KeyHint("d", "down"), KeyHint("u", "up"), KeyHint("x", "drag out"),
    ],
    [
      .on(.space, .enter, attempt: { $0.tap(at: $1) }),
      .on(.character("d")) { $0.touchDown() },
      .on(.character("u")) { $0.touchUpInside() },
      .on(.character("x")) { $0.dragOut() },
    ])
}
