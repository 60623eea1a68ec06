// Random steps against the collection adapter, with the checks after each.
import AppKit
import Snapshots
import TestSupport
import Testing

/// Drives a collection screen with random applies (with reload and reconfigure marks, animated
/// or not), reloads without a diff, section snapshots, taps on disclosure controls, animations
/// that end at random times and trips out of the window, and checks after every step that
/// AppKit raised nothing and that the view follows the data source: its rows, every held item's
/// identifier and content version, and every completion run exactly once.
@MainActor
struct CollectionDriver {
  let screen: CollectionScreen
  var random: SeededGenerator
  let seed: UInt64
  let sections = ["A", "B", "C", "D", "E"]
  var fresh = 100
  private let runs = CompletionCount()
  var operations: [String] = []
  /// Applies made while a batch animated: each must be performed at once.
  var appliesWhileAnimating = 0

  init(screen: CollectionScreen, seed: UInt64) {
    self.screen = screen
    self.seed = seed
    random = SeededGenerator(seed: seed)
  }

  /// Runs `steps` random steps, then lets every animation end and checks the settled view.
  mutating func run(steps: Int) {
    for _ in 0..<steps {
      step()
      if !checkNow() { return }
    }
    settle()
    guard checkNow() else { return }
    // The steps reached each path: batches, reloads, and applies that had to wait.
    let view = screen.view
    #expect(view.emulatedBatchCount > steps / 10, "seed \(seed)")
    #expect(view.emulatedReloadDataCount > steps / 100, "seed \(seed)")
    #expect(appliesWhileAnimating > steps / 10, "seed \(seed)")
  }

  mutating func step() {
    let dataSource = screen.dataSource
    switch random.below(20) {
    case 0..<8:
      var next = random.edited(dataSource.snapshot(), sections: sections, fresh: &fresh)
      markRefreshes(in: &next)
      let animated = random.chance(4, in: 5)
      if screen.view.emulatedAnimatingBatches > 0 { appliesWhileAnimating += 1 }
      operations.append("apply animated: \(animated) \(next)")
      dataSource.apply(next, animatingDifferences: animated, completion: runs.expect())
    case 8:
      var next = random.snapshot(sections: sections, items: 0..<30)
      markRefreshes(in: &next)
      operations.append("applySnapshotUsingReloadData \(next)")
      dataSource.applySnapshotUsingReloadData(next, completion: runs.expect())
    case 9:
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
    case 10:
      guard let item = dataSource.snapshot().itemIdentifiers.randomElement(using: &random) else {
        return
      }
      operations.append("tap disclosure of \(item)")
      if random.chance(1, in: 2) {
        dataSource.expandItem(item)
      } else {
        dataSource.collapseItem(item)
      }
    case 11, 12:
      let inWindow = random.chance(2, in: 3)
      operations.append("in window: \(inWindow)")
      screen.view.emulatedIsInWindow = inWindow
    default:
      operations.append("animations end")
      AppKitEmulator.emulateAnimationsFinishing()
    }
  }

  /// Marks some surviving items for reload or reconfigure, and moves their content on.
  mutating func markRefreshes(in snapshot: inout Snapshot<String, Int>) {
    let current = Set(screen.dataSource.snapshot().itemIdentifiers)
    for item in snapshot.itemIdentifiers where current.contains(item) && random.chance(1, in: 8) {
      screen.contents.change(item)
      if random.chance(1, in: 2) {
        snapshot.reloadItems([item])
      } else {
        snapshot.reconfigureItems([item])
      }
    }
  }

  mutating func settle() {
    var rounds = 0
    while screen.view.emulatedAnimatingBatches > 0 && rounds < 100 {
      AppKitEmulator.emulateAnimationsFinishing()
      rounds += 1
    }
  }

  /// Checks the view against the data source; `false` once something failed.
  func checkNow() -> Bool {
    let context = Comment(
      rawValue: "seed \(seed), after:\n" + operations.suffix(6).joined(separator: "\n")
        + "\nthe view's last calls:\n" + screen.view.emulatedLog.suffix(12).joined(separator: "\n"))
    guard AppKitEmulator.raisedExceptions.isEmpty else {
      Issue.record("AppKit raised: \(AppKitEmulator.raisedExceptions)\n\(context.rawValue)")
      return false
    }
    let dataSource = screen.dataSource
    let rows = screen.rows
    for section in rows.indices
    where dataSource.sectionIdentifier(for: section) == nil || rows[section].contains(nil) {
      let counts = screen.view.emulatedItemCounts
      Issue.record("the view has rows \(counts) its data source does not\n\(context.rawValue)")
      return false
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
    for (path, shown, represented) in screen.shownItems {
      guard let item = dataSource.itemIdentifier(for: path), represented == item else {
        let held = represented.map(String.init) ?? "nothing"
        let answered = dataSource.itemIdentifier(for: path).map(String.init) ?? "nothing"
        let problem = "the item at \(path) represents \(held), the data source has \(answered)"
        Issue.record("\(problem)\n\(context.rawValue)")
        return false
      }
      // While a batch animates, the content may still be catching up; once settled it may not.
      let expected = screen.contents.text(item)
      let matches = settled ? shown == expected : shown?.hasPrefix("\(item)v") == true
      if !matches {
        Issue.record(
          "the item at \(path) shows \(shown ?? "nothing"), not \(expected)\n\(context.rawValue)")
        return false
      }
    }
    return true
  }
}
