import AdapterTesting
import AppKit
import Outline
import Snapshots
import TestSupport
import Testing

/// Drops while the data changes under the drag, on the outline view: between the drag's last
/// validation and its drop, the app deletes or moves the dragged node, its parent or the
/// destination (or something else, or nothing). A drop that no longer applies returns false,
/// runs no handler and changes nothing; one that is accepted ran each handler once, with the
/// move the tree made, which a plain model of the store, told that move, agrees with. 1 000
/// seeds, in chunks of 100 (with `SNAPSHOTS_LONG_RUNS=1`; the first 20
/// of each chunk, 200 seeds, by default).
@MainActor
@Suite(.serialized)
struct DropTests {
  @Test(arguments: 0..<10)
  func dropsWhileTheDataChanges(chunk: Int) {
    recordExceptions()
    var accepted = 0
    var refused = 0
    for seed in UInt64(chunk * 100 + 1)...UInt64(chunk * 100 + (longRuns ? 100 : 20)) {
      var drops = DropWalk(seed: seed)
      for _ in 0..<(longRuns ? 100 : 10) {
        guard let outcome = drops.step() else { continue }
        if let problem = outcome.problem {
          Issue.record("seed \(seed): \(problem)\n\(drops.log.suffix(4).joined(separator: "\n"))")
          return
        }
        if outcome.accepted { accepted += 1 } else { refused += 1 }
      }
    }
    #expect(accepted > 0 && refused > 0)
  }

  @Test func aDropOfANodeRemovedDuringTheDragIsRefused() {
    recordExceptions()
    var drops = DropWalk(seed: 1)
    let view = drops.view
    let dataSource = drops.dataSource
    let item = dataSource.item(for: .node(3))!
    let accepted = view.emulateDrag(ofItem: item, toParent: nil, childIndex: 0) {
      dataSource.update { $0.delete(3) }
    }
    #expect(!accepted)
    #expect(drops.handlers.calls.isEmpty)
    #expect(!dataSource.tree.contains(3))
    drops.log = []
    expectNoExceptions()
  }
}

/// The handlers' calls, in order.
@MainActor
final class HandlerCalls {
  var calls: [(String, OutlineTransaction<Int>)] = []
}

/// Random drags on an expanded tree, with a random change of the data during each.
@MainActor
struct DropWalk {
  let view = NSOutlineView()
  let dataSource: OutlineViewDiffableDataSource<Int>
  let handlers = HandlerCalls()
  var random: SeededGenerator
  var log: [String] = []
  var fresh = 100

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    var tree = OutlineTree<Int>(roots: [0, 1, 2, 3]) { id in
      id < 4 ? .loaded(Array((10 + id * 3)..<(13 + id * 3))) : .leaf
    }
    _ = tree.expandAll()
    dataSource = OutlineViewDiffableDataSource(outlineView: view, tree: tree) { _, _, id in
      label("\(id)")
    }
    let handlers = handlers
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.willReorder = { handlers.calls.append(("will", $0)) }
    dataSource.reorderingHandlers.didReorder = { handlers.calls.append(("did", $0)) }
  }

  /// The tree as parents' children.
  static func store(_ tree: OutlineTree<Int>) -> [Int?: [Int]] {
    var store: [Int?: [Int]] = [nil: tree.children(of: nil)]
    var pending = tree.children(of: nil)
    while let id = pending.popLast() {
      store[id] = tree.children(of: id)
      pending += tree.children(of: id)
    }
    return store
  }

  /// One drag with a change during it; `nil` when there was nothing to drag.
  mutating func step() -> (accepted: Bool, problem: String?)? {
    let rows = view.emulatedRows.compactMap(\.item)
    guard !rows.isEmpty else { return nil }
    let item = rows[random.below(rows.count)]
    guard let id = dataSource.itemIdentifier(for: item) else { return nil }
    let parent: Any? = random.chance(1, in: 3) ? nil : rows[random.below(rows.count)]
    let index =
      random.chance(1, in: 8) ? -1 : random.below(view.numberOfChildren(ofItem: parent) + 1)
    let destination = parent.flatMap(dataSource.itemIdentifier(for:))
    let change = random.below(6)
    let other = Self.store(dataSource.tree).keys.compactMap { $0 }.sorted()
    let victim: Int? =
      switch change {
      case 0: id
      case 1: dataSource.tree.parent(of: id)
      case 2: destination
      case 3: other.isEmpty ? nil : other[random.below(other.count)]
      default: nil
      }
    let moves = random.chance(1, in: 2)
    log.append(
      "drag \(id) to \(destination.map { "\($0)" } ?? "nil")[\(index)], then "
        + "\(victim.map { "\(moves ? "move" : "delete") \($0)" } ?? "nothing")")
    handlers.calls = []
    var before: [Int?: [Int]] = [:]
    let dataSource = dataSource
    var newID = fresh
    let accepted = view.emulateDrag(ofItem: item, toParent: parent, childIndex: index) {
      if let victim, dataSource.tree.contains(victim) {
        if moves {
          // To the end of the roots, as a fresh node of the same identity would come back.
          let count = dataSource.tree.children(of: nil).filter { $0 != victim }.count
          dataSource.update {
            $0.moveUnlessCycle(victim, to: nil, at: count)
              ?? OutlineUpdate(diff: Diff(from: [Int](), to: []))
          }
        } else {
          dataSource.update { $0.delete(victim) }
          newID += 1
          dataSource.update { $0.insert([newID], under: nil, at: 0) }
        }
      }
      before = Self.store(dataSource.tree)
    }
    fresh = newID
    let after = Self.store(dataSource.tree)
    if !AppKitEmulator.raisedExceptions.isEmpty {
      return (accepted, "AppKit raised \(AppKitEmulator.raisedExceptions)")
    }
    if view.numberOfRows != dataSource.tree.rowCount {
      return (
        accepted, "the view shows \(view.numberOfRows) rows, the tree \(dataSource.tree.rowCount)"
      )
    }
    guard accepted else {
      if !handlers.calls.isEmpty { return (false, "a refused drop ran \(handlers.calls)") }
      if !before.isEmpty && before != after { return (false, "a refused drop changed the tree") }
      return (false, nil)
    }
    guard handlers.calls.count == 2, handlers.calls[0].0 == "will", handlers.calls[1].0 == "did",
      handlers.calls[0].1 == handlers.calls[1].1
    else { return (true, "an accepted drop ran \(handlers.calls)") }
    // The store, told the move, agrees with the tree.
    let move = handlers.calls[1].1
    var store = before
    guard store[move.source.parent]?.indices.contains(move.source.index) == true,
      store[move.source.parent]![move.source.index] == move.item
    else { return (true, "the transaction's source \(move.source) is not where \(move.item) was") }
    store[move.source.parent]!.remove(at: move.source.index)
    guard let siblings = store[move.destination.parent],
      (0...siblings.count).contains(move.destination.index)
    else { return (true, "the transaction's destination \(move.destination) is not in the store") }
    store[move.destination.parent]!.insert(move.item, at: move.destination.index)
    if store != after { return (true, "the store told \(move) differs from the tree") }
    return (true, nil)
  }
}
