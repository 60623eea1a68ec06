import Snapshots
import Testing

@testable import snapshot_diff

/// Runs the snapshot-diff example in-process and checks what it prints, line by line.
@Suite("snapshot-diff example")
struct SnapshotDiffTests {
  @Test("prints the changeset and proves the replay")
  func output() {
    var lines: [String] = []
    let agrees = MailDemo.run { lines.append($0) }
    #expect(agrees)
    #expect(
      lines == [
        #"Before: Snapshot(Pinned: ["welcome"], Inbox: ["invoice", "standup", "lunch", "newsletter"], Archive: ["receipt", "travel"])"#,
        #"After:  Snapshot(Pinned: ["welcome"], Drafts: [], Inbox: ["lunch", "standup", "release"], Archive: ["receipt", "travel", "invoice"])"#,
        "",
        "Changeset:",
        "  section deletes: []  inserts: [1]",
        "  section moves:   []",
        #"  item deletes:    ["1.3"]"#,
        #"  item inserts:    ["2.2"]"#,
        "  item moves:      [1.2→2.0, 1.0→3.2]",
        #"  item reloads:    ["2.1"]"#,
        "",
        #"Replayed: ["Pinned: [\"welcome\"]", "Drafts: []", "Inbox: [\"lunch\", \"standup\", \"release\"]", "Archive: [\"receipt\", \"travel\", \"invoice\"]"]"#,
        "The batch turns the old screen into the new one.",
      ])
  }

  @Test("the screen model follows the changeset for every pair of the demo's states")
  func screenModelReplaysEachStep() {
    // Each of the demo's edits alone, so a wrong replay is pinned to one kind of change.
    var states = [MailDemo.before]
    var current = MailDemo.before
    let edits: [(inout MailDemo.MailSnapshot) -> Void] = [
      { $0.moveItem("lunch", beforeItem: "invoice") },
      { $0.deleteItems(["newsletter"]) },
      { $0.insertItems(["release"], afterItem: "standup") },
      { $0.moveItem("invoice", afterItem: "travel") },
      { $0.insertSections(["Drafts"], afterSection: "Pinned") },
      { $0.moveSection("Archive", beforeSection: "Pinned") },
      { $0.deleteSections(["Pinned"]) },
    ]
    for edit in edits {
      edit(&current)
      states.append(current)
    }
    for (old, new) in zip(states, states.dropFirst()) {
      let replayed = ScreenModel(old).performing(Changeset(from: old, to: new), newSnapshot: new)
      #expect(replayed.sections.map(\.identifier) == new.sectionIdentifiers)
      #expect(replayed.sections.flatMap(\.rows) == new.itemIdentifiers)
    }
  }
}
