// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// popkit-probe: the workloads Scripts/perf-gate counts by instructions under callgrind (see
// Benchmarks/README.md, "The performance gate"). Built in release mode:
//
//   swift build -c release --product popkit-probe
//   valgrind --tool=callgrind .build/release/popkit-probe spring-frame [--setup-only]

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("--help") || arguments.count > 2
  || (arguments.count == 2 && arguments[1] != "--setup-only")
{
  let names = instructionProbes.map(\.name).joined(separator: ", ")
  print(
    """
    usage: popkit-probe NAME [--setup-only]

      NAME           the workload: \(names)
      --setup-only   only the workload's setup (the gate counts the difference)
    """)
  exit(arguments.contains("--help") ? 0 : 2)
}
runInstructionProbe(arguments[0], setupOnly: arguments.count == 2)

/// Prints an error on standard error and exits with a status.
func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("popkit-probe: \(message)\n".utf8))
  exit(status)
}
