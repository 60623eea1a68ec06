import Snapshots

/// A snapshot built from a description: `[("A", [1, 2]), ("B", [])]`.
public func makeSnapshot(_ sections: [(String, [Int])]) -> Snapshot<String, Int> {
  var snapshot = Snapshot<String, Int>()
  for (section, items) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// A snapshot built from a description: `["A": [1, 2], "B": []]`, in that order.
public func makeSnapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot<String, Int> {
  makeSnapshot(sections.map { ($0.key, $0.value) })
}
