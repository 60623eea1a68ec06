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

  @Test(arguments: ViewKind.allCases, Array(UInt64(1)...12))
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
  let seed: UInt64
  var random: SeededGenerator
  let screen: OutlineScreen
  var dataSource: ListViewOutlineDataSource<Int> { screen.dataSource }
  var requests: [OutlineLoadRequest<Int>] = []
  var fresh = 1_000
  var operations: [String] = []

  init(seed: UInt64, screen: OutlineScreen) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    self.screen = screen
    screen.view.layoutIfNeeded()
  }

  /// A node of the tree, visible or not.
  mutating func randomNode() -> Int? {
    let rows = dataSource.tree.rowCount
    guard rows > 0 else { return nil }
    for _ in 0..<4 {
      if let node = dataSource.tree.row(at: random.below(rows)).id.node { return node }
    }
    return nil
  }

  mutating func run(steps: Int) {
    for _ in 0..<steps {
      step()
      if !check() { return }
    }
    for _ in 0..<100 { screen.view.emulateAnimationsFinishing() }
    _ = check()
  }

  mutating func step() {
    switch random.below(16) {
    case 0..<4:
      guard let id = randomNode() else { return }
      operations.append("toggle \(id)")
      requests += dataSource.toggle(id).loadRequests
    case 4:
      guard let id = randomNode() else { return }
      operations.append("collapse \(id)")
      dataSource.collapse(id)
    case 5, 6:
      let parent = random.chance(1, in: 4) ? nil : randomNode()
      operations.append("show more under \(String(describing: parent))")
      requests += dataSource.update { $0.showMore(parent) }.loadRequests
    case 7, 8:
      guard !requests.isEmpty else { return }
      let request = requests.remove(at: random.below(requests.count))
      let fails = random.chance(1, in: 4)
      operations.append("\(fails ? "fail" : "finish") \(request)")
      if fails {
        dataSource.update { $0.failLoading(request) }
      } else {
        let ids = (0..<request.count).map { _ in nextID() }
        dataSource.update { $0.finishLoading(request, with: .loaded(ids)) }
      }
    case 9:
      guard let id = randomNode() else { return }
      operations.append("delete \(id)")
      dataSource.update { $0.delete(id) }
    case 10:
      let parent = random.chance(1, in: 3) ? nil : randomNode()
      let count = dataSource.tree.children(of: parent).count
      let ids = (0..<(1 + random.below(3))).map { _ in nextID() }
      operations.append("insert \(ids) under \(String(describing: parent))")
      dataSource.update { $0.insert(ids, under: parent, at: random.below(count + 1)) }
    case 11:
      guard let id = randomNode(), let sibling = randomNode(), id != sibling else { return }
      operations.append("move \(id) before \(sibling)")
      dataSource.update(animatingDifferences: random.chance(1, in: 2)) { tree in
        (try? tree.move(id, before: sibling)) ?? OutlineUpdate(diff: Diff(from: [Int](), to: []))
      }
    default:
      operations.append("animations end")
      screen.view.emulateAnimationsFinishing()
    }
  }

  mutating func nextID() -> Int {
    fresh += 1
    return fresh
  }

  func check() -> Bool {
    let context = "seed \(seed), after:\n" + operations.suffix(6).joined(separator: "\n")
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
