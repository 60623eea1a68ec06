import Snapshots

extension Frame {
  /// The frame for one step from `old` to `new`: the edit script, the words of the rows it
  /// brings, and the screen the page must show afterwards.
  ///
  /// An `outline` delivery must leave everything but the outline alone; the program stops
  /// otherwise, naming the step.
  init(
    old: Mailbox, new: Mailbox, title: String, note: String, delivery: SessionAction.Delivery
  ) {
    self.title = title
    self.note = note
    let folderOf = Dictionary(
      new.folders.flatMap { folder in new.rows(of: folder).map { ($0, folder) } },
      uniquingKeysWith: { first, _ in first })
    func content(_ id: String) -> RowContent {
      guard let folder = folderOf[id] else {
        fatalError("Frame(old:new:): \"\(title)\" sends row \(id), which is in no folder")
      }
      return new.content(of: id, in: folder)
    }
    var rows: [String: RowContent] = [:]
    var sections: [String: String] = [:]
    var reloadedRows: Set<String> = []
    var reloadedSections = 0

    switch delivery {
    case .snapshot(let reloadSections, let reloadItems, let reconfigureItems):
      var target = new.snapshot
      target.reloadSections(reloadSections)
      target.reloadItems(reloadItems)
      target.reconfigureItems(reconfigureItems)
      let script = EditScript(from: old.snapshot, to: target)
      for step in script.steps {
        switch step {
        case .insertSection(_, let id, let items):
          sections[id] = new.titles[id]
          for item in items { rows[item] = content(item) }
        case .reloadSection(_, let id):
          sections[id] = new.titles[id]
          for item in new.rows(of: id) { rows[item] = content(item) }
        case .reconfigureSection(_, let id):
          sections[id] = new.titles[id]
        case .insertItem(_, let id), .reloadItem(_, let id), .reconfigureItem(_, let id):
          rows[id] = content(id)
        case .deleteSection, .moveSection, .deleteItem, .moveItem: break
        }
      }
      reloadedRows = Set(reloadItems + reloadSections.flatMap { new.rows(of: $0) })
      reloadedSections = reloadSections.count
      update = Update(script: .snapshot(script), rows: rows, sections: sections)
    case .outline:
      var unchanged = new
      unchanged.outline = old.outline
      unchanged.hiddenReplies = old.hiddenReplies
      guard unchanged.snapshot == old.snapshot else {
        fatalError("Frame(old:new:): \"\(title)\" is an outline update but changes other folders")
      }
      let script = EditScript(from: old.outline, to: new.outline)
      for case .insert(_, let id, _, _) in script.steps {
        var words = content(id)
        words.level = nil
        words.expanded = nil
        rows[id] = words
      }
      update = Update(
        script: .outline(section: Mailbox.conversations, script), rows: rows, sections: [:])
    }

    // The node counts come from the two states alone, not from the script.
    let before = Set(old.folders.flatMap { old.rows(of: $0) })
    let after = new.folders.flatMap { new.rows(of: $0) }
    let stayed = after.filter { before.contains($0) }
    let refreshed = stayed.filter { reloadedRows.contains($0) }.count
    expected = ExpectedScreen(
      sections: new.screen, createdRows: after.count - stayed.count + refreshed,
      keptRows: stayed.count - refreshed,
      createdSections: new.folders.filter { !old.folders.contains($0) }.count + reloadedSections)
  }
}
