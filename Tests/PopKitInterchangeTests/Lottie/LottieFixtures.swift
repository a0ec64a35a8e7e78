// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitInterchange

/// Documents the Lottie suites export, import and play.
enum LottieFixtures {
  /// One target that moves along a path while its scale springs and then eases back on a
  /// cubic, its rotation eases, jumps and returns, its opacity dips on a cubic and recovers on
  /// a curve, and its colour changes linearly: every kind of segment the export writes. (Its
  /// opacity stays at 0.6 or more, where a player's 8-bit premultiplied pixels still give the
  /// colour to 1/255 ÷ 0.6 ≈ 0.7 %.)
  static let showcase = """
    {
      "popkit": 1,
      "size": [400, 300],
      "springs": {"bouncy": {"duration": 0.6, "bounce": 0.3}},
      "choreographies": {
        "show": {
          "targets": {"card": {"x": 40, "y": 100, "width": 80, "height": 60, "color": "#3366FF"}},
          "tracks": [
            {"target": "card", "property": "position",
             "track": {"path": "M0 0 C 60 -80 160 -80 220 0", "duration": 1.0, "curve": "easeInEaseOut"}},
            {"target": "card", "property": "scale", "track": {"from": 1, "keyframes": [
              {"kind": "spring", "to": 1.5, "spring": "bouncy", "duration": 0.8},
              {"kind": "cubic", "to": 1, "duration": 0.4, "startVelocity": 0, "endVelocity": 0}]}},
            {"target": "card", "property": "rotation", "at": 0.2, "track": {"from": 0, "keyframes": [
              {"kind": "linear", "to": 30, "duration": 0.5, "curve": "easeOut"},
              {"kind": "move", "to": 10},
              {"kind": "linear", "to": 0, "duration": 0.4}]}},
            {"target": "card", "property": "opacity", "track": {"from": 1, "keyframes": [
              {"kind": "cubic", "to": 0.6, "duration": 0.5, "startVelocity": -2, "endVelocity": 0},
              {"kind": "linear", "to": 1, "duration": 0.5, "curve": [0.2, 0, 0, 1]}]}},
            {"target": "card", "property": "color", "at": 0.1, "track": {"from": "#3366FF", "keyframes": [
              {"kind": "linear", "to": "#FF6633", "duration": 1.0}]}}
          ]
        }
      }
    }
    """
}
