// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

/// A value in a result's extra fields, printed as JSON.
enum Field: Sendable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)

  var json: String {
    switch self {
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .double(let value): value.isFinite ? String(value) : "null"
    case .string(let value): jsonString(value)
    }
  }

  var text: String {
    switch self {
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .double(let value): format(value)
    case .string(let value): value
    }
  }
}

/// The median, minimum and maximum of a set of repetitions.
struct Summary: Sendable {
  let median: Double
  let minimum: Double
  let maximum: Double

  /// The summary of at least one sample; an even count takes the mean of the middle two.
  init(_ samples: [Double]) {
    precondition(!samples.isEmpty, "no samples")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    minimum = sorted[0]
    maximum = sorted[sorted.count - 1]
  }
}

/// One benchmark's figures.
struct BenchmarkResult: Sendable {
  /// The benchmark's name, for `--filter`.
  let name: String
  /// Items per frame (springs, animations); 0 for `idle`.
  let n: Int
  /// Timed frames per repetition (renders, for `idle`).
  let frames: Int
  /// Repetitions the summaries are taken over.
  let repetitions: Int
  /// Nanoseconds per item per frame (per render, for `idle`).
  let nanoseconds: Summary
  /// Heap allocations per steady-state frame, counted over the timed frames after the first.
  let allocationsPerFrame: Double
  /// Live heap bytes per item once running, or `nil` when not measured.
  let bytesPerItem: Double?
  /// Further figures particular to the benchmark, in order.
  let extras: [(String, Field)]

  var json: String {
    var fields: [(String, String)] = [
      ("name", jsonString(name)),
      ("n", String(n)),
      ("frames", String(frames)),
      ("repetitions", String(repetitions)),
      ("ns_per_item_frame", String(nanoseconds.median)),
      ("ns_per_item_frame_min", String(nanoseconds.minimum)),
      ("ns_per_item_frame_max", String(nanoseconds.maximum)),
      ("allocations_per_frame", heapCountersAreActive ? String(allocationsPerFrame) : "null"),
      (
        "bytes_per_item", heapCountersAreActive ? bytesPerItem.map { String($0) } ?? "null" : "null"
      ),
    ]
    fields += extras.map { ($0.0, $0.1.json) }
    return "{" + fields.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }
}

/// A JSON string literal.
func jsonString(_ text: String) -> String { JSONText.quoted(text) }

/// A number with about three significant digits, for the human table.
func format(_ value: Double) -> String {
  let magnitude = value.magnitude
  if !value.isFinite || magnitude == 0 { return String(value) }
  if magnitude >= 100 { return String(format: "%.0f", value) }
  if magnitude >= 0.001 { return String(format: "%.3g", value) }
  return String(format: "%.2e", value)
}
