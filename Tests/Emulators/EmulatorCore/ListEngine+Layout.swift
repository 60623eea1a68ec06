// Layout: the cells of the rows in the visible window, and reloading everything.

extension ListEngine {
  /// Creates cells for rows entering the visible window and recycles those leaving it.
  package func layout() throws(EmulatedException) {
    _ = try layoutReturningCreated()
  }

  /// As `layout()`; returns the rows that got a new cell.
  func layoutReturningCreated() throws(EmulatedException) -> Set<ObjectIdentifier> {
    ensureModel()
    inLayout = true
    defer { inLayout = false }
    let window = visibleRows
    // Rows leaving the window give their cells back before entering rows ask for theirs.
    var entering: [(IndexPath, EmulatedRow)] = []
    var visible = Set<ObjectIdentifier>()
    var offset = 0
    for (s, section) in (sections ?? []).enumerated() {
      let count = section.rows.count
      let end = offset + count
      let sectionVisible =
        count > 0
        ? (offset < window.upperBound && window.lowerBound < end) : window.contains(offset)
      if words.isTable {
        layoutTitles(of: section, at: s, visible: sectionVisible)
      }
      if let kind = headerKind {
        if sectionVisible, section.header == nil {
          section.header = try obtainHeader(section: s, kind: kind)
        } else if !sectionVisible {
          recycle(section: section)
        }
      }
      if sectionVisible, count > 0 {
        for i in (max(window.lowerBound, offset) - offset)..<(min(window.upperBound, end) - offset)
        {
          let row = section.rows[i]
          visible.insert(ObjectIdentifier(row))
          if row.cell == nil { entering.append((IndexPath(item: i, section: s), row)) }
        }
      }
      offset = end
    }
    // Sorted by serial: dictionary order would make reuse, and so cell identity, random.
    let leaving = rowsWithCells.filter { !visible.contains($0.key) }.values
    for row in leaving.sorted(by: { $0.serial < $1.serial }) {
      recycle(row: row)
    }
    var created = Set<ObjectIdentifier>()
    for (indexPath, row) in entering {
      row.cell = try obtainCell(at: indexPath, existing: nil)
      rowsWithCells[ObjectIdentifier(row)] = row
      created.insert(ObjectIdentifier(row))
    }
    return created
  }

  /// A table asks a section's titles once (a reload of the section asks again), and shows each
  /// in a view of its own while the section is on screen.
  private func layoutTitles(of section: EmulatedSection, at index: Int, visible: Bool) {
    if !section.titleLoaded {
      section.title = host.emulatedAskTitle(inSection: index)
      section.footerTitle = host.emulatedAskFooterTitle(inSection: index)
      section.titleLoaded = true
    }
    guard visible else {
      section.header = nil
      section.footer = nil
      return
    }
    if section.header == nil, let title = section.title {
      section.header = host.emulatedMakeTitleView(title)
    }
    if section.footer == nil, let title = section.footerTitle {
      section.footer = host.emulatedMakeTitleView(title)
    }
  }

  /// A new data source: the model no longer describes anything; the next layout loads it.
  package func dataSourceChanged() {
    guard !isBusy else {
      noteFailure(words.busy("change the data source of"))
      return
    }
    dropModel()
  }

  /// Drops the model and all cells, then lays out again from the data source.
  package func reloadData() {
    guard !isBusy else {
      noteFailure(words.busy("call -reloadData on"))
      return
    }
    log.append("reloadData")
    reloadDataCount += 1
    run { () throws(EmulatedException) in
      dropModel()
      try layout()
    }
  }

  package func layoutIfNeeded() {
    guard !isBusy else { return }
    run { () throws(EmulatedException) in try layout() }
  }
}
