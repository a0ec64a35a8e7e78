// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A grid of terminal cells that a frame of the demo is drawn into.
///
/// Drawing clips silently: anything outside the grid is dropped, so a scene can lay itself
/// out without checking every coordinate. Every character is taken to be one column wide (the
/// demo draws only such characters). The canvas knows nothing about escape codes; a
/// ``TerminalEncoder`` turns it into text for a terminal, and ``plainText`` into plain text.
///
/// ```swift
/// var canvas = TerminalCanvas(width: 20, height: 3)
/// canvas.put("hello", row: 1, column: 2, style: .bold)
/// canvas.plainText   // "\n  hello\n"
/// ```
struct TerminalCanvas: Equatable, Sendable {
  /// The number of columns.
  let width: Int
  /// The number of rows.
  let height: Int
  /// The cells, row by row.
  private(set) var cells: [TerminalCell]

  /// Creates an empty canvas.
  ///
  /// - Parameters:
  ///   - width: The number of columns, `>= 0`.
  ///   - height: The number of rows, `>= 0`.
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// Whether a position lies on the canvas.
  ///
  /// - Parameters:
  ///   - row: The row, from 0 at the top.
  ///   - column: The column, from 0 at the left.
  /// - Returns: `true` inside the grid.
  func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < height && column >= 0 && column < width
  }

  /// The cell at a position.
  ///
  /// Reading outside the grid gives a blank cell; writing outside is dropped.
  subscript(row: Int, column: Int) -> TerminalCell {
    get { contains(row: row, column: column) ? cells[row * width + column] : .blank }
    set {
      guard contains(row: row, column: column) else { return }
      cells[row * width + column] = newValue
    }
  }

  /// Draws one character.
  ///
  /// - Parameters:
  ///   - character: The character, one column wide.
  ///   - row: The row.
  ///   - column: The column.
  ///   - style: How it is drawn.
  mutating func put(_ character: Character, row: Int, column: Int, style: TextStyle = .plain) {
    self[row, column] = TerminalCell(character: character, style: style)
  }

  /// Draws text on one row, from a column to the right.
  ///
  /// - Parameters:
  ///   - text: The text; line breaks are not interpreted.
  ///   - row: The row.
  ///   - column: The column of its first character.
  ///   - style: How it is drawn.
  /// - Returns: The column just after the text.
  @discardableResult
  mutating func put(_ text: String, row: Int, column: Int, style: TextStyle = .plain) -> Int {
    var column = column
    for character in text {
      put(character, row: row, column: column, style: style)
      column += 1
    }
    return column
  }

  /// Draws text centred on a row.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - row: The row.
  ///   - style: How it is drawn.
  mutating func putCentered(_ text: String, row: Int, style: TextStyle = .plain) {
    put(text, row: row, column: (width - text.count) / 2, style: style)
  }

  /// Fills part of a row with one character.
  ///
  /// - Parameters:
  ///   - character: The character.
  ///   - row: The row.
  ///   - columns: The columns to fill.
  ///   - style: How it is drawn.
  mutating func fill(_ character: Character, row: Int, columns: Range<Int>, style: TextStyle) {
    for column in columns { put(character, row: row, column: column, style: style) }
  }

  /// Draws another canvas onto this one, its top-left corner at a position.
  ///
  /// - Parameters:
  ///   - canvas: The canvas to draw.
  ///   - row: The row of its top edge.
  ///   - column: The column of its left edge.
  mutating func draw(_ canvas: TerminalCanvas, row: Int, column: Int) {
    for sourceRow in 0..<canvas.height {
      for sourceColumn in 0..<canvas.width {
        self[row + sourceRow, column + sourceColumn] = canvas[sourceRow, sourceColumn]
      }
    }
  }

  /// The characters of one row, without styles and without trailing spaces.
  ///
  /// - Parameter row: The row.
  /// - Returns: The row's text.
  func plainLine(_ row: Int) -> String {
    guard row >= 0 && row < height else { return "" }
    // The trailing spaces are found on the cells, so only what is drawn becomes text.
    let start = row * width
    var end = start + width
    while end > start && cells[end - 1].character == " " { end -= 1 }
    var line = ""
    line.reserveCapacity(end - start)
    for index in start..<end { line.append(cells[index].character) }
    return line
  }

  /// The whole canvas as plain text: one line per row, trailing spaces removed, rows joined
  /// by line breaks (no break after the last).
  var plainText: String {
    (0..<height).map(plainLine).joined(separator: "\n")
  }
}
