// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// The exported page's controls, used in headless Chromium: the scrubber moves every animation
/// to its time, pause holds them, play runs them on from there.
@Suite(.needsChromium)
struct HTMLControlsBrowserTests {
  @Test(
    "scrub to 150 ms sets every animation's currentTime and the values follow; pause holds; play runs them on, an ended one stays ended, from the end they start over; a label's button seeks to it"
  )
  func controls() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let page = try HTMLExport.page(for: document, choreography: "open").text
    let script = """
      <script>
      window.addEventListener("load", () => {
        const control = (name) => document.querySelector(`[data-popkit="${name}"]`);
        const card = document.getElementById("card");
        const lines = [];
        const report = (label) => lines.push(label + " " + document.getAnimations().map((a) =>
          `${a.playState}@${a.currentTime}`).join(",") + " opacity=" + getComputedStyle(card).opacity
          + " label=" + control("time").textContent);
        control("scrub").value = "150";
        control("scrub").dispatchEvent(new Event("input"));
        report("scrub");
        control("play").click();
        report("play");
        control("pause").click();
        report("pause");
        const scrubTo = (time) => {
          control("scrub").value = String(time);
          control("scrub").dispatchEvent(new Event("input"));
        };
        scrubTo(1000);
        control("play").click();
        report("after-end");
        scrubTo(1600);
        control("play").click();
        report("rewind");
        document.querySelector('[data-popkit-label="500"]').click();
        report("label");
        const out = document.createElement("pre");
        out.id = "popkit-controls";
        out.textContent = lines.join("\\n");
        document.body.append(out);
      });
      </script>
      """
    let dom = try Chromium.run(
      page: page.replacingOccurrences(of: "</body>", with: script + "\n</body>"))
    let start = try #require(dom.range(of: "<pre id=\"popkit-controls\">"))
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let lines = dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    try #require(lines.count == 6, "\(lines)")
    // At 150 ms the opacity track (0 → 1 over 0.2 s, linear) is at 0.75.
    #expect(lines[0] == "scrub paused@150,paused@150 opacity=0.75 label=150 ms")
    #expect(lines[1].hasPrefix("play running@150,running@150 opacity=0.75"))
    #expect(lines[2].hasPrefix("pause paused@150,paused@150"))
    // Played from 1 s, the opacity animation (ended at 0.2 s) stays at its end, not over again.
    #expect(lines[3].hasPrefix("after-end running@1000,paused@1000 opacity=1"))
    // Played from the end, everything starts over.
    #expect(lines[4].hasPrefix("rewind running@0,running@0 opacity=0"))
    // The label "half" (0.5 s) seeks there and holds.
    #expect(lines[5].hasPrefix("label paused@500,paused@500 opacity=1 label=500 ms"))
  }
}
