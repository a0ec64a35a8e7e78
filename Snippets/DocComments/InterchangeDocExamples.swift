// snippet.hide
// The examples in PopKitInterchange's doc comments, compiled: Scripts/doccheck checks that
// each ```swift block of a `///` comment is one of this package's snippet slices. Each runs in
// a scope of its own, after what it assumes (hidden).
import Foundation
import PopKit
import PopKitInterchange

let text = """
  {
    "popkit": 1,
    "springs": {"snappy": {"bounciness": 8, "speed": 12}},
    "tracks": {"fade": {"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 0.2}]}},
    "choreographies": {
      "open": {
        "targets": {"card": {"x": 20, "y": 400, "width": 320, "height": 200}},
        "tracks": [{"target": "card", "property": "opacity", "track": "fade"}]
      }
    }
  }
  """
let document = try MotionDocument(json: text)
let animator = Animator()

/// A view of the app's own.
final class CardView {
  var offsetY = 0.0
  var opacity = 1.0
  static let offsetY = AnimatableProperty(\CardView.offsetY, name: "y")
  static let opacity = AnimatableProperty(\CardView.opacity)
}

do {
  // snippet.show
  // snippet.MotionDocument
  let document = try MotionDocument(json: text)
  let spring = try document.spring(named: "snappy")  // a PopKit Spring
  let fade = try document.track(named: "fade")  // a resolved track
  // snippet.end
  // snippet.hide
  _ = (spring, fade)
}

do {
  // snippet.show
  // snippet.MotionDocumentError
  do {
    _ = try MotionDocument(json: text)
  } catch {
    print(error)  // tracks.fade.keyframes[2].duration: must be 0 or in 1e-6...1e6 seconds
  }
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.CSSExport
  let css = try CSSExport.stylesheet(for: document, choreography: "open")
  print(css.text)  // @property …, @keyframes popkit-card-y { … }, #card { … }
  print(css.worstError)  // the worst linear() or sampled-keyframe error, ≤ 0.005
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.HTMLExport
  let page = try HTMLExport.page(for: document, choreography: "open")
  try page.text.write(toFile: "open.html", atomically: true, encoding: .utf8)
  // snippet.end
  // snippet.hide
}

do {
  let url = URL(fileURLWithPath: "open.lottie.json")
  // snippet.show
  // snippet.LottieExport
  let document = try MotionDocument(json: text)
  let lottie = try LottieExport.animation(for: document, choreography: "open")
  try lottie.json.write(to: url, atomically: true, encoding: .utf8)
  print(lottie.summary)  // lottie: 38 keyframes, baked within 0.061 % …
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.SpringCode
  let code = try SpringCode.code(
    for: Spring(tension: 300, friction: 10), named: "snappy", on: .compose)
  print(code)
  // // popkit: tension 300, friction 10, mass 1 (damping ratio 0.289, response 0.363 s)
  // val snappy = spring<Float>(dampingRatio = 0.28867513f, stiffness = 300f)
  // snippet.end
  // snippet.hide
}

do {
  // snippet.show
  // snippet.SpringCodeError
  do {
    _ = try SpringCode.code(for: Spring(tension: 0, friction: 5), named: "drift", on: .compose)
  } catch {
    print(error.message)  // compose: a spring without tension has no stiffness …
  }
  // snippet.end
  // snippet.hide
}

do {
  let text = "{}"
  // snippet.show
  // snippet.LottieImport
  let (document, notes) = try LottieImport.document(fromLottie: text)
  for note in notes { print(note) }  // layer "logo" (layers[1]): masks (…) not imported
  print(document.choreographyNames)  // each one plays through a MotionBinding
  // snippet.end
  // snippet.hide
}

do {
  let card = CardView()
  // snippet.show
  // snippet.MotionBinding
  let choreography = try document.choreography(named: "open") { target, property in
    switch (target, property) {
    case ("card", "y"): .property(CardView.offsetY, of: card)
    case ("card", "opacity"): .property(CardView.opacity, of: card)
    default: nil  // not played here
    }
  }
  animator.play(choreography)
  // snippet.end
  // snippet.hide
}
