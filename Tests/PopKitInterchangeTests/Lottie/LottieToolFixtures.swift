// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Hand-made Lottie files in the shape After Effects (through bodymovin) writes them: groups with
/// their own transform, split position, per-dimension easing, ellipses, precompositions,
/// expressions, masks and effects.
enum LottieToolFixtures {
  /// An ellipse that moves, squashes and stretches: a 300 × 200 canvas at 10 fps, frames 0…20.
  ///
  /// One shape layer `ball`: a group holding a 60 × 40 ellipse at the group's origin and a fill
  /// (0.8, 0.2, 0.4); the layer's split position moves x from 80 to 200 (eased, frames 0–20) and
  /// y from 100 to 120 (linear, frames 5–15); its scale goes from 100 % × 100 % to 140 % × 70 %
  /// with each dimension eased its own way (frames 0–10), then holds. The last keyframes carry no
  /// `o`/`i` (rlottie reads such a property as 0).
  static let squashingBall = """
    {"v": "5.7.4", "nm": "squash", "fr": 10, "ip": 0, "op": 21, "w": 300, "h": 200, "ddd": 0,
     "assets": [], "layers": [
      {"ddd": 0, "ind": 1, "ty": 4, "nm": "ball", "sr": 1, "ao": 0, "ip": 0, "op": 21, "st": 0,
       "bm": 0,
       "ks": {"o": {"a": 0, "k": 100, "ix": 11}, "r": {"a": 0, "k": 0, "ix": 10},
              "p": {"s": true,
                    "x": {"a": 1, "k": [
                      {"t": 0, "s": [80], "o": {"x": [0.33], "y": [0]}, "i": {"x": [0.67], "y": [1]}},
                      {"t": 20, "s": [200]}], "ix": 3},
                    "y": {"a": 1, "k": [
                      {"t": 5, "s": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                      {"t": 15, "s": [120]}], "ix": 4}},
              "a": {"a": 0, "k": [0, 0, 0], "ix": 1},
              "s": {"a": 1, "k": [
                {"t": 0, "s": [100, 100, 100], "o": {"x": [0.2, 0.6], "y": [0, 0]},
                 "i": {"x": [0.4, 0.9], "y": [1, 1]}},
                {"t": 10, "s": [140, 70, 100]}], "ix": 6}},
       "shapes": [
         {"ty": "gr", "nm": "Ellipse 1", "np": 2, "cix": 2, "bm": 0, "ix": 1, "it": [
           {"d": 1, "ty": "el", "nm": "Ellipse Path 1", "s": {"a": 0, "k": [60, 40], "ix": 2},
            "p": {"a": 0, "k": [0, 0], "ix": 3}},
           {"ty": "fl", "nm": "Fill 1", "c": {"a": 0, "k": [0.8, 0.2, 0.4, 1], "ix": 4},
            "o": {"a": 0, "k": 100, "ix": 5}, "r": 1, "bm": 0},
           {"ty": "tr", "nm": "Transform", "p": {"a": 0, "k": [0, 0], "ix": 2},
            "a": {"a": 0, "k": [0, 0], "ix": 1}, "s": {"a": 0, "k": [100, 100], "ix": 3},
            "r": {"a": 0, "k": 0, "ix": 6}, "o": {"a": 0, "k": 100, "ix": 7},
            "sk": {"a": 0, "k": 0, "ix": 4}, "sa": {"a": 0, "k": 0, "ix": 5}}]}]}]}
    """

  /// ``squashingBall`` with the scale's two dimensions on one easing (written per dimension,
  /// equal, as After Effects writes them): rlottie and ThorVG read only a keyframe's first
  /// dimension's easing (`o.x[0]`…), where lottie-web and the import give each its own, so a
  /// file whose dimensions ease differently is drawn differently by them and cannot be compared.
  static let squashingBallOneEasing = squashingBall.replacingOccurrences(
    of: #""o": {"x": [0.2, 0.6], "y": [0, 0]},"#, with: #""o": {"x": [0.2, 0.2], "y": [0, 0]},"#
  ).replacingOccurrences(
    of: #""i": {"x": [0.4, 0.9], "y": [1, 1]}}"#, with: #""i": {"x": [0.4, 0.4], "y": [1, 1]}}"#)

  /// What a designer's file brings besides shapes: a precomposition layer (and its asset), a
  /// null, a layer with a mask, an effect, an expression on its rotation and a parent, and a
  /// shape layer with a star and a stroke.
  static let kitchenSink = """
    {"v": "5.7.4", "nm": "sink", "fr": 24, "ip": 0, "op": 48, "w": 400, "h": 300, "ddd": 0,
     "assets": [{"id": "comp_0", "layers": [
       {"ty": 4, "nm": "inner", "ind": 1, "ip": 0, "op": 48, "st": 0, "ks": {}, "shapes": []}]}],
     "layers": [
      {"ddd": 0, "ind": 1, "ty": 3, "nm": "Null 1", "ip": 0, "op": 48, "st": 0,
       "ks": {"p": {"a": 0, "k": [200, 150, 0]}}},
      {"ddd": 0, "ind": 2, "ty": 0, "nm": "Pre-comp 1", "refId": "comp_0", "w": 400, "h": 300,
       "ip": 0, "op": 48, "st": 0, "ks": {}},
      {"ddd": 0, "ind": 3, "ty": 4, "nm": "disc", "parent": 1, "ip": 0, "op": 48, "st": 0,
       "hasMask": true,
       "masksProperties": [{"inv": false, "mode": "a", "pt": {"a": 0, "k": {"c": true,
         "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]],
         "v": [[0, 0], [10, 0], [0, 10]]}}, "o": {"a": 0, "k": 100}, "nm": "Mask 1"}],
       "ef": [{"ty": 5, "nm": "Slider Control", "ef": [{"ty": 0, "nm": "Slider", "v": {"a": 0, "k": 3}}]}],
       "ks": {"r": {"a": 1, "k": [
                {"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}},
                {"t": 24, "s": [90]}],
                "x": "var $bm_rt;\\n$bm_rt = wiggle(2, 10);"},
              "p": {"a": 0, "k": [0, 0, 0]}, "a": {"a": 0, "k": [0, 0, 0]},
              "s": {"a": 0, "k": [100, 100, 100]}, "o": {"a": 0, "k": 100}},
       "shapes": [
         {"ty": "el", "s": {"a": 0, "k": [50, 50]}, "p": {"a": 0, "k": [0, 0]}},
         {"ty": "fl", "c": {"a": 0, "k": [0, 0.5, 1, 1]}, "o": {"a": 0, "k": 100}}]},
      {"ddd": 0, "ind": 4, "ty": 4, "nm": "star", "ip": 0, "op": 48, "st": 0,
       "ks": {"p": {"a": 0, "k": [100, 100, 0]}},
       "shapes": [
         {"ty": "sr", "sy": 1, "pt": {"a": 0, "k": 5}, "p": {"a": 0, "k": [0, 0]},
          "r": {"a": 0, "k": 0}, "ir": {"a": 0, "k": 10}, "or": {"a": 0, "k": 20},
          "is": {"a": 0, "k": 0}, "os": {"a": 0, "k": 0}},
         {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100},
          "w": {"a": 0, "k": 2}},
         {"ty": "fl", "c": {"a": 0, "k": [1, 0.8, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
    """
}
