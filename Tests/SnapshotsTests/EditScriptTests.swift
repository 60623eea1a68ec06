import ExitTestSupport
import Snapshots
import TestSupport
import Testing

/// Worked examples of edit scripts on lists and snapshots, step by step.
@Suite("EditScript: examples")
struct EditScriptTests {
  @Test func listExample() {
    let old = ["a", "b", "c"]
    let new = ["c", "a", "d"]
    let script = EditScript(from: old, to: new)
    // Diff: delete "b"; "c" or "a" moves; "d" is new. Deletes first, then by new offset.
    #expect(script.startShape == 3)
    #expect(script.steps.first == .delete(offset: 1, id: "b"))
    #expect(script.steps.count == 3)
    #expect(old.applying(script) == new)
  }

  @Test func listStepsAreInCurrentCoordinates() {
    // Reversal: one element stays, every other one moves once, each move in the offsets the
    // moves before it left.
    let old = Array(0..<6)
    let script = EditScript(from: old, to: Array(old.reversed()))
    #expect(script.steps.count == 5)
    var rows = old
    for step in script.steps {
      guard case .move(let from, let to, let id) = step else {
        Issue.record("unexpected \(step)")
        return
      }
      #expect(rows[from] == id)
      rows.insert(rows.remove(at: from), at: to)
    }
    #expect(rows == Array(old.reversed()))
  }

  @Test func listUpdatesComeLast() {
    struct Todo: Equatable {
      var id: Int
      var title: String
    }
    let old = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")]
    let new = [Todo(id: 2, title: "B"), Todo(id: 3, title: "c")]
    let script = EditScript(from: old, to: new, id: \.id)
    #expect(
      script.steps == [
        .delete(offset: 0, id: 1), .insert(offset: 1, id: 3), .update(offset: 0, id: 2),
      ])
    #expect(script.structuralStepCount == 2)
  }

  @Test func snapshotExample() {
    var old = Snapshot<String, Int>()
    old.appendSections(["A", "B", "C"])
    old.appendItems([1, 2, 3], toSection: "A")
    old.appendItems([4, 5], toSection: "B")
    old.appendItems([6], toSection: "C")
    var new = Snapshot<String, Int>()
    new.appendSections(["C", "A", "D"])
    new.appendItems([6], toSection: "C")
    new.appendItems([3, 1, 5], toSection: "A")
    new.appendItems([7], toSection: "D")
    new.reloadItems([1])

    let script = EditScript(from: old, to: new)
    #expect(script.startShape == [3, 2, 1])
    #expect(old.applying(script) == new)
    #expect(old.applying(script).reloadedItemIdentifiers == [1])
    // Every structural step matches one changeset operation.
    let changes = Changeset(from: old, to: new)
    #expect(script.structuralStepCount == structuralCount(changes))
    #expect(script.steps.contains(.deleteItem(at: ItemPosition(section: 0, offset: 1), id: 2)))
    #expect(script.steps.contains(.insertSection(offset: 2, id: "D", items: [7])))
    #expect(script.steps.last == .reloadItem(at: ItemPosition(section: 1, offset: 1), id: 1))
    // 5 comes from a deleted section, so it is inserted, after B is gone.
    #expect(script.steps.contains(.insertItem(at: ItemPosition(section: 1, offset: 2), id: 5)))
    #expect(script.steps.contains(.deleteSection(offset: 1, id: "B")))
  }

  @Test func sectionReconfiguresComeLastAndKeepTheSection() {
    var old = Snapshot<String, Int>()
    old.appendSections(["A", "B", "C"])
    old.appendItems([1, 2], toSection: "A")
    old.appendItems([3], toSection: "B")
    old.appendItems([4], toSection: "C")
    var new = old
    new.appendItems([5], toSection: "B")
    new.appendSections(["D"])
    new.reconfigureSections(["B", "A", "D"])  // D is inserted: nothing to refresh
    new.reloadSections(["C"])
    new.reconfigureSections(["C"])  // covered by the reload
    new.reconfigureItems([1])

    let script = EditScript(from: old, to: new)
    #expect(
      script.steps == [
        .insertSection(offset: 3, id: "D", items: []),
        .insertItem(at: ItemPosition(section: 1, offset: 1), id: 5),
        .reloadSection(offset: 2, id: "C"),
        .reconfigureItem(at: ItemPosition(section: 0, offset: 0), id: 1),
        .reconfigureSection(offset: 0, id: "A"),
        .reconfigureSection(offset: 1, id: "B"),
      ])
    #expect(script.structuralStepCount == 2)
    let applied = old.applying(script)
    #expect(applied == new)
    #expect(applied.reconfiguredSectionIdentifiers == ["A", "B"])
    #expect(applied.reloadedSectionIdentifiers == ["C"])
    // Applied again, the marks come out as the same section refreshes.
    #expect(Changeset(from: old, to: applied).sectionReconfigures == [0, 1])
  }

  @Test func contentChangesBecomeReconfigureSteps() {
    struct Folder: Identifiable, Equatable {
      var id: String
      var title: String
    }
    struct Message: Identifiable, Equatable {
      var id: Int
      var text: String
    }
    var content = ContentSnapshot<String, Int, Folder, Message>()
    content.appendSections([Folder(id: "in", title: "Inbox"), Folder(id: "w", title: "Work")])
    content.appendItems([Message(id: 1, text: "a"), Message(id: 2, text: "b")], toSection: "in")
    content.appendItems([Message(id: 3, text: "c")], toSection: "w")
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(content)
    var updates: [DataSourceUpdate<String, Int>] = []
    dataSource.onUpdate = { updates.append($0) }
    var edited = content
    edited.updateSections([Folder(id: "w", title: "Work (2)")])
    edited.updateItems([Message(id: 2, text: "B")])
    dataSource.apply(edited)

    let update = updates[0]
    let script = EditScript(update.changeset, from: update.previousSnapshot, to: update.snapshot)
    #expect(
      script.steps == [
        .reconfigureItem(at: ItemPosition(section: 0, offset: 1), id: 2),
        .reconfigureSection(offset: 1, id: "w"),
      ])
    #expect(script.structuralStepCount == 0)
    #expect(update.previousSnapshot.applying(script).reconfiguredSectionIdentifiers == ["w"])
  }

  @Test func aReconfigureSectionStepIsChecked() throws {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["A"])
    let wrong = EditScript<SnapshotEditStep<String, Int>>(
      startShape: [0], steps: [.reconfigureSection(offset: 0, id: "B")])
    #expect(
      throws: EditScriptError(
        step: 0, reason: .identifierMismatch(expected: #""B""#, found: #""A""#))
    ) { try snapshot.applying(validating: wrong) }
    let outOfRange = EditScript<SnapshotEditStep<String, Int>>(
      startShape: [0], steps: [.reconfigureSection(offset: 1, id: "A")])
    #expect(throws: EditScriptError(step: 0, reason: .sectionOutOfRange(section: 1, count: 1))) {
      try outOfRange.validate()
    }
    #expect(throws: EditScriptError.self) { try snapshot.applying(validating: outOfRange) }
    #expect(outOfRange.steps[0].description == #"reconfigureSection 1 "A""#)
    #expect(!outOfRange.steps[0].isStructural)
  }

  @Test func applyingTheWrongStateThrowsAndChangesNothing() {
    let script = EditScript(from: [1, 2, 3], to: [3, 2])
    #expect(throws: EditScriptError.self) { try [1, 2].applying(validating: script) }
    do {
      _ = try [7, 2, 3].applying(validating: script)
      Issue.record("applied a script to a state it does not start from")
    } catch {
      #expect(error.step == 0)
      guard case .identifierMismatch = error.reason else {
        Issue.record("\(error)")
        return
      }
    }
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2], toSection: 0)
    var other = snapshot
    other.appendItems([3], toSection: 0)
    let grow = EditScript(from: snapshot, to: other)
    #expect(throws: EditScriptError.self) { try other.applying(validating: grow) }
    var renamed = Snapshot<Int, Int>()
    renamed.appendSections([0])
    renamed.appendItems([3, 2], toSection: 0)
    // The same shape, but item 3 is already there: the insert must not move it.
    #expect(throws: EditScriptError.self) { try renamed.applying(validating: grow) }
  }

  @Test func validateChecksOffsetsAgainstTheShape() throws {
    let bad = EditScript<ListEditStep<Int>>(
      startShape: 2, steps: [.delete(offset: 1, id: 0), .delete(offset: 1, id: 0)])
    #expect(throws: EditScriptError(step: 1, reason: .offsetOutOfRange(offset: 1, count: 1))) {
      try bad.validate()
    }
    let negative = EditScript<ListEditStep<Int>>(startShape: -1, steps: [])
    #expect(throws: EditScriptError(step: nil, reason: .negativeCount(-1))) {
      try negative.validate()
    }
    let sections = EditScript<SnapshotEditStep<Int, Int>>(
      startShape: [1, 0],
      steps: [
        .moveItem(
          from: ItemPosition(section: 0, offset: 0), to: ItemPosition(section: 1, offset: 0), id: 1),
        .deleteSection(offset: 0, id: 0),
        .insertItem(at: ItemPosition(section: 1, offset: 0), id: 2),
      ])
    #expect(throws: EditScriptError(step: 2, reason: .sectionOutOfRange(section: 1, count: 1))) {
      try sections.validate()
    }
    #expect(try EditScript(from: [1, 2, 3], to: [4, 3]).validate() == 2)
  }

  @Test func applyingTrapsOnAScriptThatDoesNotFit() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let script = EditScript(from: [1, 2, 3], to: [3])
      _ = [1, 2].applying(script)
    }
    expectStandardError(
      result, naming: "applying(_:)", "the script starts from 3 rows, the state is 2 rows")
  }
}

/// The structural operations of a changeset.
func structuralCount(_ changes: Changeset<some Hashable, some Hashable>) -> Int {
  changes.sectionDeletes.count + changes.sectionInserts.count + changes.sectionMoves.count
    + changes.itemDeletes.count + changes.itemInserts.count + changes.itemMoves.count
}
