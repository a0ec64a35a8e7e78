// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

/// A command line split into flags with their texts and positional words; a flag's value is
/// read through its descriptor.
///
/// ```swift
/// let parsed = try ArgumentParser.parse(arguments, options: options)
/// let fps = try parsed[TraceCommand.fps]  // the value given, or the default
/// ```
///
/// A value is read, and so checked, when the command asks for it: a command decides the order
/// in which its flags are checked and so which mistake its one line names.
package struct ParsedArguments: Sendable {
  /// The words that are not flags or flag values, in order.
  package var positionals: [String] = []

  /// The flags given, by long name, each with its texts in order (empty for a switch).
  private var texts: [String: [String]] = [:]

  /// The long names of the flags given, in the order they first appeared.
  private var order: [String] = []

  /// Records one occurrence of a flag.
  ///
  /// - Parameters:
  ///   - option: The flag.
  ///   - text: Its text; `nil` for a switch.
  mutating func add(_ option: any Flag, text: String?) {
    if texts[option.name] == nil { order.append(option.name) }
    texts[option.name, default: []].append(contentsOf: text.map { [$0] } ?? [])
  }

  /// Whether a flag was given.
  ///
  /// - Parameter option: The flag.
  /// - Returns: `true` if it appeared at least once.
  package func contains(_ option: any Flag) -> Bool { texts[option.name] != nil }

  /// A flag's value: read from the texts given, or the default when it was not given.
  ///
  /// - Parameter option: The flag.
  /// - Returns: The value.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag and what it allows.
  package subscript<Value>(option: Option<Value>) -> Value {
    get throws(CLIError) {
      guard let given = texts[option.name] else { return option.defaultValue }
      return try option.read(given)
    }
  }

  /// A flag's value when it was given; `nil` when it was not (and its default is not wanted
  /// as it is, such as a vector's default that stands for every component).
  ///
  /// - Parameter option: The flag.
  /// - Returns: The value, or `nil`.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag and what it allows.
  package func valueIfGiven<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
    guard let given = texts[option.name] else { return nil }
    return try option.read(given)
  }

  /// The value of a flag without a default that the command needs.
  ///
  /// - Parameters:
  ///   - option: The flag.
  ///   - missing: The error when it was not given.
  /// - Returns: The value.
  /// - Throws: `missing`, or ``CLIError/usage(_:)`` naming the flag and what it allows.
  package func required<Wrapped>(
    _ option: Option<Wrapped?>, else missing: @autoclosure () -> CLIError
  ) throws(CLIError) -> Wrapped {
    guard let value = try self[option] else { throw missing() }
    return value
  }

  /// The flags given among some, in the order they appeared.
  ///
  /// - Parameter options: The flags.
  /// - Returns: Those given, as typed (`--name`).
  package func given(among options: [any Flag]) -> [String] {
    order.filter { name in options.contains { $0.name == name } }.map { "--\($0)" }
  }
}
