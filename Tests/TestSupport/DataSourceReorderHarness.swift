import Foundation
import Snapshots

/// A data source wired as an app would wire it for reordering: every item may be dragged,
/// `didReorder` writes each drag back to stores of every shape, and the handlers record what
/// they saw. ``drag(from:to:)`` performs one drag and lists every broken promise.
public final class DataSourceReorderHarness {
  public typealias Transaction = SnapshotTransaction<String, Int>

  public let dataSource = DiffableDataSource<String, Int>()
  public let recorder = DataSourceRecorder<String, Int>()
  /// A flat store of models, one per visible item; `nil` when sections hold trees (a flat
  /// store cannot follow the collapse that starts the drag of an expanded parent).
  public private(set) var flatStore: [DataSourceModel]?
  public private(set) var keyedStore: [String: [DataSourceModel]] = [:]
  public private(set) var orderedStore: [(section: String, items: [DataSourceModel])] = []
  public private(set) var treeStore = DataSourceTreeStore<String, Int>()

  private var seen: [(event: String, transaction: Transaction, state: Snapshot<String, Int>)] = []

  /// A harness showing `snapshot`, with `trees` applied to their sections.
  public init(snapshot: Snapshot<String, Int>, trees: [String: SectionSnapshot<Int>] = [:]) {
    dataSource.apply(snapshot)
    for section in snapshot.sectionIdentifiers {
      if let tree = trees[section] { dataSource.apply(tree, to: section) }
    }
    let state = dataSource.snapshot()
    if trees.isEmpty { flatStore = state.itemIdentifiers.map(DataSourceModel.init) }
    for section in state.sectionIdentifiers {
      let models = dataSource.snapshot(for: section).items.map(DataSourceModel.init)
      keyedStore[section] = models
      orderedStore.append((section, models))
    }
    treeStore = DataSourceTreeStore(dataSource)
    recorder.attach(to: dataSource)
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.willReorder = { [unowned self] transaction in
      recorder.log("willReorder")
      seen.append(("will", transaction, dataSource.snapshot()))
    }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      recorder.log("didReorder")
      seen.append(("did", transaction, dataSource.snapshot()))
      if flatStore != nil { transaction.applyReorder(to: &flatStore!) }
      transaction.applyReorder(to: &keyedStore)
      transaction.applyReorder(to: &orderedStore)
      let place = transaction.placement
      treeStore.move(
        transaction.reorderedItem, to: place.section, parent: place.parent, at: place.index)
    }
  }

  /// Every way the stores disagree with the data source.
  public func storeMismatches() -> [String] {
    var problems: [String] = []
    let state = dataSource.snapshot()
    if let flatStore, flatStore.map(\.id) != state.itemIdentifiers {
      problems.append("flat store \(flatStore) != \(state.itemIdentifiers)")
    }
    for section in state.sectionIdentifiers {
      let items = dataSource.snapshot(for: section).items
      if keyedStore[section]?.map(\.id) ?? [] != items {
        problems.append("keyed store \(section): \(keyedStore[section] ?? []) != \(items)")
      }
    }
    if orderedStore.map(\.section) != state.sectionIdentifiers {
      problems.append("ordered store sections \(orderedStore.map(\.section))")
    }
    for entry in orderedStore
    where entry.items.map(\.id) != dataSource.snapshot(for: entry.section).items {
      problems.append("ordered store \(entry.section): \(entry.items)")
    }
    if treeStore != DataSourceTreeStore(dataSource) {
      problems.append(
        "tree store \(treeStore.sections) != \(DataSourceTreeStore(dataSource).sections)")
    }
    return problems
  }

  /// The state in which a drop of `item` is read: an expanded parent in an outline section is
  /// collapsed when its drag starts.
  public func layout(dragging item: Int) -> Snapshot<String, Int> {
    var layout = dataSource.snapshot()
    let section = layout.sectionIdentifier(containingItem: item)!
    var tree = dataSource.snapshot(for: section)
    guard tree.isExpanded(item), !tree.children(of: item).isEmpty else { return layout }
    tree.collapse([item])
    layout.deleteItems(layout.itemIdentifiers(inSection: section))
    layout.appendItems(tree.visibleItems, toSection: section)
    return layout
  }

  /// Drags the item at `source` to `destination` and lists every broken promise of the
  /// reorder flow (UIKit's, as `moveItem(at:to:)` documents it), checked against a plain model of the
  /// move: the item taken out of its section and put at `destination`, with its subtree.
  public func drag(from source: IndexPath, to destination: IndexPath) -> [String] {
    var problems: [String] = []
    let before = dataSource.snapshot()
    let item = dataSource.itemIdentifier(for: source)!
    let sourceSection = before.sectionIdentifier(containingItem: item)!
    let targetSection = before.sectionIdentifiers[destination.section]
    var sectionTrees: [String: SectionSnapshot<Int>] = [:]
    for section in before.sectionIdentifiers {
      sectionTrees[section] = dataSource.snapshot(for: section)
    }
    let hadTree = Set(before.sectionIdentifiers.filter(dataSource.hasSectionSnapshot(for:)))

    // The layout the drop is read in: an expanded parent is collapsed when the drag starts.
    let collapsed = layout(dragging: item)
    var sourceTree = sectionTrees[sourceSection]!
    let collapses = collapsed != before
    if collapses {
      sourceTree.collapse([item])
      sectionTrees[sourceSection] = sourceTree
    }
    let piece = sourceTree.snapshot(of: item, includingParent: true)

    recorder.reset()
    seen.removeAll()
    dataSource.moveItem(at: source, to: destination)

    let inPlace = sourceSection == targetSection && source.item == destination.item
    let expectedEvents =
      (collapses ? ["update"] : []) + (inPlace ? [] : ["willReorder", "update", "didReorder"])
    if recorder.events != expectedEvents {
      problems.append("events \(recorder.events), expected \(expectedEvents)")
    }
    if inPlace {
      if dataSource.snapshot() != collapsed { problems.append("a drop in place changed state") }
      return problems + storeMismatches()
    }
    guard seen.count == 2 else { return problems + ["handlers saw \(seen.map(\.event))"] }

    var expected = collapsed
    var targetItems = expected.itemIdentifiers(inSection: targetSection).filter { $0 != item }
    targetItems.insert(item, at: destination.item)
    expected.deleteItems([item])
    expected.deleteItems(targetItems.filter { expected.indexOfItem($0) != nil })
    expected.appendItems(targetItems, toSection: targetSection)

    let transaction = seen[1].transaction
    let state = dataSource.snapshot()
    if state != expected { problems.append("state \(state), expected \(expected)") }
    if dataSource.indexPath(for: item) != destination {
      problems.append("\(item) is at \(String(describing: dataSource.indexPath(for: item)))")
    }
    if seen[0].state != collapsed { problems.append("willReorder did not see the old state") }
    if seen[1].state != state { problems.append("didReorder did not see the new state") }
    let first = seen[0].transaction
    if first.initialSnapshot != transaction.initialSnapshot
      || first.finalSnapshot != transaction.finalSnapshot
      || first.difference != transaction.difference
    {
      problems.append("willReorder and didReorder got different transactions")
    }
    if transaction.initialSnapshot != collapsed {
      problems.append("initialSnapshot is not the old state")
    }
    if transaction.finalSnapshot != state { problems.append("finalSnapshot is not the new state") }
    if transaction.reorderedItem != item { problems.append("reorderedItem is not \(item)") }

    let from = collapsed.indexOfItem(item)!
    let to = expected.indexOfItem(item)!
    let difference = transaction.difference
    if Array(difference.removals) != [.remove(offset: from, element: item, associatedWith: to)]
      || Array(difference.insertions) != [.insert(offset: to, element: item, associatedWith: from)]
    {
      problems.append("difference \(Array(difference)), expected \(from) → \(to)")
    }
    if transaction.initialSnapshot.itemIdentifiers.applying(difference)
      != transaction.finalSnapshot.itemIdentifiers
    {
      problems.append("the difference does not replay")
    }

    let touched = sourceSection == targetSection ? [sourceSection] : [sourceSection, targetSection]
    if transaction.sectionTransactions.map(\.sectionIdentifier) != touched {
      problems.append(
        "section transactions \(transaction.sectionTransactions.map(\.sectionIdentifier))")
    }
    for part in transaction.sectionTransactions {
      let section = part.sectionIdentifier
      if part.initialSnapshot != sectionTrees[section] {
        problems.append("\(section): initial section snapshot is not the old tree")
      }
      if part.finalSnapshot != dataSource.snapshot(for: section) {
        problems.append("\(section): final section snapshot is not the new tree")
      }
      if part.initialSnapshot.items.applying(part.difference) != part.finalSnapshot.items {
        problems.append("\(section): the section difference does not replay")
      }
    }
    if touched.count == 2 {
      if !transaction.sectionTransactions[0].difference.insertions.isEmpty {
        problems.append("the source section has insertions")
      }
      if !transaction.sectionTransactions[1].difference.removals.isEmpty {
        problems.append("the target section has removals")
      }
    }

    // The subtree travels whole (a flat section takes a lone item without its expansion
    // flag); everything else in both trees stays as it was.
    let targetTree = dataSource.snapshot(for: targetSection)
    let travelled = targetTree.snapshot(of: item, includingParent: true)
    let isFlatTarget = !dataSource.hasSectionSnapshot(for: targetSection)
    if isFlatTarget ? piece.count != 1 : travelled != piece {
      problems.append(
        "the subtree of \(item) did not travel whole: \(piece.visualDescription()) became "
          + travelled.visualDescription())
    }
    for section in touched {
      var now = dataSource.snapshot(for: section)
      if now.contains(item) { now.delete([item]) }
      var then = sectionTrees[section]!
      if then.contains(item) { then.delete([item]) }
      if now != then { problems.append("\(section): more than the dragged subtree changed") }
    }
    let wantsTree = hadTree.contains(targetSection) || piece.count > 1
    if dataSource.hasSectionSnapshot(for: targetSection) != wantsTree {
      problems.append("\(targetSection): tree kept is not \(wantsTree)")
    }
    let predecessor = destination.item > 0 ? targetItems[destination.item - 1] : nil
    if !targetTree.isPlaced(item, after: predecessor) {
      problems.append("\(item) is under \(String(describing: targetTree.parent(of: item)))")
    }
    let place = transaction.placement
    let siblings = targetTree.children(of: place.parent)
    if place.section != targetSection || place.parent != targetTree.parent(of: item)
      || !siblings.indices.contains(place.index) || siblings[place.index] != item
    {
      problems.append("placement \(place) is not where \(item) is")
    }
    problems += attributionProblems(
      item, before: collapsed, after: state, trees: sectionTrees, transaction: transaction)
    if recorder.updates.last?.kind != .animated { problems.append("the move is not animated") }
    for problem in updateReplayProblems(recorder.updates) { problems.append(problem) }
    return problems + storeMismatches()
  }

  /// The renderer's changeset, the transaction's difference and each section transaction must
  /// name the dragged item as moved whenever a minimal set of moves allows it, and stay
  /// minimal. Within one section that is so exactly when a longest increasing run of old
  /// offsets exists without the item; across sections the item always moves.
  func attributionProblems(
    _ item: Int, before: Snapshot<String, Int>, after: Snapshot<String, Int>,
    trees: [String: SectionSnapshot<Int>], transaction: SnapshotTransaction<String, Int>
  ) -> [String] {
    var problems: [String] = []
    func longestRun(_ offsets: [Int]) -> Int {
      referenceLongestIncreasingSubsequenceLength(offsets.filter { $0 >= 0 })
    }
    let section = after.sectionIdentifier(containingItem: item)!
    let sameSection = before.sectionIdentifier(containingItem: item) == section
    let oldItems = before.itemIdentifiers(inSection: section)
    let newItems = after.itemIdentifiers(inSection: section)
    let oldOffsets = newItems.map { oldItems.firstIndex(of: $0) ?? -1 }
    let matched = oldOffsets.filter { $0 >= 0 }.count
    let longest = longestRun(oldOffsets)
    let position = newItems.firstIndex(of: item)!
    var without = oldOffsets
    without[position] = -1
    let mayMove = !sameSection || longestRun(without) == longest
    let changeset = recorder.updates.last!.changeset
    let target = after.indexOfSection(section)!
    let moves = changeset.itemMoves.filter { $0.to.section == target }
    if sameSection && moves.count != matched - longest {
      problems.append("\(moves.count) moves in \(section), minimum \(matched - longest)")
    }
    if mayMove && !moves.contains(where: { $0.to.item == position }) {
      problems.append("the changeset moves \(moves), not the dragged \(item)")
    }
    for part in transaction.sectionTransactions where sameSection {
      let oldTree = part.initialSnapshot.items
      let newTree = part.finalSnapshot.items
      let treeOffsets = newTree.map { oldTree.firstIndex(of: $0) ?? -1 }
      let treeLongest = longestRun(treeOffsets)
      var treeWithout = treeOffsets
      treeWithout[newTree.firstIndex(of: item)!] = -1
      let treeMayMove = longestRun(treeWithout) == treeLongest
      let removed = part.difference.removals.map { change -> Int in
        guard case .remove(_, let element, _) = change else { return -1 }
        return element
      }
      if treeMayMove && !removed.contains(item) {
        problems.append("\(section)'s section transaction moves \(removed), not \(item)")
      }
    }
    return problems
  }
}
