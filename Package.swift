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

/// An example: an executable in `Examples/<name>`, and its tests in `Tests/<tests>`, which see
/// the example, what it is built on, and the shared test support.
func example(
  _ name: String, tests: String, dependencies: [Target.Dependency], exclude: [String] = [],
  testResources: [Resource]? = nil
) -> [Target] {
  [
    .executableTarget(
      name: name, dependencies: dependencies, path: "Examples/\(name)", exclude: exclude),
    .testTarget(
      name: tests, dependencies: [.target(name: name), "TestSupport"] + dependencies,
      path: "Tests/\(tests)", resources: testResources),
  ]
}

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
  ]
    + example("snapshot-diff", tests: "SnapshotDiffTests", dependencies: ["Snapshots"])
    + example(
      "comments", tests: "CommentsTests", dependencies: ["Outline", "Snapshots"],
      testResources: [.copy("Resources/default-session.txt")])
    + example(
      "reorder-sync", tests: "ReorderSyncTests", dependencies: ["Snapshots"],
      testResources: [.copy("Resources/default-run.txt")])
    + example("outline-browser", tests: "OutlineBrowserTests", dependencies: ["Outline"])
    + example(
      "web-list", tests: "WebListTests", dependencies: ["Snapshots"],
      exclude: ["README.md", "screenshot.png"]),
  swiftLanguageModes: [.v6]
)
