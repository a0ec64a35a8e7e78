// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// popkit-bench: PopKit's benchmark suite. See Benchmarks/README.md for what each figure means
// and how it is measured. Run it in release mode:
//
//   swift run -c release popkit-bench [--json] [--filter NAME] [--quick] [--repetitions N]

import Foundation

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let counterCheck = checkHeapCounters()

#if DEBUG
  var warning = StandardError()
  print(
    "popkit-bench: a debug build; the figures mean nothing (use swift run -c release)", to: &warning
  )
#endif

/// A benchmark to run: its name and how to run it.
struct Entry {
  let name: String
  let run: @MainActor () -> BenchmarkResult
}

let repetitions = options.repetitions
let evenGaps = Frames.gaps(of: Frames.even)
let unevenGaps = Frames.gaps(of: Frames.uneven)
var entries = [
  Entry(name: "idle") {
    idleBenchmark(name: "idle", renders: options.size(1_000_000), repetitions: repetitions)
  }
]
for n in [1000, 10_000, 100_000] {
  entries.append(
    Entry(name: "spring-animator") {
      animatorBenchmark(
        name: "spring-animator", kind: .spring, n: options.size(n), times: Frames.even,
        repetitions: repetitions)
    })
}
entries += [
  Entry(name: "spring-animator-uneven") {
    animatorBenchmark(
      name: "spring-animator-uneven", kind: .spring, n: options.size(100_000),
      times: Frames.uneven, repetitions: repetitions)
  },
  Entry(name: "spring-generic-property") {
    animatorBenchmark(
      name: "spring-generic-property", kind: .spring, n: options.size(100_000),
      times: Frames.even, repetitions: repetitions, property: genericParticleX)
  },
  Entry(name: "spring-keypath-property") {
    animatorBenchmark(
      name: "spring-keypath-property", kind: .spring, n: options.size(100_000),
      times: Frames.even, repetitions: repetitions, property: keyPathParticleX)
  },
  Entry(name: "decay-animator") {
    animatorBenchmark(
      name: "decay-animator", kind: .decay, n: options.size(100_000), times: Frames.even,
      repetitions: repetitions)
  },
  Entry(name: "spring-start") {
    springStartBenchmark(name: "spring-start", n: options.size(10_000), repetitions: repetitions)
  },
  Entry(name: "spring-retarget") {
    springRetargetBenchmark(
      name: "spring-retarget", n: options.size(100_000), repetitions: repetitions)
  },
  Entry(name: "decay-animator-bounded") {
    animatorBenchmark(
      name: "decay-animator-bounded", kind: .boundedDecay, n: options.size(100_000),
      times: Frames.even, repetitions: repetitions)
  },
  Entry(name: "recorder") {
    recorderBenchmark(name: "recorder", n: options.size(1_000), repetitions: repetitions)
  },
  Entry(name: "transform-spring") {
    transformBenchmark(name: "transform-spring", n: options.size(10_000), repetitions: repetitions)
  },
  Entry(name: "transform-spring-keypath") {
    transformBenchmark(
      name: "transform-spring-keypath", n: options.size(10_000), repetitions: repetitions,
      property: cardTransformByKeyPath)
  },
  Entry(name: "basic-animator") {
    animatorBenchmark(
      name: "basic-animator", kind: .basic, n: options.size(100_000), times: Frames.even,
      repetitions: repetitions)
  },
]
// A reflowing grid through a layout transition, beside as many CGRect springs.
for n in [100, 1000, 10_000] {
  entries.append(
    Entry(name: "layout") {
      layoutBenchmark(name: "layout", n: options.size(n), repetitions: repetitions)
    })
}
// Five-segment tracks as keyframe animations and as one choreography, side by side.
for (name, playback) in [
  ("keyframe-animator", TrackPlayback.animator), ("choreography-player", TrackPlayback.player),
] {
  entries.append(
    Entry(name: name) {
      trackBenchmark(
        name: name, playback: playback, n: options.size(100_000), repetitions: repetitions)
    })
}
// One object's keys: 1, 128 and 16,000 of them.
for keys in [1, 128, 16_000] {
  entries.append(
    Entry(name: "keys-per-object") {
      keysBenchmark(name: "keys-per-object", keys: options.size(keys), repetitions: repetitions)
    })
}
// The batch at 100,000 (its state fits in the caches) and at 1,000,000 (it does not).
for n in [100_000, 1_000_000] {
  entries.append(
    Entry(name: "spring-batch") {
      batchBenchmark(
        name: "spring-batch", n: options.size(n), gaps: evenGaps, frame: .advance,
        repetitions: repetitions)
    })
}
entries += [
  Entry(name: "spring-batch-uneven") {
    batchBenchmark(
      name: "spring-batch-uneven", n: options.size(1_000_000), gaps: unevenGaps,
      frame: .advance, repetitions: repetitions)
  },
  Entry(name: "spring-batch-values") {
    batchBenchmark(
      name: "spring-batch-values", n: options.size(1_000_000), gaps: evenGaps,
      frame: .advanceAndRead, repetitions: repetitions)
  },
  Entry(name: "spring-batch-values-one-pass") {
    batchBenchmark(
      name: "spring-batch-values-one-pass", n: options.size(1_000_000), gaps: evenGaps,
      frame: .advanceReading, repetitions: repetitions)
  },
]
// A timeline's entries: 100, 1,000 and 10,000 of them.
for n in [100, 1000, 10_000] {
  entries.append(
    Entry(name: "timeline-entries") {
      timelineBenchmark(name: "timeline-entries", n: options.size(n), repetitions: repetitions)
    })
}
entries.append(
  Entry(name: "velocity-tracker") {
    velocityTrackerBenchmark(
      name: "velocity-tracker", n: options.size(1_000_000), repetitions: repetitions)
  })
entries.append(
  Entry(name: "path-track") {
    pathTrackBenchmark(name: "path-track", n: options.size(1_000_000), repetitions: repetitions)
  })
for n in [100_000, 1_000_000] {
  entries.append(
    Entry(name: "memory-floor") {
      memoryFloorBenchmark(
        name: "memory-floor", n: options.size(n), frames: Frames.count, repetitions: repetitions)
    })
}
// Catalog writes to real GTK widgets (built with --traits GTK, run under an X display).
#if GTK
  for property in WidgetWrite.allCases {
    entries.append(
      Entry(name: "gtk-widget-writes") {
        guard gtkIsReady else {
          var standardError = StandardError()
          print(
            "popkit-bench: gtk-widget-writes needs an X display (run it under xvfb-run)",
            to: &standardError)
          exit(2)
        }
        return gtkWidgetBenchmark(
          name: "gtk-widget-writes", property: property, n: options.size(1000),
          repetitions: repetitions)
      })
  }
#endif

let machine = Machine.current
let selected = entries.filter { options.selects($0.name) }
if selected.isEmpty {
  var standardError = StandardError()
  print("popkit-bench: no benchmark matches '\(options.filter ?? "")'", to: &standardError)
  exit(2)
}
if !options.json {
  printHeader(machine: machine, options: options, counterCheck: counterCheck)
}
var results: [BenchmarkResult] = []
for entry in selected {
  let result = entry.run()
  results.append(result)
  if !options.json { printRow(result) }
}
if options.json {
  print(json(results, machine: machine, options: options, counterCheck: counterCheck))
} else {
  printNotes(results)
}
