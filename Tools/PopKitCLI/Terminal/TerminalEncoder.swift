// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Turns canvases into the bytes a terminal needs: whole frames, or only what changed.
///
/// Every frame is one string meant for one `write`, so the terminal never shows half a frame.
/// Styles become SGR escape codes (bold 1, dim 2, reverse 7, a colour in the
/// ``ColorMode``); positions become cursor moves (`ESC [ row ; column H`, 1-based). The
/// output always ends with the style reset, so nothing leaks into the next write.
struct TerminalEncoder: Sendable {
  /// The colours the terminal shows.
  var colorMode: ColorMode

  /// Unchanged cells between two changed runs that are rewritten rather than skipped with a
  /// cursor move (a move costs about as many bytes).
  static let gapToBridge = 4

  /// The escape code that resets the style and then sets one.
  ///
  /// - Parameter style: The style.
  /// - Returns: `ESC [ 0 ; … m`.
  func selectGraphicRendition(_ style: TextStyle) -> String {
    var parameters = ["0"]
    if style.isBold { parameters.append("1") }
    if style.isDimmed { parameters.append("2") }
    if style.isInverse { parameters.append("7") }
    if let color = style.foreground, let code = colorMode.foregroundParameters(color) {
      parameters.append(code)
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  /// The escape code that moves the cursor to a cell.
  ///
  /// - Parameters:
  ///   - row: The row, from 0.
  ///   - column: The column, from 0.
  /// - Returns: `ESC [ row+1 ; column+1 H`.
  static func moveCursor(row: Int, column: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }

  /// The whole canvas, after clearing the screen.
  ///
  /// - Parameter canvas: The frame.
  /// - Returns: The bytes of the frame, as text.
  func fullFrame(_ canvas: TerminalCanvas) -> String {
    var output = "\u{1B}[0m\u{1B}[2J"
    var current: TextStyle?
    for row in 0..<canvas.height {
      output += TerminalEncoder.moveCursor(row: row, column: 0)
      appendCells(of: canvas, row: row, columns: 0..<canvas.width, to: &output, style: &current)
    }
    return output + "\u{1B}[0m"
  }

  /// The changes from one frame to the next: only the cells that differ.
  ///
  /// A missing previous frame, or one of another size, gives the ``fullFrame(_:)``.
  ///
  /// - Parameters:
  ///   - previous: The frame on the screen, if known.
  ///   - canvas: The new frame.
  /// - Returns: The bytes that turn the old frame into the new one; empty when equal.
  func changes(from previous: TerminalCanvas?, to canvas: TerminalCanvas) -> String {
    guard let previous, previous.width == canvas.width, previous.height == canvas.height else {
      return fullFrame(canvas)
    }
    var output = ""
    var current: TextStyle?
    for row in 0..<canvas.height {
      for run in changedRuns(from: previous, to: canvas, row: row) {
        output += TerminalEncoder.moveCursor(row: row, column: run.lowerBound)
        appendCells(of: canvas, row: row, columns: run, to: &output, style: &current)
      }
    }
    return output.isEmpty ? "" : output + "\u{1B}[0m"
  }

  /// The runs of columns of a row that changed, with short unchanged gaps bridged.
  ///
  /// - Parameters:
  ///   - previous: The old frame.
  ///   - canvas: The new frame, the same size.
  ///   - row: The row.
  /// - Returns: The column ranges to rewrite, left to right.
  func changedRuns(from previous: TerminalCanvas, to canvas: TerminalCanvas, row: Int)
    -> [Range<Int>]
  {
    var runs: [Range<Int>] = []
    var column = 0
    while column < canvas.width {
      guard previous[row, column] != canvas[row, column] else {
        column += 1
        continue
      }
      var end = column + 1
      var lastChanged = column
      while end < canvas.width && end - lastChanged <= TerminalEncoder.gapToBridge {
        if previous[row, end] != canvas[row, end] { lastChanged = end }
        end += 1
      }
      runs.append(column..<(lastChanged + 1))
      column = lastChanged + 1
    }
    return runs
  }

  /// Appends cells with the escape codes for their styles, changing style only when needed.
  private func appendCells(
    of canvas: TerminalCanvas, row: Int, columns: Range<Int>, to output: inout String,
    style current: inout TextStyle?
  ) {
    for column in columns {
      let cell = canvas[row, column]
      if cell.style != current {
        output += selectGraphicRendition(cell.style)
        current = cell.style
      }
      output.append(cell.character)
    }
  }
}
