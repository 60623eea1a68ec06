import Snapshots

extension Frame {
  /// The frame for one step from `old` to `new`: the edit script, the words of the rows and
  /// headers it brings, and the screen the page must show afterwards.
  ///
  /// A `content` delivery compares the two states' ``MailContent``: a row whose words changed
  /// is refreshed (a `reconfigureItem` step, or `reloadItem`), a folder whose header changed is
  /// a `reconfigureSection` step, and nothing is marked by hand but a whole-section reload.
  /// An `outline` delivery must leave everything but the outline alone; the program stops
  /// otherwise, naming the step.
  init(
    old: Mailbox, new: Mailbox, title: String, note: String, delivery: SessionAction.Delivery
  ) {
    self.title = title
    self.note = note
    let shown = new.content
    func content(_ id: String) -> RowContent {
      guard let row = shown.item(for: id) else {
        fatalError("Frame(old:new:): \"\(title)\" sends row \(id), which is in no folder")
      }
      return row.content
    }
    func header(_ id: String) -> String { shown.section(for: id)!.title }
    var rows: [String: RowContent] = [:]
    var sections: [String: String] = [:]
    var reloadedRows: Set<String> = []
    var reloadedSections: Set<String> = []

    switch delivery {
    case .content(let refresh, let reloadSections):
      let before = old.content
      let changes = shown.changes(since: before)
      var target = shown.snapshot
      switch refresh {
      case .reconfigure: target.reconfigureItems(changes.items)
      case .reload: target.reloadItems(changes.items)
      }
      target.reconfigureSections(changes.sections)
      target.reloadSections(reloadSections)
      let script = EditScript(from: before.snapshot, to: target)
      for step in script.steps {
        switch step {
        case .insertSection(_, let id, let items):
          sections[id] = header(id)
          for item in items { rows[item] = content(item) }
        case .reloadSection(_, let id):
          sections[id] = header(id)
          for item in new.rows(of: id) { rows[item] = content(item) }
        case .reconfigureSection(_, let id):
          sections[id] = header(id)
        case .insertItem(_, let id), .reloadItem(_, let id), .reconfigureItem(_, let id):
          rows[id] = content(id)
        case .deleteSection, .moveSection, .deleteItem, .moveItem: break
        }
      }
      // A reload of a folder that is new to the page is its insert.
      reloadedSections = Set(reloadSections.filter(old.folders.contains))
      reloadedRows = Set(
        (refresh == .reload ? changes.items : []) + reloadedSections.flatMap { new.rows(of: $0) })
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
    let keptFolders = new.folders.filter(old.folders.contains)
    expected = ExpectedScreen(
      sections: new.screen, createdRows: after.count - stayed.count + refreshed,
      keptRows: stayed.count - refreshed,
      createdSections: new.folders.count - keptFolders.count + reloadedSections.count,
      keptSections: keptFolders.count - reloadedSections.count)
  }
}
