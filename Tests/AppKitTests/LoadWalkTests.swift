import AdapterTesting
import AppKit
import Outline
import Snapshots
import TestSupport
import Testing

/// Every load the tree starts reaches the app exactly once, on the outline view: random calls
/// (expands, toggles, "show more", retries, expand-all, inserts, moves), a person's clicks,
/// option-clicks and expand-all on the view, and drags, on a lazily loaded, paged tree; after
/// every step each load in flight came to `loadHandler` or an update the app was returned, and
/// none came twice. 1 000 seeds, in chunks of 100 (with `SNAPSHOTS_LONG_RUNS=1`; the first 20
/// of each chunk, 200 seeds, by default).
@MainActor
@Suite(.serialized)
struct LoadWalkTests {
  @Test(arguments: 0..<10)
  func everyLoadReachesTheApp(chunk: Int) {
    recordExceptions()
    for seed in UInt64(chunk * 100 + 1)...UInt64(chunk * 100 + (longRuns ? 100 : 20)) {
      var walk = ViewLoadWalk(seed: seed)
      for _ in 0..<(longRuns ? 400 : 40) {
        walk.step()
        if let problem = walk.problem() {
          Issue.record("\(problem)")
          return
        }
      }
    }
  }

  /// Walks that once found a defect, at full length in every run (the default's 40 steps miss
  /// it): a node moved with its subtree under the sibling before its parent, which the diff of
  /// the rows reports as a move of the parent, was left in the view under its old parent.
  @Test(arguments: [18, 328] as [UInt64])
  func aWalkThatFoundADefect(seed: UInt64) {
    recordExceptions()
    var walk = ViewLoadWalk(seed: seed)
    for _ in 0..<400 {
      walk.step()
      if let problem = walk.problem() {
        Issue.record("\(problem)")
        return
      }
    }
  }

  @Test func anOptionClickOnACollapsedRowSendsTheLoadsOfItsDescendants() {
    recordExceptions()
    var walk = ViewLoadWalk(seed: 1)
    let view = walk.view
    // 0 shows 10, 11 and 12; 10's children are not loaded, so expanding it starts a load.
    walk.handled.requests = []
    #expect(view.emulateDisclosureClick(onItem: walk.object(0)!, option: true))
    walk.walk.ledger.hear(walk.handled.requests)
    #expect(walk.dataSource.tree.isExpanded(10))
    #expect(walk.problem() == nil)
    #expect(!walk.walk.ledger.heard.isEmpty)
    expectNoExceptions()
  }
}

/// A load walk on the outline view, with what only a person can do there.
@MainActor
struct ViewLoadWalk {
  let view = NSOutlineView()
  let dataSource: OutlineViewDiffableDataSource<Int>
  var walk: LoadWalk<OutlineViewDiffableDataSource<Int>>
  let handled: ClickLoads

  init(seed: UInt64) {
    let handled = ClickLoads()
    self.handled = handled
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    dataSource = OutlineViewDiffableDataSource(
      outlineView: view, tree: LoadWalk<OutlineViewDiffableDataSource<Int>>.tree(seed: seed)
    ) { _, _, id in label("\(id)") }
    dataSource.footerProvider = { _, _, parent, footer in label("\(footer) of \(parent ?? -1)") }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.loadHandler = { handled.requests.append($0) }
    walk = LoadWalk(dataSource, seed: seed)
  }

  func object(_ id: Int) -> Any? { dataSource.item(for: .node(id)) }

  mutating func step() {
    handled.requests = []
    defer { walk.ledger.hear(handled.requests) }
    let rows = view.emulatedRows.compactMap(\.item)
    switch walk.steps.random.below(4) {
    case 0 where !rows.isEmpty:
      let item = rows[walk.steps.random.below(rows.count)]
      let option = walk.steps.random.chance(1, in: 2)
      walk.steps.operations.append("\(option ? "option-" : "")click \(item)")
      view.emulateDisclosureClick(onItem: item, option: option)
    case 1 where walk.steps.random.chance(1, in: 4):
      walk.steps.operations.append("expand all in the view")
      view.expandItem(nil, expandChildren: true)
    case 2 where !rows.isEmpty:
      let item = rows[walk.steps.random.below(rows.count)]
      let parent: Any? =
        walk.steps.random.chance(1, in: 3) ? nil : rows[walk.steps.random.below(rows.count)]
      let index =
        walk.steps.random.chance(1, in: 8)
        ? -1 : walk.steps.random.below(view.numberOfChildren(ofItem: parent) + 1)
      walk.steps.operations.append("drag \(item) to \(parent.map { "\($0)" } ?? "nil")[\(index)]")
      view.emulateDrag(ofItem: item, toParent: parent, childIndex: index)
    default:
      walk.step()
    }
  }

  func problem() -> String? {
    if !AppKitEmulator.raisedExceptions.isEmpty {
      return "AppKit raised: \(AppKitEmulator.raisedExceptions)\n\(walk.steps.context)\ncalls:\n"
        + view.emulatedLog.suffix(8).joined(separator: "\n")
    }
    if view.numberOfRows != dataSource.tree.rowCount {
      return "the view shows \(view.numberOfRows) rows, the tree \(dataSource.tree.rowCount)"
        + "\n\(walk.steps.context)"
    }
    return walk.problem()
  }
}

extension OutlineViewDiffableDataSource: LoadingOutline where ItemIdentifierType == Int {}
