// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A document that uses every property and segment kind the web exports write: a path on
/// `position`, springs (one that leaves and returns), cubic segments (one that leaves and
/// returns), linear segments with an overshooting curve, jumps, a colour with alpha, a corner
/// radius, a width and a user's own property.
enum BrowserRichDocument {
  static let text = """
    {
      "popkit": 1,
      "size": [400, 400],
      "springs": {"bouncy": {"stiffness": 300, "damping": 12}},
      "tracks": {
        "arc": {"path": "M0 0 C 60 -120 180 -120 240 0", "duration": 1.0, "curve": "easeInEaseOut"}
      },
      "choreographies": {
        "rich": {
          "targets": {
            "card": {"x": 40, "y": 200, "width": 120, "height": 80, "color": "#3366FF"},
            "dot": {"x": 300, "y": 40, "width": 40, "height": 40, "color": "#FF6633"}
          },
          "tracks": [
            {"target": "card", "property": "position", "track": "arc", "at": 0.1},
            {"target": "card", "property": "rotation", "track": {"from": 0, "keyframes": [
              {"kind": "spring", "to": 90, "spring": "bouncy", "duration": 0.9},
              {"kind": "cubic", "to": 45, "duration": 0.3, "startVelocity": 0, "endVelocity": 0}]}},
            {"target": "card", "property": "scale", "at": 0.2, "track": {"from": 1, "keyframes": [
              {"kind": "linear", "to": 1.5, "duration": 0.4, "curve": [0.3, -0.4, 0.6, 1.6]},
              {"kind": "move", "to": 0.8},
              {"kind": "linear", "to": 1, "duration": 0.3}]}},
            {"target": "card", "property": "color", "track": {"from": "#3366FF", "keyframes": [
              {"kind": "cubic", "to": [1, 0.4, 0.2, 0.6], "duration": 0.8,
               "startVelocity": [0, 1, -1, 0], "endVelocity": [0, 0, 0, 0]}]}},
            {"target": "card", "property": "cornerRadius", "track": {"from": 0, "keyframes": [
              {"kind": "linear", "to": 40, "duration": 1.0, "curve": "easeOut"}]}},
            {"target": "dot", "property": "y", "track": {"from": 0, "keyframes": [
              {"kind": "spring", "to": 0, "spring": "bouncy", "startVelocity": 800, "duration": 1.0}]}},
            {"target": "dot", "property": "x", "at": 0.3, "track": {"from": 0, "keyframes": [
              {"kind": "cubic", "to": 0, "duration": 0.6, "startVelocity": 300, "endVelocity": -100}]}},
            {"target": "dot", "property": "progress", "track": {"from": 0, "keyframes": [
              {"kind": "spring", "to": 1, "spring": "bouncy"}]}},
            {"target": "dot", "property": "opacity", "at": 0.5, "track": {"from": 1, "keyframes": [
              {"kind": "linear", "to": 0.3, "duration": 0.5}, {"kind": "move", "to": 1}]}},
            {"target": "dot", "property": "width", "track": {"from": 40, "keyframes": [
              {"kind": "cubic", "to": 80, "duration": 0.7, "startVelocity": 0, "endVelocity": 0}]}},
            {"target": "dot", "property": "scaleY", "track": {"from": 1, "keyframes": [
              {"kind": "move", "to": 2}, {"kind": "spring", "to": 1, "spring": "bouncy", "duration": 0.8}]}}
          ]
        }
      }
    }
    """
}
