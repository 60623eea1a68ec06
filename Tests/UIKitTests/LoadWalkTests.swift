import AdapterTesting
import Outline
import Snapshots
import TestSupport
import Testing
import UIKit

/// Every load the tree starts reaches the app exactly once, on both UIKit outline adapters:
/// random calls (expands, toggles, collapses, "show more", retries, expand-all, inserts,
/// moves, loads answered or failed) on a lazily loaded, paged tree; after every step each load
/// in flight came in an update the app was returned, and none came twice. 1 000 seeds on each
/// view, in chunks of 100 (with `SNAPSHOTS_LONG_RUNS=1`; the first 20
/// of each chunk, 200 seeds, by default).
@MainActor
@Suite(.serialized)
struct LoadWalkTests {
  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
  }

  @Test(arguments: ViewKind.allCases, 0..<10)
  func everyLoadReachesTheApp(kind: ViewKind, chunk: Int) {
    for seed in UInt64(chunk * 100 + 1)...UInt64(chunk * 100 + (longRuns ? 100 : 20)) {
      let screen = OutlineScreen.make(
        kind, tree: LoadWalk<ListViewOutlineDataSource<Int>>.tree(seed: seed),
        visibleRows: 0..<Int.max)
      screen.view.layoutIfNeeded()
      var walk = LoadWalk(screen.dataSource, seed: seed)
      for _ in 0..<(longRuns ? 400 : 40) {
        walk.step()
        if seed % 3 == 0 { screen.view.emulateAnimationsFinishing() }
        let problem =
          UIKitEmulator.raisedExceptions.isEmpty
          ? walk.problem() : "UIKit raised: \(UIKitEmulator.raisedExceptions)"
        if let problem {
          Issue.record("\(problem)\n\(walk.steps.context)")
          return
        }
      }
    }
  }
}

extension ListViewOutlineDataSource: LoadingOutline where ItemIdentifierType == Int {}
