// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Dispatch
import Foundation
import PopKit
import PopKitShared

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live demo: the gallery in the terminal, driven by PopKit's animator on a timer clock.
///
/// Keys are read from standard input by a Dispatch read source; signals arrive through
/// Dispatch signal sources, so no code runs in a signal handler: SIGINT, SIGTERM and SIGHUP
/// restore the terminal and exit with status 0, SIGWINCH lays the screen out again at the new
/// size, and SIGTSTP (Ctrl-Z) restores the terminal before stopping and takes it back on
/// resuming. Each frame is drawn after the animator renders it, as the cells that changed, in
/// one write.
package enum LiveDemo {
  /// Runs the live demo until the user quits; never returns.
  ///
  /// - Parameter request: The first scene and the frame rate, from `popkit demo`.
  /// - Returns: Never; the process exits with status 0 when the user quits, or 1 when the
  ///   terminal cannot be set up.
  @MainActor
  package static func run(_ request: LiveDemoRequest) -> Never {
    let session = LiveDemoSession(request)
    do {
      try session.start()
    } catch {
      FileOutput.writeAll(Array("popkit demo: \(error.message)\n".utf8), to: 2)
      exit(error.exitCode)
    }
    dispatchMain()
  }
}

/// The running live demo: the terminal, the gallery, and the sources that feed it.
@MainActor
final class LiveDemoSession {
  private let terminal = TerminalSession()
  private let encoder: TerminalEncoder
  private let request: LiveDemoRequest
  private var gallery: DemoGallery?
  private var screen: TerminalCanvas?
  private var size = (width: 80, height: 24)
  private var parser = KeyParser()
  private var sources: [any DispatchSourceProtocol] = []

  /// Creates a session; nothing happens until ``start()``.
  ///
  /// - Parameter request: The first scene and the frame rate.
  init(_ request: LiveDemoRequest) {
    self.request = request
    encoder = TerminalEncoder(
      colorMode: ColorMode.detect(environment: ProcessInfo.processInfo.environment))
  }

  /// Takes over the terminal, shows the first scene and starts listening.
  ///
  /// - Throws: ``CLIError/runtime(_:)`` when the terminal cannot be set up.
  func start() throws(CLIError) {
    let framesPerSecond = request.framesPerSecond
    gallery = DemoGallery(startingAt: DemoGallery.index(of: request.scene) ?? 0) {
      [weak self] in
      Animator(clock: RedrawingClock(framesPerSecond: framesPerSecond) { self?.draw() })
    }
    gallery?.frameInterval = 1 / framesPerSecond
    listen(to: [SIGINT, SIGTERM, SIGHUP]) { $0.finish() }
    listen(to: [SIGWINCH]) { $0.resize() }
    listen(to: [SIGTSTP]) { $0.suspend() }
    try terminal.enter()
    let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
    input.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.readKeys() }
    }
    input.resume()
    sources.append(input)
    resize()
  }

  /// Handles signals on the main queue through Dispatch, never in a signal handler.
  private func listen(to signals: [Int32], action: @escaping (LiveDemoSession) -> Void) {
    for number in signals {
      // Ignore the default action (ending or stopping the process); the source still sees it.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          action(self)
        }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Draws the current frame: only the cells that changed since the last one, in one write.
  func draw() {
    guard let gallery, terminal.isActive else { return }
    var canvas = TerminalCanvas(width: size.width, height: size.height)
    gallery.draw(into: &canvas)
    let bytes = encoder.changes(from: screen, to: canvas)
    if !bytes.isEmpty { terminal.write(bytes) }
    screen = canvas
  }

  /// Reads the keys waiting on standard input and acts on them.
  private func readKeys() {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(0, &buffer, buffer.count)
    if count < 0 && errno != EAGAIN && errno != EINTR { finish() }
    guard count > 0, let gallery else { return }
    var changed = false
    for key in parser.keys(from: Array(buffer[0..<count])) {
      switch gallery.handle(key, at: gallery.keyTime) {
      case .quit: finish()
      case .changed: changed = true
      case .ignored: break
      }
    }
    if changed { draw() }
  }

  /// Reads the terminal's new size and draws a whole new frame.
  private func resize() {
    if let newSize = TerminalSession.size() { size = newSize }
    screen = nil
    draw()
  }

  /// Gives the terminal back, stops the process (as Ctrl-Z would), and takes the terminal
  /// again when the shell resumes it.
  private func suspend() {
    terminal.leave()
    kill(getpid(), SIGSTOP)
    try? terminal.enter()
    resize()
  }

  /// Restores the terminal and exits with status 0.
  private func finish() -> Never {
    terminal.leave()
    exit(0)
  }
}
