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
