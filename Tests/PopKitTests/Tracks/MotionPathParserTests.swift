// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A random element of a non-empty array.
private func pick<Element>(_ elements: [Element], _ generator: inout SeededGenerator) -> Element {
  elements[Int.random(in: 0..<elements.count, using: &generator)]
}

@Suite("Motion paths: reading SVG path data")
struct MotionPathParserTests {
  /// Spellings that must read to exactly the geometry of their spelled-out forms.
  static let equivalents: [(String, String)] = [
    ("M0,0 L10,20", "M 0 0 L 10 20"),
    ("M0 0L10 20", "M 0 0 L 10 20"),
    ("m0 0 l10 20", "M 0 0 L 10 20"),
    ("M0 0 10 20", "M 0 0 L 10 20"),  // after M, repeats are L
    ("m5,5,10,20", "M 5 5 L 15 25"),  // after m, repeats are l
    ("M0 0 L1 1 2 2 3 3", "M0 0 L1 1 L2 2 L3 3"),
    ("\tM0\n0\r\nL1,\u{0C}1 ", "M0 0 L1 1"),
    ("M0 , 0 L 1 ,1", "M0 0 L1 1"),
    ("M0 0 H10 V20 h-5 v-5", "M0 0 L10 0 L10 20 L5 20 L5 15"),
    ("M0 0 H10 20", "M0 0 H10 H20"),
    ("M.5.5L1.5-2", "M0.5 0.5 L1.5 -2"),
    ("M-.5-.5", "M-0.5 -0.5"),
    ("M1e1 2E-1 L3e+0,4", "M10 0.2 L3 4"),
    ("M0 0 C10 0 20 10 20 20 S30 40 40 40", "M0 0 C10 0 20 10 20 20 C20 30 30 40 40 40"),
    ("M0 0 c10 0 20 10 20 20 s10 20 20 20", "M0 0 C10 0 20 10 20 20 C20 30 30 40 40 40"),
    ("M0 0 L10 0 S20 10 30 0", "M0 0 L10 0 C10 0 20 10 30 0"),  // S after L: no reflection
    ("M0 0 C1 1 2 2 3 3 4 4 5 5 6 6", "M0 0 C1 1 2 2 3 3 C4 4 5 5 6 6"),
    ("M0 0 Q10 20 20 0 T40 0", "M0 0 Q10 20 20 0 Q30 -20 40 0"),
    ("M0 0 q10 20 20 0 t20 0 t20 0", "M0 0 Q10 20 20 0 Q30 -20 40 0 Q50 20 60 0"),
    ("M0 0 T10 10", "M0 0 Q0 0 10 10"),  // T after M: the control point is the current point
    ("M0 0 a10 10 0 0110 10", "M0 0 A10 10 0 0 1 10 10"),  // flags together
    ("M0 0 a1 1 0 011 1", "M0 0 A1 1 0 0 1 1 1"),
    ("M0 0 a10,10,0,1,1,10,10", "M0 0 A10 10 0 1 1 10 10"),
    ("M0 0 a10 10 0 1 1 10 10 10 10 0 0 0 10 10", "M0 0 A10 10 0 1 1 10 10 A10 10 0 0 0 20 20"),
    ("M0 0 H10 V10 Z L5 5", "M0 0 H10 V10 L0 0 L5 5"),
    ("M0 0 H10 V10 z l5 5", "M0 0 H10 V10 L0 0 L5 5"),
    ("M0 0 H10 Z m5 5 h1", "M0 0 H10 L0 0 M5 5 L6 5"),
    ("M0 0 H10 M20 20 h5 Z H30", "M0 0 H10 M20 20 L25 20 L20 20 L30 20"),
    ("M+1+2", "M1 2"),
  ]

  @Test("every spelling reads to the same geometry as its spelled-out form")
  func spellings() throws {
    for (short, long) in Self.equivalents {
      let shortPath = try MotionPath(svg: short)
      let longPath = try MotionPath(svg: long)
      #expect(shortPath == longPath, "\(short) vs \(long)")
      #expect(shortPath.length > 0 || short.hasPrefix("M-.5") || short.hasPrefix("M+"))
    }
    // The reflection is really used: S reads differently from a C with the start as control.
    #expect(
      try MotionPath(svg: "M0 0 C10 0 20 10 20 20 S30 40 40 40")
        != MotionPath(svg: "M0 0 C10 0 20 10 20 20 C20 20 30 40 40 40"))
  }

  /// Bad data, the offset of the first character that cannot be read, and what was expected.
  static let errors: [(String, Int, String)] = [
    ("", 0, "a moveto command (M or m)"),
    ("   ", 3, "a moveto command (M or m)"),
    ("L0 0", 0, "a moveto command (M or m)"),
    ("M", 1, "a number"),
    ("M0 0 L10", 8, "a number"),
    ("M0 0 L10 x", 9, "a number"),
    ("M0 0 L10 10 x", 12, "a command (M, L, H, V, C, S, Q, T, A or Z)"),
    ("M0 0 L1, L2 2", 9, "a number"),
    ("M0 0 L1 2,", 10, "a number"),
    ("M1e 2", 2, "a number"),
    ("M,0 0", 1, "a number"),
    ("M0 0 Z 1 1", 7, "a command (M, L, H, V, C, S, Q, T, A or Z)"),
    ("M0 0 L1 é", 8, "a number"),
    ("M0 0 A1 1 0 2 1 5 5", 12, "an arc flag (0 or 1)"),
    ("M0 0 A1 1 0 0", 13, "an arc flag (0 or 1)"),
    ("M0 0 C1 2 3", 11, "a number"),
    ("M1e400 0", 1, "a number that fits in a Double (this one overflows)"),
    ("M0 0 L-1e999 0", 6, "a number that fits in a Double (this one overflows)"),
    ("M1e308 0 l1e308 0", 10, "coordinates within the range of Double (this point overflows)"),
    ("M-1e308 0 L1e308 0", 11, "coordinates small enough to measure the path's length"),
    ("M0 0 L1 1 🙂", 10, "a command (M, L, H, V, C, S, Q, T, A or Z)"),
  ]

  @Test("bad data throws the offset of the first unreadable character and what was expected")
  func errors() {
    for (text, offset, message) in Self.errors {
      #expect(throws: MotionPathError(offset: offset, message: message), "\(text)") {
        _ = try MotionPath(svg: text)
      }
    }
    let error = MotionPathError(offset: 8, message: "a number")
    #expect(error.description == "offset 8: expected a number")
  }

  /// Random path data: mostly well-formed commands with odd but legal spellings.
  private static func randomPathData(_ generator: inout SeededGenerator) -> String {
    let letters = Array("MLHVCSQTAZmlhvcsqtaz")
    let counts: [Character: Int] = [
      "M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0,
    ]
    let separators = [" ", ",", ", ", "", "\n", "  "]
    func number() -> String {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: return "0"
      case 1: return "1"
      case 2: return ".5"
      case 3: return "-\(Int.random(in: 0...500, using: &generator))"
      case 4: return "\(Double.random(in: -1e3...1e3, using: &generator))"
      case 5:
        return
          "\(Int.random(in: 1...9, using: &generator))e\(Int.random(in: -5...5, using: &generator))"
      case 6: return pick(["1e308", "-1e308", "1e-320", "0.0000001"], &generator)
      default: return "\(Int.random(in: -200...200, using: &generator))"
      }
    }
    var text = "M\(number()) \(number())"
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      let letter = pick(letters, &generator)
      text += Bool.random(using: &generator) ? " " : ""
      text.append(letter)
      let count = counts[Character(letter.uppercased()), default: 0]
      for _ in 0..<(count == 0 ? 0 : Int.random(in: 1...2, using: &generator)) {
        for index in 0..<count {
          let isFlag = letter.uppercased() == "A" && (index == 3 || index == 4)
          text += isFlag ? (Bool.random(using: &generator) ? "1" : "0") : number()
          text += pick(separators, &generator)
        }
      }
    }
    return text
  }

  /// A random change: a character replaced, inserted or deleted, or the data cut short.
  private static func mutated(_ text: String, _ generator: inout SeededGenerator) -> String {
    var characters = Array(text)
    let alphabet = Array("MLHVCSQTAZmlhvcsqtazEe0123456789.,+- \t\nx#é")
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let index = Int.random(in: 0...characters.count, using: &generator)
      let character = pick(alphabet, &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0 where index < characters.count: characters[index] = character
      case 1: characters.insert(character, at: index)
      case 2 where index < characters.count: characters.remove(at: index)
      default: characters = Array(characters.prefix(index))
      }
    }
    return String(characters)
  }

  @Test("fuzz: random and mutated data reads to a path or an error, never a crash or NaN")
  func fuzz() {
    var generator = SeededGenerator(seed: 23)
    var paths = 0
    var errors = 0
    for round in 0..<6000 {
      var text = Self.randomPathData(&generator)
      if round % 2 == 1 { text = Self.mutated(text, &generator) }
      do {
        let path = try MotionPath(svg: text)
        paths += 1
        #expect(path.length.isFinite && path.length >= 0, "\(text)")
        for fraction in [0, 0.13, 0.5, 0.77, 1] {
          let point = path.point(atDistance: fraction * path.length)
          let direction = path.direction(atDistance: fraction * path.length)
          let ok = point.x.isFinite && point.y.isFinite && direction.radians.isFinite
          #expect(ok, "\(text) at \(fraction)")
        }
      } catch {
        errors += 1
        #expect((0...text.count).contains(error.offset), "\(text): \(error)")
        #expect(!error.message.isEmpty)
      }
    }
    // Both outcomes are exercised.
    #expect(paths > 500 && errors > 500, "\(paths) paths, \(errors) errors")
  }
}
