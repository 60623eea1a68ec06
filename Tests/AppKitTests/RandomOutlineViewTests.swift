import AdapterTesting
import AppKit
import Outline
import Snapshots
import TestSupport
import Testing

/// The outline-view data source that ships, against the emulated outline view: random clicks on
/// disclosure triangles (some refused by the handlers), programmatic expands and collapses,
/// "show more", lazy loads answered or failed, inserts, deletes, moves and drags (reparenting
/// included), and whole section snapshots applied. After every step the emulator has raised
/// nothing; the view's rows are the tree's rows, with their levels, disclosure triangles and
/// expansion; every visible row's view shows its row's current content; and every row the
/// view showed before and after kept its place in the view's memory (its serial), so no row
/// was removed and inserted where it could move with its parent.
@MainActor
@Suite(.serialized)
struct RandomOutlineViewTests {
  // 16 seeds with `SNAPSHOTS_LONG_RUNS=1`, 4 by default.
  @Test(arguments: Array(RunLength.seeds(16, default: 4)).map { $0 + 1 })
  func randomSteps(seed: UInt64) {
    recordExceptions()
    var driver = OutlineViewDriver(seed: seed)
    for _ in 0..<1_500 {
      driver.step()
      if !driver.check() { return }
    }
    #expect(driver.clicks > 0 && driver.drags > 0 && driver.refusals > 0)
  }
}

@MainActor
struct OutlineViewDriver {
  let view = NSOutlineView()
  let dataSource: OutlineViewDiffableDataSource<Int>
  var steps: OutlineSteps<OutlineViewDiffableDataSource<Int>>
  let refused: Refusals
  let clickLoads: ClickLoads
  var serialsBefore: [OutlineRow<Int>: Int] = [:]
  var expandedBefore: Set<OutlineRow<Int>> = []
  /// The row of a refused click, which the view closed and opened again.
  var reopened: OutlineRow<Int>?
  var clicks = 0
  var drags = 0
  var refusals = 0

  init(seed: UInt64) {
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    view.emulatedVisibleRows = seed % 2 == 0 ? 2..<14 : 0..<Int.max
    let rows = RowTexts()
    dataSource = OutlineViewDiffableDataSource(
      outlineView: view, tree: .screenFixture(seed: seed)
    ) { _, _, id in label(rows.text(of: .node(id))) }
    dataSource.footerProvider = { _, _, parent, _ in label(rows.text(of: .footer(parent: parent))) }
    rows.dataSource = dataSource
    steps = OutlineSteps(dataSource, seed: seed)
    let refused = Refusals()
    self.refused = refused
    dataSource.shouldExpandItem = { !refused.items.contains($0) }
    dataSource.shouldCollapseItem = { !refused.items.contains($0) }
    dataSource.reorderingHandlers.canReorderItem = { $0 % 7 != 3 }
    let clickLoads = ClickLoads()
    self.clickLoads = clickLoads
    dataSource.loadHandler = { clickLoads.requests.append($0) }
  }

  /// The object of a node the view shows, with its identifier.
  mutating func shownNode() -> (Int, Any)? {
    let rows = view.emulatedRows
    guard !rows.isEmpty else { return nil }
    let item = rows[steps.random.below(rows.count)].item!
    return dataSource.itemIdentifier(for: item).map { ($0, item) }
  }

  mutating func step() {
    switch steps.random.below(20) {
    case 0..<4:
      guard let (id, item) = shownNode() else { return }
      if steps.random.chance(1, in: 6) {
        refused.items.insert(id)
        reopened = .node(id)
        refusals += 1
      }
      steps.operations.append("click \(id)\(refused.items.contains(id) ? " (refused)" : "")")
      if view.emulateDisclosureClick(onItem: item) { clicks += 1 }
      refused.items = []
      steps.requests += clickLoads.requests
      clickLoads.requests = []
    case 4, 5:
      guard let id = steps.randomNode() else { return }
      steps.operations.append("expand \(id)")
      steps.requests += dataSource.expand(id).loadRequests
    case 6: steps.collapse()
    case 7: steps.showMore()
    case 8, 9: steps.answerLoad(collectingNested: true)
    case 10: steps.delete()
    case 11: steps.insert()
    case 12, 13: steps.move()
    case 14..<18:
      guard let (id, item) = shownNode() else { return }
      let parents = view.emulatedRows.filter { dataSource.itemIdentifier(for: $0.item!) != nil }
      let parent: Any? =
        steps.random.chance(1, in: 3) || parents.isEmpty
        ? nil : parents[steps.random.below(parents.count)].item
      let index =
        steps.random.chance(1, in: 8)
        ? -1 : steps.random.below(view.numberOfChildren(ofItem: parent) + 1)
      steps.operations.append("drag \(id) to \(parent.map { "\($0)" } ?? "nil")[\(index)]")
      if view.emulateDrag(ofItem: item, toParent: parent, childIndex: index) { drags += 1 }
    case 18:
      var snapshot = dataSource.snapshot()
      if let id = snapshot.rootItems.last, steps.random.chance(1, in: 2) { snapshot.delete([id]) }
      let new = steps.nextID()
      snapshot.append(
        [new],
        to: snapshot.items.isEmpty ? nil : snapshot.items[steps.random.below(snapshot.items.count)]
      )
      steps.operations.append("apply the section snapshot with \(new) added")
      dataSource.apply(snapshot, animatingDifferences: steps.random.chance(1, in: 2))
    default:
      guard let id = steps.randomNode() else { return }
      steps.operations.append("toggle \(id) in an update")
      steps.requests += dataSource.update { $0.toggle(id) }.loadRequests
    }
  }

  mutating func check() -> Bool {
    let context = steps.context
    guard AppKitEmulator.raisedExceptions.isEmpty else {
      Issue.record("AppKit raised: \(AppKitEmulator.raisedExceptions)\n\(context)")
      return false
    }
    let tree = dataSource.tree
    let shown = view.emulatedRows
    guard shown.count == tree.rowCount else {
      Issue.record("the view shows \(shown.count) rows, the tree \(tree.rowCount)\n\(context)")
      return false
    }
    var serials: [OutlineRow<Int>: Int] = [:]
    var continuous: Set<OutlineRow<Int>> = []
    for (index, (row, serial)) in zip(shown, view.emulatedRowSerials).enumerated() {
      let expected = tree.row(at: index)
      let actual = row.item.flatMap(dataSource.row(for:))?.id
      let expandable = tree.isExpandable(expected.id)
      let expanded = tree.isShownExpanded(expected.id)
      guard actual == expected.id, row.level == expected.level,
        row.isExpandable == expandable, row.isExpanded == expanded
      else {
        let found = actual.map { "\($0)" } ?? "nil"
        let seen = "\(found) at level \(row.level), \(row.isExpandable), \(row.isExpanded)"
        let wanted = "\(expected.id) at \(expected.level), \(expandable), \(expanded)"
        Issue.record("row \(index) is \(seen); the tree has \(wanted)\n\(context)")
        return false
      }
      if let cell = row.view, text(cell) != "\(expected)" {
        Issue.record("row \(index) shows \(text(cell)), not \(expected)\n\(context)")
        return false
      }
      serials[expected.id] = serial
      // A row can move only under a parent that kept its own place and that the view showed
      // expanded: under another, the view asks for it again when the parent expands. A
      // refused click collapses and expands its row again, so it asks for its rows again too.
      let parent = tree.parent(ofRow: expected.id)
      let movable =
        parent.map { expandedBefore.contains($0) && continuous.contains($0) && $0 != reopened }
        ?? true
      if movable && serialsBefore[expected.id] != nil { continuous.insert(expected.id) }
      if movable, let before = serialsBefore[expected.id], before != serial {
        let calls = view.emulatedLog.suffix(6).joined(separator: "\n")
        Issue.record(
          "\(expected.id) was removed and inserted instead of moved\n\(context)\ncalls:\n\(calls)")
        return false
      }
    }
    serialsBefore = serials
    reopened = nil
    expandedBefore = Set(
      shown.filter(\.isExpanded).compactMap { $0.item.flatMap(dataSource.row(for:))?.id })
    return true
  }
}

/// The identifiers whose next click the handlers refuse.
@MainActor
final class Refusals {
  var items: Set<Int> = []
}

extension OutlineTree where ID == Int {
  /// The node row a row sits under; `nil` at the top level.
  func parent(ofRow row: OutlineRow<Int>) -> OutlineRow<Int>? {
    switch row {
    case .node(let id): parent(of: id).map(OutlineRow.node)
    case .footer(let parent): parent.map(OutlineRow.node)
    }
  }
}

/// The loads that clicks started, for the driver to answer.
@MainActor
final class ClickLoads {
  var requests: [OutlineLoadRequest<Int>] = []
}

/// What a row's view shows: the row with its level and content, read from the tree.
@MainActor
final class RowTexts {
  weak var dataSource: OutlineViewDiffableDataSource<Int>?

  func text(of row: OutlineRow<Int>) -> String {
    guard let tree = dataSource?.tree, let index = tree.index(of: row) else { return "\(row)?" }
    return "\(tree.row(at: index))"
  }
}

extension OutlineViewDiffableDataSource: SteppedOutline where ItemIdentifierType == Int {}
