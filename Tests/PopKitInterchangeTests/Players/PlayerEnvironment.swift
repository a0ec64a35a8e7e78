// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

/// Where the real players are on this machine, and whether the tests must find them.
///
/// The players: Debian's `chromium` (headless, for the CSS, HTML and WAAPI exports) and a Python
/// with `rlottie-python`, `thorvg-python` and `pillow` (for the Lottie export). `.ci/run`
/// installs them and sets `POPKIT_REQUIRE_PLAYERS=1`, `POPKIT_CHROMIUM` and
/// `POPKIT_PLAYERS_PYTHON`; on a machine without them a player test skips with a message, so
/// `swift test` stays green there.
///
/// Use it in one of two ways (both skip when a player is missing and not required, and both fail
/// naming what is missing when it is required):
/// ```swift
/// @Suite(.needsChromium) struct CSSExportInBrowserTests {
///   @Test func opacity() throws {
///     let readings = try Chromium.probe(page: page, probes: probes, times: times)
///     ...
///   }
/// }
/// @Test func bakedSpring() throws {
///   let python = try PlayerEnvironment.requirePython()  // skips or fails when missing
///   ...
/// }
/// ```
/// The trait skips the whole suite (Swift Testing prints "skipped: <message>"); inside, every
/// call that needs a player throws ``PlayerMissing`` when it is not there, which fails the test
/// (that happens only when players are required: otherwise the trait skipped it).
enum PlayerEnvironment {
  /// Whether CI demands the players (`POPKIT_REQUIRE_PLAYERS=1`): then a missing player fails.
  static let required: Bool = ProcessInfo.processInfo.environment["POPKIT_REQUIRE_PLAYERS"] == "1"

  /// The chromium to run: `POPKIT_CHROMIUM` when set and executable, else `chromium` on `PATH`.
  static let chromium: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["POPKIT_CHROMIUM"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for folder in folders {
      let candidate = "\(folder)/chromium"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// The Python with the Lottie players: `POPKIT_PLAYERS_PYTHON` when set and executable, else
  /// `/tmp/lottie-venv/bin/python` when it exists, else none.
  static let python: String? = {
    if let path = ProcessInfo.processInfo.environment["POPKIT_PLAYERS_PYTHON"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
    let fallback = "/tmp/lottie-venv/bin/python"
    return FileManager.default.isExecutableFile(atPath: fallback) ? fallback : nil
  }()

  /// What is missing for the browser tests, in words, or nil when chromium is there.
  static var chromiumMissing: String? {
    if chromium != nil { return nil }
    let variable = ProcessInfo.processInfo.environment["POPKIT_CHROMIUM"] ?? ""
    return variable.isEmpty
      ? "chromium not found on PATH (install Debian's chromium or set POPKIT_CHROMIUM)"
      : "POPKIT_CHROMIUM=\(variable) is not an executable file"
  }

  /// What is missing for the Lottie player tests, in words, or nil when the Python is there.
  static var pythonMissing: String? {
    if python != nil { return nil }
    let variable = ProcessInfo.processInfo.environment["POPKIT_PLAYERS_PYTHON"] ?? ""
    return variable.isEmpty
      ? "no Python with the Lottie players (set POPKIT_PLAYERS_PYTHON, or make /tmp/lottie-venv "
        + "with rlottie-python, thorvg-python and pillow)"
      : "POPKIT_PLAYERS_PYTHON=\(variable) is not an executable file"
  }

  /// The chromium path, for a test to call first.
  ///
  /// - Returns: The path when chromium is there.
  /// - Throws: ``PlayerMissing`` when it is missing and required (the test fails, naming it);
  ///   when it is missing and not required, Swift Testing's cancellation, which ends the test
  ///   with the message and no failure.
  static func requireChromium() throws -> String {
    if let chromium { return chromium }
    try missing(chromiumMissing ?? "chromium")
  }

  /// The players' Python path, for a test to call first (as ``requireChromium()``).
  ///
  /// - Returns: The path when the Python is there.
  /// - Throws: ``PlayerMissing`` when it is missing and required; else Swift Testing's
  ///   cancellation with the message.
  static func requirePython() throws -> String {
    if let python { return python }
    try missing(pythonMissing ?? "the players' Python")
  }

  /// Fails (required) or skips (not required) for a missing player.
  private static func missing(_ what: String) throws -> Never {
    if required { throw PlayerMissing(what: what) }
    try Test.cancel(Comment(rawValue: "skipped: \(what)"))
  }
}

/// A player the tests need is not on this machine although `POPKIT_REQUIRE_PLAYERS=1`.
struct PlayerMissing: Error, CustomStringConvertible {
  /// What is missing, in words.
  let what: String

  var description: String { "POPKIT_REQUIRE_PLAYERS=1 but \(what)" }
}

extension Trait where Self == ConditionTrait {
  /// Runs a suite or test only when chromium is there or required (then a missing one fails).
  static var needsChromium: Self {
    .enabled(
      if: PlayerEnvironment.chromium != nil || PlayerEnvironment.required,
      Comment(rawValue: PlayerEnvironment.chromiumMissing ?? "chromium"))
  }

  /// Runs a suite or test only when the Lottie players' Python is there or required.
  static var needsLottiePlayers: Self {
    .enabled(
      if: PlayerEnvironment.python != nil || PlayerEnvironment.required,
      Comment(rawValue: PlayerEnvironment.pythonMissing ?? "the Lottie players"))
  }
}
