// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

/// Headless Chromium: loads a page and hands back its DOM after the page's scripts ran.
///
/// Quirks met (Chromium 156, Debian bookworm):
/// - `/usr/bin/chromium` (Debian's wrapper script) prints `[: …: unexpected operator` on
///   standard error; standard error is full of such noise (D-Bus, GPU), so only the exit status
///   and the DOM count.
/// - `--dump-dom` prints the DOM after the `load` event; a probe that runs in the load handler is
///   in it. `--virtual-time-budget=5000` lets timers and animation frames run first too, and was
///   no slower here: 0.7 s a small page on an idle machine, 1.4–3.8 s for 104 instants while
///   other tests ran.
/// - Every run gets a fresh `--user-data-dir`, so runs in parallel do not share a profile lock.
/// - A run past its timeout is killed with SIGKILL, with every process below it
///   (``PlayerProcess/killTree(_:)``); a page that never finishes loading (`while (true) {}`)
///   otherwise hangs `--dump-dom` for ever.
enum Chromium {
  /// The page's probe reported a problem, or the DOM held no readings.
  struct ProbeFailed: Error, CustomStringConvertible {
    /// What went wrong.
    let message: String

    var description: String { "browser probe: \(message)" }
  }

  /// Loads `page` in headless Chromium and returns the DOM it printed.
  ///
  /// - Parameters:
  ///   - page: A whole HTML page.
  ///   - timeout: Seconds before Chromium is killed.
  ///   - prefersReducedMotion: Whether the page sees `prefers-reduced-motion: reduce`.
  /// - Returns: The serialized DOM (`--dump-dom`).
  /// - Throws: ``PlayerMissing`` when chromium is missing (only reachable when required, see
  ///   ``PlayerEnvironment``), ``PlayerProcess/TimedOut``, or ``ProbeFailed`` for a failed run.
  static func run(
    page: String, timeout: Double = 60, prefersReducedMotion: Bool = false
  ) throws -> String {
    let chromium = try PlayerEnvironment.requireChromium()
    let folder = try makeTemporaryFolder("popkit-players-chromium")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pageURL = folder.appendingPathComponent("page.html")
    try Data(page.utf8).write(to: pageURL)
    let outcome = try PlayerProcess.run(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
        "--virtual-time-budget=5000", "--dump-dom", pageURL.absoluteString,
      ] + (prefersReducedMotion ? ["--force-prefers-reduced-motion"] : []), timeout: timeout)
    guard outcome.status == 0 else {
      let tail = outcome.errors.split(separator: "\n").suffix(5).joined(separator: "\n")
      throw ProbeFailed(message: "chromium exited with status \(outcome.status):\n\(tail)")
    }
    return String(decoding: outcome.output, as: UTF8.self)
  }

  /// Loads a page that carries the probe (``BrowserProbeScript``) and decodes its readings.
  ///
  /// - Parameters:
  ///   - page: A whole HTML page with the probe's configuration and script.
  ///   - prefersReducedMotion: Whether the page sees `prefers-reduced-motion: reduce`.
  /// - Returns: The readings.
  /// - Throws: As ``run(page:timeout:prefersReducedMotion:)``, and ``ProbeFailed`` when the probe reported an error or
  ///   wrote nothing.
  static func readings(
    page: String, prefersReducedMotion: Bool = false
  ) throws -> BrowserReadings {
    try decodeReadings(dom: run(page: page, prefersReducedMotion: prefersReducedMotion))
  }

  /// Adds the probe to `page` (before its last `</body>`, else at its end), loads it and returns
  /// the readings.
  ///
  /// - Parameters:
  ///   - page: A whole HTML page (an exported `html` page, or CSS in a hand-made page).
  ///   - probes: What to read.
  ///   - times: When, ms of timeline time (see ``BrowserProbeScript``).
  ///   - prefersReducedMotion: Whether the page sees `prefers-reduced-motion: reduce`.
  /// - Returns: The readings.
  /// - Throws: As ``readings(page:prefersReducedMotion:)``.
  static func probe(
    page: String, probes: [BrowserProbe], times: [Double], prefersReducedMotion: Bool = false
  ) throws -> BrowserReadings {
    let elements = try BrowserProbeScript.elements(probes: probes, times: times)
    var probed = page
    if let end = page.range(of: "</body>", options: [.caseInsensitive, .backwards]) {
      probed.insert(contentsOf: elements + "\n", at: end.lowerBound)
    } else {
      probed += "\n" + elements
    }
    return try readings(page: probed, prefersReducedMotion: prefersReducedMotion)
  }

  /// Finds the probe's `<pre id="popkit-readings">` in a dumped DOM and decodes it.
  ///
  /// - Parameter dom: What `--dump-dom` printed.
  /// - Returns: The readings.
  /// - Throws: ``ProbeFailed`` when they are missing, reported an error or cannot be decoded.
  static func decodeReadings(dom: String) throws -> BrowserReadings {
    let opening = "<pre id=\"popkit-readings\">"
    guard let start = dom.range(of: opening, options: .backwards),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      throw ProbeFailed(message: "no readings in the page's DOM (did its load event fire?)")
    }
    let text = unescapeHTML(String(dom[start.upperBound..<end.lowerBound]))
    let data = Data(text.utf8)
    if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let error = object["error"] as? String
    {
      throw ProbeFailed(message: error)
    }
    do {
      return try JSONDecoder().decode(BrowserReadings.self, from: data)
    } catch {
      throw ProbeFailed(
        message: "readings are not the expected JSON (\(error)): \(text.prefix(200))")
    }
  }

  /// Undoes the escaping a serialized text node carries (`&amp;`, `&lt;`, `&gt;`, `&nbsp;`, and
  /// quotes for good measure).
  ///
  /// - Parameter text: Escaped text.
  /// - Returns: The text.
  static func unescapeHTML(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&nbsp;", with: "\u{00A0}")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
