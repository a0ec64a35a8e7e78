// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// The self-contained page: stage, targets at rest, the animations, controls, nothing loaded
/// from elsewhere.
@Suite("HTML export")
struct HTMLExportTests {
  @Test(
    "the example page: a stage of the document's size, the target at its rest place, size and colour, the CSS applied, play, pause and scrub controls"
  )
  func examplePage() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let page = try HTMLExport.page(for: document, choreography: "open").text
    let css = try CSSExport.stylesheet(for: document, choreography: "open").text
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.contains("width: 360px; height: 640px;"))
    #expect(page.contains("<div class=\"popkit-stage\"><div id=\"card\"></div></div>"))
    #expect(
      page.contains(
        "#card { position: absolute; left: 20px; top: 400px; width: 320px; height: 200px; "
          + "background-color: rgb(51 102 255 / 1); transform-origin: center; }"))
    #expect(page.contains(css))
    for control in ["play", "pause", "scrub", "time"] {
      #expect(page.contains("data-popkit=\"\(control)\""), "\(control)")
    }
    #expect(page.contains("max=\"1600\""), "the scrubber spans the choreography, ms")
    #expect(page.contains("document.getAnimations()"))
    #expect(page.contains("animation.currentTime = time"))
    for external in ["http:", "https:", "src=", "<link", "@import"] {
      #expect(!page.contains(external), "\(external)")
    }
  }

  @Test(
    "the waapi page: the JSON in a script, with < escaped, registering, styling and animating; names escaped in HTML"
  )
  func waapiPage() throws {
    let text = """
      {"popkit": 1, "choreographies": {"c": {
        "targets": {"a<b>&\\"": {"x": 0, "y": 0, "width": 10, "height": 10}},
        "tracks": [{"target": "a<b>&\\"", "property": "x", "track": {"from": 0, "keyframes": [
          {"kind": "linear", "to": 1, "duration": 1}]}}]}}}
      """
    let document = try MotionDocument(json: text)
    let page = try HTMLExport.page(for: document, choreography: "c", animations: .waapi).text
    #expect(page.contains("<div id=\"a&lt;b&gt;&amp;&quot;\"></div>"))
    #expect(page.contains("CSS.registerProperty(property)"))
    #expect(page.contains(".animate(animation.keyframes, animation.options)"))
    #expect(page.contains("\"syntax\": \"\\u003cnumber>\""))
    let scripts = page.components(separatedBy: "<script>").dropFirst()
    #expect(scripts.count == 2)
    #expect(scripts.allSatisfy { $0.components(separatedBy: "</script>").count == 2 })
    #expect(!page.contains("@keyframes"))
  }
}
