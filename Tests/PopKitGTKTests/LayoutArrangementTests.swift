// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitGTK
  import Testing

  /// `GTKLayoutArrangement`'s placement, a pure function (no display): every expected frame
  /// below is worked out by hand from the arrangement's rule.
  @Suite struct LayoutArrangementTests {
    /// Sizes from (width, height) pairs.
    static func sizes(_ pairs: [(Double, Double)]) -> [CGSize] {
      pairs.map { CGSize(width: $0.0, height: $0.1) }
    }

    /// Frames from (x, y, width, height) tuples.
    static func frames(_ tuples: [(Double, Double, Double, Double)]) -> [CGRect] {
      tuples.map { CGRect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
    }

    @Test("a column stacks natural heights at the box's width, spacing between")
    func column() {
      let placed = GTKLayoutArrangement.column(spacing: 10).frames(
        width: 300, height: 999, sizes: Self.sizes([(50, 20), (400, 35.5), (0, 0)]))
      // y: 0, 0 + 20 + 10 = 30, 30 + 35.5 + 10 = 75.5.
      #expect(placed == Self.frames([(0, 0, 300, 20), (0, 30, 300, 35.5), (0, 75.5, 300, 0)]))
    }

    @Test("a row puts natural widths side by side at the box's height")
    func row() {
      let placed = GTKLayoutArrangement.row(spacing: 4).frames(
        width: 10, height: 50, sizes: Self.sizes([(10, 1), (20, 99), (30, 0)]))
      // x: 0, 0 + 10 + 4 = 14, 14 + 20 + 4 = 38.
      #expect(placed == Self.frames([(0, 0, 10, 50), (14, 0, 20, 50), (38, 0, 30, 50)]))
    }

    @Test("a grid makes equal cells, the tallest natural height, columns per row")
    func grid() {
      let placed = GTKLayoutArrangement.grid(columns: 3, spacing: 10).frames(
        width: 320, height: 0, sizes: Self.sizes([(5, 40), (500, 60), (0, 10), (1, 30)]))
      // Cells (320 − 2·10) / 3 = 100 wide, 60 tall; columns at 0, 110, 220; rows at 0, 70.
      #expect(
        placed
          == Self.frames([
            (0, 0, 100, 60), (110, 0, 100, 60), (220, 0, 100, 60), (0, 70, 100, 60),
          ]))
      // One column: a column of equal cells.
      let single = GTKLayoutArrangement.grid(columns: 1, spacing: 2).frames(
        width: 50, height: 0, sizes: Self.sizes([(1, 3), (1, 7)]))
      #expect(single == Self.frames([(0, 0, 50, 7), (0, 9, 50, 7)]))
    }

    @Test("a flow wraps when the next child would end past the width; a row is its tallest")
    func flow() {
      let placed = GTKLayoutArrangement.flow(spacing: 10).frames(
        width: 100, height: 0,
        sizes: Self.sizes([(40, 20), (40, 30), (40, 10), (120, 5), (10, 10)]))
      // Row 1: 0 and 50 (50 + 40 = 90 fits), 30 tall; row 2 at 30 + 10 = 40: 40 alone
      // (50 + 120 > 100); row 3 at 40 + 10 + 10 = 60: the 120-wide child alone, wider than
      // the box; row 4 at 60 + 5 + 10 = 75.
      #expect(
        placed
          == Self.frames([
            (0, 0, 40, 20), (50, 0, 40, 30), (0, 40, 40, 10), (0, 60, 120, 5), (0, 75, 10, 10),
          ]))
      // A child ending exactly at the width stays in the row.
      let exact = GTKLayoutArrangement.flow(spacing: 0).frames(
        width: 100, height: 0, sizes: Self.sizes([(60, 1), (40, 1), (1, 1)]))
      #expect(exact == Self.frames([(0, 0, 60, 1), (60, 0, 40, 1), (0, 1, 1, 1)]))
    }

    @Test("the width each child is given: the box's, a cell's, or its own")
    func childWidth() {
      #expect(GTKLayoutArrangement.column(spacing: 8).childWidth(inBoxWidth: 240) == 240)
      #expect(GTKLayoutArrangement.grid(columns: 4, spacing: 8).childWidth(inBoxWidth: 240) == 54)
      #expect(GTKLayoutArrangement.row(spacing: 8).childWidth(inBoxWidth: 240) == nil)
      #expect(GTKLayoutArrangement.flow(spacing: 8).childWidth(inBoxWidth: 240) == nil)
    }

    @Test("the box's own size request: widths from the children's, height from the frames")
    func boxSize() {
      let minimum = [10.0, 30, 20]
      let natural = [15.0, 40, 25]
      let column = GTKLayoutArrangement.column(spacing: 5).boxWidth(
        minimum: minimum, natural: natural)
      #expect(column.minimum == 30 && column.natural == 40)
      let row = GTKLayoutArrangement.row(spacing: 5).boxWidth(minimum: minimum, natural: natural)
      #expect(row.minimum == 70 && row.natural == 90)
      let flow = GTKLayoutArrangement.flow(spacing: 5).boxWidth(minimum: minimum, natural: natural)
      #expect(flow.minimum == 30 && flow.natural == 90)
      let grid = GTKLayoutArrangement.grid(columns: 2, spacing: 5).boxWidth(
        minimum: minimum, natural: natural)
      #expect(grid.minimum == 65 && grid.natural == 85)
      #expect(GTKLayoutArrangement.row(spacing: 5).boxWidth(minimum: [], natural: []) == (0, 0))
      let sizes = Self.sizes([(40, 20), (40, 30), (40, 10)])
      // Column: 20 + 30 + 10 + 2·5; flow at 100: rows of 30 and 10, 5 apart; row: the tallest.
      #expect(GTKLayoutArrangement.column(spacing: 5).boxHeight(width: 100, sizes: sizes) == 70)
      #expect(GTKLayoutArrangement.flow(spacing: 5).boxHeight(width: 100, sizes: sizes) == 45)
      #expect(GTKLayoutArrangement.row(spacing: 5).boxHeight(width: 100, sizes: sizes) == 30)
      #expect(
        GTKLayoutArrangement.grid(columns: 2, spacing: 5).boxHeight(width: 100, sizes: sizes)
          == 65)
    }

    @Test(
      "outside numbers never give a non-finite or negative frame",
      arguments: [
        GTKLayoutArrangement.column(spacing: .nan), .row(spacing: -.infinity),
        .grid(columns: 0, spacing: .infinity), .grid(columns: .min, spacing: 3),
        .grid(columns: .max, spacing: 1), .flow(spacing: -4),
      ])
    func hostileNumbers(arrangement: GTKLayoutArrangement) {
      let sizes = Self.sizes([(.nan, 10), (.infinity, -.infinity), (-5, 1e308), (20, 20)])
      for (width, height) in [(Double.nan, 10.0), (-100, .infinity), (100, 100), (1e308, 1e308)] {
        #expect(arrangement.boxHeight(width: width, sizes: sizes).isFinite)
        let placed = arrangement.frames(width: width, height: height, sizes: sizes)
        #expect(placed.count == sizes.count)
        for frame in placed {
          let parts = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
          #expect(parts.allSatisfy { $0.isFinite }, "\(frame)")
          #expect(frame.width >= 0 && frame.height >= 0 && frame.width <= 16_777_216)
        }
      }
      #expect(arrangement.spacing >= 0 && arrangement.spacing <= 16_777_216)
      let box = arrangement.boxWidth(
        minimum: sizes.map { Double($0.width) }, natural: sizes.map { Double($0.height) })
      #expect(box.minimum.isFinite && box.natural.isFinite && box.minimum <= box.natural)
    }
  }
#endif
