// snippet.hide
// The README's first sample ("Using PopKit"); Scripts/readme-snippets checks that the README
// shows this text.
import PopKit

final class Box { var x = 0.0 }
let box = Box()
// snippet.show
let x = AnimatableProperty(\Box.x, threshold: 0.01)  // once, for every Box
Animator.shared.animate(box, x, to: 1)  // on a spring, at 60 Hz; the key is "\Box.x"
Animator.shared.animate(box, x, to: 0, spring: .bouncy)  // later: turns, keeping its speed
