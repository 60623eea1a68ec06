// Builds two snapshots of a small mail app, prints the changeset between them, and replays it
// the way a renderer would, proving that the batch turns the old screen into the new one.
import Snapshots

typealias MailSnapshot = Snapshot<String, String>

var before = MailSnapshot()
before.appendSections(["Pinned", "Inbox", "Archive"])
before.appendItems(["welcome"], toSection: "Pinned")
before.appendItems(["invoice", "standup", "lunch", "newsletter"], toSection: "Inbox")
before.appendItems(["receipt", "travel"], toSection: "Archive")

var after = before
after.moveItem("lunch", beforeItem: "invoice")  // reordered within Inbox
after.deleteItems(["newsletter"])  // read and deleted
after.insertItems(["release"], afterItem: "standup")  // new mail
after.moveItem("invoice", afterItem: "travel")  // archived: moves across sections
after.insertSections(["Drafts"], afterSection: "Pinned")  // a new, empty section
after.reloadItems(["standup"])  // its content changed

let changes = Changeset(from: before, to: after)

print("Before:", before)
print("After: ", after)
print()
print("Changeset:")
print("  section deletes:", changes.sectionDeletes, " inserts:", changes.sectionInserts)
print("  section moves:  ", changes.sectionMoves)
print("  item deletes:   ", changes.itemDeletes.map { "\($0.section).\($0.item)" })
print("  item inserts:   ", changes.itemInserts.map { "\($0.section).\($0.item)" })
print("  item moves:     ", changes.itemMoves)
print("  item reloads:   ", changes.itemReloads.map { "\($0.section).\($0.item)" })
print()

let screen = ScreenModel(before)
let replayed = screen.performing(changes, newSnapshot: after)
print("Replayed:", replayed.sections.map { "\($0.identifier): \($0.rows)" })
let replayedItems = replayed.sections.flatMap { $0.rows }
let replayedSections = replayed.sections.map { $0.identifier }
guard replayedSections == after.sectionIdentifiers,
  replayedItems == after.itemIdentifiers
else {
  fatalError("The replayed screen differs from the new snapshot.")
}
print("The batch turns the old screen into the new one.")
