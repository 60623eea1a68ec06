import Foundation
import FuzzSupport
import Outline
import Snapshots

/// Feeds untrusted data to every decoding path the package offers; each must throw, never
/// trap, and what it accepts must be right: it satisfies its type's invariants, and it
/// re-encodes and decodes to an equal value with the same encoding.
///
/// The first byte picks the decoder (below), unless the environment variable `FUZZ_DECODER`
/// names one, which then takes every input (the first byte is still read, so that one corpus
/// serves both ways). The next bytes are the decoder's:
/// - 0 `outline-state`: a byte picks `OutlineState<String>` or `OutlineState<Int>`, the rest
///   is JSON; accepted states also restore onto a tree;
/// - 1 `snapshot`: a byte picks `Snapshot<String, Int>` from JSON (0),
///   `Snapshot(validating:)` (1) or `Snapshot(sectionIdentifiers:itemsBySection:)` (2), which
///   must throw exactly when identifiers repeat (or a section is unknown), naming them;
/// - 2 `section-snapshot`: a byte picks `SectionSnapshot<String>` from JSON (0) or
///   `SectionSnapshot(validatingRoots:children:)` (1), held against a plain depth-first walk;
/// - 3 `diff`: `Diff` from JSON;
/// - 4 `changeset`: `Changeset<String, Int>` from JSON;
/// - 5 `edit-script`: a byte picks the step type, `ListEditStep<String>` (0),
///   `SnapshotEditStep<String, Int>` (1), `SectionSnapshotEditStep<String>` (2) or
///   `OutlineEditStep<String>` (3), the rest is JSON; accepted scripts must validate.
///
/// `PropertyListDecoder` is left out: on Linux its XML reader itself traps on some malformed
/// integers (eight 0xFF bytes inside `<integer>`), whatever type is decoded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let picked = DecoderUnderTest.allCases[input.below(DecoderUnderTest.allCases.count)]
  switch onlyDecoder ?? picked {
  case .outlineState:
    if input.flag() {
      checkOutlineState(Int.self, decoding: Data(input.remaining))
    } else {
      checkOutlineState(String.self, decoding: Data(input.remaining))
    }
  case .snapshot:
    switch input.below(3) {
    case 0: checkDecoded(Snapshot<String, Int>.self, Data(input.remaining), snapshotProblems)
    case 1: checkValidatingSnapshot(&input)
    default: checkValidatingSnapshotBySection(&input)
    }
  case .sectionSnapshot:
    if input.flag() {
      checkValidatingSectionSnapshot(&input)
    } else {
      checkDecoded(SectionSnapshot<String>.self, Data(input.remaining), sectionSnapshotProblems)
    }
  case .diff: checkDecoded(Diff.self, Data(input.remaining), diffProblems)
  case .changeset:
    checkDecoded(Changeset<String, Int>.self, Data(input.remaining), changesetProblems)
  case .editScript:
    let kind = input.below(4)
    let data = Data(input.remaining)
    switch kind {
    case 0: checkDecoded(EditScript<ListEditStep<String>>.self, data, scriptProblems)
    case 1: checkDecoded(EditScript<SnapshotEditStep<String, Int>>.self, data, scriptProblems)
    case 2: checkDecoded(EditScript<SectionSnapshotEditStep<String>>.self, data, scriptProblems)
    default: checkDecoded(EditScript<OutlineEditStep<String>>.self, data, scriptProblems)
    }
  }
  return 0
}

/// The decoders, by the names `FUZZ_DECODER` takes, in the order the first byte picks them.
enum DecoderUnderTest: String, CaseIterable {
  case outlineState = "outline-state"
  case snapshot
  case sectionSnapshot = "section-snapshot"
  case diff
  case changeset
  case editScript = "edit-script"
}

/// The decoder `FUZZ_DECODER` names, or `nil` when it is unset or empty; any other value stops
/// the run before the first input, so that a typo does not fuzz the wrong thing.
let onlyDecoder: DecoderUnderTest? = {
  guard let name = ProcessInfo.processInfo.environment["FUZZ_DECODER"], !name.isEmpty else {
    return nil
  }
  guard let decoder = DecoderUnderTest(rawValue: name) else {
    let names = DecoderUnderTest.allCases.map(\.rawValue).joined(separator: ", ")
    fatalError("FUZZ_DECODER=\(name) names no decoder; use one of \(names)")
  }
  return decoder
}()

/// Decodes `data`; an accepted value must have no `problems`, encode, and decode again to an
/// equal value whose encoding is the same bytes (so that what `==` leaves out, such as a
/// snapshot's marks, survives too).
func checkDecoded<T: Codable & Equatable>(
  _: T.Type, _ data: Data, _ problems: (T) -> [String]
) {
  let value: T
  do {
    value = try JSONDecoder().decode(T.self, from: data)
  } catch {
    require(error is DecodingError, "\(T.self) threw \(type(of: error)): \(error)")
    return
  }
  let calls = ["decoded \(T.self) from \(String(decoding: data, as: UTF8.self))"]
  requireNoProblems(problems(value), "invariants of the decoded value", calls: calls)
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  do {
    let encoded = try encoder.encode(value)
    let again = try JSONDecoder().decode(T.self, from: encoded)
    require(again == value, "\(value) came back as \(again)", calls: calls)
    require(try encoder.encode(again) == encoded, "the encoding is not stable", calls: calls)
  } catch {
    requireNoProblems(["\(error)"], "re-encoding an accepted value", calls: calls)
  }
}

/// What is wrong with a decoded snapshot: repeats, a count that does not add up, a mark on
/// something it lacks.
func snapshotProblems(_ snapshot: Snapshot<String, Int>) -> [String] {
  var problems: [String] = []
  let sections = snapshot.sectionIdentifiers
  let items = snapshot.itemIdentifiers
  if Set(sections).count != sections.count { problems.append("repeated sections \(sections)") }
  if Set(items).count != items.count { problems.append("repeated items \(items)") }
  let sum = sections.reduce(0) { $0 + snapshot.numberOfItems(inSection: $1) }
  if sum != items.count || snapshot.numberOfItems != items.count {
    problems.append("\(items.count) items, sections hold \(sum)")
  }
  let marked = snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers
  for item in marked where !items.contains(item) { problems.append("mark on absent item \(item)") }
  let markedSections =
    snapshot.reloadedSectionIdentifiers + snapshot.reconfiguredSectionIdentifiers
  for section in markedSections where !sections.contains(section) {
    problems.append("mark on absent section \(section)")
  }
  return problems
}

/// What is wrong with a decoded section snapshot: repeats, or a visible row whose parent is
/// hidden or collapsed, or a level that is not its parent's plus one.
func sectionSnapshotProblems(_ snapshot: SectionSnapshot<String>) -> [String] {
  var problems: [String] = []
  let items = snapshot.items
  if Set(items).count != items.count { problems.append("repeated items \(items)") }
  for item in items {
    let parent = snapshot.parent(of: item)
    let level = snapshot.level(of: item)
    if level != parent.map({ snapshot.level(of: $0) + 1 }) ?? 0 {
      problems.append("\(item) at level \(level) under \(String(describing: parent))")
    }
    let visible = parent.map { snapshot.isVisible($0) && snapshot.isExpanded($0) } ?? true
    if snapshot.isVisible(item) != visible { problems.append("visibility of \(item)") }
  }
  if snapshot.visibleItems != items.filter(snapshot.isVisible) {
    problems.append("visible items \(snapshot.visibleItems)")
  }
  return problems
}

/// Whether `values` ascend strictly from 0 up.
func ascends<T: Comparable>(_ values: [T], from floor: T) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    && (values.first.map { $0 >= floor } ?? true)
}

/// What is wrong with a decoded diff: lists out of order, or a place named twice on one side.
func diffProblems(_ diff: Diff) -> [String] {
  var problems: [String] = []
  if !ascends(diff.deletes, from: 0) || !ascends(diff.inserts, from: 0) {
    problems.append("deletes or inserts out of order")
  }
  for pairs in [diff.moves, diff.updates] {
    if !ascends(pairs.map(\.to), from: 0) || pairs.contains(where: { $0.from < 0 })
      || Set(pairs.map(\.from)).count != pairs.count
    {
      problems.append("pairs \(pairs)")
    }
    if !Set(pairs.map(\.from)).isDisjoint(with: diff.deletes)
      || !Set(pairs.map(\.to)).isDisjoint(with: diff.inserts)
    {
      problems.append("pairs \(pairs) meet deletes or inserts")
    }
  }
  return problems
}

/// What is wrong with a decoded changeset: lists out of order, places named twice, item
/// operations in sections the batch replaces or moves, refreshes of what is created afresh.
func changesetProblems(_ changes: Changeset<String, Int>) -> [String] {
  var problems: [String] = []
  let paths = [
    changes.itemDeletes, changes.itemInserts, changes.itemReloads, changes.itemReconfigures,
  ]
  for offsets in [
    changes.sectionDeletes, changes.sectionInserts, changes.sectionReloads,
    changes.sectionReconfigures,
  ]
  where !ascends(offsets, from: 0) {
    problems.append("offsets \(offsets)")
  }
  for list in paths
  where !ascends(list, from: IndexPath(indexes: [0, 0]))
    || list.contains(where: { $0.count != 2 || $0[1] < 0 })
  {
    problems.append("index paths \(list)")
  }
  let movedFrom = Set(changes.sectionMoves.map(\.from))
  let movedTo = Set(changes.sectionMoves.map(\.to))
  if movedFrom.count != changes.sectionMoves.count
    || !movedFrom.isDisjoint(with: changes.sectionDeletes)
    || !movedTo.isDisjoint(with: changes.sectionInserts)
  {
    problems.append("section moves \(changes.sectionMoves)")
  }
  let gone = Set(changes.sectionDeletes).union(movedFrom)
  let new = Set(changes.sectionInserts).union(movedTo)
  for path in changes.itemDeletes + changes.itemMoves.map(\.from) where gone.contains(path[0]) {
    problems.append("item leaves \(path) in a replaced or moved section")
  }
  for path in changes.itemInserts + changes.itemMoves.map(\.to) where new.contains(path[0]) {
    problems.append("item arrives at \(path) in a replaced or moved section")
  }
  let sources = changes.itemMoves.map(\.from)
  if Set(sources).count != sources.count || !Set(sources).isDisjoint(with: changes.itemDeletes)
    || !Set(changes.itemMoves.map(\.to)).isDisjoint(with: changes.itemInserts)
  {
    problems.append("item moves \(changes.itemMoves)")
  }
  let refreshed = changes.itemReloads + changes.itemReconfigures
  if Set(refreshed).count != refreshed.count
    || !Set(refreshed).isDisjoint(with: changes.itemInserts)
    || refreshed.contains(where: {
      changes.sectionInserts.contains($0[0]) || changes.sectionReloads.contains($0[0])
    })
    || !Set(changes.sectionReloads).isDisjoint(with: changes.sectionInserts)
  {
    problems.append("refreshes \(changes)")
  }
  // A section reconfigure updates a surviving section in place; a reload already covers it.
  if !Set(changes.sectionReconfigures).isDisjoint(with: changes.sectionInserts)
    || !Set(changes.sectionReconfigures).isDisjoint(with: changes.sectionReloads)
  {
    problems.append("section reconfigures \(changes.sectionReconfigures)")
  }
  return problems
}

/// What is wrong with a decoded script: it does not validate against its start shape.
func scriptProblems<Step: EditScriptStep>(_ script: EditScript<Step>) -> [String] {
  do {
    try script.validate()
    return []
  } catch {
    return ["accepted a script that does not validate: \(error)"]
  }
}

func checkOutlineState<ID: Codable & Hashable & Sendable>(_: ID.Type, decoding data: Data) {
  guard let state = try? JSONDecoder().decode(OutlineState<ID>.self, from: data) else { return }
  let calls = ["decoded \(String(decoding: data, as: UTF8.self))"]
  let ids = state.expandedItems
  require(Set(ids).count == ids.count, "repeated identifiers \(ids) accepted", calls: calls)
  require(state.count == ids.count, "count \(state.count) for \(ids.count)", calls: calls)
  for id in ids {
    require(state[id].isExpanded, "\(id) recorded as \(state[id])", calls: calls)
  }
  let encoded: Data
  do {
    encoded = try JSONEncoder().encode(state)
  } catch {
    requireNoProblems(["\(error)"], "re-encoding an accepted state", calls: calls)
    return
  }
  let again = try? JSONDecoder().decode(OutlineState<ID>.self, from: encoded)
  require(again == state, "the state does not survive a round trip", calls: calls)

  // Restored onto a tree holding some of its identifiers (and one more), it drops the rest.
  let roots = Array(ids.prefix(3))
  var tree = OutlineTree<ID>(roots: roots) { _ in .unloaded(total: 2) }
  let restoration = tree.restore(state)
  require(
    restoration.dropped == Array(ids.dropFirst(3)), "restore dropped \(restoration.dropped)",
    calls: calls)
  for id in roots {
    // A state records counts saturated as a tree holds them, so the restored tree agrees.
    require(
      tree.expansion(of: id) == state[id],
      "restored \(id) as \(tree.expansion(of: id)), state says \(state[id])", calls: calls)
  }
}

/// Identifiers repeated in `values`, as a set.
func repeated(_ values: [Int]) -> Set<Int> {
  var seen = Set<Int>()
  return Set(values.filter { !seen.insert($0).inserted })
}

func checkValidatingSnapshot(_ input: inout FuzzInput) {
  var sections: [(Int, [Int])] = []
  while !input.isAtEnd { sections.append((input.below(16), input.numbers(upTo: 6, below: 48))) }
  let calls = ["Snapshot(validating: \(sections))"]
  let badSections = repeated(sections.map(\.0))
  let badItems = repeated(sections.flatMap(\.1))
  do {
    let snapshot = try Snapshot(validating: sections)
    require(badSections.isEmpty && badItems.isEmpty, "accepted repeats", calls: calls)
    require(snapshot.sectionIdentifiers == sections.map(\.0), "sections", calls: calls)
    for (section, items) in sections {
      require(snapshot.itemIdentifiers(inSection: section) == items, "items", calls: calls)
    }
  } catch {
    require(
      Set(error.repeatedSections) == badSections && Set(error.repeatedItems) == badItems
        && error.repeatedSections.count == badSections.count
        && error.repeatedItems.count == badItems.count && error.unknownSections.isEmpty,
      "threw \(error); repeated sections \(badSections), items \(badItems)", calls: calls)
  }
}

func checkValidatingSnapshotBySection(_ input: inout FuzzInput) {
  let sections = input.numbers(upTo: 6, below: 10)
  var items: [(item: Int, section: Int)] = []
  while !input.isAtEnd { items.append((input.below(48), input.below(12))) }
  let calls = ["Snapshot(sectionIdentifiers: \(sections), itemsBySection: \(items))"]
  let badSections = repeated(sections)
  let badItems = repeated(items.map(\.item))
  var unknown: [Int] = []
  for (_, section) in items where !sections.contains(section) && !unknown.contains(section) {
    unknown.append(section)
  }
  do {
    let snapshot = try Snapshot(sectionIdentifiers: sections, itemsBySection: items)
    require(badSections.isEmpty && badItems.isEmpty && unknown.isEmpty, "accepted", calls: calls)
    require(snapshot.sectionIdentifiers == sections, "sections", calls: calls)
    for section in sections {
      let expected = items.filter { $0.section == section }.map(\.item)
      require(snapshot.itemIdentifiers(inSection: section) == expected, "items", calls: calls)
    }
  } catch {
    require(
      Set(error.repeatedSections) == badSections && Set(error.repeatedItems) == badItems
        && error.repeatedSections.count == badSections.count
        && error.repeatedItems.count == badItems.count && error.unknownSections == unknown,
      "threw \(error); repeated sections \(badSections), items \(badItems), unknown \(unknown)",
      calls: calls)
  }
}

func checkValidatingSectionSnapshot(_ input: inout FuzzInput) {
  let roots = input.numbers(upTo: 4, below: 16)
  let children = (0..<16).map { _ in input.numbers(upTo: 3, below: 16) }
  let calls = ["SectionSnapshot(validatingRoots: \(roots), children: \(children))"]

  // The plain walk: first occurrences build the forest; a later one is a repeat, or a cycle
  // when it is its own ancestor; the walk does not descend below either.
  var forest = ReferenceForest<Int>()
  var seen = Set<Int>()
  var path: [Int] = []
  var repeats: [Int] = []
  var cycles: [[Int]] = []
  func walk(_ id: Int, under parent: Int?) {
    if let start = path.firstIndex(of: id) {
      cycles.append(Array(path[start...]) + [id])
      return
    }
    if !seen.insert(id).inserted {
      if !repeats.contains(id) { repeats.append(id) }
      return
    }
    forest.append([id], to: parent)
    path.append(id)
    for child in children[id] { walk(child, under: id) }
    path.removeLast()
  }
  for root in roots { walk(root, under: nil) }

  do {
    let snapshot = try SectionSnapshot(validatingRoots: roots) { children[$0] }
    require(repeats.isEmpty && cycles.isEmpty, "accepted \(repeats), \(cycles)", calls: calls)
    require(snapshot == SectionSnapshot(reference: forest), "built \(snapshot)", calls: calls)
  } catch {
    // Reports are capped: the first `reportLimit` of each kind with a count of all, and a long
    // cycle keeps only its ends (its length is exact).
    let limit = SectionSnapshotValidationError<Int>.reportLimit
    let chainLimit = SectionSnapshotValidationError<Int>.Cycle.chainLimit
    let cyclesAgree =
      error.cycleCount == cycles.count && error.cycles.count == min(cycles.count, limit)
      && zip(error.cycles, cycles).allSatisfy { reported, expected in
        reported.length == expected.count && reported.chain.first == expected.first
          && (expected.count > chainLimit || reported.chain == expected)
      }
    require(
      error.repeatedItems == Array(repeats.prefix(limit))
        && error.repeatedItemCount == repeats.count && cyclesAgree,
      "threw \(error); expected repeats \(repeats), cycles \(cycles)", calls: calls)
  }
}
