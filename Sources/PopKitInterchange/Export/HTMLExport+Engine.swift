// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitShared

extension HTMLExport {
  /// PopKit's WebAssembly engine, as `Scripts/build-web` writes it: the ES module's text
  /// (`popkit.mjs`) and the wasm's bytes (`popkit.wasm`).
  public struct Engine: Sendable {
    /// The text of `popkit.mjs`.
    public var module: String
    /// The bytes of `popkit.wasm`.
    public var wasm: [UInt8]

    /// Creates an engine from its two files' contents.
    ///
    /// - Parameters:
    ///   - module: The text of `popkit.mjs`.
    ///   - wasm: The bytes of `popkit.wasm`.
    public init(module: String, wasm: [UInt8]) {
      self.module = module
      self.wasm = wasm
    }
  }

  /// A choreography as a self-contained page that plays it through PopKit's WebAssembly engine:
  /// its values are the engine's (native PopKit's within 1e-12), not a CSS approximation.
  ///
  /// The page draws the stage as ``page(for:choreography:animations:)`` does and inlines the
  /// engine (the module as text, the wasm in base64) and the document. It plays the
  /// choreography with `popkit.play` at once and has controls: play, pause, reverse, a scrubber
  /// that scrubs the player's progress while held and releases it into a spring carrying the
  /// drag's velocity when let go, and a button per label. A click on the stage springs the
  /// first target there (a click during the spring retargets it, keeping its velocity). The
  /// page exposes the player as `window.popkitPlayer` once it plays, for tools and tests.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - name: The choreography's name.
  ///   - engine: The built engine.
  /// - Returns: The HTML text and notes.
  /// - Throws: `choreographies: no choreography "NAME"`, or the first problem in it.
  /// - Complexity: O(document + engine) text.
  public static func enginePage(
    for document: MotionDocument, choreography name: String, engine: Engine
  ) throws(MotionDocumentError) -> (text: String, notes: [String]) {
    // Checked as loading checks it; the engine plays the document as it is (no CSS plan).
    _ = try document.placements(ofChoreography: name)
    try document.checkReducedVariant(of: name)
    let targets = (document.choreographies[name]?.targets ?? [:]).sorted { $0.key < $1.key }.map {
      (name: $0.key, target: $0.value)
    }
    let drawn = stage(size: document.size, targets: targets)
    let labels = (document.choreographies[name]?.labels ?? [:]).sorted { $0.key < $1.key }.map {
      "<button type=\"button\" data-popkit-label=\"\(JSONText.shortest($0.value))\">"
        + "\(XMLText.escaped($0.key, for: .html))</button>\n"
    }
    let first = targets.first
    let script = """
      <script type="module">
      const moduleText = \(scriptString(engine.module));
      const wasm = Uint8Array.from(atob("\(Data(engine.wasm).base64EncodedString())"), (c) => c.charCodeAt(0));
      const motion = JSON.parse(\(scriptString(document.jsonText)));
      const name = \(scriptString(name));
      const url = URL.createObjectURL(new Blob([moduleText], { type: "text/javascript" }));
      const { load } = await import(url);
      URL.revokeObjectURL(url);
      const popkit = await load({ wasm: wasm.buffer });
      const stage = document.querySelector(".popkit-stage");
      const targets = {};
      for (const element of stage.children) targets[element.id] = element;
      const player = popkit.play(motion, name, targets);
      window.popkitPlayer = player;
      window.popkit = popkit;
      const control = (key) => document.querySelector(`[data-popkit="${key}"]`);
      const scrub = control("scrub");
      const label = control("time");
      control("play").addEventListener("click", () => player.play());
      control("pause").addEventListener("click", () => player.pause());
      control("reverse").addEventListener("click", () => player.reverse());
      for (const button of document.querySelectorAll("[data-popkit-label]")) {
        button.addEventListener("click", () => player.seek(Number(button.dataset.popkitLabel)));
      }
      // Scrubbing: the progress follows the slider; letting go releases it with the drag's
      // velocity (progress per second over the last 100 ms of the drag).
      let samples = null;
      scrub.addEventListener("pointerdown", () => { samples = []; player.pause(); });
      scrub.addEventListener("input", () => {
        player.progress = Number(scrub.value);
        if (samples === null) return;
        const now = performance.now() / 1000;
        samples.push([now, Number(scrub.value)]);
        while (samples.length > 2 && now - samples[0][0] > 0.1) samples.shift();
      });
      const letGo = () => {
        if (samples === null) return;
        const [first, last] = [samples[0], samples[samples.length - 1]];
        const velocity = first && last && last[0] > first[0] ? (last[1] - first[1]) / (last[0] - first[0]) : 0;
        samples = null;
        player.release({ to: "nearest", velocity });
      };
      scrub.addEventListener("pointerup", letGo);
      scrub.addEventListener("pointercancel", letGo);
      // A click on the stage springs the first target there; another click retargets it.
      const mover = \(scriptString(first?.name ?? ""));
      const rest = \(first.map { "{ x: \(JSONText.shortest($0.target.x + $0.target.width / 2)), y: \(JSONText.shortest($0.target.y + $0.target.height / 2)) }" } ?? "null");
      stage.addEventListener("click", (event) => {
        if (!targets[mover] || rest === null) return;
        const box = stage.getBoundingClientRect();
        popkit.animate(targets[mover], { x: event.clientX - box.left - rest.x, y: event.clientY - box.top - rest.y }, { spring: { dampingRatio: 0.7, response: 0.45 } });
      });
      const show = () => {
        if (samples === null) scrub.value = String(player.progress);
        label.textContent = `${Math.round(player.time * 1000)} ms`;
        requestAnimationFrame(show);
      };
      requestAnimationFrame(show);
      </script>
      """
    let text = pageText(
      name: name, style: drawn.style, targets: drawn.targets,
      controls: """
        <button type="button" data-popkit="play">Play</button>
        <button type="button" data-popkit="pause">Pause</button>
        <button type="button" data-popkit="reverse">Reverse</button>
        <input type="range" data-popkit="scrub" min="0" max="1" step="any" value="0" aria-label="Progress">
        """,
      labels: labels, scripts: script)
    // The engine plays the document as it is: nothing is approximated, so nothing to note.
    return (text, [])
  }

  /// Text as a JavaScript string literal safe inside `<script>`: JSON's quoting, with every
  /// `<` written `\u003c`.
  private static func scriptString(_ text: String) -> String {
    JSONText.quoted(text).replacingOccurrences(of: "<", with: "\\u003c")
  }
}
