import Outline

extension Browser {
  /// Acts on a key and returns the diffs of the visible rows it caused, in order (none for a
  /// key that only moves the cursor).
  mutating func handle(_ key: Key) -> [Diff] {
    var diffs: [Diff] = []
    switch key {
    case .up: cursor = max(0, cursor - 1)
    case .down: cursor = min(tree.rowCount - 1, cursor + 1)
    case .activate: activate(&diffs)
    case .right:
      if case .node(let entry) = selectedRow.id, entry.isFolder {
        apply(tree.expand(entry), to: &diffs)
      }
    case .left: closeOrGoUp(&diffs)
    case .more: showMoreOfCurrentFolder(&diffs)
    case .moveUp: moveSelectedEntry(by: -1, &diffs)
    case .moveDown: moveSelectedEntry(by: 1, &diffs)
    case .quit: break
    }
    return diffs
  }

  /// Enter or Space: a folder opens or closes; a footer shows more, or retries a failed read.
  private mutating func activate(_ diffs: inout [Diff]) {
    switch selectedRow.id {
    case .node(let entry):
      guard entry.isFolder else { return }
      apply(tree.toggle(entry), to: &diffs)
    case .footer(let parent):
      // The cursor keeps its offset: it lands on the first entry the footer revealed (or on
      // the footer again, when a failed read fails once more).
      apply(tree.showMore(parent), to: &diffs)
      cursor = min(cursor, tree.rowCount - 1)
    }
  }

  /// Left: an open folder closes; anything else sends the cursor to its folder's row.
  private mutating func closeOrGoUp(_ diffs: inout [Diff]) {
    let row = selectedRow.id
    if case .node(let entry) = row, entry.isFolder, tree.isExpanded(entry) {
      apply(tree.collapse(entry), to: &diffs)
    } else if let folder = folder(containing: row), let offset = tree.index(of: .node(folder)) {
      cursor = offset
    }
  }

  /// `m`: the open folder under the cursor, or else the folder the cursor is in, shows its
  /// next batch; the cursor stays on its row.
  private mutating func showMoreOfCurrentFolder(_ diffs: inout [Diff]) {
    let row = selectedRow.id
    let folder: FileEntry?
    if case .node(let entry) = row, entry.isFolder, tree.isExpanded(entry) {
      folder = entry
    } else {
      folder = self.folder(containing: row)
    }
    guard let folder else { return }
    apply(tree.showMore(folder), to: &diffs)
    follow(row)
  }

  /// `[` and `]`: swaps the entry under the cursor with its neighbour in its folder.
  ///
  /// Only among the entries on screen: moving past the last shown one would hide the entry
  /// behind the "more" footer. The engine moves the entry with its whole subtree, and its
  /// diff names only the rows that changed places.
  private mutating func moveSelectedEntry(by step: Int, _ diffs: inout [Diff]) {
    guard case .node(let entry) = selectedRow.id, let folder = tree.parent(of: entry) else {
      return
    }
    let siblings = tree.children(of: folder)
    guard let index = siblings.firstIndex(of: entry) else { return }
    let shown: Int
    switch tree.expansion(of: folder) {
    case .collapsed: shown = 0
    case .first(let count): shown = min(count, siblings.count)
    case .all: shown = siblings.count
    }
    let target = index + step
    guard target >= 0 && target < shown else { return }
    do {
      apply(try tree.move(entry, to: folder, at: target), to: &diffs)
    } catch {
      // A move within the same folder can never make a cycle.
      fatalError("Browser: moving \(entry) within its folder: \(error)")
    }
    follow(.node(entry))
  }

  /// The folder a row belongs to: a node's parent, a footer's folder; `nil` for the root.
  private func folder(containing row: OutlineRow<FileEntry>) -> FileEntry? {
    switch row {
    case .node(let entry): return tree.parent(of: entry)
    case .footer(let parent): return parent
    }
  }

  /// Puts the cursor back on a row after the rows changed, or keeps it in range if the row
  /// no longer shows.
  private mutating func follow(_ row: OutlineRow<FileEntry>) {
    cursor = tree.index(of: row) ?? min(cursor, tree.rowCount - 1)
  }
}
