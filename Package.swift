// swift-tools-version: 6.0
import PackageDescription

/// Invariant checks after every mutation, and the work counters the complexity tests read.
///
/// They cost O(n) per mutation, so they are off in every build of a client, debug included (a
/// dependency is built in its client's configuration). This package's own test runs turn them
/// on with `SNAPSHOTS_INVARIANTS=1 swift test`, the README's and CI's test command.
let invariants: [SwiftSetting] =
  Context.environment["SNAPSHOTS_INVARIANTS"] == "1"
  ? [.define("SNAPSHOTS_INVARIANTS", .when(configuration: .debug))] : []

let package = Package(
  name: "swift-diffable-snapshots",
  // The diffable era, to which Swift concurrency back-deploys; the Platforms article of the
  // Snapshots catalog lists the toolchain APIs that would raise these floors, and why none is used.
  platforms: [
    .iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1), .macCatalyst(.v13),
  ],
  products: [
    .library(name: "Snapshots", targets: ["Snapshots"]),
    .library(name: "Outline", targets: ["Outline"]),
  ],
  targets: [
    .target(name: "Snapshots", swiftSettings: invariants),
    .target(name: "Outline", dependencies: ["Snapshots"], swiftSettings: invariants),

    // The workloads, the seeded generator, the reference models and the replay oracles, for
    // the tests and the benchmarks alike: a regular target, so it imports no Testing.
    .target(
      name: "TestSupport", dependencies: ["Snapshots", "Outline"], path: "Tests/TestSupport"),
    // What the exit tests read of a child process's standard error; this one needs Testing.
    .target(name: "ExitTestSupport", path: "Tests/ExitTestSupport"),
    .testTarget(
      name: "SnapshotsTests", dependencies: ["Snapshots", "TestSupport", "ExitTestSupport"]),
    .testTarget(
      name: "OutlineTests",
      dependencies: ["Outline", "Snapshots", "TestSupport", "ExitTestSupport"]),
    .testTarget(name: "PortingTests", dependencies: ["Snapshots"]),

    .executableTarget(
      name: "Benchmarks", dependencies: ["Snapshots", "Outline", "TestSupport"],
      path: "Sources/Benchmarks"),
    .executableTarget(
      name: "snapshot-diff", dependencies: ["Snapshots"], path: "Examples/snapshot-diff"),
    .testTarget(
      name: "SnapshotDiffTests", dependencies: ["snapshot-diff", "Snapshots"],
      path: "Tests/SnapshotDiffTests"),
    .executableTarget(
      name: "comments", dependencies: ["Outline", "Snapshots"], path: "Examples/comments"),
    .testTarget(
      name: "CommentsTests", dependencies: ["comments", "Outline", "Snapshots", "TestSupport"],
      path: "Tests/CommentsTests", resources: [.copy("Resources/default-session.txt")]),
    .executableTarget(
      name: "reorder-sync", dependencies: ["Snapshots"], path: "Examples/reorder-sync"),
    .testTarget(
      name: "ReorderSyncTests", dependencies: ["reorder-sync", "Snapshots", "TestSupport"],
      path: "Tests/ReorderSyncTests", resources: [.copy("Resources/default-run.txt")]),
    .executableTarget(
      name: "outline-browser", dependencies: ["Outline"], path: "Examples/outline-browser"),
    .testTarget(
      name: "OutlineBrowserTests", dependencies: ["outline-browser", "Outline", "TestSupport"],
      path: "Tests/OutlineBrowserTests"),
    .executableTarget(
      name: "web-list", dependencies: ["Snapshots"], path: "Examples/web-list",
      exclude: ["README.md", "screenshot.png"]),
    .testTarget(
      name: "WebListTests", dependencies: ["web-list", "Snapshots", "TestSupport"],
      path: "Tests/WebListTests"),
  ],
  swiftLanguageModes: [.v6]
)
