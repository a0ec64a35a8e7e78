// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitInterchange
import Testing

@Suite("The platforms springs are written for")
struct SpringPlatformTests {
  @Test("Names become identifiers of each language")
  func identifiers() {
    let swift = SpringPlatform.swiftui
    #expect(swift.identifier(for: "snappy") == "snappy")
    #expect(swift.identifier(for: "sheet open") == "sheetOpen")
    #expect(swift.identifier(for: "sheet-open.fast") == "sheetOpenFast")
    #expect(swift.identifier(for: "2x") == "spring2x")
    #expect(swift.identifier(for: "") == "spring")
    #expect(swift.identifier(for: "--") == "spring")
    #expect(swift.identifier(for: "ça va") == "aVa")
    #expect(swift.identifier(for: "snake_case") == "snake_case")
    #expect(swift.identifier(for: "default") == "defaultSpring")
    #expect(SpringPlatform.compose.identifier(for: "default") == "default")
    #expect(SpringPlatform.compose.identifier(for: "val") == "valSpring")
    #expect(SpringPlatform.flutter.identifier(for: "final") == "finalSpring")
    #expect(SpringPlatform.motion.identifier(for: "new") == "newSpring")
    #expect(SpringPlatform.reactSpring.identifier(for: "let") == "letSpring")
    #expect(SpringPlatform.reactSpring.rawValue == "react-spring")
    #expect(SpringPlatform.allCases.count == 7)
  }
  @Test("Languages and precision: Kotlin's platforms take Float and fold the mass")
  func languages() {
    #expect(
      SpringPlatform.allCases.map(\.language) == [
        "Swift", "Swift", "Kotlin", "Kotlin", "Dart", "JavaScript", "JavaScript",
      ])
    #expect(SpringPlatform.allCases.filter(\.usesSinglePrecision) == [.compose, .android])
    #expect(SpringPlatform.allCases.filter(\.foldsMass) == [.compose, .android])
  }

  @Test("Every platform is exactly one export format's kind, under the same name")
  func oneListOfFormats() {
    let platforms = MotionExport.Format.allCases.compactMap(\.springPlatform)
    #expect(platforms == SpringPlatform.allCases)
    for format in MotionExport.Format.allCases {
      if let platform = format.springPlatform {
        #expect(platform.rawValue == format.rawValue)
      }
    }
    #expect(
      MotionExport.Format.formats { $0 == .choreography } == [.css, .html, .waapi, .lottie])
  }
}
