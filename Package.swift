// swift-tools-version:6.2
import PackageDescription

/// Settings shared by every target: Swift 6 language mode (strict concurrency) everywhere.
let settings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

/// Where a target depends on GTK: only with the `GTK` trait.
let gtk = TargetDependencyCondition.when(traits: ["GTK"])

let package = Package(
  name: "PopKit",
  // The lowest OS versions the whole package honours: AttributedString (macOS 12, iOS 15),
  // which RichNumberFormat and the terminal demo's rich text use. Newer pieces are
  // gated where they stand: AnimatedValue needs Observation (macOS 14, iOS 17). Nothing needs
  // Synchronization (macOS 15, iOS 18): `finished` waits on the main actor without a lock.
  // The rest needs only Swift concurrency (macOS 10.15, iOS 13), whose main-actor
  // `isolated deinit` (Animator, TimerClock) is back-deployed that far.
  platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "PopKit", targets: ["PopKit"]),
    .library(name: "PopKitCore", targets: ["PopKitCore"]),
    .library(name: "PopKitInterchange", targets: ["PopKitInterchange"]),
    .library(name: "PopKitTesting", targets: ["PopKitTesting"]),
    .executable(name: "popkit", targets: ["popkit"]),
    .library(name: "PopKitGTK", targets: ["PopKitGTK"]),
    .executable(name: "popkit-gallery", targets: ["popkit-gallery"]),
  ],
  traits: [
    // The GTK 4 desktop host (PopKitGTK, popkit-gallery): `swift run --traits GTK popkit-gallery`.
    // Off by default, so that `swift build` and `swift test` need no GTK installed.
    .trait(name: "GTK", description: "Build the GTK 4 host (needs libgtk-4-dev)."),
    .default(enabledTraits: []),
  ],
  targets: [
    // MARK: - Libraries
    // The portable core: values, timing curves, physics and tracks, pure functions of time that
    // build under Embedded Swift (no Foundation, Dispatch or concurrency; Scripts/build-core-embedded).
    .target(name: "PopKitCore", swiftSettings: settings),
    // The engine, on the core (which it re-exports): properties, animations, the animator.
    .target(name: "PopKit", dependencies: ["PopKitCore", "CPrefetch"], swiftSettings: settings),
    // A cache prefetch hint for the animator's frame loop (Swift has no spelling for one).
    .target(name: "CPrefetch"),
    // The motion document (JSON) and its exporters and importers: CSS, HTML, WAAPI, Lottie,
    // design tokens and other platforms' springs.
    .target(
      name: "PopKitInterchange", dependencies: ["PopKit", "PopKitShared"], swiftSettings: settings),
    // Motion snapshots for tests: a recorded run compared with a golden CSV file (Swift Testing).
    .target(
      name: "PopKitTesting", dependencies: ["PopKit", "PopKitShared"], swiftSettings: settings),
    // The plumbing the libraries and the tools share (`package` API, no product of its own):
    // the one writer of files and standard streams, with its errors, so that popkit,
    // popkit-gallery and PopKitTesting's golden files write through the same rules; the one
    // rule for outside numbers.
    .target(name: "PopKitShared", dependencies: ["PopKit"], swiftSettings: settings),

    // MARK: - GTK 4 host (trait GTK; without it these targets compile to nothing)
    .systemLibrary(
      name: "CGTK", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "PopKitGTK",
      dependencies: ["PopKit", "PopKitShared", .target(name: "CGTK", condition: gtk)],
      swiftSettings: settings),
    // The DocC article's minimal GTK app, compiled so that the article stays true.
    .executableTarget(
      name: "gtk-fling",
      dependencies: ["PopKit", "PopKitGTK", .target(name: "CGTK", condition: gtk)],
      path: "Examples/GTKFling", swiftSettings: settings),
    // The DocC article "Animating GTK widgets"'s app: real widgets moved by the catalog.
    .executableTarget(
      name: "gtk-widgets",
      dependencies: ["PopKit", "PopKitGTK", .target(name: "CGTK", condition: gtk)],
      path: "Examples/GTKWidgets", swiftSettings: settings),
    // The layout app: a grid of real GTK cards in a GTKLayoutBox (the gallery's `layout`
    // scene's CardBoard) filtered, shuffled, resized and opened into a detail view.
    .executableTarget(
      name: "gtk-layout",
      dependencies: [
        "PopKit", "PopKitGTK", "PopKitGallery", .target(name: "CGTK", condition: gtk),
      ],
      path: "Examples/GTKLayout", swiftSettings: settings),

    // MARK: - Tools (the workshop: Tools/, not shipped in any library)
    // The command framework both executables use: commands, their dispatch and help, flags
    // and their parsing, the numbers flags accept.
    .target(
      name: "PopKitCommandLine", dependencies: ["PopKit", "PopKitShared"],
      path: "Tools/PopKitCommandLine", swiftSettings: settings),
    // The command line's commands (popkit), on PopKit, its interchange and the demos.
    .target(
      name: "PopKitCLI",
      dependencies: [
        "PopKit", "PopKitCommandLine", "PopKitDemos", "PopKitInterchange", "PopKitShared",
      ],
      path: "Tools/PopKitCLI", swiftSettings: settings),
    // The demos' models (objects, properties, springs and actions), drawn by both galleries:
    // the terminal's (PopKitCLI) and the GTK window's (PopKitGallery).
    .target(
      name: "PopKitDemos", dependencies: ["PopKit"], path: "Tools/PopKitDemos",
      swiftSettings: settings),
    // The allocator's bytes in use (glibc mallinfo2), for the soak's memory check.
    .target(name: "CMallocStats", path: "Tools/CMallocStats"),
    .executableTarget(
      name: "popkit", dependencies: ["PopKitCLI", "PopKitCommandLine"], path: "Tools/popkit",
      swiftSettings: settings),
    .executableTarget(
      name: "popkit-soak", dependencies: ["PopKit", "CMallocStats"], path: "Tools/popkit-soak",
      swiftSettings: settings),
    // The GTK gallery; it uses popkit's command framework and number rules
    // (PopKitCommandLine), so that both tools treat an output path and a number the same way.
    .target(
      name: "PopKitGallery",
      dependencies: [
        "PopKit", "PopKitCommandLine", "PopKitDemos", "PopKitGTK", "PopKitShared",
        .target(name: "CGTK", condition: gtk),
      ],
      path: "Tools/PopKitGallery", swiftSettings: settings),
    .executableTarget(
      name: "popkit-gallery", dependencies: ["PopKitGallery"], path: "Tools/popkit-gallery",
      swiftSettings: settings),
    // The GTK host's checks and measurements in real windows (check-clock, check-catalog,
    // check-scroller, measure-widgets), for CI and the GTK tests; not shipped in popkit-gallery.
    .target(
      name: "PopKitGTKCheck",
      dependencies: [
        "PopKit", "PopKitCommandLine", "PopKitDemos", "PopKitGTK", "PopKitGallery", "PopKitShared",
        .target(name: "CGTK", condition: gtk),
      ],
      path: "Tools/PopKitGTKCheck", swiftSettings: settings),
    .executableTarget(
      name: "popkit-gtk-check", dependencies: ["PopKitGTKCheck"], path: "Tools/popkit-gtk-check",
      swiftSettings: settings),

    // MARK: - Tests
    // What every test target shares (`package` API): the seeded random generator, approximate
    // equality, exit-test messages, temporary folders and the test objects.
    .target(
      name: "PopKitTestSupport", dependencies: ["PopKit"], path: "Tests/PopKitTestSupport",
      swiftSettings: settings),
    .testTarget(
      name: "PopKitTestSupportTests", dependencies: ["PopKitTestSupport"], swiftSettings: settings),
    .testTarget(
      name: "PopKitTests", dependencies: ["PopKit", "PopKitCore", "PopKitTestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "PopKitInterchangeTests",
      dependencies: ["PopKitInterchange", "PopKitShared", "PopKitTestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "PopKitCLITests",
      dependencies: [
        "PopKitCLI", "PopKitCommandLine", "PopKitDemos", "PopKitShared", "PopKitTestSupport",
        "PopKitTesting",
      ],
      exclude: ["Demo/Snapshots"], swiftSettings: settings),
    .testTarget(
      name: "PopKitTestingTests",
      dependencies: ["PopKitShared", "PopKitTestSupport", "PopKitTesting"],
      swiftSettings: settings),
    .testTarget(
      name: "PopKitGTKTests",
      dependencies: [
        "PopKit", "PopKitDemos", "PopKitGTK", "PopKitGTKCheck", "PopKitGallery",
        "PopKitTestSupport", "PopKitTesting",
        .target(name: "CGTK", condition: gtk),
      ],
      exclude: ["Snapshots"],
      swiftSettings: settings),
  ]
)

// MARK: - Benchmarks
// `swift run -c release popkit-bench` (see Benchmarks/README.md). `MallocCounter` replaces
// malloc and friends in that executable only, to count allocations and live heap bytes.
package.targets += [
  .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport", swiftSettings: settings),
  .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
  // The workload's springs and tracks, shared by popkit-bench and popkit-probe.
  .target(
    name: "BenchmarkWorkloads", dependencies: ["PopKit"], path: "Benchmarks/BenchmarkWorkloads",
    swiftSettings: settings),
  .executableTarget(
    name: "popkit-bench",
    dependencies: [
      "PopKit", "BenchmarkSupport", "BenchmarkWorkloads", "MallocCounter",
      // The gtk-widget-writes benchmark, with the GTK trait only.
      .target(name: "PopKitGTK", condition: gtk), .target(name: "CGTK", condition: gtk),
    ],
    path: "Benchmarks/popkit-bench",
    swiftSettings: settings
  ),
  // Workloads counted by instructions under callgrind (Scripts/perf-gate): a program of its
  // own, so that each animation kind is compiled for its one object type, as a user's is.
  .executableTarget(
    name: "popkit-probe", dependencies: ["PopKit", "BenchmarkSupport", "BenchmarkWorkloads"],
    path: "Benchmarks/popkit-probe", swiftSettings: settings),
]
