// snippet.hide
// The README's first sample ("Using PopKit"), a whole `main.swift`; Scripts/readme-snippets
// checks that the README shows this text, and `.ci/run` runs it and checks what it prints.
// snippet.show
import PopKit

final class Box { var x = 0.0 }
let box = Box()
let x = AnimatableProperty(\Box.x, threshold: 0.01)  // once, for every Box

let spring = Animator.shared.animate(box, x, to: 1)  // on a spring, at 60 Hz
let settled = await spring.finished  // frames run while this waits (in an app, its main loop)
print("settled:", settled, "x:", box.x)  // settled: true x: 1.0
