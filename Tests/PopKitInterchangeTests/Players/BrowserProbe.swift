// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// What to read from one element of a page: its `id` and the CSS properties (as
/// `getComputedStyle(element).getPropertyValue(name)` takes them, custom properties included).
struct BrowserProbe: Codable, Equatable {
  /// The element's `id` (an exported target's name).
  var element: String
  /// The properties to read, for example `opacity`, `translate`, `background-color`, `--x`.
  var properties: [String]
}

/// What a page's probe read: for each time, each probed element's computed values, as text.
///
/// The texts are what Chromium's computed style returns; ``ComputedStyle`` parses them. Seen in
/// Chromium 156: numbers and lengths to 6 significant digits (`0.333333`, `33.3333px`); colours as
/// `rgb(51, 102, 255)`, `rgba(80, 87, 218, 0.875)` (alpha to 3 decimals), or in the space their
/// keyframes name (`color(srgb 0.2 0.4 1)`, `oklab(0.572573 -0.0192021 -0.232948)`).
struct BrowserReadings: Decodable {
  /// The times read, ms, as given.
  var times: [Double]
  /// How many animations `document.getAnimations()` found on the page.
  var animations: Int
  /// Element id → property → one text per time.
  var readings: [String: [String: [String]]]

  /// The texts read for one element's property, one per time.
  ///
  /// - Parameters:
  ///   - element: The element's id.
  ///   - property: The property's name.
  /// - Returns: The texts, or an empty list when that was not probed.
  func values(_ element: String, _ property: String) -> [String] {
    readings[element]?[property] ?? []
  }
}

/// The browser probe: a script added to a page that reads computed style at chosen times.
///
/// On the page's `load` event (dump-dom waits for it; by then the style sheets have applied, and
/// `document.getAnimations()` flushes style so every CSS animation exists) it reads its
/// configuration from `<script type="application/json" id="popkit-probes">{"probes": [...],
/// "times": [...]}</script>`, pauses every animation from `document.getAnimations()`, and for
/// each time sets EVERY animation's `currentTime` to it and reads each probe's properties.
///
/// Times are timeline times in ms, the same for every animation: an animation with
/// `animation-delay: 100ms` at `currentTime` 0 is in its delay (its fill-mode decides what shows)
/// and starts moving at 100 — so a time is the choreography's time, `at` included, as long as the
/// page started all its animations together (CSS animations of one style sheet do).
///
/// It writes `{"times": [...], "animations": n, "readings": {"card": {"opacity": ["1", ...]}}}`
/// (or `{"error": "..."}`, for example for an element not on the page) as the text of a
/// `<pre id="popkit-readings">` at the end of the body, where `--dump-dom` shows it HTML-escaped.
enum BrowserProbeScript {
  /// The script's source, to put in a `<script>` element after the configuration.
  static let source = """
    (function () {
      function run() {
        var result;
        try {
          var config = JSON.parse(document.getElementById("popkit-probes").textContent);
          var animations = document.getAnimations();
          animations.forEach(function (animation) { animation.pause(); });
          var readings = {};
          config.probes.forEach(function (probe) {
            if (!document.getElementById(probe.element)) {
              throw new Error("no element with id \\"" + probe.element + "\\" on the page");
            }
            readings[probe.element] = {};
            probe.properties.forEach(function (name) { readings[probe.element][name] = []; });
          });
          config.times.forEach(function (time) {
            animations.forEach(function (animation) { animation.currentTime = time; });
            config.probes.forEach(function (probe) {
              var style = getComputedStyle(document.getElementById(probe.element));
              probe.properties.forEach(function (name) {
                readings[probe.element][name].push(style.getPropertyValue(name).trim());
              });
            });
          });
          result = { times: config.times, animations: animations.length, readings: readings };
        } catch (error) {
          result = { error: String((error && error.message) || error) };
        }
        var output = document.createElement("pre");
        output.id = "popkit-readings";
        output.textContent = JSON.stringify(result);
        document.body.appendChild(output);
      }
      window.addEventListener("load", run);
    })();
    """

  /// The elements to add to a page: the configuration and the script.
  ///
  /// - Parameters:
  ///   - probes: What to read.
  ///   - times: When, ms of timeline time.
  /// - Returns: HTML for the end of the body.
  /// - Throws: When the configuration cannot be encoded.
  static func elements(probes: [BrowserProbe], times: [Double]) throws -> String {
    struct Configuration: Encodable {
      var probes: [BrowserProbe]
      var times: [Double]
    }
    let json = try JSONEncoder().encode(Configuration(probes: probes, times: times))
    // "</" cannot end the script element early when written as "<\/".
    let text = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    return """
      <script type="application/json" id="popkit-probes">\(text)</script>
      <script>
      \(source)
      </script>
      """
  }
}

/// Hand-made pages for the browser tests.
enum BrowserPage {
  /// A page with one `<div id="NAME">` per element (100 × 50 px, absolutely placed at the
  /// top-left corner), `css` in its style sheet and `script` (if any) at the end of its body.
  ///
  /// A script that makes WAAPI animations (`element.animate(…)`, after `CSS.registerProperty`
  /// for custom properties) runs before the `load` event, so the probe finds its animations.
  ///
  /// - Parameters:
  ///   - css: The style sheet (for example a `popkit export --to css` output).
  ///   - elements: The ids of the elements to make.
  ///   - script: JavaScript to run in the page, or nil.
  /// - Returns: The page.
  static func html(css: String, elements: [String], script: String? = nil) -> String {
    let divisions = elements.map { "<div id=\"\($0)\"></div>" }.joined(separator: "\n")
    let scriptElement = script.map { "<script>\n\($0)\n</script>\n" } ?? ""
    return """
      <!doctype html>
      <html><head><meta charset="utf-8"><style>
      div { position: absolute; left: 0; top: 0; width: 100px; height: 50px; }
      \(css)
      </style></head>
      <body>
      \(divisions)
      \(scriptElement)</body></html>
      """
  }
}
