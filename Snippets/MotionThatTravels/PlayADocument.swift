// snippet.hide
// The article "Motion that travels": a document's choreography played on an app's own objects.
import PopKit
import PopKitInterchange

let documentText = """
  {"popkit": 1,
   "springs": {"snappy": {"bounciness": 8, "speed": 12}},
   "choreographies": {"open": {
     "targets": {"card": {"x": 20, "y": 400, "width": 320, "height": 200}},
     "tracks": [
       {"target": "card", "property": "y", "track": {"from": 200, "keyframes": [
         {"kind": "spring", "to": 0, "spring": "snappy"}]}},
       {"target": "card", "property": "opacity", "track": {"from": 0, "keyframes": [
         {"kind": "linear", "to": 1, "duration": 0.2}]}}]}}}
  """
// snippet.show
final class CardView {
  var offsetY = 0.0
  var opacity = 1.0
  static let offsetY = AnimatableProperty(\CardView.offsetY, threshold: 0.5)
  static let opacity = AnimatableProperty(\CardView.opacity, threshold: 0.01)
}

@MainActor
func playOpen(on card: CardView, with animator: Animator) throws {
  let document = try MotionDocument(json: documentText)
  let open = try document.choreography(named: "open") { target, property in
    switch (target, property) {
    case ("card", "y"): .property(CardView.offsetY, of: card)
    case ("card", "opacity"): .property(CardView.opacity, of: card)
    default: nil
    }
  }
  animator.play(open)
}
