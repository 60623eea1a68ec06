// Random steps against the collection adapter, with the checks after each.
import AdapterTesting
import AppKit
import Snapshots
import TestSupport
import Testing

/// Drives a collection screen with random applies (with reload and reconfigure marks, animated
/// or not), reloads without a diff, section snapshots, taps on disclosure controls (ListSteps,
/// which the UIKit suite shares), animations that end at random times and trips out of the
/// window, and checks after every step that AppKit raised nothing and that the view follows the
/// data source: its rows, every held item's identifier and content version, and every
/// completion run exactly once.
@MainActor
struct CollectionDriver: ListDriver {
  let screen: CollectionScreen
  var steps: ListSteps
  /// Applies made while a batch animated: each must be performed at once.
  var appliesWhileAnimating = 0

  init(screen: CollectionScreen, seed: UInt64) {
    self.screen = screen
    steps = ListSteps(screen.dataSource, contents: screen.contents, seed: seed)
  }

  /// Runs `steps` random steps, then lets every animation end and checks the settled view.
  mutating func run(steps count: Int) {
    guard stepChecking(count) else { return }
    let view = screen.view
    steps.settle(
      animating: { view.emulatedAnimatingBatches },
      finish: AppKitEmulator.emulateAnimationsFinishing)
    guard checkNow() else { return }
    // The steps reached each path: batches, reloads, and applies that had to wait.
    let seed = steps.seed
    #expect(view.emulatedBatchCount > count / 10, "seed \(seed)")
    #expect(view.emulatedReloadDataCount > count / 100, "seed \(seed)")
    #expect(appliesWhileAnimating > count / 10, "seed \(seed)")
  }

  mutating func step() {
    switch steps.random.below(20) {
    case 0..<8:
      if screen.view.emulatedAnimatingBatches > 0 { appliesWhileAnimating += 1 }
      steps.applyEdited()
    case 8: steps.reloadWithoutDiff(marking: true)
    case 9: steps.applySectionSnapshot()
    case 10: steps.tapDisclosure()
    case 11, 12:
      let inWindow = steps.random.chance(2, in: 3)
      steps.operations.append("in window: \(inWindow)")
      screen.view.emulatedIsInWindow = inWindow
    default:
      steps.operations.append("animations end")
      AppKitEmulator.emulateAnimationsFinishing()
    }
  }

  /// Checks the view against the data source; `false` once something failed.
  func checkNow() -> Bool {
    steps.passes(raised: AppKitEmulator.raisedExceptions, log: screen.view.emulatedLog) {
      steps.problem(
        rows: screen.rows, counts: screen.view.emulatedItemCounts,
        settled: screen.view.emulatedAnimatingBatches == 0,
        shown: screen.shownItems.map { ($0.indexPath, $0.shown, $0.represented) })
    }
  }
}
