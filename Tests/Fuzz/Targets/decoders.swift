import Foundation
import FuzzSupport
import Outline
import Snapshots

/// Feeds untrusted data to every decoding path the package offers; each must throw, never
/// trap, and what it accepts must be right. The first byte picks the decoder, the rest is its
/// input:
/// - 0, 1: `OutlineState<String>` / `OutlineState<Int>` from the bytes by `JSONDecoder`;
///   accepted states re-encode and decode to themselves and restore onto a tree;
/// - 2: `Snapshot(validating:)` and 3: `Snapshot(sectionIdentifiers:itemsBySection:)`, which
///   must throw exactly when identifiers repeat (or a section is unknown), naming them;
/// - 4: `SectionSnapshot(validatingRoots:children:)`, held against a plain depth-first walk.
///
/// `PropertyListDecoder` is left out: on Linux its XML reader itself traps on some malformed
/// integers (eight 0xFF bytes inside `<integer>`), whatever type is decoded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let mode = input.below(5)
  let payload = Data(input.remaining)
  switch mode {
  case 0: checkOutlineState(String.self, decoding: payload)
  case 1: checkOutlineState(Int.self, decoding: payload)
  case 2: checkValidatingSnapshot(&input)
  case 3: checkValidatingSnapshotBySection(&input)
  default: checkValidatingSectionSnapshot(&input)
  }
  return 0
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
