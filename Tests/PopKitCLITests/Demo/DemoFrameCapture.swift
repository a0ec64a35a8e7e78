// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

@testable import PopKitCLI

/// The frames `popkit demo <name> --frames N` printed, split for tests.
struct DemoFrameCapture {
  /// The header line of each frame.
  let headers: [String]
  /// The rows of each frame.
  let frames: [[String]]

  init(_ text: String) {
    var headers: [String] = []
    var frames: [[String]] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("--- frame ") {
        headers.append(String(line))
        frames.append([])
      } else if !frames.isEmpty {
        frames[frames.count - 1].append(String(line))
      }
    }
    if var last = frames.popLast() {
      if last.last == "" { last.removeLast() }  // the text's final line break
      frames.append(last)
    }
    self.headers = headers
    self.frames = frames
  }

  /// Runs `popkit demo` in-process and splits its frames.
  @MainActor
  static func run(_ scene: String, frames: Int, fps: Int = 30) -> DemoFrameCapture {
    let result = popkit(["demo", scene, "--frames", "\(frames)", "--fps", "\(fps)"])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    return DemoFrameCapture(result.standardOutput)
  }

  /// The whole text of a frame.
  func text(_ frame: Int) -> String { frames[frame].joined(separator: "\n") }

  /// The first row of a frame containing a text, if any.
  func row(containing text: String, in frame: Int) -> String? {
    frames[frame].first { $0.contains(text) }
  }

  /// The column of the first occurrence of a character in a frame, if any.
  func column(of character: Character, in frame: Int) -> Int? {
    for row in frames[frame] {
      if let index = row.firstIndex(of: character) {
        return row.distance(from: row.startIndex, to: index)
      }
    }
    return nil
  }

  /// How often a character appears in a frame.
  func count(of character: Character, in frame: Int) -> Int {
    frames[frame].reduce(0) { $0 + $1.filter { $0 == character }.count }
  }

  /// The number after a label in a frame, as in `x  0.734` or `progress  42%`.
  func number(after label: String, in frame: Int) -> Double? {
    guard let row = row(containing: label, in: frame),
      let range = row.range(of: label)
    else { return nil }
    let rest = row[range.upperBound...].drop { $0 == " " }
    let digits = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "," }
    return Double(digits.filter { $0 != "," })
  }
}
