// swift-tools-version: 6.0
import PackageDescription

/// Invariant checks run after every mutation in debug builds (the test configuration) and
/// compile away in release builds (the benchmarks).
let invariants: [SwiftSetting] = [.define("SNAPSHOTS_INVARIANTS", .when(configuration: .debug))]

let package = Package(
  name: "swift-diffable-snapshots",
  products: [
    .library(name: "Snapshots", targets: ["Snapshots"]),
    .library(name: "Outline", targets: ["Outline"]),
  ],
  targets: [
    .target(name: "Snapshots", swiftSettings: invariants),
    .target(name: "Outline", dependencies: ["Snapshots"], swiftSettings: invariants),

    .target(name: "TestSupport", dependencies: ["Snapshots"], path: "Tests/TestSupport"),
    .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "TestSupport"]),
    .testTarget(name: "OutlineTests", dependencies: ["Outline", "Snapshots", "TestSupport"]),

    .executableTarget(
      name: "Benchmarks", dependencies: ["Snapshots", "Outline"], path: "Sources/Benchmarks"),
    .executableTarget(
      name: "snapshot-diff", dependencies: ["Snapshots"], path: "Examples/snapshot-diff"),
    .testTarget(
      name: "SnapshotDiffTests", dependencies: ["snapshot-diff", "Snapshots"],
      path: "Tests/SnapshotDiffTests"),
    .executableTarget(
      name: "comments", dependencies: ["Outline", "Snapshots"], path: "Examples/comments"),
    .testTarget(
      name: "CommentsTests", dependencies: ["comments", "Outline", "Snapshots"],
      path: "Tests/CommentsTests", resources: [.copy("Resources/default-session.txt")]),
    .executableTarget(
      name: "reorder-sync", dependencies: ["Snapshots"], path: "Examples/reorder-sync"),
    .testTarget(
      name: "ReorderSyncTests", dependencies: ["reorder-sync", "Snapshots", "TestSupport"],
      path: "Tests/ReorderSyncTests"),
    .executableTarget(
      name: "outline-browser", dependencies: ["Outline"], path: "Examples/outline-browser"),
    .testTarget(
      name: "OutlineBrowserTests", dependencies: ["outline-browser", "Outline"],
      path: "Tests/OutlineBrowserTests"),
  ],
  swiftLanguageModes: [.v6]
)
