// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The colour demo: one colour change on the same spring, channel by channel in sRGB (pop's
/// way) and through Oklab.
///
/// The model both galleries draw: two swatches springing between the same two colours, one on
/// the sRGB property and one on the same property mapped to ``OklabColor``
/// (``AnimatableProperty/mapped(to:threshold:)``).
@MainActor
package final class ColourDemo {
  /// A swatch of colour.
  @MainActor
  package final class Swatch {
    /// The colour shown.
    package var color: RGBAColor

    /// Creates a swatch of a colour.
    init(_ color: RGBAColor) { self.color = color }
  }

  /// The swatch's colour, animated channel by channel in sRGB.
  package static let srgb = AnimatableProperty<Swatch, RGBAColor>(
    name: "color", threshold: 0.002, read: { $0.color }, write: { $0.color = $1 })
  /// The same colour animated through Oklab.
  package static let oklab = srgb.mapped(to: OklabColor.self)

  /// The pairs of colours ``nextPair()`` cycles through.
  package static let pairs: [(name: String, from: RGBAColor, to: RGBAColor)] = [
    ("red → blue", RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 1)),
    ("white → black", .white, .black),
    (
      "yellow → blue", RGBAColor(red: 1, green: 0.85, blue: 0),
      RGBAColor(red: 0.1, green: 0.3, blue: 1)
    ),
    (
      "green → magenta", RGBAColor(red: 0, green: 0.8, blue: 0.3),
      RGBAColor(red: 0.9, green: 0, blue: 0.8)
    ),
  ]

  /// The animator that runs the springs.
  package let animator: Animator
  /// The swatch animated in sRGB.
  package let plain: Swatch
  /// The swatch animated through Oklab.
  package let perceptual: Swatch
  /// The index of the current pair in ``pairs``.
  package private(set) var pair = 0
  /// Whether the swatches are going to (or at) the pair's second colour.
  package private(set) var atEnd = false
  /// The spring's bounce, `0...0.6`.
  package private(set) var bounce = 0.0

  /// Creates the demo at rest on the first pair's first colour.
  ///
  /// - Parameter animator: The animator that runs the springs.
  package init(animator: Animator) {
    self.animator = animator
    plain = Swatch(ColourDemo.pairs[0].from)
    perceptual = Swatch(ColourDemo.pairs[0].from)
  }

  /// The current pair of colours.
  package var colors: (name: String, from: RGBAColor, to: RGBAColor) { ColourDemo.pairs[pair] }

  /// The spring both swatches use: slow enough to see the colours on the way.
  package var spring: Spring { Spring(duration: 1.2, bounce: bounce) }

  /// The swatches with the space each one moves in, and a label: sRGB first, then Oklab.
  package var rows: [(swatch: Swatch, space: RGBAColor.Space, label: String)] {
    [(plain, .sRGB, "sRGB (pop)"), (perceptual, .oklab, "Oklab")]
  }

  /// Sends both swatches to the pair's other colour on the same spring; a running spring turns
  /// around with its velocity.
  package func flip() {
    atEnd.toggle()
    let target = atEnd ? colors.to : colors.from
    animator.animate(plain, ColourDemo.srgb, to: target, spring: spring)
    animator.animate(perceptual, ColourDemo.oklab, to: OklabColor(target), spring: spring)
  }

  /// Moves on to the next pair: both swatches jump to its first colour and spring to its second.
  package func nextPair() {
    pair = (pair + 1) % ColourDemo.pairs.count
    atEnd = false
    for swatch in [plain, perceptual] { swatch.color = colors.from }
    flip()
  }

  /// Changes the bounce by `step`, within `0...0.6`; the next flip uses it.
  ///
  /// - Parameter step: The change, such as 0.2 or −0.2.
  package func changeBounce(by step: Double) {
    bounce = min(0.6, max(0, bounce + step))
  }

  /// How far along its path a swatch is: 0 at the pair's first colour, 1 at its second,
  /// measured in the space it moves in.
  ///
  /// - Parameters:
  ///   - swatch: One of the two swatches.
  ///   - space: The space it moves in, `.sRGB` or `.oklab`.
  /// - Returns: The fraction; beyond `0...1` where a bounce overshoots.
  package func fraction(of swatch: Swatch, in space: RGBAColor.Space) -> Double {
    func coordinates(_ color: RGBAColor) -> SIMD3<Double> {
      guard space == .oklab else { return SIMD3(color.red, color.green, color.blue) }
      let lab = OklabColor(color)
      return SIMD3(lab.lightness, lab.a, lab.b)
    }
    let span = coordinates(colors.to) - coordinates(colors.from)
    let length = (span * span).sum()
    guard length > 0 else { return 0 }
    return ((coordinates(swatch.color) - coordinates(colors.from)) * span).sum() / length
  }
}

extension ColourDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "colour"
  /// The line under the tabs.
  package static let summary =
    "One colour spring in sRGB (pop) and in Oklab: space sends both across."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<ColourDemo>(
    hints: [KeyHint("space", "flip"), KeyHint("c", "colours"), KeyHint("+/-", "bounce")],
    [
      .on(.space, .enter) { $0.flip() },
      .on(.character("c"), .character("C")) { $0.nextPair() },
      .on(.character("+"), .character("=")) { $0.changeBounce(by: 0.2) },
      .on(.character("-"), .character("_")) { $0.changeBounce(by: -0.2) },
    ])
}
