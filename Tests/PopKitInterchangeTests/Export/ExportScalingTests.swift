import PopKit
import PopKitInterchange
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 34, finding 8: an export's time grows with its input, not with its square.
///
/// The figures for release builds are in `Benchmarks/README.md`; these check the ratio at test
/// sizes.
@Suite("Export scaling (issue 34)", .serialized)
struct ExportScalingTests {
  /// One track of `count` linear keyframes on `x`.
  static func keyframes(_ count: Int) throws -> MotionDocument {
    let keyframes = (0..<count).map { index in
      "{\"kind\": \"linear\", \"to\": \(index % 7 * 10 + 1), \"duration\": 0.01}"
    }
    return try MotionDocument(
      json: """
        {"popkit": 1, "choreographies": {"c": {
          "targets": {"box": {"x": 0, "y": 0, "width": 10, "height": 10}},
          "tracks": [{"target": "box", "property": "x", "track": {"from": 0, "keyframes": [
            \(keyframes.joined(separator: ",\n"))]}}]}}}
        """)
  }

  /// `count` placements of one 10 s track on `x`, each 0.01 s after the one before.
  static func overlapping(_ count: Int) throws -> MotionDocument {
    let placements = (0..<count).map { index in
      "{\"target\": \"box\", \"property\": \"x\", \"at\": \(Double(index) / 100), "
        + "\"track\": \"move\"}"
    }
    return try MotionDocument(
      json: """
        {"popkit": 1,
         "tracks": {"move": {"from": 0, "keyframes": [{"kind": "linear", "to": 100, "duration": 10}]}},
         "choreographies": {"c": {
          "targets": {"box": {"x": 0, "y": 0, "width": 10, "height": 10}},
          "tracks": [\(placements.joined(separator: ",\n"))]}}}
        """)
  }

  /// The calling thread's processor time, seconds (not wall time: other tests run beside this
  /// one and take the processor from it).
  static func threadTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// The best of three processor times of an export, seconds.
  static func seconds(_ document: MotionDocument, _ format: MotionExport.Format) throws -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
      let start = threadTime()
      _ = try MotionExport.export(document, to: format, .default)
      best = min(best, threadTime() - start)
    }
    return best
  }

  @Test(
    "finding 8: doubling the keyframes (Lottie, CSS) or the overlapping placements (CSS) at most 3× the time (2.5× in release; slack for a shared machine)",
    arguments: [
      (MotionExport.Format.lottie, false, 6000), (.css, false, 6000), (.css, true, 3000),
    ])
  func linear(_ format: MotionExport.Format, _ placements: Bool, _ size: Int) throws {
    let make = placements ? Self.overlapping : Self.keyframes
    let small = try Self.seconds(make(size), format)
    let large = try Self.seconds(make(2 * size), format)
    #expect(large <= 3 * small, "\(format) \(size): \(small) s, \(2 * size): \(large) s")
  }
}
