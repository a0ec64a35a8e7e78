// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// The command line of `popkit-bench`.
struct Options: Sendable {
  /// Print JSON instead of a table.
  var json = false
  /// Run only the benchmarks whose name contains this text.
  var filter: String?
  /// Smaller sizes (a tenth), for a fast check.
  var quick = false
  /// Repetitions per benchmark; the figures are the median, minimum and maximum over them.
  var repetitions = 5

  static let usage = """
    usage: popkit-bench [--json] [--filter NAME] [--quick] [--repetitions N]

      --json            print the results as JSON (one object with a "results" array)
      --filter NAME     run only the benchmarks whose name contains NAME
      --quick           a tenth of the sizes, for a fast check (figures are not comparable)
      --repetitions N   repetitions per benchmark, >= 1 (default 5; the issue asks for >= 5)
      --help            print this help

    Build and run in release mode: swift run -c release popkit-bench
    """

  /// Parses the arguments, or prints a one-line error and exits with status 2.
  static func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--help", "-h":
        print(usage)
        exit(0)
      case "--filter":
        guard let name = remaining.popFirst(), !name.isEmpty else { fail("--filter needs a name") }
        options.filter = name
      case "--repetitions":
        guard let text = remaining.popFirst(), let count = Int(text), count >= 1 else {
          fail("--repetitions needs a whole number >= 1")
        }
        options.repetitions = count
      default:
        fail("unknown argument '\(argument)' (see --help)")
      }
    }
    return options
  }

  /// Whether a benchmark runs under the filter.
  func selects(_ name: String) -> Bool {
    guard let filter else { return true }
    return name.contains(filter)
  }

  /// A size, scaled down by `--quick`.
  func size(_ full: Int) -> Int {
    quick ? max(full / 10, 1) : full
  }
}

/// Prints an error on standard error and exits with status 2.
private func fail(_ message: String) -> Never {
  var standardError = StandardError()
  print("popkit-bench: \(message)", to: &standardError)
  exit(2)
}

/// Standard error as a text output stream.
struct StandardError: TextOutputStream {
  mutating func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
