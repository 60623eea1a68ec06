import AdapterTesting
import Outline
import Snapshots
import TestSupport
import Testing
import UIKit

/// The outline adapters that ship, against the emulated views: random expands, collapses,
/// "show more", lazy loads answered or failed, inserts, deletes and moves, with animations
/// ending at random times. After every step the emulator has raised nothing, the view has the
/// tree's row count, and every visible cell shows its row's identity and content (a level,
/// expansion, count or footer that changed without a reconfigure would show the old one).
@MainActor
@Suite(.serialized)
struct RandomOutlineScreenTests {
  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
  }

  // 12 seeds with `SNAPSHOTS_LONG_RUNS=1`, 4 by default.
  @Test(arguments: ViewKind.allCases, Array(RunLength.seeds(12, default: 4)).map { $0 + 1 })
  func randomSteps(kind: ViewKind, seed: UInt64) {
    let screen = OutlineScreen.make(
      kind, tree: .screenFixture(seed: seed),
      visibleRows: seed % 2 == 0 ? 2..<12 : 0..<Int.max)
    var driver = OutlineScreenDriver(seed: seed, screen: screen)
    driver.run(steps: 3_000)
  }
}

@MainActor
struct OutlineScreenDriver {
  let screen: OutlineScreen
  var steps: OutlineSteps<ListViewOutlineDataSource<Int>>
  var dataSource: ListViewOutlineDataSource<Int> { screen.dataSource }

  init(seed: UInt64, screen: OutlineScreen) {
    self.screen = screen
    steps = OutlineSteps(screen.dataSource, seed: seed)
    screen.view.layoutIfNeeded()
  }

  mutating func run(steps count: Int) {
    for _ in 0..<count {
      step()
      if !check() { return }
    }
    for _ in 0..<100 { screen.view.emulateAnimationsFinishing() }
    _ = check()
  }

  /// The changes OutlineSteps makes (as the AppKit suite does), toggles and animations ending.
  mutating func step() {
    switch steps.random.below(16) {
    case 0..<4:
      guard let id = steps.randomNode() else { return }
      steps.operations.append("toggle \(id)")
      steps.requests += dataSource.toggle(id).loadRequests
    case 4: steps.collapse()
    case 5, 6: steps.showMore()
    case 7, 8: steps.answerLoad(collectingNested: false)
    case 9: steps.delete()
    case 10: steps.insert()
    case 11: steps.move()
    default:
      steps.operations.append("animations end")
      screen.view.emulateAnimationsFinishing()
    }
  }

  func check() -> Bool {
    let context = steps.context
    guard UIKitEmulator.raisedExceptions.isEmpty else {
      Issue.record("UIKit raised: \(UIKitEmulator.raisedExceptions)\n\(context)")
      return false
    }
    let tree = dataSource.tree
    let counts = screen.view.emulatedRowCounts
    guard counts == [tree.rowCount] else {
      Issue.record("the view has rows \(counts), the tree \(tree.rowCount)\n\(context)")
      return false
    }
    for (path, shown) in screen.view.shownCells {
      let row = tree.row(at: path[1])
      let expected = (row.id.node == nil ? "footer " : "node ") + "\(row)"
      if shown != expected {
        Issue.record("the cell at \(path) shows \(shown ?? "nothing"), not \(expected)\n\(context)")
        return false
      }
    }
    return true
  }
}

extension ListViewOutlineDataSource: SteppedOutline where ItemIdentifierType == Int {}
