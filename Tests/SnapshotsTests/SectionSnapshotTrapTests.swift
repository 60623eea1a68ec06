import ExitTestSupport
import Snapshots
import TestSupport
import Testing

/// Each caller error traps with a message that names the operation and every offending
/// identifier, as `SectionSnapshot` documents.
@Suite("SectionSnapshot traps")
struct SectionSnapshotTrapTests {
  @Test(arguments: SectionSnapshotTrap.allCases)
  func traps(_ trap: SectionSnapshotTrap) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [trap] in trap.trigger()
    }
    #expect(standardError(result).contains("SectionSnapshot.\(trap.message)"))
  }
}

/// Each caller error of `SectionSnapshot`: the calls that make it, and the message its trap
/// must print after `SectionSnapshot.`.
enum SectionSnapshotTrap: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
  /// `append`: identifiers repeated in the argument or already present, a missing parent, an
  /// item as its own child.
  case appendRepeats, appendMissingParent, appendToItself
  /// `insert(_:before:)` and `insert(_:after:)`: a missing destination, the destination among
  /// the inserted items, items already present; of items and of a snapshot.
  case insertBeforeMissing, insertAfterMissing, insertDestinationRepeated, insertSnapshotRepeats
  case insertSnapshotMissing, insertBeforeRepeats, insertSnapshotAfterRepeats
  case insertSnapshotBeforeMissing
  /// `delete`: every missing identifier is named.
  case deleteMissing
  /// `replace(childrenOf:using:)`: a missing parent, items present outside the parent's
  /// descendants.
  case replaceMissingParent, replaceRepeats
  /// The queries, of a missing item.
  case subtreeMissing, levelMissing, parentMissing, isExpandedMissing, isVisibleMissing
  case childrenMissing

  var testDescription: String { rawValue }

  func trigger() {
    switch self {
    case .appendRepeats: built([1, 3, 7]) { $0.append([3, 2, 7, 3, 9, 9]) }
    case .appendMissingParent: built(["a"]) { $0.append(["b"], to: "z") }
    case .appendToItself: built([1]) { $0.append([1], to: 1) }
    case .insertBeforeMissing: built([1]) { $0.insert([2], before: 5) }
    case .insertAfterMissing: built([1]) { $0.insert([2], after: 6) }
    case .insertDestinationRepeated: built([1, 2]) { $0.insert([4, 1, 2], after: 1) }
    case .insertSnapshotRepeats:
      built([1, 2], children: [2: [3]]) {
        $0.insert(built([4, 3], children: [4: [1]]), before: 2)
      }
    case .insertSnapshotMissing: built([1]) { $0.insert(built([2]), after: 8) }
    case .insertBeforeRepeats: built([1, 2]) { $0.insert([5, 2, 6, 6], before: 1) }
    case .insertSnapshotAfterRepeats: built([1, 2]) { $0.insert(built([2]), after: 1) }
    case .insertSnapshotBeforeMissing: built([1]) { $0.insert(built([2]), before: 8) }
    case .deleteMissing: built([1, 2, 3]) { $0.delete([1, 4, 2, 9, 4]) }
    case .replaceMissingParent: built([1]) { $0.replace(childrenOf: 7, using: SectionSnapshot()) }
    case .replaceRepeats:
      built([1, 2], children: [1: [3]]) { $0.replace(childrenOf: 1, using: built([3, 2, 1])) }
    case .subtreeMissing: _ = built([1]).snapshot(of: 3)
    case .levelMissing: _ = SectionSnapshot<Int>().level(of: 4)
    case .parentMissing: _ = SectionSnapshot<Int>().parent(of: 4)
    case .isExpandedMissing: _ = SectionSnapshot<String>().isExpanded("x")
    case .isVisibleMissing: _ = SectionSnapshot<Int>().isVisible(4)
    case .childrenMissing: _ = SectionSnapshot<Int>().children(of: 4)
    }
  }

  var message: String {
    let absent = "is not in the section snapshot"
    switch self {
    case .appendRepeats: return "append(_:to:): repeated item identifiers [3, 7, 9]"
    case .appendMissingParent: return #"append(_:to:): parent item identifier "z" \#(absent)"#
    case .appendToItself: return "append(_:to:): repeated item identifiers [1]"
    case .insertBeforeMissing: return "insert(_:before:): destination item identifier 5 \(absent)"
    case .insertAfterMissing: return "insert(_:after:): destination item identifier 6 \(absent)"
    case .insertDestinationRepeated: return "insert(_:after:): repeated item identifiers [1, 2]"
    case .insertSnapshotRepeats: return "insert(_:before:): repeated item identifiers [1, 3]"
    case .insertSnapshotMissing: return "insert(_:after:): destination item identifier 8 \(absent)"
    case .insertBeforeRepeats: return "insert(_:before:): repeated item identifiers [2, 6]"
    case .insertSnapshotAfterRepeats: return "insert(_:after:): repeated item identifiers [2]"
    case .insertSnapshotBeforeMissing:
      return "insert(_:before:): destination item identifier 8 \(absent)"
    case .deleteMissing: return "delete(_:): item identifiers not in the section snapshot [4, 9]"
    case .replaceMissingParent:
      return "replace(childrenOf:using:): parent item identifier 7 \(absent)"
    case .replaceRepeats: return "replace(childrenOf:using:): repeated item identifiers [2, 1]"
    case .subtreeMissing:
      return "snapshot(of:includingParent:): parent item identifier 3 \(absent)"
    case .levelMissing: return "level(of:): item identifier 4 \(absent)"
    case .parentMissing: return "parent(of:): item identifier 4 \(absent)"
    case .isExpandedMissing: return #"isExpanded(_:): item identifier "x" \#(absent)"#
    case .isVisibleMissing: return "isVisible(_:): item identifier 4 \(absent)"
    case .childrenMissing: return "children(of:): item identifier 4 \(absent)"
    }
  }
}

/// The section snapshot `outline(_:children:)` builds, then changed by `change`.
@discardableResult
private func built<Item: Hashable>(
  _ roots: [Item], children: KeyValuePairs<Item, [Item]> = [:],
  change: (inout SectionSnapshot<Item>) -> Void = { _ in }
) -> SectionSnapshot<Item> {
  var snapshot = outline(roots, children: children)
  change(&snapshot)
  return snapshot
}
