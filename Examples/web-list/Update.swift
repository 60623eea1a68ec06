import Snapshots

/// One update as it travels to the page: an edit script and the words of the rows it brings.
///
/// On the wire:
///
/// ```json
/// {"kind": "snapshot", "script": {"start": [4, 3], "steps": [...]},
///  "rows": {"m10": {"style": "unread", "label": "● Jo Park — Contract signed", ...}},
///  "sections": {"travel": "Travel"}}
/// {"kind": "outline", "section": "conversations",
///  "script": {"start": 3, "steps": [...]}, "rows": {...}, "sections": {}}
/// ```
///
/// `script` is the library's own JSON form of an `EditScript` (the article "Sending changes
/// over the wire" in the Snapshots documentation), so decoding it also checks that its steps
/// fit the shape it starts from. A `snapshot` script edits sections and their items
/// (`SnapshotEditStep`); an `outline` script edits the visible rows of one section
/// (`SectionSnapshotEditStep`). `start` is the item count of each section, or the outline's
/// row count, that the script starts from. `rows` holds a ``RowContent`` for every row the
/// script inserts, reloads or reconfigures, and `sections` the header of every section it
/// inserts or reloads.
struct Update: Codable, Equatable {
  /// The two kinds of script an update carries.
  enum Script: Equatable {
    /// Edits the sections and their items, as applying a whole snapshot does.
    case snapshot(EditScript<SnapshotEditStep<String, String>>)
    /// Edits the visible rows of the outline section `section`, as applying a section
    /// snapshot to it does.
    case outline(section: String, EditScript<SectionSnapshotEditStep<String>>)
  }

  /// The steps.
  var script: Script
  /// The words of each row the steps insert or refresh.
  var rows: [String: RowContent]
  /// The header of each section the steps insert or reload.
  var sections: [String: String]

  private enum Key: String, CodingKey { case kind, section, script, rows, sections }

  /// Reads an update; throws for an unknown kind or a malformed script, building nothing.
  init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Key.self)
    rows = try object.decode([String: RowContent].self, forKey: .rows)
    sections = try object.decode([String: String].self, forKey: .sections)
    let kind = try object.decode(String.self, forKey: .kind)
    switch kind {
    case "snapshot":
      self.script = .snapshot(
        try object.decode(EditScript<SnapshotEditStep<String, String>>.self, forKey: .script))
    case "outline":
      self.script = .outline(
        section: try object.decode(String.self, forKey: .section),
        try object.decode(EditScript<SectionSnapshotEditStep<String>>.self, forKey: .script))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: object, debugDescription: "unknown update kind \"\(kind)\"")
    }
  }

  /// Creates an update from its parts.
  init(script: Script, rows: [String: RowContent], sections: [String: String]) {
    self.script = script
    self.rows = rows
    self.sections = sections
  }

  /// Writes the update in the shape above.
  func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: Key.self)
    switch self.script {
    case .snapshot(let edits):
      try object.encode("snapshot", forKey: .kind)
      try object.encode(edits, forKey: .script)
    case .outline(let section, let edits):
      try object.encode("outline", forKey: .kind)
      try object.encode(section, forKey: .section)
      try object.encode(edits, forKey: .script)
    }
    try object.encode(rows, forKey: .rows)
    try object.encode(sections, forKey: .sections)
  }

  /// The number of steps in the script.
  var stepCount: Int {
    switch script {
    case .snapshot(let edits): edits.steps.count
    case .outline(_, let edits): edits.steps.count
    }
  }
}
