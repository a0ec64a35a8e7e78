// snippet.hide
// The article "Colours and transforms": a colour through Oklab, an angle the short way, a
// rotation kept as a number, and a whole transform animated by its parts.
import PopKit

let animator = Animator()
// snippet.show
// snippet.oklab
final class Swatch { var color = RGBAColor.white }
let color = AnimatableProperty(\Swatch.color)  // sRGB, pop's way
let perceptual = color.mapped(to: OklabColor.self)  // the same property, through Oklab

let blue = RGBAColor(red: 0, green: 0, blue: 1)
let swatch = Swatch()
let spring = SpringAnimation(property: perceptual, to: OklabColor(blue))
animator.add(spring, to: swatch, forKey: "tint")
print("Oklab lightness of blue:", OklabColor(blue).lightness)  // 0.452
// snippet.end

// snippet.hide
final class Dial { var heading = Angle.degrees(350) }
let headingProperty = AnimatableProperty(\Dial.heading)
let dial = Dial()
let heading = dial.heading
let needle = SpringAnimation(property: headingProperty)
// snippet.show
// snippet.angle
needle.toValue = heading.shortestPath(to: .degrees(10))  // 350° → 370°: 20° forwards
// snippet.end

// snippet.rotationY
final class Card {
  var rotationY = 0.0 { didSet { transform = .rotation(angle: rotationY, x: 0, y: 1, z: 0) } }
  private(set) var transform = Transform3D.identity
}
let rotationY = AnimatableProperty(\Card.rotationY)
// snippet.end

// snippet.transform
final class Layer { var transform = Transform3D.identity }
let transform = AnimatableProperty<Layer, DecomposedTransform>(representing: \.transform)

let turn = SpringAnimation(
  property: transform, to: .rotation(angle: 1.5 * .pi, x: 0, y: 0, z: 1))
// snippet.end
