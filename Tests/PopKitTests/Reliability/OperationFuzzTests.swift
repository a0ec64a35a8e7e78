// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

@testable import PopKit

/// Random operation sequences against one animator, seeded, with every invariant checked after
/// every step (see ``OperationFuzzer``).
///
/// The default run uses a fixed list of seeds. More, locally:
///
/// ```sh
/// POPKIT_FUZZ_SEEDS=500 swift test --filter OperationFuzzTests       # 500 more seeds
/// POPKIT_FUZZ_STEPS=5000 swift test --filter OperationFuzzTests      # longer runs
/// POPKIT_FUZZ_SEED=17 swift test --filter OperationFuzzTests         # replay one seed
/// POPKIT_FUZZ_SEED=17 POPKIT_FUZZ_TRACE=1 swift test --filter OperationFuzzTests  # and trace it
/// ```
@MainActor
@Suite("Randomized operations")
struct OperationFuzzTests {
  /// The fixed seeds 1...32, plus `POPKIT_FUZZ_SEEDS` more (1 001, 1 002, …) when it is set;
  /// `POPKIT_FUZZ_SEED=17` runs only seed 17 (to replay a failure).
  nonisolated static let seeds: [UInt64] = {
    let environment = ProcessInfo.processInfo.environment
    if let only = environment["POPKIT_FUZZ_SEED"].flatMap({ UInt64($0) }) { return [only] }
    let extra = environment["POPKIT_FUZZ_SEEDS"].flatMap { UInt64($0) } ?? 0
    return Array(1...32) + (0..<extra).map { 1001 + $0 }
  }()

  /// Top-level steps per seed, `POPKIT_FUZZ_STEPS` when it is set.
  nonisolated static let steps =
    Int(ProcessInfo.processInfo.environment["POPKIT_FUZZ_STEPS"] ?? "") ?? 400

  @Test(
    "random operations at hostile times, also from callbacks: invariants hold after every step",
    arguments: seeds)
  func randomOperations(seed: UInt64) {
    let ledger = InvariantLedger()
    let fuzzer = OperationFuzzer(seed: seed, ledger: ledger)
    fuzzer.run(steps: Self.steps, seed: seed)
    #expect(ledger.failureCount == 0, "\(ledger.failures.joined(separator: "\n"))")
    // The run did what it is for: animations started, finished, were removed and released.
    #expect(fuzzer.recorder.count(.start) > 20)
    #expect(fuzzer.finishedStops > 0 && fuzzer.unfinishedStops > 0)
    #expect(fuzzer.released.count > 0)
    let operations = fuzzer.operationCounts.values.reduce(0, +)
    let callbackOperations = fuzzer.operationCounts.filter { $0.key.hasSuffix("callback)") }
      .values.reduce(0, +)
    print(
      "fuzz seed \(seed): \(Self.steps) steps, \(operations) operations "
        + "(\(callbackOperations) from callbacks), \(fuzzer.animations.count) animations, "
        + "\(fuzzer.recorder.count(.start)) starts, \(fuzzer.finishedStops) finished and "
        + "\(fuzzer.unfinishedStops) unfinished stops, \(fuzzer.released.count) objects "
        + "released, \(ledger.checks) invariant checks")
  }
}
