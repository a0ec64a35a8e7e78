// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The animations of `check-catalog`: one per catalog property, all added at once, each from
  /// a stated value (so that the tests can compute every frame's closed form).
  @MainActor
  enum CatalogCheckPlan {
    /// The springs' spring: under-damped (damping ratio 0.6), so every spring overshoots.
    nonisolated static let spring = Spring(tension: 180, friction: 16)
    /// The timed animations' duration, in seconds (linear).
    nonisolated static let duration = 1.2

    nonisolated static let opacity = (from: 1.0, to: 0.3)
    nonisolated static let size = (
      from: CGSize(width: 120, height: 40), to: CGSize(width: 220, height: 70)
    )
    nonisolated static let margins = (
      from: EdgeInsets.zero, to: EdgeInsets(top: 4, left: 12, bottom: 6, right: 20)
    )
    nonisolated static let position = (from: CGPoint(x: 20, y: 120), to: CGPoint(x: 260, y: 90))
    nonisolated static let transform = (
      from: GTKTransform.identity,
      to: GTKTransform(
        translationX: 12, translationY: -8, scaleX: 1.25, scaleY: 0.85, rotation: 0.6)
    )
    nonisolated static let tilt = (
      from: GTKTransform.identity, to: GTKTransform(tiltX: 0.5, tiltY: -0.4)
    )
    /// Where the tilted card sits in the fixed.
    nonisolated static let tiltedPosition = CGPoint(x: 440, y: 150)
    nonisolated static let offset = (from: 0.0, to: 420.0)
    nonisolated static let fraction = (from: 0.0, to: 1.0)
    nonisolated static let count = (from: 0.0, to: 1234.5)
    /// The counting label's format.
    nonisolated static let format = RichNumberFormat(
      NumberFormat(fractionDigits: 1, suffix: " pts"))
    /// The scrolled column's height and the viewport's, in pixels.
    nonisolated static let contentHeight: Int32 = 2000
    nonisolated static let viewportHeight: Int32 = 120

    /// The counting label's property.
    static let number = GTKProperties.number(format)

    /// A summary for the record.
    nonisolated static let description =
      "springs tension 180 friction 16; timed \(duration) s linear"

    /// Adds every animation, keyed by its property's name (`card.position` for the card).
    ///
    /// - Returns: The animations, in the order added.
    static func add(
      to animator: Animator, widgets: CatalogCheckWidgets,
      onStop: @escaping @MainActor (String, Bool) -> Void = { _, _ in }
    ) -> [Animation] {
      var added: [Animation] = []
      func addSpring<Value: AnimatableValue>(
        _ handle: GTKWidgetHandle, _ property: AnimatableProperty<GTKWidgetHandle, Value>,
        _ ends: (from: Value, to: Value), key: String
      ) {
        let animation = SpringAnimation(property: property, to: ends.to, spring: spring)
        animation.fromValue = ends.from
        animation.onStop = { _, finished in onStop(key, finished) }
        animator.add(animation, to: handle, forKey: key)
        added.append(animation)
      }
      func addTimed(
        _ handle: GTKWidgetHandle, _ property: AnimatableProperty<GTKWidgetHandle, Double>,
        _ ends: (from: Double, to: Double), key: String
      ) {
        let animation = BasicAnimation(
          property: property, from: ends.from, to: ends.to, duration: duration,
          timingCurve: .linear)
        animation.onStop = { _, finished in onStop(key, finished) }
        animator.add(animation, to: handle, forKey: key)
        added.append(animation)
      }
      addSpring(widgets.button, GTKProperties.opacity, opacity, key: "opacity")
      addSpring(widgets.button, GTKProperties.size, size, key: "size")
      addSpring(widgets.button, GTKProperties.margins, margins, key: "margins")
      addSpring(widgets.card, GTKProperties.position, position, key: "card.position")
      addSpring(widgets.card, GTKProperties.transform, transform, key: "card.transform")
      addSpring(widgets.tilted, GTKProperties.transform, tilt, key: "tilted.transform")
      addSpring(widgets.scroller, GTKProperties.verticalOffset, offset, key: "offset")
      addTimed(widgets.bar, GTKProperties.fraction, fraction, key: "fraction")
      addTimed(widgets.label, number, count, key: "number")
      return added
    }
  }
#endif
