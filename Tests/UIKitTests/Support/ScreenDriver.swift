import AdapterTesting
import Snapshots
import TestSupport
import Testing
import UIKit

/// Drives a screen with random applies, section snapshots, taps on disclosure controls
/// (ListSteps, which the AppKit suite shares), drags, animations that end at random times and
/// trips out of the window, and checks after every step that the emulator raised nothing and
/// that what the view shows follows the data source: its rows, and every visible cell's item
/// and content version.
@MainActor
struct ScreenDriver: ListDriver {
  let screen: SnapshotScreen
  var steps: ListSteps

  init(screen: SnapshotScreen, contents: Contents, seed: UInt64) {
    self.screen = screen
    steps = ListSteps(screen.dataSource, contents: contents, seed: seed)
    screen.dataSource.reorderingHandlers.canReorderItem = { $0 % 7 != 3 }
    let dataSource = screen.dataSource
    screen.dataSource.reorderingHandlers.didReorder = { transaction in
      #expect(dataSource.snapshot() == transaction.finalSnapshot)
    }
  }

  /// Runs `steps` random steps, then lets every animation end and checks the settled view.
  mutating func run(steps count: Int) {
    guard stepChecking(count) else { return }
    let view = screen.view
    steps.settle(
      animating: { view.emulatedAnimatingBatches }, finish: view.emulateAnimationsFinishing)
    _ = checkNow()
  }

  mutating func step() {
    switch steps.random.below(20) {
    case 0..<7: steps.applyEdited()
    case 7: steps.reloadWithoutDiff(marking: false)
    case 8, 9: steps.applySectionSnapshot()
    case 10, 11: steps.tapDisclosure()
    case 12, 13:
      guard let (from, to) = randomDrag() else { return }
      steps.operations.append("drag \(from) to \(to)")
      _ = screen.view.emulateInteractiveMove(from: from, to: to)
    case 14:
      let inWindow = steps.random.chance(3, in: 4)
      steps.operations.append("in window: \(inWindow)")
      screen.putInWindow(inWindow)
    default:
      steps.operations.append("animations end")
      screen.view.emulateAnimationsFinishing()
    }
  }

  /// A drag as a person makes it, in the view's own coordinates.
  mutating func randomDrag() -> (IndexPath, IndexPath)? {
    let counts = screen.view.emulatedRowCounts
    let filled = counts.indices.filter { counts[$0] > 0 }
    guard let section = filled.randomElement(using: &steps.random) else { return nil }
    let from = IndexPath(item: steps.random.below(counts[section]), section: section)
    let target = steps.random.chance(1, in: 2) ? section : steps.random.below(counts.count)
    let slots = target == section ? counts[target] : counts[target] + 1
    return (from, IndexPath(item: steps.random.below(slots), section: target))
  }

  /// Checks the view against the data source; `false` once something failed.
  func checkNow() -> Bool {
    steps.passes(raised: UIKitEmulator.raisedExceptions, log: screen.view.emulatedLog) {
      let dataSource = screen.dataSource
      let counts = screen.view.emulatedRowCounts
      // The view's rows, by what its data source answers for each of them.
      let rows = counts.enumerated().map { section, count in
        (0..<count).map { dataSource.itemIdentifier(for: IndexPath(item: $0, section: section)) }
      }
      let shown = screen.view.shownCells.map {
        ($0.indexPath, $0.shown, dataSource.itemIdentifier(for: $0.indexPath))
      }
      return steps.problem(
        rows: rows, counts: counts, settled: screen.view.emulatedAnimatingBatches == 0,
        shown: shown)
    }
  }
}
