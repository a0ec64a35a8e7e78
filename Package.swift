// swift-tools-version:6.2
import PackageDescription

/// Settings shared by every target: Swift 6 language mode (strict concurrency) everywhere.
let settings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "PopKit",
  products: [
    .library(name: "PopKit", targets: ["PopKit"]),
    .executable(name: "popkit", targets: ["popkit"]),
    .executable(name: "popkit-soak", targets: ["popkit-soak"]),
  ],
  targets: [
    // MARK: - Libraries
    .target(name: "PopKit", dependencies: ["CPrefetch"], swiftSettings: settings),
    // A cache prefetch hint for the animator's frame loop (Swift has no spelling for one).
    .target(name: "CPrefetch"),
    .target(name: "PopKitCLI", dependencies: ["PopKit"], swiftSettings: settings),
    // The allocator's bytes in use (glibc mallinfo2), for the soak's memory check.
    .target(name: "CMallocStats"),

    // MARK: - Executables
    .executableTarget(name: "popkit", dependencies: ["PopKitCLI"], swiftSettings: settings),
    .executableTarget(
      name: "popkit-soak", dependencies: ["PopKit", "CMallocStats"], swiftSettings: settings),

    // MARK: - Tests
    .testTarget(name: "PopKitTests", dependencies: ["PopKit"], swiftSettings: settings),
    .testTarget(name: "PopKitCLITests", dependencies: ["PopKitCLI"], swiftSettings: settings),
  ]
)

// MARK: - Benchmarks
// `swift run -c release popkit-bench` (see Benchmarks/README.md). `MallocCounter` replaces
// malloc and friends in that executable only, to count allocations and live heap bytes.
package.targets += [
  .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport", swiftSettings: settings),
  .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
  .executableTarget(
    name: "popkit-bench",
    dependencies: ["PopKit", "BenchmarkSupport", "MallocCounter"],
    path: "Benchmarks/popkit-bench",
    swiftSettings: settings
  ),
]
