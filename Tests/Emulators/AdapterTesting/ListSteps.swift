// The random steps both frameworks' snapshot adapters take in their random suites.
import Snapshots
import TestSupport

/// Random applies (with reload and reconfigure marks, animated or not), reloads without a
/// diff, section snapshots and taps on disclosure controls, on a list adapter of either
/// framework; each step is logged in `operations` and each completion counted in `runs`.
@MainActor
package struct ListSteps {
  package let dataSource: ListViewDiffableDataSource<String, Int>
  package let contents: Contents
  package let seed: UInt64
  package var random: SeededGenerator
  package let sections = ["A", "B", "C", "D", "E"]
  package var fresh = 100
  package let runs = CompletionLog()
  package var operations: [String] = []

  package init(
    _ dataSource: ListViewDiffableDataSource<String, Int>, contents: Contents, seed: UInt64
  ) {
    self.dataSource = dataSource
    self.contents = contents
    self.seed = seed
    random = SeededGenerator(seed: seed)
  }

  /// An edit of the current state, some survivors marked for a refresh.
  package mutating func applyEdited() {
    var next = random.edited(dataSource.snapshot(), sections: sections, fresh: &fresh)
    markRefreshes(in: &next)
    let animated = random.chance(4, in: 5)
    operations.append("apply animated: \(animated) \(next)")
    dataSource.apply(next, animatingDifferences: animated, completion: runs.expect())
  }

  /// A new state shown without a diff; with `marking`, some survivors marked for a refresh.
  package mutating func reloadWithoutDiff(marking: Bool) {
    var next = random.snapshot(sections: sections, items: 0..<30)
    if marking { markRefreshes(in: &next) }
    operations.append("applySnapshotUsingReloadData \(next)")
    dataSource.applySnapshotUsingReloadData(next, completion: runs.expect())
  }

  /// A random outline of some of a section's items and a few new ones, as its section snapshot.
  package mutating func applySectionSnapshot() {
    let snapshot = dataSource.snapshot()
    guard let section = snapshot.sectionIdentifiers.randomElement(using: &random) else {
      return
    }
    var items = snapshot.itemIdentifiers(inSection: section).filter { _ in
      random.chance(3, in: 4)
    }
    for _ in 0..<random.below(4) {
      items.append(fresh)
      fresh += 1
    }
    let tree = SectionSnapshot(reference: random.forest(items))
    operations.append("apply section snapshot to \(section): \(tree.items)")
    dataSource.apply(
      tree, to: section, animatingDifferences: random.chance(4, in: 5), completion: runs.expect())
  }

  /// A tap on an item's disclosure control: it expands or collapses.
  package mutating func tapDisclosure() {
    guard let item = dataSource.snapshot().itemIdentifiers.randomElement(using: &random) else {
      return
    }
    operations.append("tap disclosure of \(item)")
    if random.chance(1, in: 2) {
      dataSource.expandItem(item)
    } else {
      dataSource.collapseItem(item)
    }
  }

  /// Marks some surviving items for reload or reconfigure, and moves their content on.
  package mutating func markRefreshes(in snapshot: inout Snapshot<String, Int>) {
    let current = Set(dataSource.snapshot().itemIdentifiers)
    for item in snapshot.itemIdentifiers where current.contains(item) && random.chance(1, in: 8) {
      contents.change(item)
      if random.chance(1, in: 2) {
        snapshot.reloadItems([item])
      } else {
        snapshot.reconfigureItems([item])
      }
    }
  }
}

/// A random driver of either framework's list adapter: its own mix of steps, and its check of
/// the view after each.
@MainActor
package protocol ListDriver {
  mutating func step()
  func checkNow() -> Bool
}

extension ListDriver {
  /// Takes `count` random steps, checking after each; `false` at the first that fails.
  package mutating func stepChecking(_ count: Int) -> Bool {
    for _ in 0..<count {
      step()
      if !checkNow() { return false }
    }
    return true
  }
}
