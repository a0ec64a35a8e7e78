// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A choreography as a self-contained web page that plays it in any browser.
///
/// The page has a stage of the document's `size`; each target is a `<div id="NAME">` of its
/// size and colour at its rest place (`position: absolute`, `transform-origin: center`), with
/// the ``CSSExport`` stylesheet applied (or, with ``Animations/waapi``, the ``WAAPIExport``
/// JSON applied by `element.animate`); and play, pause and scrub controls: a range input
/// sets `currentTime` (ms) on every animation of `document.getAnimations()`, and a button per
/// label of the choreography seeks there. It loads nothing from elsewhere.
///
/// ```swift
/// let page = try HTMLExport.page(for: document, choreography: "open")
/// try page.text.write(toFile: "open.html", atomically: true, encoding: .utf8)
/// ```
public enum HTMLExport {
  /// How the page animates its targets.
  public enum Animations: String, CaseIterable, Sendable {
    /// A `<style>` with the ``CSSExport`` stylesheet.
    case css
    /// A script that registers the custom properties and calls `element.animate` with the
    /// ``WAAPIExport`` JSON.
    case waapi
  }

  /// A choreography as a page.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The choreography's name.
  ///   - animations: How the page animates; default ``Animations/css``.
  /// - Returns: The HTML text and notes, by place.
  /// - Throws: `choreographies: no choreography "NAME"`, or the first problem in it.
  public static func page(
    for document: MotionDocument, choreography name: String, animations: Animations = .css
  ) throws(MotionDocumentError) -> (text: String, notes: [String]) {
    let plan = try CSSAnimationPlan(document: document, choreography: name)
    // The stylesheet carries a reduced variant under its media query; the script does not.
    let reduced =
      animations == .css ? try CSSExport.reducedPlan(document, choreography: name) : nil
    var notes = plan.notes + (reduced?.notes ?? [])
    if animations == .waapi,
      let note = MotionExport.reducedVariantNote(document, choreography: name, format: "waapi")
    {
      notes.append(note)
    }
    let drawn = stage(size: plan.size, targets: plan.targets)
    var style = drawn.style
    var script = ""
    switch animations {
    case .css:
      style.append(CSSExport.text(of: plan, reduced: reduced))
    case .waapi:
      let waapi = WAAPIExport.json(of: plan)
      try ExportNumberCheck.check(waapi, format: "html")
      let json = waapi.compact.replacingOccurrences(of: "<", with: "\\u003c")
      script = """
        <script>
        (() => {
          const motion = \(json);
          for (const property of motion.properties) {
            try { CSS.registerProperty(property); } catch (error) { console.warn(error); }
          }
          for (const entry of motion.styles) {
            const element = document.getElementById(entry.target);
            for (const [property, value] of Object.entries(entry.style)) {
              element.style.setProperty(property, value);
            }
          }
          for (const animation of motion.animations) {
            document.getElementById(animation.target).animate(animation.keyframes, animation.options);
          }
        })();
        </script>

        """
    }
    let labels = (document.choreographies[name]?.labels ?? [:]).sorted { $0.key < $1.key }.map {
      "<button type=\"button\" data-popkit-label=\"\(JSONText.shortest(WAAPIExport.milliseconds($0.value)))\">"
        + "\(XMLText.escaped($0.key, for: .html))</button>\n"
    }
    let text = pageText(
      name: name, style: style, targets: drawn.targets,
      controls: """
        <button type="button" data-popkit="play">Play</button>
        <button type="button" data-popkit="pause">Pause</button>
        <input type="range" data-popkit="scrub" min="0" max="\(JSONText.shortest(WAAPIExport.milliseconds(plan.duration)))" step="any" value="0" aria-label="Time">
        """,
      labels: labels, scripts: script + controls(duration: plan.duration))
    return (text, notes)
  }

  /// A whole page, as both pages are laid out: the stage, a row of controls (its buttons and
  /// inputs, then the time shown), a row of label buttons, and the scripts.
  ///
  /// - Parameters:
  ///   - name: The choreography's name, for the title.
  ///   - style: The style rules.
  ///   - targets: The stage's target elements.
  ///   - controls: The first row's buttons and inputs, one per line.
  ///   - labels: The label buttons, each ending its line.
  ///   - scripts: The scripts after the controls.
  /// - Returns: The HTML text.
  static func pageText(
    name: String, style: [String], targets: [String], controls: String, labels: [String],
    scripts: String
  ) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>\(XMLText.escaped("PopKit: \(name)", for: .html))</title>
    <style>
    \(style.joined(separator: "\n"))
    </style>
    </head>
    <body>
    <div class="popkit-stage">\(targets.joined())</div>
    <div class="popkit-controls">
    \(controls)
    <output data-popkit="time">0 ms</output>
    </div>
    <div class="popkit-controls">
    \(labels.joined())</div>
    \(scripts)
    </body>
    </html>

    """
  }

  /// A length in px with every digit.
  private static func px(_ value: Double) -> String { JSONText.shortest(value) + "px" }

  /// The stage both pages draw: its style rules (the body, the stage of the document's size,
  /// the controls' row, and each target of its size and colour at its rest place) and a
  /// `<div id="NAME">` per target.
  static func stage(
    size: [Double], targets: [(name: String, target: MotionTarget)]
  ) -> (style: [String], targets: [String]) {
    var style = [
      "body { margin: 0; font: 14px system-ui, sans-serif; }",
      ".popkit-stage { position: relative; overflow: hidden; background: #f2f2f2; "
        + "width: \(px(size.first ?? 360)); height: \(px(size.last ?? 640)); }",
      ".popkit-controls { display: flex; gap: 8px; align-items: center; padding: 8px; }",
      ".popkit-controls input { flex: 1; }",
    ]
    for (target, rest) in targets {
      let color = CSSPropertyMapping.restColor(of: rest)
      let rgb = color.prefix(3).map { NumberFormatting.derived($0 * 255) }.joined(separator: " ")
      style.append(
        "\(CSSNames.selector(target)) { position: absolute; left: \(px(rest.x)); "
          + "top: \(px(rest.y)); width: \(px(rest.width)); height: \(px(rest.height)); "
          + "background-color: rgb(\(rgb) / \(JSONText.shortest(color[3]))); "
          + (rest.shape == .ellipse ? "border-radius: 50%; " : "")
          + "transform-origin: center; }")
    }
    let divisions = targets.map { "<div id=\"\(XMLText.escaped($0.name, for: .html))\"></div>" }
    return (style, divisions)
  }

  /// The script behind the controls: play and pause every animation, keeping them at one
  /// time (an animation that has ended stays paused at it, rather than starting over), and
  /// scrub by setting every animation's `currentTime`.
  private static func controls(duration: Double) -> String {
    """
    <script>
    (() => {
      const total = \(JSONText.shortest(WAAPIExport.milliseconds(duration)));
      const control = (name) => document.querySelector(`[data-popkit="${name}"]`);
      const scrub = control("scrub");
      const label = control("time");
      const all = () => document.getAnimations();
      const now = () => Math.max(0, ...all().map((animation) => animation.currentTime ?? 0));
      const show = (time) => { scrub.value = String(time); label.textContent = `${Math.round(time)} ms`; };
      const seek = (time) => {
        for (const animation of all()) { animation.pause(); animation.currentTime = time; }
        show(time);
      };
      control("play").addEventListener("click", () => {
        const time = now() >= total ? 0 : now();
        seek(time);
        for (const animation of all()) {
          if (time < animation.effect.getComputedTiming().endTime) animation.play();
        }
      });
      control("pause").addEventListener("click", () => seek(now()));
      scrub.addEventListener("input", () => seek(Number(scrub.value)));
      for (const button of document.querySelectorAll("[data-popkit-label]")) {
        button.addEventListener("click", () => seek(Number(button.dataset.popkitLabel)));
      }
      const tick = () => {
        if (all().some((animation) => animation.playState === "running")) show(Math.min(total, now()));
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })();
    </script>
    """
  }
}
