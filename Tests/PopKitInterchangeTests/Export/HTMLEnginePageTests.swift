// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// The page that plays a choreography through the web engine: the engine and the document
/// inlined so that they come back unchanged, nothing loaded from elsewhere.
/// (Chromium plays it in `Scripts/test-web-chromium`.)
@Suite("HTML export through the web engine")
struct HTMLEnginePageTests {
  /// A stand-in engine whose texts a page must carry back exactly: a module with a closing
  /// script tag and quotes, and every byte value.
  static let engine = HTMLExport.Engine(
    module: "export const tag = '</script><!--'; // \"quoted\" \\\\ and \u{2028}\n",
    wasm: (0...255).map(UInt8.init) + [0, 97, 115, 109])

  @Test("the module, the wasm and the document come back from the page as they went in")
  func inlinedRoundTrip() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let page = try HTMLExport.enginePage(for: document, choreography: "open", engine: Self.engine)
    #expect(page.notes.isEmpty)
    let text = page.text
    #expect(text.components(separatedBy: "</script>").count == 2, "one closing tag: the page's own")
    let module = try #require(Self.stringLiteral(after: "const moduleText = ", in: text))
    #expect(module == Self.engine.module)
    let base64 = try #require(Self.between("atob(\"", "\")", in: text))
    #expect(Data(base64Encoded: base64).map { [UInt8]($0) } == Self.engine.wasm)
    let json = try #require(Self.stringLiteral(after: "const motion = JSON.parse(", in: text))
    #expect(try MotionDocument(json: json) == document)
    #expect(text.contains("popkit.play(motion, name, targets)"))
    #expect(text.contains("<div class=\"popkit-stage\"><div id=\"card\"></div></div>"))
    for control in ["play", "pause", "reverse", "scrub", "time"] {
      #expect(text.contains("data-popkit=\"\(control)\""), "\(control)")
    }
    for (label, time) in document.choreographies["open"]?.labels ?? [:] {
      #expect(
        text.contains("data-popkit-label=\"\(time)\">\(label)<"), "\(label) seeks to \(time) s")
    }
    for external in ["http:", "https:", "src=", "<link", "@import"] {
      #expect(!text.contains(external), "\(external)")
    }
  }

  /// The JavaScript string literal right after `prefix`, decoded (JSON's escapes).
  static func stringLiteral(after prefix: String, in text: String) -> String? {
    guard let start = text.range(of: prefix)?.upperBound else { return nil }
    var end = text.index(after: start)
    var escaped = false
    while end < text.endIndex {
      let character = text[end]
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        break
      }
      end = text.index(after: end)
    }
    let literal = String(text[start...end])
    return try? JSONDecoder().decode(String.self, from: Data(literal.utf8))
  }

  /// The text between two markers.
  static func between(_ open: String, _ close: String, in text: String) -> String? {
    guard let start = text.range(of: open)?.upperBound,
      let end = text.range(of: close, range: start..<text.endIndex)?.lowerBound
    else { return nil }
    return String(text[start..<end])
  }
}
