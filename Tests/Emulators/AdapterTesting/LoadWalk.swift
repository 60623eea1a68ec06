// The random walk both frameworks' outline adapters go through to prove that every load the
// tree starts reaches the app exactly once.
import Foundation
import Outline
import Snapshots
import TestSupport

/// Whether the long form of the random walks runs: `SNAPSHOTS_LONG_RUNS=1`. Every test runs
/// either way; the long form only takes more steps.
package var longRuns: Bool { ProcessInfo.processInfo.environment["SNAPSHOTS_LONG_RUNS"] == "1" }

/// The loads the app has heard of, from `loadHandler` or from the updates its calls returned,
/// held against the loads the tree has in flight.
package struct LoadLedger {
  /// Every load heard of, answered or not.
  package private(set) var heard: Set<OutlineLoadRequest<Int>> = []
  /// Loads heard of and not answered yet, in the order heard.
  package private(set) var waiting: [OutlineLoadRequest<Int>] = []
  /// A load heard of twice, the first time it happens.
  package private(set) var repeated: OutlineLoadRequest<Int>?

  package init() {}

  package mutating func hear(_ requests: [OutlineLoadRequest<Int>]) {
    for request in requests {
      if !heard.insert(request).inserted {
        repeated = repeated ?? request
      } else {
        waiting.append(request)
      }
    }
  }

  /// Takes a waiting load to answer.
  package mutating func take(_ random: inout SeededGenerator) -> OutlineLoadRequest<Int>? {
    waiting.isEmpty ? nil : waiting.remove(at: random.below(waiting.count))
  }

  /// What is wrong: a load heard of twice, or one in flight that the app never heard of. A
  /// load is known by its parent and the tree's own mark of it, which the app cannot read: a
  /// request heard of is the load in flight when failing it (on a copy) ends that load. Its
  /// offset and count may have moved since, as the parent's children changed.
  package func problem(in tree: OutlineTree<Int>) -> String? {
    if let repeated { return "the app heard of \(repeated) twice" }
    let unheard = tree.loadsInFlight.filter { load in
      !heard.contains { request in
        guard request.parent == load.parent else { return false }
        var copy = tree
        _ = copy.failLoading(request)
        return !copy.loadsInFlight.contains { $0.parent == load.parent }
      }
    }
    return unheard.isEmpty
      ? nil : "loads in flight that the app never heard of: \(unheard); heard: \(heard)"
  }
}

/// An outline adapter's calls that start loads, in the members both frameworks declare alike.
@MainActor
package protocol LoadingOutline: SteppedOutline {
  func expand(_ id: Int) -> OutlineUpdate<Int>
  func toggle(_ id: Int) -> OutlineUpdate<Int>
}

/// Random calls on a lazily loaded, paged tree: every call's update goes to the ledger, and
/// each answered load brings children that are lazily loaded in turn.
@MainActor
package struct LoadWalk<DataSource: LoadingOutline> {
  package var steps: OutlineSteps<DataSource>
  package var ledger = LoadLedger()

  package init(_ dataSource: DataSource, seed: UInt64) {
    steps = OutlineSteps(dataSource, seed: seed)
  }

  package var dataSource: DataSource { steps.dataSource }

  /// A lazily loaded, paged tree: three roots, some loaded, some lazy.
  package static func tree(seed: UInt64) -> OutlineTree<Int> {
    var configuration = OutlineConfiguration<Int>()
    configuration.batchSize = 2 + Int(seed % 2)
    return OutlineTree(roots: [0, 1, 2], configuration: configuration) { id in
      switch id {
      case 0: .loaded([10, 11, 12])
      case 1: .unloaded(total: 5)
      case 2: .unloaded()
      case 10: .unloaded(total: 3)
      default: .leaf
      }
    }
  }

  /// One call, its update's loads heard.
  package mutating func step() {
    var random = steps.random
    defer { steps.random = random }
    let id = randomNode(&random)
    switch random.below(11) {
    case 0, 1:
      guard let id else { return }
      steps.operations.append("expand \(id)")
      ledger.hear(dataSource.expand(id).loadRequests)
    case 2:
      guard let id else { return }
      steps.operations.append("toggle \(id)")
      ledger.hear(dataSource.toggle(id).loadRequests)
    case 3:
      guard let id else { return }
      steps.operations.append("collapse \(id)")
      ledger.hear(dataSource.collapse(id).loadRequests)
    case 4:
      let parent = random.chance(1, in: 4) ? nil : id
      steps.operations.append("show more under \(String(describing: parent))")
      ledger.hear(dataSource.update { $0.showMore(parent) }.loadRequests)
    case 5, 6:
      guard let request = ledger.take(&random) else { return }
      let fails = random.chance(1, in: 4)
      steps.operations.append("\(fails ? "fail" : "finish") \(request)")
      if fails {
        ledger.hear(dataSource.update { $0.failLoading(request) }.loadRequests)
      } else {
        let ids = (0..<request.count).map { _ in steps.nextID() }
        let more = random.chance(1, in: 2)
        ledger.hear(
          dataSource.update {
            $0.finishLoading(request, with: .page(ids, hasMore: more)) {
              $0 % 3 == 0 ? .unloaded(total: 2) : .leaf
            }
          }.loadRequests)
      }
    case 7:
      let parent = random.chance(1, in: 4) ? nil : id
      steps.operations.append("retry under \(String(describing: parent))")
      ledger.hear(dataSource.update { $0.retryLoading(parent) }.loadRequests)
    case 8:
      guard let id else { return }
      steps.operations.append("expand all under \(id)")
      ledger.hear(dataSource.update { $0.expandAll(id) }.loadRequests)
    case 9:
      let parent = random.chance(1, in: 3) ? nil : id
      let count = dataSource.tree.children(of: parent).count
      let ids = [steps.nextID()]
      let index = random.below(count + 1)
      steps.operations.append("insert \(ids) under \(String(describing: parent)) at \(index)")
      ledger.hear(
        dataSource.update { $0.insert(ids, under: parent, at: index) { _ in .unloaded() } }
          .loadRequests)
    default:
      guard let id, let parent = randomNode(&random), !isInSubtree(parent, of: id) else {
        return
      }
      let index = random.below(dataSource.tree.children(of: parent).filter { $0 != id }.count + 1)
      steps.operations.append("move \(id) under \(parent) at \(index)")
      ledger.hear(
        dataSource.update { tree in
          (try? tree.move(id, to: parent, at: index))
            ?? OutlineUpdate(diff: Diff(from: [Int](), to: []))
        }.loadRequests)
    }
  }

  /// A node of the tree, shown or not.
  package func randomNode(_ random: inout SeededGenerator) -> Int? {
    let tree = dataSource.tree
    let all = tree.count == 0 ? [] : nodes(of: tree)
    return all.isEmpty ? nil : all[random.below(all.count)]
  }

  private func nodes(of tree: OutlineTree<Int>) -> [Int] {
    var result: [Int] = []
    var pending = tree.children(of: nil)
    while let id = pending.popLast() {
      result.append(id)
      pending += tree.children(of: id)
    }
    return result.sorted()
  }

  package func isInSubtree(_ node: Int, of root: Int) -> Bool {
    var current: Int? = node
    while let id = current {
      if id == root { return true }
      current = dataSource.tree.parent(of: id)
    }
    return false
  }

  /// What is wrong with the loads after the last step, with the seed and the last steps.
  package func problem() -> String? {
    ledger.problem(in: dataSource.tree).map { "\($0)\n\(steps.context)" }
  }
}
