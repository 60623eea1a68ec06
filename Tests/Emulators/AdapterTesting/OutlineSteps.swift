// The random changes both frameworks' outline adapters go through in their random suites.
import Outline
import Snapshots
import TestSupport

/// An outline adapter of either framework, in the members both declare alike.
@MainActor
package protocol SteppedOutline: AnyObject {
  var tree: OutlineTree<Int> { get }
  func update(
    animatingDifferences: Bool, _ body: (inout OutlineTree<Int>) -> OutlineUpdate<Int>,
    completion: (() -> Void)?
  ) -> OutlineUpdate<Int>
  func collapse(_ id: Int) -> OutlineUpdate<Int>
}

extension SteppedOutline {
  @discardableResult
  func update(
    animatingDifferences: Bool = true, _ body: (inout OutlineTree<Int>) -> OutlineUpdate<Int>
  ) -> OutlineUpdate<Int> {
    update(animatingDifferences: animatingDifferences, body, completion: nil)
  }
}

/// Random changes of an outline adapter's tree: collapses, "show more", lazy loads answered or
/// failed, deletes, inserts and moves. Each is logged in `operations`; the loads the steps
/// start wait in `requests`.
@MainActor
package struct OutlineSteps<DataSource: SteppedOutline> {
  package let dataSource: DataSource
  package let seed: UInt64
  package var random: SeededGenerator
  package var requests: [OutlineLoadRequest<Int>] = []
  package var fresh = 1_000
  package var operations: [String] = []

  package init(_ dataSource: DataSource, seed: UInt64) {
    self.dataSource = dataSource
    self.seed = seed
    random = SeededGenerator(seed: seed)
  }

  package mutating func nextID() -> Int {
    fresh += 1
    return fresh
  }

  /// A node of the tree, visible or not.
  package mutating func randomNode() -> Int? {
    let tree = dataSource.tree
    guard tree.rowCount > 0 else { return nil }
    for _ in 0..<4 {
      if let node = tree.row(at: random.below(tree.rowCount)).id.node { return node }
    }
    return nil
  }

  package mutating func collapse() {
    guard let id = randomNode() else { return }
    operations.append("collapse \(id)")
    _ = dataSource.collapse(id)
  }

  package mutating func showMore() {
    let parent = random.chance(1, in: 4) ? nil : randomNode()
    operations.append("show more under \(String(describing: parent))")
    requests += dataSource.update { $0.showMore(parent) }.loadRequests
  }

  /// Answers a waiting load, or fails it one time in four; with `collectingNested`, the loads
  /// the answer starts wait in turn.
  package mutating func answerLoad(collectingNested: Bool) {
    guard !requests.isEmpty else { return }
    let request = requests.remove(at: random.below(requests.count))
    let fails = random.chance(1, in: 4)
    operations.append("\(fails ? "fail" : "finish") \(request)")
    if fails {
      dataSource.update { $0.failLoading(request) }
    } else {
      let ids = (0..<request.count).map { _ in nextID() }
      let nested = dataSource.update { $0.finishLoading(request, with: .loaded(ids)) }
      if collectingNested { requests += nested.loadRequests }
    }
  }

  package mutating func delete() {
    guard let id = randomNode() else { return }
    operations.append("delete \(id)")
    dataSource.update { $0.delete(id) }
  }

  package mutating func insert() {
    let parent = random.chance(1, in: 3) ? nil : randomNode()
    let count = dataSource.tree.children(of: parent).count
    let ids = (0..<(1 + random.below(3))).map { _ in nextID() }
    operations.append("insert \(ids) under \(String(describing: parent))")
    let index = random.below(count + 1)
    dataSource.update { $0.insert(ids, under: parent, at: index) }
  }

  package mutating func move() {
    guard let id = randomNode(), let sibling = randomNode(), id != sibling else { return }
    operations.append("move \(id) before \(sibling)")
    dataSource.update(animatingDifferences: random.chance(1, in: 2)) { tree in
      (try? tree.move(id, before: sibling)) ?? OutlineUpdate(diff: Diff(from: [Int](), to: []))
    }
  }

  /// The seed and the last steps, for an issue's message.
  package var context: String {
    "seed \(seed), after:\n" + operations.suffix(12).joined(separator: "\n")
  }
}
