// snippet.hide
// The article "Motion that travels": a Lottie file's layers played natively on an app's own
// objects, through the motion document it imports into.
import PopKit
import PopKitInterchange

// snippet.show
/// A layer of the app's own, drawn however the app draws.
final class Sprite {
  var position = SIMD2<Double>(0, 0)
  var scale = 1.0
  var rotation = 0.0
  var opacity = 1.0
  var color = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)

  static let position = AnimatableProperty(\Sprite.position, threshold: 0.5)
  static let x = AnimatableProperty(\Sprite.position.x, name: "x", threshold: 0.5)
  static let y = AnimatableProperty(\Sprite.position.y, name: "y", threshold: 0.5)
  static let scale = AnimatableProperty(\Sprite.scale, threshold: 0.001)
  static let rotation = AnimatableProperty(\Sprite.rotation, threshold: 0.1)
  static let opacity = AnimatableProperty(\Sprite.opacity, threshold: 0.001)
  static let color = AnimatableProperty(\Sprite.color, threshold: 0.001)
}

@MainActor
func play(lottie: String, on animator: Animator) throws -> [String: Sprite] {
  let (document, notes) = try LottieImport.document(fromLottie: lottie)
  for note in notes { print(note) }  // what a document cannot hold, by layer
  var sprites: [String: Sprite] = [:]
  let name = document.choreographyNames[0]
  let choreography = try document.choreography(named: name) { layer, property in
    let sprite = sprites[layer] ?? Sprite()
    sprites[layer] = sprite
    return switch property {
    case "position": .property(Sprite.position, of: sprite)
    case "x": .property(Sprite.x, of: sprite)
    case "y": .property(Sprite.y, of: sprite)
    case "scale": .property(Sprite.scale, of: sprite)
    case "rotation": .property(Sprite.rotation, of: sprite)
    case "opacity": .property(Sprite.opacity, of: sprite)
    case "color": .property(Sprite.color, of: sprite)
    default: nil
    }
  }
  animator.play(choreography)
  return sprites
}
