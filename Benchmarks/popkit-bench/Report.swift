// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// The machine the figures come from.
struct Machine: Sendable {
  /// The CPU's model name (`model name` in /proc/cpuinfo).
  let cpu: String
  /// The number of online cores.
  let cores: Int
  /// The operating system, as `uname` gives it.
  let system: String
  /// When the run started, ISO 8601 in UTC.
  let date: String

  static var current: Machine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuinfo.split(separator: "\n")
      .first { $0.hasPrefix("model name") }?
      .split(separator: ":", maxSplits: 1).last?
      .trimmingCharacters(in: .whitespaces) ?? "unknown"
    var name = utsname()
    uname(&name)
    let system = [name.sysname, name.release, name.machine].map { field in
      withUnsafeBytes(of: field) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }.joined(separator: " ")
    let formatter = ISO8601DateFormatter()
    return Machine(
      cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount, system: system,
      date: formatter.string(from: Date()))
  }
}

private let columns: [(title: String, width: Int)] = [
  ("benchmark", 28), ("n", 9), ("frames", 7), ("ns/item/frame", 14), ("min", 9), ("max", 9),
  ("allocs/frame", 13), ("bytes/item", 11),
]

private func row(_ cells: [String]) -> String {
  zip(cells, columns).enumerated().map { index, pair in
    let (cell, column) = pair
    let padding = String(repeating: " ", count: max(0, column.width - cell.count))
    return index == 0 ? cell + padding : padding + cell
  }.joined(separator: " ")
}

func printHeader(machine: Machine, options: Options, counterCheck: String) {
  print("popkit-bench \(machine.date)")
  print("machine: \(machine.cpu), \(machine.cores) cores, \(machine.system)")
  print("malloc counter: \(counterCheck)")
  print(
    "repetitions: \(options.repetitions)\(options.quick ? ", --quick (a tenth of the sizes)" : "")"
  )
  print("figures: median of the repetitions, with min and max; see Benchmarks/README.md")
  print()
  print(row(columns.map(\.title)))
}

func printRow(_ result: BenchmarkResult) {
  print(
    row([
      result.name, String(result.n), String(result.frames), format(result.nanoseconds.median),
      format(result.nanoseconds.minimum), format(result.nanoseconds.maximum),
      heapCountersAreActive ? format(result.allocationsPerFrame) : "-",
      heapCountersAreActive ? result.bytesPerItem.map(format) ?? "-" : "-",
    ]))
}

func printNotes(_ results: [BenchmarkResult]) {
  print()
  for result in results where !result.extras.isEmpty {
    let notes = result.extras.map { "\($0.0) \($0.1.text)" }.joined(separator: ", ")
    print("\(result.name) (n \(result.n)): \(notes)")
  }
}

func json(
  _ results: [BenchmarkResult], machine: Machine, options: Options, counterCheck: String
) -> String {
  let header: [(String, String)] = [
    ("suite", jsonString("popkit-bench")),
    ("date", jsonString(machine.date)),
    ("cpu", jsonString(machine.cpu)),
    ("cores", String(machine.cores)),
    ("system", jsonString(machine.system)),
    ("repetitions", String(options.repetitions)),
    ("quick", options.quick ? "true" : "false"),
    ("malloc_counter_check", jsonString(counterCheck)),
  ]
  let fields = header.map { "  \(jsonString($0.0)): \($0.1)" }
  let rows = results.map { "    " + $0.json }.joined(separator: ",\n")
  return "{\n" + fields.joined(separator: ",\n") + ",\n  \"results\": [\n" + rows + "\n  ]\n}"
}
