import Foundation
import Snapshots

/// Checks a `Changeset` against the Batch-update rules article: the replay of "Checking", rules 1–7,
/// and the checkable parts of rule 8. Written against the public API only.
///
/// Like `DiffChecker`, it returns its findings as sentences (empty when the changeset is right)
/// and is plain on purpose; it is fast enough for the benchmarks to check their results too.
public enum ChangesetChecker {
  /// How the caller compared content when it computed the changeset, if it did.
  public struct ContentComparison<Item> {
    /// The comparison passed to `Changeset`.
    public var contentEquals: (Item, Item) -> Bool
    /// Whether changed items are expected as reloads (else reconfigures).
    public var reloads: Bool

    /// Describes a content comparison.
    public init(reloads: Bool, contentEquals: @escaping (Item, Item) -> Bool) {
      self.contentEquals = contentEquals
      self.reloads = reloads
    }
  }

  /// Every problem of `changes` as the changeset from `old` to `new`.
  ///
  /// - Complexity: O(*s* × *c* + *n* log *n*) expected, for *n* items, *s* sections and *c*
  ///   operations.
  public static func problems<Section: Hashable, Item: Hashable>(
    in changes: Changeset<Section, Item>, from old: Snapshot<Section, Item>,
    to new: Snapshot<Section, Item>, comparingContent content: ContentComparison<Item>? = nil
  ) -> [String] {
    let world = ChangesetAudit(old: old, new: new)
    var problems = world.coordinateProblems(changes)
    guard problems.isEmpty else { return problems }
    problems += world.repeatProblems(changes)
    guard problems.isEmpty else { return problems }

    let sectionSources: [Int]
    switch world.replaySections(changes) {
    case .failure(let problem): return [problem.description]
    case .success(let sources): sectionSources = sources
    }
    problems += world.sectionRuleProblems(changes)
    guard problems.isEmpty else { return problems }

    var itemSources: [[IndexPath?]] = []
    for target in world.newSections.indices {
      switch world.replayItems(changes, inSection: target, from: sectionSources[target]) {
      case .failure(let problem): problems.append(problem.description)
      case .success(let sources): itemSources.append(sources)
      }
    }
    guard problems.isEmpty else { return problems }

    problems += world.minimalityProblems(
      changes, sectionSources: sectionSources, itemSources: itemSources)
    problems += world.refreshProblems(
      changes, sectionSources: sectionSources, itemSources: itemSources, content: content)
    let structural =
      changes.sectionDeletes.count + changes.sectionInserts.count + changes.sectionMoves.count
      + changes.itemDeletes.count + changes.itemInserts.count + changes.itemMoves.count
    let refreshes =
      changes.sectionReloads.count + changes.itemReloads.count + changes.itemReconfigures.count
      + changes.sectionReconfigures.count
    if changes.isEmpty != (structural + refreshes == 0) {
      problems.append("isEmpty is \(changes.isEmpty) with \(structural + refreshes) operations")
    }
    if (old == new) != (structural == 0) {
      problems.append(
        "old == new is \(old == new) but there are \(structural) structural operations")
    }
    return problems
  }

  /// The fewest item moves any changeset can have, given the sections `changes` keeps (neither
  /// deleted nor inserted): each item that changes between kept sections, plus, in each kept
  /// section, the items it keeps minus a longest increasing run of their old offsets.
  ///
  /// - Complexity: O(*n* log *n*) expected.
  public static func minimumItemMoves<Section: Hashable, Item: Hashable>(
    in changes: Changeset<Section, Item>, from old: Snapshot<Section, Item>,
    to new: Snapshot<Section, Item>
  ) -> Int {
    let deleted = Set(changes.sectionDeletes)
    let inserted = Set(changes.sectionInserts)
    func isKept(_ section: Section) -> Bool {
      guard let source = old.indexOfSection(section), let target = new.indexOfSection(section)
      else { return false }
      return !deleted.contains(source) && !inserted.contains(target)
    }
    var total = 0
    for section in new.sectionIdentifiers where isKept(section) {
      let items = new.itemIdentifiers(inSection: section)
      total += referenceMinimumMoveCount(
        from: old.itemIdentifiers(inSection: section), to: items)
      for item in items {
        if let from = old.sectionIdentifier(containingItem: item), from != section, isKept(from) {
          total += 1
        }
      }
    }
    return total
  }

  /// A problem found while replaying.
  struct Problem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
