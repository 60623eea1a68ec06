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

  nonisolated static let seeds: [UInt64] = Array(1...24)

  @Test(arguments: seeds)
  func collectionView(seed: UInt64) {
    let contents = Contents()
    var driver = ScreenDriver(
      screen: CollectionScreen(contents: contents), contents: contents, seed: seed)
    driver.run(steps: 2_500)
  }

  @Test(arguments: seeds)
  func tableView(seed: UInt64) {
    let contents = Contents()
    var driver = ScreenDriver(
      screen: TableScreen(contents: contents), contents: contents, seed: seed)
    driver.run(steps: 2_500)
  }

  /// Only some rows have cells: rows scroll in and out of the window as batches move them.
  @Test(arguments: seeds.prefix(8))
  func partlyVisibleViews(seed: UInt64) {
    let contents = Contents()
    var collection = ScreenDriver(
      screen: CollectionScreen(contents: contents, visibleRows: 3..<9), contents: contents,
      seed: seed)
    collection.run(steps: 2_500)
    var table = ScreenDriver(
      screen: TableScreen(contents: contents, visibleRows: 0..<5), contents: contents,
      seed: seed &+ 1000)
    table.run(steps: 2_500)
  }
}
