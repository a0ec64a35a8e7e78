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
    .target(name: "PopKit", swiftSettings: settings),
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
