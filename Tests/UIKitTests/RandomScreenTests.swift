import AdapterTesting
import Snapshots
import TestSupport
import Testing
import UIKit

/// The adapters that ship, driven against the emulated views by random steps; see
/// `ScreenDriver` for the steps and the checks after each.
@MainActor
@Suite(.serialized)
struct RandomScreenTests {
  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
  }

  // 24 seeds with `SNAPSHOTS_LONG_RUNS=1`, 6 by default.
  nonisolated static let seeds: [UInt64] = Array(1...UInt64(RunLength.count(24, default: 6)))

  @Test(arguments: ViewKind.allCases, seeds)
  func everyRowVisible(kind: ViewKind, seed: UInt64) {
    let contents = Contents()
    var driver = ScreenDriver(
      screen: .make(kind, contents: contents), contents: contents, seed: seed)
    driver.run(steps: 2_500)
  }

  /// Only some rows have cells: rows scroll in and out of the window as batches move them.
  @Test(arguments: ViewKind.allCases, seeds.prefix(8))
  func partlyVisible(kind: ViewKind, seed: UInt64) {
    let contents = Contents()
    var driver = ScreenDriver(
      screen: .make(kind, contents: contents, visibleRows: 3..<9), contents: contents,
      seed: seed &+ 1000)
    driver.run(steps: 2_500)
  }
}
