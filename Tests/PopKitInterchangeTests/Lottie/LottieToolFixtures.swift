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

  /// A ball squashed about its bottom.
  ///
  /// A 300 × 200 canvas at 10 fps, frames 0…20. The 60 × 60
  /// ellipse's anchor is its bottom (0, 30), the layer at (150, 150) (so the ball's centre rests
  /// at (150, 120)); its scale goes to 130 % × 70 % by frame 10 and back by frame 20, both
  /// dimensions on one easing, so the bottom stays on the ground while the centre drops 9 px.
  static let anchoredSquash = """
    {"v": "5.7.4", "nm": "bounce", "fr": 10, "ip": 0, "op": 21, "w": 300, "h": 200, "ddd": 0,
     "assets": [], "layers": [
      {"ddd": 0, "ind": 1, "ty": 4, "nm": "ball", "sr": 1, "ao": 0, "ip": 0, "op": 21, "st": 0,
       "ks": {"o": {"a": 0, "k": 100}, "r": {"a": 0, "k": 0},
              "p": {"a": 0, "k": [150, 150, 0]}, "a": {"a": 0, "k": [0, 30, 0]},
              "s": {"a": 1, "k": [
                {"t": 0, "s": [100, 100, 100], "o": {"x": [0.3, 0.3, 0.3], "y": [0, 0, 0]},
                 "i": {"x": [0.7, 0.7, 0.7], "y": [1, 1, 1]}},
                {"t": 10, "s": [130, 70, 100], "o": {"x": [0.3, 0.3, 0.3], "y": [0, 0, 0]},
                 "i": {"x": [0.7, 0.7, 0.7], "y": [1, 1, 1]}},
                {"t": 20, "s": [100, 100, 100]}]}},
       "shapes": [{"ty": "gr", "it": [
         {"ty": "el", "d": 1, "s": {"a": 0, "k": [60, 60]}, "p": {"a": 0, "k": [0, 0]}},
         {"ty": "fl", "c": {"a": 0, "k": [0.95, 0.55, 0.1, 1]}, "o": {"a": 0, "k": 100}},
         {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
          "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]}]}
    """

  /// A moving anchor and a layer shown only for a while.
  ///
  /// A 300 × 200 canvas at 10 fps, frames 0…20. Layer `pan`: a 40 × 40 red square at the layer's origin, the layer at (100, 60)
  /// scaled 150 %, its anchor moving from (0, 0) to (-40, 20) (frames 2–12, eased), so the
  /// square moves by (60, -30). Layer `blink`: a 30 × 30 blue ellipse at (220, 150), shown from
  /// frame 5 up to frame 15.
  static let panAndBlink = """
    {"v": "5.7.4", "nm": "pan", "fr": 10, "ip": 0, "op": 21, "w": 300, "h": 200, "ddd": 0,
     "assets": [], "layers": [
      {"ddd": 0, "ind": 1, "ty": 4, "nm": "pan", "ip": 0, "op": 21, "st": 0,
       "ks": {"p": {"a": 0, "k": [100, 60, 0]}, "s": {"a": 0, "k": [150, 150, 100]},
              "a": {"a": 1, "k": [
                {"t": 2, "s": [0, 0, 0], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.2], "y": [1]},
                 "to": [0, 0, 0], "ti": [0, 0, 0]},
                {"t": 12, "s": [-40, 20, 0]}]}},
       "shapes": [
         {"ty": "rc", "d": 1, "s": {"a": 0, "k": [40, 40]}, "p": {"a": 0, "k": [0, 0]},
          "r": {"a": 0, "k": 0}},
         {"ty": "fl", "c": {"a": 0, "k": [0.9, 0.1, 0.1, 1]}, "o": {"a": 0, "k": 100}}]},
      {"ddd": 0, "ind": 2, "ty": 4, "nm": "blink", "ip": 5, "op": 15, "st": 0,
       "ks": {"p": {"a": 0, "k": [220, 150, 0]}},
       "shapes": [
         {"ty": "el", "d": 1, "s": {"a": 0, "k": [30, 30]}, "p": {"a": 0, "k": [0, 0]}},
         {"ty": "fl", "c": {"a": 0, "k": [0.1, 0.2, 0.9, 1]}, "o": {"a": 0, "k": 100}}]}]}
    """

  /// A ball carried by a null: a 300 × 200 canvas at 10 fps, frames 0…20.
  ///
  /// Null `root` (ind 3) rests at (5, 5). Null `carrier` (ind 1, parent 3) has its anchor at
  /// (10, 10) and moves from (100, 100) to (200, 100) (frames 0–20, eased). Shape layer `ball`
  /// (parent 1): a 40 × 40 green ellipse at its origin, its own position moving from (0, 20) to
  /// (0, 60) (frames 5–15, eased): in the composition it rests at (95, 115) and moves with both.
  static let carriedBall = """
    {"v": "5.7.4", "nm": "carry", "fr": 10, "ip": 0, "op": 21, "w": 300, "h": 200, "ddd": 0,
     "assets": [], "layers": [
      {"ddd": 0, "ind": 3, "ty": 3, "nm": "root", "ip": 0, "op": 21, "st": 0,
       "ks": {"p": {"a": 0, "k": [5, 5, 0]}, "a": {"a": 0, "k": [0, 0, 0]}}},
      {"ddd": 0, "ind": 1, "ty": 3, "nm": "carrier", "parent": 3, "ip": 0, "op": 21, "st": 0,
       "ks": {"a": {"a": 0, "k": [10, 10, 0]}, "s": {"a": 0, "k": [100, 100, 100]},
              "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100},
              "p": {"a": 1, "k": [
                {"t": 0, "s": [100, 100, 0], "o": {"x": 0.4, "y": 0}, "i": {"x": 0.6, "y": 1},
                 "to": [0, 0, 0], "ti": [0, 0, 0]},
                {"t": 20, "s": [200, 100, 0]}]}}},
      {"ddd": 0, "ind": 2, "ty": 4, "nm": "ball", "parent": 1, "ip": 0, "op": 21, "st": 0,
       "ks": {"p": {"a": 1, "k": [
                {"t": 5, "s": [0, 20, 0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.3], "y": [1]}},
                {"t": 15, "s": [0, 60, 0]}]}},
       "shapes": [
         {"ty": "el", "d": 1, "s": {"a": 0, "k": [40, 40]}, "p": {"a": 0, "k": [0, 0]}},
         {"ty": "fl", "c": {"a": 0, "k": [0.1, 0.7, 0.3, 1]}, "o": {"a": 0, "k": 100}}]}]}
    """

  /// A layer whose parent turns: null `turner` (ind 4) turning 90° over frames 0–20, shape
  /// layer `spinner` (parent 4) 20 px right of it.
  static let turningParent = """
    {"v": "5.7.4", "nm": "turn", "fr": 10, "ip": 0, "op": 21, "w": 300, "h": 200, "ddd": 0,
     "assets": [], "layers": [
      {"ddd": 0, "ind": 4, "ty": 3, "nm": "turner", "ip": 0, "op": 21, "st": 0,
       "ks": {"p": {"a": 0, "k": [250, 50, 0]}, "r": {"a": 1, "k": [
         {"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}},
         {"t": 20, "s": [90]}]}}},
      {"ddd": 0, "ind": 5, "ty": 4, "nm": "spinner", "parent": 4, "ip": 0, "op": 21, "st": 0,
       "ks": {"p": {"a": 0, "k": [20, 0, 0]}},
       "shapes": [
         {"ty": "rc", "d": 1, "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [0, 0]},
          "r": {"a": 0, "k": 0}},
         {"ty": "fl", "c": {"a": 0, "k": [0.5, 0.5, 0.5, 1]}, "o": {"a": 0, "k": 100}}]}]}
    """

  /// A layer whose parent grows: null `grower` (ind 7) at (150, 100) scaling from 100 % to 200 %
  /// (frames 0–20, eased) and turning from 0° to 30° (frames 5–15); shape layer `moon` (parent
  /// 7), a 20 × 12 purple ellipse 40 px right of it. (A still `r` and `rz` on the child make
  /// rlottie draw nothing at all, so the child itself is upright.)
  static let growingParent = """
    {"v": "5.7.4", "nm": "grow", "fr": 10, "ip": 0, "op": 21, "w": 300, "h": 200, "ddd": 0,
     "assets": [], "layers": [
      {"ddd": 0, "ind": 7, "ty": 3, "nm": "grower", "ip": 0, "op": 21, "st": 0,
       "ks": {"p": {"a": 0, "k": [150, 100, 0]},
              "s": {"a": 1, "k": [
                {"t": 0, "s": [100, 100, 100], "o": {"x": [0.4, 0.4, 0.4], "y": [0, 0, 0]},
                 "i": {"x": [0.6, 0.6, 0.6], "y": [1, 1, 1]}},
                {"t": 20, "s": [200, 200, 100]}]},
              "r": {"a": 1, "k": [
                {"t": 5, "s": [0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}},
                {"t": 15, "s": [30]}]}}},
      {"ddd": 0, "ind": 8, "ty": 4, "nm": "moon", "parent": 7, "ip": 0, "op": 21, "st": 0,
       "ks": {"p": {"a": 0, "k": [40, 0, 0]}},
       "shapes": [
         {"ty": "el", "d": 1, "s": {"a": 0, "k": [20, 12]}, "p": {"a": 0, "k": [0, 0]}},
         {"ty": "fl", "c": {"a": 0, "k": [0.5, 0.2, 0.7, 1]}, "o": {"a": 0, "k": 100}}]}]}
    """

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
