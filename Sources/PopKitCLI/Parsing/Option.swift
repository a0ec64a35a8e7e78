/// One flag a command accepts: its name, whether it takes a value, and its help.
///
/// ```swift
/// Option("fps", value: "N", help: "Frames per second. Default 60.")
/// Option("json", help: "Print JSON.")                      // a switch
/// Option("output", short: "o", value: "FILE", help: "…")
/// ```
struct Option: Sendable {
  /// The long name without dashes, for example `fps` for `--fps`.
  let name: String

  /// A one-letter alias, for example `o` for `-o`.
  let short: Character?

  /// The placeholder of the value in help, for example `N`; `nil` for a switch.
  let valueName: String?

  /// What the flag does, its unit and its default.
  let help: String

  /// Whether the flag may be given more than once.
  let repeatable: Bool

  /// Creates a flag.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - short: A one-letter alias.
  ///   - value: The value's placeholder; `nil` makes a switch.
  ///   - repeatable: Whether the flag may be given more than once.
  ///   - help: What the flag does, its unit and its default.
  init(
    _ name: String, short: Character? = nil, value: String? = nil, repeatable: Bool = false,
    help: String
  ) {
    self.name = name
    self.short = short
    self.valueName = value
    self.repeatable = repeatable
    self.help = help
  }

  /// The flag as typed: `--fps`.
  var flag: String { "--\(name)" }

  /// Whether the flag takes a value.
  var takesValue: Bool { valueName != nil }

  /// The flag as help shows it: `-o, --output FILE`.
  var synopsis: String {
    let long = valueName.map { "\(flag) \($0)" } ?? flag
    return short.map { "-\($0), \(long)" } ?? long
  }
}

/// A titled group of flags in a command's help.
struct OptionGroup: Sendable {
  /// The group's title, for example `Spring model`.
  let title: String

  /// The flags, in the order help lists them.
  let options: [Option]
}
