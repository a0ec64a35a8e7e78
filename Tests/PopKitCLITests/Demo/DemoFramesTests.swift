// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitDemos
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit demo: what the frames show")
struct DemoFramesTests {
  /// The spring box's left edge in half columns, from the first row that draws it.
  private func boxPosition(_ capture: DemoFrameCapture, _ frame: Int) -> Int? {
    guard let row = capture.frames[frame].first(where: { $0.contains("█") }) else { return nil }
    let characters = Array(row)
    if let half = characters.firstIndex(of: "▐") { return 2 * half + 1 }
    return characters.firstIndex(of: "█").map { 2 * $0 }
  }

  @Test("spring: the box moves right monotonically, overshoots its rest, settles, then turns back")
  func spring() throws {
    let capture = DemoFrameCapture.run("spring", frames: 48)
    let positions = try (0..<48).map { try #require(boxPosition(capture, $0)) }
    let left = 2 * 10
    let right = 2 * (80 - 10 - SpringScene.boxWidth)
    #expect(positions[0] == left)
    let peak = try #require(positions.indices.max { positions[$0] < positions[$1] })
    #expect(positions[peak] > right, "the bouncy spring overshoots")
    #expect(zip(positions[..<peak], positions[1...peak]).allSatisfy { $0 < $1 })
    #expect(positions[peak + 1] < positions[peak])
    #expect(positions[35] == right, "at rest before the second press at 1.2 s")
    #expect(positions[47] < positions[36], "the second press sends it back")
    #expect(capture.row(containing: "target 1   at rest", in: 35) != nil)
  }

  @Test("decay: into the right wall's band and back to rest against it, then short; as ▼ said")
  func decay() throws {
    let capture = DemoFrameCapture.run("decay", frames: 150)
    let balls = try (0..<150).map { try #require(capture.column(of: "●", in: $0)) }
    // The walls at rest: the ┴ under each on the track.
    let track = try #require(capture.frames[0].first { $0.contains("┴") })
    let walls = track.indices.filter { track[$0] == "┴" }.map {
      track.distance(from: track.startIndex, to: $0)
    }
    let (left, right) = (walls[0], walls[1])
    #expect(walls.count == 2)
    #expect(balls[0] == left + 1)
    #expect(capture.column(of: "▼", in: 0) == right - 1, "it will end against the right wall")
    #expect(capture.text(0).contains("lands at 1.000, the wall"))
    let deepest = try #require(balls[0..<30].max())
    let pushed = try #require(balls.firstIndex(of: deepest))
    #expect(deepest > right + 1, "it pushes into the rubber band behind the wall")
    #expect(zip(balls[..<pushed], balls[1...pushed]).allSatisfy { $0 <= $1 })
    #expect(zip(balls[pushed..<29], balls[(pushed + 1)...29]).allSatisfy { $0 >= $1 })
    // The wall gives way on the ball's row only, just behind the ball.
    let rows = capture.frames[pushed].filter { $0.contains("┃") }
    #expect(rows.count == 2)
    let wallColumns = rows.map { row in
      row.lastIndex(of: "┃").map { row.distance(from: row.startIndex, to: $0) }
    }
    #expect(wallColumns == [right, deepest + 1])
    #expect(balls[29] == right - 1)
    #expect(capture.text(29).contains("at rest against the wall"))
    #expect(capture.column(of: "▼", in: 29) == nil)
    // The second fling at 1.0 s goes back left and stops short; its mark is where it ends up.
    let secondMark = try #require(capture.column(of: "▼", in: 30))
    #expect(secondMark > left + 1 && secondMark < balls[29])
    #expect(zip(balls[30..<149], balls[31...]).allSatisfy { $0 >= $1 })
    #expect(balls[149] == secondMark)
    #expect(capture.column(of: "▼", in: 149) == nil)
    #expect(capture.text(149).contains("at rest"))
  }

  @Test("curves: all start at 0 and finish at 1 together; at half time the curves differ")
  func curves() throws {
    let capture = DemoFrameCapture.run("curves", frames: 61)
    func value(_ name: String, _ frame: Int) throws -> Double {
      let row = try #require(capture.frames[frame].first { $0.hasPrefix("  \(name) ") })
      return try #require(Double(row.split(separator: " ").last ?? ""))
    }
    let names = CurvesDemo.curves.map(\.name)
    for name in names {
      #expect(try value(name, 0) == 0)
      #expect(try value(name, 60) == 1)
    }
    #expect(try value("linear", 30) == 0.5)
    #expect(try value("easeInEaseOut", 30) == 0.5)
    #expect(try value("easeIn", 30) < 0.5)
    #expect(try value("easeOut", 30) > 0.5)
    #expect(try value("default", 30) > 0.5)
  }

  @Test("button: the ring fills to 100 %, the colour springs to the accent, the press springs")
  func button() throws {
    let capture = DemoFrameCapture.run("button", frames: 60)
    let filled = (0..<60).map { capture.count(of: "●", in: $0) }
    #expect(filled[0] == 0)
    #expect(zip(filled, filled.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(capture.count(of: "○", in: 59) == 0)
    #expect(capture.number(after: "progress  ", in: 0) == 0)
    #expect(capture.number(after: "progress  ", in: 59) == 100)
    #expect(capture.frames[59].contains { $0.contains("○") == false && $0.contains(" 100%  ") })
    #expect(capture.row(containing: "#8F8F94", in: 0) != nil)
    #expect(capture.row(containing: "#FF3B6B", in: 59) != nil)
    let scales = try (0..<60).map { try #require(capture.number(after: "scale", in: $0)) }
    #expect(try #require(scales[0..<8].min()) < 0.9, "pressed: smaller")
    #expect(try #require(scales[8...].max()) > 1, "released: springs back past its size")
    #expect(scales[59] == 1)
    let blur = (0..<60).map { capture.count(of: "░", in: $0) }
    #expect(blur[0] > blur[30] && blur[30] > blur[59] && blur[59] == 0)
  }

  @Test("counter: 0 at the start, continues from the number shown when retargeted, ends on target")
  func counter() throws {
    let capture = DemoFrameCapture.run("counter", frames: 60)
    let values = try (0..<60).map { frame in
      try #require(capture.number(after: "as a String: $", in: frame))
    }
    #expect(values[0] == 0)
    #expect(capture.row(containing: "│         $0.00          │", in: 0) != nil)
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "never jumps back")
    #expect(values[14] > 0 && values[14] < 1280)
    #expect(values[15] == values[14], "the new count starts from the number shown")
    #expect(values[59] == 42000)
    #expect(capture.row(containing: "$42,000.00", in: 59) != nil)
    #expect(capture.text(59).contains("done"))
  }

  @Test("menu: items fly out one after another to (170,170) and fold back into the button")
  func menu() {
    let capture = DemoFrameCapture.run("menu", frames: 90)
    #expect(capture.count(of: "◆", in: 0) == 0)
    #expect(capture.count(of: "◆", in: 1) <= 1)
    #expect(capture.count(of: "◆", in: 3) <= 2)
    #expect(capture.count(of: "◆", in: 30) == 5)
    #expect(capture.text(30).contains("now (170.0, 170.0)"))
    #expect(capture.text(30).contains("(×)"))
    #expect(capture.count(of: "◆", in: 89) == 0)
    #expect(capture.text(89).contains("now (70.0, 70.0)"))
    #expect(capture.text(89).contains("(+)"))
  }
}
