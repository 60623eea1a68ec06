// The collection adapter that ships, driven against the emulated view by random steps.
import AdapterTesting
import AppKit
import Snapshots
import TestSupport
import Testing

@MainActor
@Suite(.serialized)
struct RandomCollectionTests {
  init() {
    recordExceptions()
    AppKitEmulator.emulateAnimationsFinishing()
  }

  // 24 seeds with `SNAPSHOTS_LONG_RUNS=1`, 6 by default.
  nonisolated static let seeds: [UInt64] = Array(1...UInt64(RunLength.count(24, default: 6)))

  @Test(arguments: seeds)
  func everyRowVisible(seed: UInt64) {
    var driver = CollectionDriver(screen: CollectionScreen(contents: Contents()), seed: seed)
    driver.run(steps: 2_500)
  }

  /// Only some rows have items: rows enter and leave the visible range as batches move them,
  /// and each visible section has a header.
  @Test(arguments: seeds.prefix(8))
  func partlyVisibleWithHeaders(seed: UInt64) {
    let screen = CollectionScreen(contents: Contents(), visibleItems: 3..<9, headers: true)
    var driver = CollectionDriver(screen: screen, seed: seed &+ 1000)
    driver.run(steps: 2_500)
  }
}
