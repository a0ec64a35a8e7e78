// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// How a ``GTKLayoutBox`` places its children (all in the box's own coordinates, in pixels).
  ///
  /// The placement itself is a pure function of the box's size and the children's natural
  /// sizes (``frames(width:height:sizes:)``), so it needs no display.
  public enum GTKLayoutArrangement: Sendable, Equatable {
    /// Top to bottom: each child its natural height and the box's width, `spacing` pixels
    /// between two children.
    case column(spacing: Double)
    /// Left to right: each child its natural width and the box's height, `spacing` pixels
    /// between two children.
    case row(spacing: Double)
    /// Equal cells, `columns` per row (at least 1; less counts as 1), as wide as the box's width
    /// allows and as tall as the tallest child's natural height, `spacing` pixels between two
    /// cells in either direction.
    case grid(columns: Int, spacing: Double)
    /// Wrapping rows: each child its natural size, left to right, a new row when the next child
    /// does not fit the box's width (a child wider than the box has a row of its own); a row is
    /// as tall as its tallest child; `spacing` pixels between two children and two rows.
    case flow(spacing: Double)
  }

  extension GTKLayoutArrangement {
    /// The spacing, in pixels, as placed: within 0...2²⁴ (not finite or negative counts as 0,
    /// more as 2²⁴).
    public var spacing: Double {
      let spacing: Double
      switch self {
      case .column(let value), .row(let value), .grid(_, let value), .flow(let value):
        spacing = value
      }
      return GTKLayoutArrangement.length(spacing)
    }

    /// The longest length placed, in pixels: 2²⁴ (GTK allocates in 32-bit integers; a sum of
    /// such lengths stays finite).
    static let longest = 16_777_216.0

    /// A length from outside made safe: within 0...``longest``; not finite or negative counts
    /// as 0.
    static func length(_ value: Double) -> Double {
      value.isFinite && value > 0 ? min(value, longest) : 0
    }

    /// The width each child is given whatever its own, in a box `width` pixels wide: the box's
    /// width in a column, a cell's in a grid; `nil` in a row and a flow (each child's natural
    /// width).
    ///
    /// - Parameter width: The box's width, in pixels (not finite or negative counts as 0).
    /// - Returns: The width in pixels (`>= 0`), or `nil`.
    public func childWidth(inBoxWidth width: Double) -> Double? {
      let width = GTKLayoutArrangement.length(width)
      switch self {
      case .column: return width
      case .grid(let columns, _):
        let count = Double(max(1, columns))
        return GTKLayoutArrangement.length((width - spacing * (count - 1)) / count)
      case .row, .flow: return nil
      }
    }

    /// Each child's frame in a box of the given size, in the children's order.
    ///
    /// A column gives child *i* the frame (0, yᵢ, width, hᵢ) with yᵢ₊₁ = yᵢ + hᵢ + spacing; a
    /// row (xᵢ, 0, wᵢ, height) with xᵢ₊₁ = xᵢ + wᵢ + spacing; a grid of c columns cells
    /// ((width − spacing·(c − 1)) / c) wide and max hᵢ tall, child *i* in column i mod c and
    /// row i / c; a flow places children left to right at their sizes and starts a new row
    /// (below the tallest of the row, plus spacing) when a child would end past `width`.
    ///
    /// - Parameters:
    ///   - width: The box's width, in pixels (not finite or negative counts as 0, more than 2²⁴
    ///     as 2²⁴).
    ///   - height: The box's height, in pixels (the same).
    ///   - sizes: The children's natural sizes, in pixels (each component the same); a
    ///     column's and a grid's widths are not read.
    /// - Returns: One frame per size, finite, with sizes `>= 0`.
    ///
    /// - Complexity: O(n) in the number of children.
    public func frames(width: Double, height: Double, sizes: [CGSize]) -> [CGRect] {
      let width = GTKLayoutArrangement.length(width)
      let height = GTKLayoutArrangement.length(height)
      let sizes = sizes.map {
        (
          width: GTKLayoutArrangement.length(Double($0.width)),
          height: GTKLayoutArrangement.length(Double($0.height))
        )
      }
      let spacing = self.spacing
      switch self {
      case .column:
        var y = 0.0
        return sizes.map { size in
          defer { y += size.height + spacing }
          return CGRect(x: 0, y: y, width: width, height: size.height)
        }
      case .row:
        var x = 0.0
        return sizes.map { size in
          defer { x += size.width + spacing }
          return CGRect(x: x, y: 0, width: size.width, height: height)
        }
      case .grid(let columns, _):
        let columns = max(1, columns)
        let cellWidth = childWidth(inBoxWidth: width) ?? 0
        let cellHeight = sizes.map(\.height).max() ?? 0
        return sizes.indices.map { index in
          let (row, column) = index.quotientAndRemainder(dividingBy: columns)
          return CGRect(
            x: Double(column) * (cellWidth + spacing), y: Double(row) * (cellHeight + spacing),
            width: cellWidth, height: cellHeight)
        }
      case .flow:
        return GTKLayoutArrangement.flow(sizes, width: width, spacing: spacing)
      }
    }

    /// A flow's frames: wrapping rows of natural sizes.
    private static func flow(
      _ sizes: [(width: Double, height: Double)], width: Double, spacing: Double
    ) -> [CGRect] {
      var (x, y, rowHeight, inRow) = (0.0, 0.0, 0.0, 0)
      return sizes.map { size in
        if inRow > 0 && x + size.width > width {
          (x, y, rowHeight, inRow) = (0, y + rowHeight + spacing, 0, 0)
        }
        defer {
          x += size.width + spacing
          rowHeight = max(rowHeight, size.height)
          inRow += 1
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
      }
    }

    /// The box's own width request from its children's widths, in pixels: a column and a flow
    /// need the widest child's minimum and prefer the widest natural width (a flow: all in one
    /// row); a row needs the sum, spacing included; a grid `columns` of the widest cell.
    ///
    /// - Parameters:
    ///   - minimum: The children's minimum widths, in pixels.
    ///   - natural: The children's natural widths, in pixels (as many).
    /// - Returns: The minimum and natural widths (`>= 0`, minimum ≤ natural).
    ///
    /// - Complexity: O(n) in the number of children.
    public func boxWidth(minimum: [Double], natural: [Double]) -> (minimum: Double, natural: Double)
    {
      let minimum = minimum.map(GTKLayoutArrangement.length)
      let natural = natural.map(GTKLayoutArrangement.length)
      guard !natural.isEmpty else { return (0, 0) }
      let gaps = spacing * Double(natural.count - 1)
      let result: (minimum: Double, natural: Double)
      switch self {
      case .column: result = (minimum.max() ?? 0, natural.max() ?? 0)
      case .row: result = (minimum.reduce(0, +) + gaps, natural.reduce(0, +) + gaps)
      case .flow: result = (minimum.max() ?? 0, natural.reduce(0, +) + gaps)
      case .grid(let columns, _):
        let count = Double(max(1, columns))
        let cellGaps = spacing * (count - 1)
        result = (
          (minimum.max() ?? 0) * count + cellGaps, (natural.max() ?? 0) * count + cellGaps
        )
      }
      let safe = (
        GTKLayoutArrangement.length(result.minimum), GTKLayoutArrangement.length(result.natural)
      )
      return (safe.0, max(safe.0, safe.1))
    }

    /// The box's own height from its children's sizes at a given box width, in pixels: the
    /// bottom of the lowest frame (a row: the tallest natural height).
    ///
    /// - Parameters:
    ///   - width: The box's width, in pixels.
    ///   - sizes: The children's natural sizes at the widths they get (``childWidth(inBoxWidth:)``).
    /// - Returns: The height, `>= 0`.
    ///
    /// - Complexity: O(n) in the number of children.
    public func boxHeight(width: Double, sizes: [CGSize]) -> Double {
      if case .row = self {
        return sizes.map { GTKLayoutArrangement.length(Double($0.height)) }.max() ?? 0
      }
      return frames(width: width, height: 0, sizes: sizes).map { Double($0.maxY) }.max() ?? 0
    }
  }
#endif
