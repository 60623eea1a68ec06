import Snapshots

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Two snapshots of a small mail app, their changeset, and its replay on a screen model.
enum MailDemo {
  typealias MailSnapshot = Snapshot<String, String>

  static var before: MailSnapshot {
    var snapshot = MailSnapshot()
    snapshot.appendSections(["Pinned", "Inbox", "Archive"])
    snapshot.appendItems(["welcome"], toSection: "Pinned")
    snapshot.appendItems(["invoice", "standup", "lunch", "newsletter"], toSection: "Inbox")
    snapshot.appendItems(["receipt", "travel"], toSection: "Archive")
    return snapshot
  }

  static var after: MailSnapshot {
    var snapshot = before
    snapshot.moveItem("lunch", beforeItem: "invoice")  // reordered within Inbox
    snapshot.deleteItems(["newsletter"])  // read and deleted
    snapshot.insertItems(["release"], afterItem: "standup")  // new mail
    snapshot.moveItem("invoice", afterItem: "travel")  // archived: moves across sections
    snapshot.insertSections(["Drafts"], afterSection: "Pinned")  // a new, empty section
    snapshot.reloadItems(["standup"])  // its content changed
    return snapshot
  }

  /// Prints the demo through `print`; returns whether the replay rebuilt the new snapshot.
  static func run(print: (String) -> Void) -> Bool {
    let before = before
    let after = after
    let changes = Changeset(from: before, to: after)
    func paths(_ paths: [IndexPath]) -> String {
      "[" + paths.map { "\"\($0.section).\($0.item)\"" }.joined(separator: ", ") + "]"
    }
    print("Before: \(before)")
    print("After:  \(after)")
    print("")
    print("Changeset:")
    print("  section deletes: \(changes.sectionDeletes)  inserts: \(changes.sectionInserts)")
    print("  section moves:   \(changes.sectionMoves)")
    print("  item deletes:    \(paths(changes.itemDeletes))")
    print("  item inserts:    \(paths(changes.itemInserts))")
    print("  item moves:      \(changes.itemMoves)")
    print("  item reloads:    \(paths(changes.itemReloads))")
    print("")

    let replayed = ScreenModel(before).performing(changes, newSnapshot: after)
    print("Replayed: \(replayed.sections.map { "\($0.identifier): \($0.rows)" })")
    let agrees =
      replayed.sections.map { $0.identifier } == after.sectionIdentifiers
      && replayed.sections.flatMap { $0.rows } == after.itemIdentifiers
    print(
      agrees
        ? "The batch turns the old screen into the new one."
        : "The replayed screen differs from the new snapshot.")
    return agrees
  }
}
