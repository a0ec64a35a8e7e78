#if GTK
  import PopKitCLI

  /// `popkit-gallery`'s flags, each with one value and given at most once, and its positional
  /// arguments.
  ///
  /// As in `popkit`, a value may start with `-` (`--time -1` is then refused by its own rule)
  /// but not with `--`, so that a forgotten value is reported instead of eating the next flag.
  struct GalleryOptions {
    /// The flags' values, by flag (`--time`).
    var values: [String: String] = [:]
    /// The other arguments, in order.
    var positional: ArraySlice<String> = []

    /// Splits arguments.
    ///
    /// - Parameters:
    ///   - arguments: The words after the command.
    ///   - allowed: The flags accepted.
    /// - Throws: ``CLIError/usage(_:)`` for an unknown flag, a missing value or a repeated flag.
    init(_ arguments: [String], allowed: Set<String>) throws(CLIError) {
      var rest: [String] = []
      var iterator = arguments.makeIterator()
      while let argument = iterator.next() {
        guard argument.hasPrefix("-") else {
          rest.append(argument)
          continue
        }
        guard allowed.contains(argument) else {
          throw .usage("unknown option '\(argument)'")
        }
        guard values[argument] == nil else {
          throw .usage("\(argument) is given more than once; give it once")
        }
        guard let value = iterator.next(), !value.hasPrefix("--") || value.contains(" ") else {
          throw .usage("\(argument) needs a value")
        }
        values[argument] = value
      }
      positional = rest[...]
    }
  }
#endif
