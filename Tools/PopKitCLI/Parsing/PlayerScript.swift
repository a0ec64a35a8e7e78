// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitShared

/// A `--script` for `popkit trace --choreography`: commands to a ``ChoreographyPlayer``, each
/// at an animator time.
///
/// The grammar, spaces and tabs allowed around every word:
///
/// ```
/// script  = command { ";" command } [ ";" ]
/// command = TIME ":" action
/// action  = "play" | "pause" | "reverse" | "stop"
///         | "seek" T | "progress" P | "rate" R
///         | "release" ("start" | "end" | "nearest") [VELOCITY]
/// ```
///
/// TIME is seconds on the animator's timebase, in `0...1e6`, and never earlier than the time
/// of the command before it; T is seconds on the choreography (the player clamps it), P a
/// progress (clamped), R seconds of choreography per second in `-1e6...1e6`, VELOCITY progress
/// per second (the player clamps it to ±1e6). Every number is a plain finite decimal.
struct PlayerScript: Equatable, Sendable {
  /// What a command tells the player.
  enum Action: Equatable, Sendable {
    /// ``ChoreographyPlayer/play()``.
    case play
    /// ``ChoreographyPlayer/pause()``.
    case pause
    /// ``ChoreographyPlayer/reverse()``.
    case reverse
    /// ``ChoreographyPlayer/stop()``.
    case stop
    /// ``ChoreographyPlayer/seek(to:)``, seconds of choreography.
    case seek(Double)
    /// Setting ``ChoreographyPlayer/progress``.
    case progress(Double)
    /// Setting ``ChoreographyPlayer/rate``.
    case rate(Double)
    /// ``ChoreographyPlayer/release(to:velocity:spring:at:)`` with the default spring and
    /// instant; a `nil` velocity keeps the player's.
    case release(ChoreographyPlayer.Destination, velocity: Double?)
  }

  /// One command: when, what, and its text as written (for messages).
  struct Command: Equatable, Sendable {
    /// Seconds on the animator's timebase.
    var time: Double
    /// What it does.
    var action: Action
    /// The command as written, trimmed.
    var text: String
  }

  /// The commands, in the order written (their times never decrease).
  var commands: [Command]

  /// The script without `--script`: play from the start.
  static let playFromStart = PlayerScript(
    commands: [Command(time: 0, action: .play, text: "0:play")])

  /// The latest time a command may have, seconds: 1e6.
  static let latestTime = Choreography.maximumDuration

  /// The commands' names.
  static let verbs = ["play", "pause", "reverse", "stop", "seek", "progress", "rate", "release"]

  /// Reads a script.
  ///
  /// - Parameter text: The script, as given to `--script`.
  /// - Returns: The commands.
  /// - Throws: ``CLIError/usage(_:)``: `--script: command N "TEXT": REASON` for the first
  ///   command that cannot be read (N counts from 1), or `--script: empty …`.
  /// - Complexity: O(n) in the text's length.
  @MainActor
  static func parse(_ text: String) throws(CLIError) -> PlayerScript {
    var pieces = text.split(separator: ";", omittingEmptySubsequences: false).map {
      String($0).trimmingSpaces
    }
    if pieces.count > 1, pieces.last == "" { pieces.removeLast() }
    guard pieces != [""] else {
      throw .usage("--script: empty; give commands such as \"0:play; 0.5:reverse\"")
    }
    var commands: [Command] = []
    for (index, piece) in pieces.enumerated() {
      let command: Command
      do {
        command = try Self.command(piece)
      } catch {
        throw .usage("--script: command \(index + 1) \(JSONText.quoted(piece)): \(error.reason)")
      }
      if let previous = commands.last, command.time < previous.time {
        throw .usage(
          "--script: command \(index + 1) \(JSONText.quoted(piece)): its time "
            + "\(JSONText.shortest(command.time)) s is before the previous command's "
            + "(\(JSONText.shortest(previous.time)) s); write the commands in time order")
      }
      commands.append(command)
    }
    return PlayerScript(commands: commands)
  }

  /// Why a command cannot be read.
  struct CommandError: Error {
    /// The reason, completing `command N "TEXT": …`.
    var reason: String
  }

  /// Reads one command, `TIME:ACTION`.
  @MainActor
  private static func command(_ text: String) throws(CommandError) -> Command {
    guard !text.isEmpty else {
      throw CommandError(reason: "empty; expected TIME:COMMAND, such as 0.5:play")
    }
    guard let colon = text.firstIndex(of: ":") else {
      throw CommandError(reason: "expected TIME:COMMAND, such as 0.5:play")
    }
    let time = try number(
      String(text[..<colon]).trimmingSpaces, what: "the time",
      rule: .within(0...latestTime, "seconds"))
    let words = text[text.index(after: colon)...].split(whereSeparator: {
      $0 == " " || $0 == "\t"
    }).map(String.init)
    guard let verb = words.first else {
      throw CommandError(
        reason: "no command after the time; expected one of \(verbs.joined(separator: ", "))")
    }
    return Command(time: time, action: try action(verb, Array(words.dropFirst())), text: text)
  }

  /// Reads an action from its verb and arguments.
  @MainActor
  private static func action(
    _ verb: String, _ arguments: [String]
  ) throws(CommandError) -> Action {
    func expect(_ counts: ClosedRange<Int>, _ usage: String) throws(CommandError) {
      guard counts.contains(arguments.count) else {
        throw CommandError(reason: "\(verb) takes \(usage); got \(arguments.count) argument(s)")
      }
    }
    switch verb {
    case "play", "pause", "reverse", "stop":
      try expect(0...0, "no argument")
      let simple: [String: Action] = [
        "play": .play, "pause": .pause, "reverse": .reverse, "stop": .stop,
      ]
      return simple[verb] ?? .play
    case "seek":
      try expect(1...1, "one argument, the time in seconds (seek 0.3)")
      return .seek(try number(arguments[0], what: "the seek time", rule: .finite))
    case "progress":
      try expect(1...1, "one argument, the progress (progress 0.5)")
      return .progress(try number(arguments[0], what: "the progress", rule: .finite))
    case "rate":
      try expect(1...1, "one argument, the rate (rate -1)")
      let limit = ChoreographyPlayer.maximumRate
      return .rate(try number(arguments[0], what: "the rate", rule: .within(-limit...limit)))
    case "release":
      try expect(
        1...2, "a destination (start, end or nearest) and an optional velocity in progress/s")
      let destinations: [String: ChoreographyPlayer.Destination] = [
        "start": .start, "end": .end, "nearest": .nearest,
      ]
      guard let destination = destinations[arguments[0]] else {
        throw CommandError(
          reason: "the destination \(JSONText.quoted(arguments[0])) must be start, end or "
            + "nearest")
      }
      let velocity =
        arguments.count == 2
        ? try number(arguments[1], what: "the velocity (progress/s)", rule: .finite) : nil
      return .release(destination, velocity: velocity)
    default:
      throw CommandError(
        reason: "unknown command \(JSONText.quoted(verb)); expected one of "
          + verbs.joined(separator: ", "))
    }
  }

  /// Reads a number by a rule.
  private static func number(
    _ text: String, what: String, rule: NumberRule
  ) throws(CommandError) -> Double {
    guard let value = NumberParser.finiteNumber(text[...]), rule.accepts(value) else {
      let allowed = rule.allowed == "finite" ? "a finite number" : "a number \(rule.allowed)"
      throw CommandError(reason: "\(what) \(JSONText.quoted(text)) must be \(allowed)")
    }
    return value
  }
}
