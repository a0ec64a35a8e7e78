// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import CMallocStats
import PopKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `popkit-soak`: one million animations started and finished through one animator, with the
/// memory in use measured before and after.
///
/// ```sh
/// swift run -c release popkit-soak                        # 1 000 000 animations
/// swift run -c release popkit-soak --animations 20000 --no-memory-check   # under valgrind
/// ```
///
/// After a warm-up (so that the animator's tables and the runtime's caches have their working
/// size), it reads the bytes the C allocator has in use (glibc's `mallinfo2()`, Darwin's malloc
/// zones), runs the animations in batches of 1 000 over 50 objects, each batch to its end, and
/// reads them again. It exits with status 1 when the growth is above the limit (1 MiB by
/// default), when an animation did not finish, or when a value was not finite; 2 for a wrong
/// command line. Where the allocator does not tell its bytes in use (musl, glibc before 2.33),
/// the memory check is skipped with a message.
@main
struct PopKitSoak {
  /// The soak's settings, from the command line.
  struct Settings {
    /// How many animations to run after the warm-up.
    var animations = 1_000_000
    /// How many animations each batch adds before running them to their end.
    var batch = 1000
    /// How many batches the warm-up runs.
    var warmUpBatches = 20
    /// The most the memory in use may grow, in bytes.
    var memoryLimit = 1 << 20
    /// Whether to check the memory (not under valgrind, which replaces the allocator).
    var checksMemory = true
  }

  /// Runs the soak with the process's arguments and exits with its status.
  @MainActor
  static func main() {
    guard let settings = parse(Array(CommandLine.arguments.dropFirst())) else {
      printError(
        "usage: popkit-soak [--animations N] [--batch N] [--warm-up BATCHES] "
          + "[--memory-limit BYTES] [--no-memory-check]")
      exit(2)
    }
    exit(run(settings) ? 0 : 1)
  }

  /// Reads the command line; `nil` when it is wrong.
  static func parse(_ arguments: [String]) -> Settings? {
    var settings = Settings()
    var words = arguments[...]
    while let word = words.popFirst() {
      if word == "--no-memory-check" {
        settings.checksMemory = false
        continue
      }
      guard let text = words.popFirst(), let value = Int(text), value >= 0 else { return nil }
      switch word {
      case "--animations": settings.animations = value
      case "--batch" where value > 0: settings.batch = value
      case "--warm-up": settings.warmUpBatches = value
      case "--memory-limit": settings.memoryLimit = value
      default: return nil
      }
    }
    return settings
  }

  /// Runs the soak and prints its figures.
  ///
  /// - Returns: Whether every check passed.
  @MainActor
  static func run(_ settings: Settings) -> Bool {
    var workload = SoakWorkload()
    var ok = true
    for _ in 0..<settings.warmUpBatches {
      ok = workload.runBatch(of: settings.batch) && ok
    }
    let warmUp = workload.counts.added
    let before = popkit_malloc_bytes_in_use()
    let residentBefore = residentBytes()
    let start = monotonicSeconds()
    var remaining = settings.animations
    while remaining > 0 {
      let count = min(settings.batch, remaining)
      ok = workload.runBatch(of: count) && ok
      remaining -= count
    }
    let seconds = monotonicSeconds() - start
    let after = popkit_malloc_bytes_in_use()
    let residentAfter = residentBytes()
    let counts = workload.counts
    let growth = after - before
    print(
      "popkit-soak: \(settings.animations) animations (+ \(warmUp) warm-up) through one "
        + "animator in \(counts.frames) frames, \(format(seconds)) s")
    print(
      "  starts \(counts.started), finished stops \(counts.finished), unfinished stops "
        + "\(counts.unfinished), non-finite values \(counts.nonFiniteWrites), left in the "
        + "animator \(workload.animator.animationCount)")
    let memoryIsKnown = before >= 0 && after >= 0
    if memoryIsKnown {
      print(
        "  memory in use (\(allocatorStatistics)): before \(before) B, after \(after) B, "
          + "growth \(growth) B (limit \(settings.memoryLimit) B)")
    } else {
      print("  memory in use: unknown, the C allocator does not tell it here; check skipped")
    }
    print("  resident set (/proc/self/statm): before \(residentBefore) B, after \(residentAfter) B")
    let total = counts.added
    if counts.started != total || counts.finished != total || counts.unfinished != 0 {
      printError("popkit-soak: FAIL: not every animation started and finished once")
      ok = false
    }
    if counts.nonFiniteWrites != 0 || workload.animator.animationCount != 0 {
      printError("popkit-soak: FAIL: a value was not finite or animations were left")
      ok = false
    }
    if settings.checksMemory && memoryIsKnown && growth > settings.memoryLimit {
      printError("popkit-soak: FAIL: memory in use grew by \(growth) B")
      ok = false
    }
    return ok
  }

  /// Where the bytes in use come from, for the report.
  static var allocatorStatistics: String {
    #if canImport(Darwin)
      return "malloc zones' size_in_use"
    #else
      return "mallinfo2 uordblks + hblkhd"
    #endif
  }

  /// Seconds on a monotonic clock.
  static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// The process's resident set size in bytes from `/proc/self/statm`; -1 where there is none.
  static func residentBytes() -> Int {
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return -1 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return -1 }
    let fields = String(decoding: buffer.prefix(count), as: UTF8.self).split(separator: " ")
    guard fields.count >= 2, let pages = Int(fields[1]) else { return -1 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// A number with three decimals.
  static func format(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

/// Writes a line to standard error.
func printError(_ line: String) {
  let text = line + "\n"
  _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}
