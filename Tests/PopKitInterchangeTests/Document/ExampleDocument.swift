// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The example document, used by several suites.
enum ExampleDocument {
  static let text = """
    {
      "popkit": 1,
      "size": [360, 640],
      "springs": {
        "snappy": {"bounciness": 8, "speed": 12},
        "sheet":  {"duration": 0.5, "bounce": 0.2},
        "raw":    {"tension": 300, "friction": 10, "mass": 1},
        "ca":     {"stiffness": 170, "damping": 26, "mass": 1},
        "ios":    {"response": 0.4, "dampingRatio": 0.8}
      },
      "curves": {"standard": [0.2, 0, 0, 1], "out": "easeOut"},
      "tracks": {
        "fade": {"from": 0, "keyframes": [
          {"kind": "linear", "to": 1, "duration": 0.3, "curve": "standard"},
          {"kind": "spring", "to": 0.5, "spring": "snappy", "duration": 0.8, "startVelocity": 2},
          {"kind": "cubic", "to": 0.2, "duration": 0.4, "startVelocity": 0, "endVelocity": 0},
          {"kind": "move", "to": 1}
        ]},
        "fly": {"path": "M0 0 C 80 -200 240 -200 320 0", "duration": 1.2, "curve": "easeInEaseOut"}
      },
      "choreographies": {
        "open": {
          "targets": {"card": {"x": 20, "y": 400, "width": 320, "height": 200, "color": "#3366FF"}},
          "tracks": [
            {"target": "card", "property": "y", "track": "fade", "at": 0.1},
            {"target": "card", "property": "opacity", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 0.2}]}}
          ],
          "labels": {"half": 0.5}
        }
      }
    }
    """
}
