// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

/// The Web Animations JSON: its shape, and the same keyframes as the CSS.
@Suite("WAAPI export")
struct WAAPIExportTests {
  static func json(_ text: String, _ name: String) throws -> [String: Any] {
    let output = try WAAPIExport.animations(for: MotionDocument(json: text), choreography: name)
    return try #require(
      JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
  }

  @Test(
    "the example: properties to register, styles, and per-track keyframes with offset and easing; options in ms with fill both"
  )
  func exampleShape() throws {
    let output = try WAAPIExport.animations(
      for: MotionDocument(json: ExampleDocument.text), choreography: "open")
    #expect(output.text.hasPrefix("{\n  \"properties\": "))
    let json = try Self.json(ExampleDocument.text, "open")
    let properties = try #require(json["properties"] as? [[String: Any]])
    #expect(properties.count == 1)
    #expect(properties[0]["name"] as? String == "--card-y")
    #expect(properties[0]["syntax"] as? String == "<number>")
    #expect(properties[0]["inherits"] as? Bool == false)
    #expect(properties[0]["initialValue"] as? String == "0")
    let styles = try #require(json["styles"] as? [[String: Any]])
    #expect(styles.first?["target"] as? String == "card")
    #expect(
      (styles.first?["style"] as? [String: String])?["translate"]
        == "0px calc(var(--card-y) * 1px)")
    let animations = try #require(json["animations"] as? [[String: Any]])
    #expect(animations.map { $0["property"] as? String } == ["y", "opacity"])
    let options = try #require(animations[0]["options"] as? [String: Any])
    #expect(options["duration"] as? Double == 1500)
    #expect(options["delay"] as? Double == 100)
    #expect(options["fill"] as? String == "both")
    let keyframes = try #require(animations[0]["keyframes"] as? [[String: Any]])
    let offsets = keyframes.compactMap { $0["offset"] as? Double }
    #expect(offsets.count == 5 && offsets == offsets.sorted())
    #expect(keyframes.allSatisfy { $0["easing"] is String })
    #expect(keyframes[0]["easing"] as? String == "cubic-bezier(0.2, 0, 0, 1)")
    #expect(keyframes.map { $0["--card-y"] as? String }.last == "1")
  }

  @Test(
    "the same keyframes as the CSS: offsets (× 100), values and easings, property names as keyframe objects take them (borderRadius)"
  )
  func sameAsCSS() throws {
    let document = try MotionDocument(json: BrowserRichDocument.text)
    let css = try CSSExport.stylesheet(for: document, choreography: "rich").text
    let json = try Self.json(BrowserRichDocument.text, "rich")
    let animations = try #require(json["animations"] as? [[String: Any]])
    #expect(animations.count == 11)
    for animation in animations {
      let target = try #require(animation["target"] as? String)
      let property = try #require(animation["property"] as? String)
      let blocks = CSSParsing.keyframes("popkit-\(target)-\(property)", in: css)
      let keyframes = try #require(animation["keyframes"] as? [[String: Any]])
      #expect(keyframes.count == blocks.count, "\(target).\(property)")
      for (keyframe, block) in zip(keyframes, blocks) {
        let offset = try #require(keyframe["offset"] as? Double)
        expectClose(offset * 100, block.percent, absolute: 1e-12 * max(1, block.percent))
        #expect(keyframe["easing"] as? String == block.easing)
        var values: [String: String] = [:]
        for (key, value) in keyframe where key != "offset" && key != "easing" {
          values[key == "borderRadius" ? "border-radius" : key] = value as? String
        }
        #expect(values == block.declarations)
      }
    }
    let radius = animations.first { $0["property"] as? String == "cornerRadius" }
    let first = (radius?["keyframes"] as? [[String: Any]])?.first
    #expect(first?["borderRadius"] as? String == "0px")
  }
}
