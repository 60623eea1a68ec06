import FuzzSupport
import Snapshots

/// Performs decoded `SectionSnapshot<Int>` operations and the same on a plain reference forest,
/// and after each checks every query against the reference, and the `SectionSnapshotDiff`
/// from the state before: both of its diffs replay, and its expanded, collapsed and reparented
/// lists are exactly the reference's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var snapshot = SectionSnapshot<Int>()
  var reference = ReferenceForest<Int>()
  var calls: [String] = []
  while !input.isAtEnd {
    guard let operation = ForestOperationDecoding.next(&input, for: reference) else { continue }
    calls.append(operation.description)
    let before = snapshot
    let referenceBefore = reference
    // The state before was checked after the previous operation; its copy must not change.
    let description = before.visualDescription()
    operation.apply(to: &snapshot)
    operation.apply(to: &reference)
    requireNoProblems(
      differences(snapshot, reference), "section snapshot disagrees with the reference forest",
      calls: calls)
    require(
      before.visualDescription() == description && before.count == referenceBefore.items.count,
      "the copy taken before \(operation) changed", calls: calls)
    requireNoProblems(
      diffProblems(SectionSnapshotDiff(from: before, to: snapshot), referenceBefore, reference),
      "SectionSnapshotDiff after \(operation)", calls: calls)
  }
  return 0
}

/// Every way `snapshot` answers differently from `reference`.
func differences(_ snapshot: SectionSnapshot<Int>, _ reference: ReferenceForest<Int>) -> [String] {
  var found: [String] = []
  func check<T: Equatable>(_ name: @autoclosure () -> String, _ actual: T, _ expected: T) {
    if actual != expected { found.append("\(name()): \(actual), expected \(expected)") }
  }
  // One walk of the reference; every list below is read off it.
  let entries = reference.entries
  let items = entries.map(\.item)
  let visibleItems = entries.filter(\.isVisible).map(\.item)
  check("items", snapshot.items, items)
  check("rootItems", snapshot.rootItems, reference.rootItems)
  check("visibleItems", snapshot.visibleItems, visibleItems)
  check("expandedItems", snapshot.expandedItems, entries.filter(\.isExpanded).map(\.item))
  check("count", snapshot.count, items.count)
  check("visibleCount", snapshot.visibleCount, visibleItems.count)
  check("isEmpty", snapshot.isEmpty, reference.isEmpty)
  guard found.isEmpty else { return found }
  check("visualDescription()", snapshot.visualDescription(), reference.visualDescription())
  check("== the same forest built afresh", snapshot == SectionSnapshot(reference: reference), true)
  var children: [Int: [Int]] = [:]
  for entry in entries {
    if let parent = entry.parent { children[parent, default: []].append(entry.item) }
  }
  check("children(of: nil)", snapshot.children(of: nil), reference.rootItems)
  for (index, entry) in entries.enumerated() {
    let item = entry.item
    check("contains(\(item))", snapshot.contains(item), true)
    check("index(of: \(item))", snapshot.index(of: item), index)
    check("level(of: \(item))", snapshot.level(of: item), entry.level)
    check("parent(of: \(item))", snapshot.parent(of: item), entry.parent)
    check("isExpanded(\(item))", snapshot.isExpanded(item), entry.isExpanded)
    check("isVisible(\(item))", snapshot.isVisible(item), entry.isVisible)
    check("children(of: \(item))", snapshot.children(of: item), children[item] ?? [])
  }
  let present = Set(entries.map(\.item))
  for item in 0..<ForestOperationDecoding.itemRange where !present.contains(item) {
    check("contains(\(item)) of an absent item", snapshot.contains(item), false)
    check("index(of: \(item)) of an absent item", snapshot.index(of: item), nil)
  }
  return found
}

/// Every problem of `diff` as the change from `old` to `new`.
func diffProblems(
  _ diff: SectionSnapshotDiff<Int>, _ old: ReferenceForest<Int>, _ new: ReferenceForest<Int>
) -> [String] {
  var found = DiffChecker.problems(in: diff.items, from: old.items, to: new.items).map {
    "items: \($0)"
  }
  found += DiffChecker.problems(in: diff.visibleItems, from: old.visibleItems, to: new.visibleItems)
    .map { "visibleItems: \($0)" }
  let oldEntries = Dictionary(uniqueKeysWithValues: old.entries.map { ($0.item, $0) })
  let surviving = new.entries.filter { oldEntries[$0.item] != nil }
  let expanded = surviving.filter { $0.isExpanded && !oldEntries[$0.item]!.isExpanded }
  let collapsed = surviving.filter { !$0.isExpanded && oldEntries[$0.item]!.isExpanded }
  let reparented = surviving.filter { $0.parent != oldEntries[$0.item]!.parent }
  if diff.expanded != expanded.map(\.item) {
    found.append("expanded \(diff.expanded), expected \(expanded.map(\.item))")
  }
  if diff.collapsed != collapsed.map(\.item) {
    found.append("collapsed \(diff.collapsed), expected \(collapsed.map(\.item))")
  }
  if diff.reparented != reparented.map(\.item) {
    found.append("reparented \(diff.reparented), expected \(reparented.map(\.item))")
  }
  if diff.isEmpty != (old == new) {
    found.append("isEmpty is \(diff.isEmpty), but the forests are \(old == new ? "" : "not ")equal")
  }
  return found
}
