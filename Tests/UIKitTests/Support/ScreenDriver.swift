import Snapshots
import TestSupport
import Testing
import UIKit

/// Drives a screen with random applies, section snapshots, taps on disclosure controls,
/// drags, animations that end at random times and trips out of the window, and checks after
/// every step that the emulator raised nothing and that what the view shows follows the data
/// source: its rows, and every visible cell's item and content version.
@MainActor
struct ScreenDriver {
  let screen: SnapshotScreen
  let contents: Contents
  var random: SeededGenerator
  let seed: UInt64
  let sections = ["A", "B", "C", "D", "E"]
  var fresh = 100
  /// Every completion handed to an apply, which must run exactly once.
  private let runs = CompletionLog()
  var operations: [String] = []

  init(screen: SnapshotScreen, contents: Contents, seed: UInt64) {
    self.screen = screen
    self.contents = contents
    self.seed = seed
    random = SeededGenerator(seed: seed)
    screen.dataSource.reorderingHandlers.canReorderItem = { $0 % 7 != 3 }
    let dataSource = screen.dataSource
    screen.dataSource.reorderingHandlers.didReorder = { transaction in
      #expect(dataSource.snapshot() == transaction.finalSnapshot)
    }
  }

  /// Runs `steps` random steps, then lets every animation end and checks the settled view.
  mutating func run(steps: Int) {
    for _ in 0..<steps {
      step()
      if !checkNow() { return }
    }
    settle()
    _ = checkNow()
  }

  mutating func step() {
    let dataSource = screen.dataSource
    switch random.below(20) {
    case 0..<7:
      var next = random.edited(dataSource.snapshot(), sections: sections, fresh: &fresh)
      markRefreshes(in: &next)
      let animated = random.chance(4, in: 5)
      operations.append("apply animated: \(animated) \(next)")
      dataSource.apply(next, animatingDifferences: animated, completion: runs.expect())
    case 7:
      let next = random.snapshot(sections: sections, items: 0..<30)
      operations.append("applySnapshotUsingReloadData \(next)")
      dataSource.applySnapshotUsingReloadData(next, completion: runs.expect())
    case 8, 9:
      let snapshot = dataSource.snapshot()
      guard let section = snapshot.sectionIdentifiers.randomElement(using: &random) else {
        return
      }
      var items = snapshot.itemIdentifiers(inSection: section).filter { _ in random.chance(3, in: 4)
      }
      for _ in 0..<random.below(4) {
        items.append(fresh)
        fresh += 1
      }
      let tree = SectionSnapshot(reference: random.forest(items))
      operations.append("apply section snapshot to \(section): \(tree.items)")
      dataSource.apply(
        tree, to: section, animatingDifferences: random.chance(4, in: 5), completion: runs.expect())
    case 10, 11:
      let items = dataSource.snapshot().itemIdentifiers
      guard let item = items.randomElement(using: &random) else { return }
      operations.append("tap disclosure of \(item)")
      if random.chance(1, in: 2) {
        dataSource.expandItem(item)
      } else {
        dataSource.collapseItem(item)
      }
    case 12, 13:
      guard let (from, to) = randomDrag() else { return }
      operations.append("drag \(from) to \(to)")
      _ = screen.view.emulateInteractiveMove(from: from, to: to)
    case 14:
      let inWindow = random.chance(3, in: 4)
      operations.append("in window: \(inWindow)")
      screen.putInWindow(inWindow)
    default:
      operations.append("animations end")
      screen.view.emulateAnimationsFinishing()
    }
  }

  /// Marks some surviving items for reload or reconfigure, and moves their content on.
  mutating func markRefreshes(in snapshot: inout Snapshot<String, Int>) {
    let current = Set(screen.dataSource.snapshot().itemIdentifiers)
    for item in snapshot.itemIdentifiers where current.contains(item) && random.chance(1, in: 8) {
      contents.change(item)
      if random.chance(1, in: 2) {
        snapshot.reloadItems([item])
      } else {
        snapshot.reconfigureItems([item])
      }
    }
  }

  /// A drag as a person makes it, in the view's own coordinates.
  mutating func randomDrag() -> (IndexPath, IndexPath)? {
    let counts = screen.view.emulatedRowCounts
    let filled = counts.indices.filter { counts[$0] > 0 }
    guard let section = filled.randomElement(using: &random) else { return nil }
    let from = IndexPath(item: random.below(counts[section]), section: section)
    let target = random.chance(1, in: 2) ? section : random.below(counts.count)
    let slots = target == section ? counts[target] : counts[target] + 1
    return (from, IndexPath(item: random.below(slots), section: target))
  }

  mutating func settle() {
    var rounds = 0
    while screen.view.emulatedAnimatingBatches > 0 && rounds < 100 {
      screen.view.emulateAnimationsFinishing()
      rounds += 1
    }
  }

  /// Checks the view against the data source; `false` once something failed.
  func checkNow() -> Bool {
    let context = Comment(
      rawValue: "seed \(seed), after:\n" + operations.suffix(6).joined(separator: "\n")
        + "\nthe view's last calls:\n" + screen.view.emulatedLog.suffix(12).joined(separator: "\n"))
    guard UIKitEmulator.raisedExceptions.isEmpty else {
      Issue.record("UIKit raised: \(UIKitEmulator.raisedExceptions)\n\(context.rawValue)")
      return false
    }
    let dataSource = screen.dataSource
    let counts = screen.view.emulatedRowCounts
    // The view's rows, by what its data source answers for each of them.
    var rows: [[Int?]] = []
    for (section, count) in counts.enumerated() {
      rows.append(
        (0..<count).map { dataSource.itemIdentifier(for: IndexPath(item: $0, section: section)) })
      if dataSource.sectionIdentifier(for: section) == nil || rows[section].contains(nil) {
        Issue.record("the view has rows \(counts) its data source does not\n\(context.rawValue)")
        return false
      }
    }
    let settled = screen.view.emulatedAnimatingBatches == 0
    if settled {
      let state = dataSource.snapshot()
      let expected = state.sectionIdentifiers.map { state.itemIdentifiers(inSection: $0) }
      if rows != expected {
        Issue.record("the settled view shows \(rows), the state is \(state)\n\(context.rawValue)")
        return false
      }
      if runs.pending != 0 {
        Issue.record(
          "\(runs.pending) completions have not run on a settled view\n\(context.rawValue)")
        return false
      }
    }
    if runs.repeated != 0 {
      Issue.record("a completion ran twice\n\(context.rawValue)")
      return false
    }
    for (path, shown) in screen.view.shownCells {
      guard let item = dataSource.itemIdentifier(for: path) else {
        Issue.record("a cell at \(path), where the data source has nothing\n\(context.rawValue)")
        return false
      }
      // While a batch animates, the content may still be catching up; once settled it may not.
      let expected = contents.text(item)
      let matches = settled ? shown == expected : shown?.hasPrefix("\(item)v") == true
      if !matches {
        Issue.record(
          "the cell at \(path) shows \(shown ?? "nothing"), not \(expected)\n\(context.rawValue)")
        return false
      }
    }
    return true
  }
}

/// Counts completions: each one handed out must run once.
@MainActor
final class CompletionLog {
  private(set) var pending = 0
  private(set) var repeated = 0

  func expect() -> () -> Void {
    pending += 1
    var ran = false
    return { [self] in
      if ran { repeated += 1 } else { pending -= 1 }
      ran = true
    }
  }
}
