// What both frameworks' random suites check after every step of a list adapter.
import Snapshots
import Testing

extension ListSteps {
  /// Records an issue for the exceptions the emulator raised, or else for the first problem
  /// `find` finds, with the seed, the last steps and the view's last calls in `log`; `true`
  /// when there was none.
  package func passes(raised: [String], log: [String], _ find: () -> String?) -> Bool {
    guard let problem = raised.isEmpty ? find() : "the emulator raised: \(raised)" else {
      return true
    }
    Issue.record(
      Comment(
        rawValue: "\(problem)\nseed \(seed), after:\n"
          + operations.suffix(6).joined(separator: "\n") + "\nthe view's last calls:\n"
          + log.suffix(12).joined(separator: "\n")))
    return false
  }

  /// Lets every animation end: `finish` ends those running, which may start others.
  package func settle(animating: () -> Int, finish: () -> Void) {
    var rounds = 0
    while animating() > 0 && rounds < 100 {
      finish()
      rounds += 1
    }
  }

  /// The first way the view disagrees with its data source, or `nil`: `rows` are the view's
  /// rows by what the data source answers for each, `shown` what each cell (or item) the view
  /// holds shows and the item it represents (UIKit's cells represent none: the data source's
  /// answer stands in). Once `settled`, the rows must be the state and every
  /// completion must have run; a completion never runs twice; a cell shows its item's content,
  /// or while a batch animates, some version of it.
  package func problem(
    rows: [[Int?]], counts: [Int], settled: Bool,
    shown: [(indexPath: IndexPath, shown: String?, item: Int?)]
  ) -> String? {
    for section in rows.indices
    where dataSource.sectionIdentifier(for: section) == nil || rows[section].contains(nil) {
      return "the view has rows \(counts) its data source does not"
    }
    if settled {
      let state = dataSource.snapshot()
      let expected = state.sectionIdentifiers.map { state.itemIdentifiers(inSection: $0) }
      if rows != expected { return "the settled view shows \(rows), the state is \(state)" }
      if runs.pending != 0 { return "\(runs.pending) completions have not run on a settled view" }
    }
    if runs.repeated != 0 { return "a completion ran twice" }
    for (path, text, represented) in shown {
      guard let item = dataSource.itemIdentifier(for: path), represented == item else {
        let held = represented.map(String.init) ?? "nothing"
        let answered = dataSource.itemIdentifier(for: path).map(String.init) ?? "nothing"
        return "the cell at \(path) holds \(held), the data source has \(answered)"
      }
      let expected = contents.text(item)
      let matches = settled ? text == expected : text?.hasPrefix("\(item)v") == true
      if !matches { return "the cell at \(path) shows \(text ?? "nothing"), not \(expected)" }
    }
    return nil
  }
}
