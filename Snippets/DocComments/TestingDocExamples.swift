// snippet.hide
// The example in PopKitTesting's doc comments, compiled: Scripts/doccheck checks that each
// ```swift block of a `///` comment is one of this package's snippet slices. Swift Testing's
// `expectMotion` compiles where the toolchain has the Testing module (it is not run here).
import PopKit

#if canImport(Testing)
  import PopKitTesting
  import Testing

  final class Box { var x = 0.0 }
  let xProperty = AnimatableProperty(\Box.x)

  @MainActor @Test func boxSprings() {
    // snippet.show
    // snippet.MotionSnapshot
    let box = Box()
    let snapshot = MotionSnapshot.record(seconds: 1) { animator, time in
      guard time == 0 else { return }
      animator.add(SpringAnimation(property: xProperty, to: 1), to: box, forKey: "x")
    }
    expectMotion(snapshot, matchesGolden: "box-spring")
    // snippet.end
    // snippet.hide
  }
#endif
