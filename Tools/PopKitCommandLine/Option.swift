// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

/// One flag a command accepts, typed: its name, how its text becomes a `Value`, its default and
/// its help, in one place.
///
/// Help, parsing, validation and the error message are all made from the descriptor, and a
/// command reads the flag's value through it, never by its name:
///
/// ```swift
/// static let fps = Option(
///   "fps", value: "N", default: 60.0,
///   reading: .number(.within(1...10000, "frames per second")),
///   help: "Frames per second, \(.range). Default \(.default).")
/// // help:    Frames per second, 1...10000. Default 60.
/// // refusal: --fps must be a number in 1...1e4 (frames per second); got '0'
/// let framesPerSecond = try parsed[fps]  // a Double: the value given, or 60
/// ```
///
/// A flag without a default is an `Option<Wrapped?>` (its value is `nil` when not given), a
/// switch an `Option<Bool>`, and a repeatable flag an `Option<[Element]>`.
package struct Option<Value: Sendable>: Flag {
  package let name: String
  package let short: Character?
  package let valueName: String?
  package let repeatable: Bool

  /// The value when the flag is not given.
  package let defaultValue: Value

  /// How the flag's text becomes a value, and what it allows.
  let reader: OptionReader<Value>

  /// The help, with the range and the default still to fill in.
  private let helpText: HelpText

  package var help: String {
    helpText.text(range: reader.range, default: defaultText)
  }

  /// The default as help writes it (`60`, `csv`).
  package var defaultText: String { reader.describe(defaultValue) }

  /// The allowed values as help writes them (`1...10000`); empty when any text is allowed.
  package var range: String { reader.range }

  /// Reads the texts the flag was given.
  ///
  /// - Parameter texts: One text per time the flag was given, in order; empty for a switch.
  /// - Returns: The value.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag and what it allows.
  func read(_ texts: [String]) throws(CLIError) -> Value {
    try reader.read(texts, flag)
  }

  /// Creates a descriptor; the initializers below fill it in for each shape of flag.
  private init(
    name: String, short: Character?, valueName: String?, repeatable: Bool, defaultValue: Value,
    reader: OptionReader<Value>, help: HelpText
  ) {
    self.name = name
    self.short = short
    self.valueName = valueName
    self.repeatable = repeatable
    self.defaultValue = defaultValue
    self.reader = reader
    self.helpText = help
  }

  /// A flag with a value and a default, given at most once.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes, for example `fps`.
  ///   - short: A one-letter alias, for example `o` for `-o`.
  ///   - value: The value's placeholder in help, for example `N`.
  ///   - defaultValue: The value when the flag is not given.
  ///   - reader: How the text becomes a value.
  ///   - help: What the flag does; `\(.range)` and `\(.default)` are filled in.
  package init(
    _ name: String, short: Character? = nil, value: String, default defaultValue: Value,
    reading reader: OptionReader<Value>, help: HelpText
  ) {
    self.init(
      name: name, short: short, valueName: value, repeatable: false, defaultValue: defaultValue,
      reader: reader, help: help)
  }

  /// A flag with a value and no default, given at most once: its value is `nil` when it is not
  /// given.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - short: A one-letter alias.
  ///   - value: The value's placeholder in help.
  ///   - reader: How the text becomes a value.
  ///   - help: What the flag does; `\(.range)` is filled in.
  package init<Wrapped>(
    _ name: String, short: Character? = nil, value: String,
    reading reader: OptionReader<Wrapped>, help: HelpText
  ) where Value == Wrapped? {
    self.init(
      name: name, short: short, valueName: value, repeatable: false, defaultValue: nil,
      reader: reader.optional, help: help)
  }

  /// A flag that may be given any number of times: its value is every value given, in order.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - value: The value's placeholder in help.
  ///   - reader: How each text becomes a value.
  ///   - help: What the flag does.
  package init<Element>(
    _ name: String, value: String, repeating reader: OptionReader<Element>, help: HelpText
  ) where Value == [Element] {
    self.init(
      name: name, short: nil, valueName: value, repeatable: true, defaultValue: [],
      reader: reader.each, help: help)
  }
}

extension Option where Value == Bool {
  /// A switch: a flag without a value, `true` when given.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes, for example `json`.
  ///   - help: What the switch does.
  package init(_ name: String, help: HelpText) {
    self.init(
      name: name, short: nil, valueName: nil, repeatable: false, defaultValue: false,
      reader: .given, help: help)
  }
}

/// A flag as parsing and help see it, whatever the type of its value.
package protocol Flag: Sendable {
  /// The long name without dashes, for example `fps` for `--fps`.
  var name: String { get }

  /// A one-letter alias, for example `o` for `-o`.
  var short: Character? { get }

  /// The placeholder of the value in help, for example `N`; `nil` for a switch.
  var valueName: String? { get }

  /// Whether the flag may be given more than once.
  var repeatable: Bool { get }

  /// What the flag does, with its range and its default written in.
  var help: String { get }
}

extension Flag {
  /// The flag as typed: `--fps`.
  package var flag: String { "--\(name)" }

  /// Whether the flag takes a value.
  package var takesValue: Bool { valueName != nil }

  /// The flag as help shows it: `-o, --output FILE`.
  package var synopsis: String {
    let long = valueName.map { "\(flag) \($0)" } ?? flag
    return short.map { "-\($0), \(long)" } ?? long
  }
}

/// A titled group of flags in a command's help.
package struct OptionGroup: Sendable {
  /// The group's title, for example `Spring model`.
  package let title: String

  /// The flags, in the order help lists them.
  package let options: [any Flag]

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - title: The group's title; help writes its words before any parenthesis in capitals.
  ///   - options: The flags, in the order help lists them.
  package init(title: String, options: [any Flag]) {
    self.title = title
    self.options = options
  }
}
