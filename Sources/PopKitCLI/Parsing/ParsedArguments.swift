/// A command line split into flags with their values and positional words.
struct ParsedArguments: Sendable {
  /// The words that are not flags or flag values, in order.
  var positionals: [String] = []

  /// The flags given, by long name, each with its values in order (empty for a switch).
  private(set) var values: [String: [String]] = [:]

  /// The long names of the flags given, in the order they first appeared.
  private(set) var order: [String] = []

  /// Records one occurrence of a flag.
  ///
  /// - Parameters:
  ///   - name: The flag's long name.
  ///   - value: Its value; `nil` for a switch.
  mutating func add(_ name: String, value: String?) {
    if values[name] == nil { order.append(name) }
    values[name, default: []].append(contentsOf: value.map { [$0] } ?? [])
  }

  /// Whether a flag was given.
  ///
  /// - Parameter name: The long name.
  /// - Returns: `true` if it appeared at least once.
  func has(_ name: String) -> Bool { values[name] != nil }

  /// The value of a flag given once, or `nil` when it was not given.
  ///
  /// - Parameter name: The long name.
  /// - Returns: The value text.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable flag, in order.
  ///
  /// - Parameter name: The long name.
  /// - Returns: The values; empty when the flag was not given.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// The flags given among some names, in the order they appeared.
  ///
  /// - Parameter names: Long names.
  /// - Returns: Those given, as typed (`--name`).
  func given(among names: [String]) -> [String] {
    order.filter { names.contains($0) }.map { "--\($0)" }
  }
}
