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

  @Test(arguments: Array(UInt64(1)...16))
  func collectionView(seed: UInt64) {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(ShowingCell.self, forCellWithReuseIdentifier: "row")
    if seed % 2 == 0 { view.emulatedVisibleRows = 2..<12 }
    let window = UIWindow(frame: .zero)
    window.addSubview(view)
    let dataSource = CollectionViewOutlineDataSource(
      collectionView: view, tree: OutlineScreenDriver.initialTree(seed: seed)
    ) { view, indexPath, row in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      (cell as? ShowingCell)?.shown = "node \(row)"
      return cell
    }
    dataSource.footerProvider = { view, indexPath, row in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      (cell as? ShowingCell)?.shown = "footer \(row)"
      return cell
    }
    view.layoutIfNeeded()
    var driver = OutlineScreenDriver(seed: seed, dataSource: dataSource) {
      view.emulatedVisibleCells.map { ($0.indexPath, ($0.cell as? ShowingCell)?.shown) }
    } rowCounts: {
      view.emulatedRowCounts
    } finishAnimations: {
      view.emulateAnimationsFinishing()
    }
    driver.run(steps: 3_000)
  }

  @Test(arguments: Array(UInt64(101)...108))
  func tableView(seed: UInt64) {
    let view = UITableView(frame: .zero, style: .plain)
    view.register(ShowingTableCell.self, forCellReuseIdentifier: "row")
    let window = UIWindow(frame: .zero)
    window.addSubview(view)
    let dataSource = TableViewOutlineDataSource(
      tableView: view, tree: OutlineScreenDriver.initialTree(seed: seed)
    ) { view, indexPath, row in
      let cell = view.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      (cell as? ShowingTableCell)?.shown = "node \(row)"
      return cell
    }
    dataSource.footerProvider = { view, indexPath, row in
      let cell = view.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      (cell as? ShowingTableCell)?.shown = "footer \(row)"
      return cell
    }
    view.layoutIfNeeded()
    var driver = OutlineScreenDriver(seed: seed, dataSource: dataSource) {
      view.emulatedVisibleCells.map { ($0.indexPath, ($0.cell as? ShowingTableCell)?.shown) }
    } rowCounts: {
      view.emulatedRowCounts
    } finishAnimations: {
      view.emulateAnimationsFinishing()
    }
    driver.run(steps: 3_000)
  }
}

@MainActor
struct OutlineScreenDriver {
  let seed: UInt64
  var random: SeededGenerator
  let dataSource: ListViewOutlineDataSource<Int>
  let visibleCells: () -> [(IndexPath, String?)]
  let rowCounts: () -> [Int]
  let finishAnimations: () -> Void
  var requests: [OutlineLoadRequest<Int>] = []
  var fresh = 1_000
  var operations: [String] = []

  init(
    seed: UInt64, dataSource: ListViewOutlineDataSource<Int>,
    visibleCells: @escaping () -> [(IndexPath, String?)], rowCounts: @escaping () -> [Int],
    finishAnimations: @escaping () -> Void
  ) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    self.dataSource = dataSource
    self.visibleCells = visibleCells
    self.rowCounts = rowCounts
    self.finishAnimations = finishAnimations
  }

  /// Sixty nodes in nested groups, some of them paged two at a time, some loaded lazily.
  static func initialTree(seed: UInt64) -> OutlineTree<Int> {
    var configuration = OutlineConfiguration<Int>()
    configuration.batchSize = 2 + Int(seed % 3)
    return OutlineTree(roots: Array(0..<6), configuration: configuration) { id in
      if id >= 60 { return .leaf }
      let children = Array((id * 10 + 6)..<(id * 10 + 10)).filter { $0 < 60 }
      return id % 4 == 1 ? .unloaded(total: children.count) : .loaded(children)
    }
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
    for _ in 0..<100 { finishAnimations() }
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
      finishAnimations()
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
    guard rowCounts() == [tree.rowCount] else {
      Issue.record("the view has rows \(rowCounts()), the tree \(tree.rowCount)\n\(context)")
      return false
    }
    for (path, shown) in visibleCells() {
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
