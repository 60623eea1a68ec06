import Snapshots

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a renderer holds on screen: sections of rows. `performing(_:newSnapshot:)` follows
/// UIKit's batch rules: deletes and move sources in old coordinates, inserts and move targets in
/// new ones, untouched rows keeping their relative order.
struct ScreenModel {
  struct Section {
    var identifier: String
    var rows: [String]
  }

  var sections: [Section]

  init(_ snapshot: Snapshot<String, String>) {
    sections = snapshot.sectionIdentifiers.map {
      Section(identifier: $0, rows: snapshot.itemIdentifiers(inSection: $0))
    }
  }

  func performing(
    _ changes: Changeset<String, String>, newSnapshot: Snapshot<String, String>
  )
    -> ScreenModel
  {
    // Take out what leaves its place, in old coordinates.
    var old = sections.map { section in (section.identifier, section.rows.map(Optional.some)) }
    var movedRows: [IndexPath: String] = [:]
    for move in changes.itemMoves {
      movedRows[move.to] = old[move.from.section].1[move.from.item]
      old[move.from.section].1[move.from.item] = nil
    }
    for path in changes.itemDeletes { old[path.section].1[path.item] = nil }

    // Lay out the new sections: inserted and moved ones at their new offsets, the rest in order.
    var placed = [Section?](repeating: nil, count: newSnapshot.numberOfSections)
    for offset in changes.sectionInserts {
      let identifier = newSnapshot.sectionIdentifiers[offset]
      placed[offset] = Section(
        identifier: identifier, rows: newSnapshot.itemIdentifiers(inSection: identifier))
    }
    for move in changes.sectionMoves {
      placed[move.to] = Section(
        identifier: old[move.from].0, rows: old[move.from].1.compactMap { $0 })
    }
    let leaving = Set(changes.sectionDeletes + changes.sectionMoves.map(\.from))
    var staying = old.indices.filter { !leaving.contains($0) }.makeIterator()
    let inserted = Set(changes.sectionInserts)
    for offset in placed.indices where placed[offset] == nil {
      let source = old[staying.next()!]
      placed[offset] = Section(identifier: source.0, rows: source.1.compactMap { $0 })
    }

    // Put rows in: inserted and moved rows at their new paths, the rest in their old order.
    let insertedRows = Set(changes.itemInserts)
    var result = ScreenModel(sections: [])
    for (offset, section) in placed.enumerated() {
      let section = section!
      if inserted.contains(offset) {
        result.sections.append(section)
        continue
      }
      let fresh = newSnapshot.itemIdentifiers(inSection: newSnapshot.sectionIdentifiers[offset])
      var remaining = section.rows.makeIterator()
      var rows: [String] = []
      for item in fresh.indices {
        let path = IndexPath(item: item, section: offset)
        if insertedRows.contains(path) {
          rows.append(fresh[item])
        } else if let moved = movedRows[path] {
          rows.append(moved)
        } else {
          rows.append(remaining.next()!)
        }
      }
      result.sections.append(Section(identifier: section.identifier, rows: rows))
    }
    return result
  }

  private init(sections: [Section]) { self.sections = sections }
}
