// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal put into the state the live demo needs, and put back.
///
/// Entering saves the terminal's settings, turns off line buffering and echo (raw input, with
/// reads that return at once), and switches to the alternate screen with the cursor hidden
/// and line wrapping off. Ctrl-C still raises SIGINT, which the live demo handles. Leaving
/// restores the saved settings, the cursor, wrapping and the main screen, so the shell is
/// exactly as it was.
@MainActor
final class TerminalSession {
  /// Escape codes on entering: alternate screen, hidden cursor, no wrapping, cleared.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[2J"

  /// Escape codes on leaving: style reset, wrapping and cursor back, main screen.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// The settings before entering.
  private var saved = termios()

  /// Whether the terminal is in the demo's state.
  private(set) var isActive = false

  /// Creates a session; nothing changes until ``enter()``.
  init() {}

  /// Saves the settings and puts the terminal in raw mode on the alternate screen.
  ///
  /// - Throws: ``CLIError/runtime(_:)`` when standard input is not a terminal.
  func enter() throws(CLIError) {
    guard !isActive else { return }
    guard tcgetattr(0, &saved) == 0 else {
      throw .runtime("cannot read the terminal's settings: \(String(cString: strerror(errno)))")
    }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 0
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(0, TCSANOW, &raw) == 0 else {
      throw .runtime("cannot set the terminal's mode: \(String(cString: strerror(errno)))")
    }
    isActive = true
    write(TerminalSession.enterSequence)
  }

  /// Puts the terminal back as it was; does nothing if it was not entered.
  func leave() {
    guard isActive else { return }
    isActive = false
    write(TerminalSession.leaveSequence)
    _ = tcsetattr(0, TCSANOW, &saved)
  }

  /// Writes text to standard output in one piece.
  ///
  /// - Parameter text: Text and escape codes.
  func write(_ text: String) {
    FileOutput.writeAll(Array(text.utf8), to: 1)
  }

  /// The terminal's size in columns and rows, or `nil` when it cannot be read.
  static func size() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
