import FuzzSupport
import Snapshots

/// Builds two snapshots by decoded calls (the second from a copy of the first, or from
/// scratch), then checks `Changeset(from:to:)` by replaying it under UIKit's batch-update
/// rules, with and without a content comparison; a copy's changeset is read from its record,
/// so it is held against the diffed one of the same pair too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var calls: [String] = []
  var old = Snapshot<Int, Int>()
  var oldModel = SnapshotModel()
  let oldLength = input.below(48)
  let startsFromOld = input.flag()
  let comparesContent = input.flag()
  let reloadsChanged = input.flag()
  let changed = Set(input.numbers(upTo: 8, below: SnapshotOperationDecoding.itemRange))
  SnapshotOperationDecoding.run(
    &input, limit: oldLength, on: &old, model: &oldModel, calls: &calls)

  calls.append(startsFromOld ? "var new = old" : "var new = Snapshot<Int, Int>()")
  var new = startsFromOld ? old : Snapshot<Int, Int>()
  var newModel = startsFromOld ? oldModel : SnapshotModel()
  SnapshotOperationDecoding.run(
    &input, limit: Int.max, on: &new, model: &newModel, calls: &calls)
  requireNoProblems(
    oldModel.differences(from: old), "the old snapshot changed with its copy", calls: calls)

  if comparesContent {
    let refresh: Changeset<Int, Int>.ContentRefresh = reloadsChanged ? .reload : .reconfigure
    calls.append(
      "Changeset(from: old, to: new, contentEquals: { !\(changed.sorted()).contains($0) }, "
        + "refreshingChangedItemsBy: .\(refresh))")
    let changes = Changeset(
      from: old, to: new, contentEquals: { item, _ in !changed.contains(item) },
      refreshingChangedItemsBy: refresh)
    let comparison = ChangesetChecker.ContentComparison<Int>(reloads: reloadsChanged) {
      item, _ in !changed.contains(item)
    }
    requireNoProblems(
      ChangesetChecker.problems(in: changes, from: old, to: new, comparingContent: comparison),
      "changeset with content comparison: \(changes)", calls: calls)
  } else {
    calls.append("Changeset(from: old, to: new)")
    let changes = Changeset(from: old, to: new)
    requireNoProblems(
      ChangesetChecker.problems(in: changes, from: old, to: new),
      "changeset: \(changes)", calls: calls)
    // The diffing path next to the recorded one (which `Changeset(from:to:)` takes whenever
    // the copy's record leads from `old`): both obey the rules, and they agree but for which
    // items the moves name.
    let diffed = Changeset.diffed(from: old, to: new)
    if let recorded = Changeset.recorded(from: old, to: new) {
      requireNoProblems(
        recordedDifferences(recorded, diffed), "recorded \(recorded), diffed \(diffed)",
        calls: calls)
    } else {
      requireNoProblems(
        ChangesetChecker.problems(in: diffed, from: old, to: new),
        "diffed changeset: \(diffed)", calls: calls)
    }
  }
  return 0
}

/// What differs between a recorded and a diffed changeset of one pair, beyond the choice of
/// the items that move.
func recordedDifferences(
  _ recorded: Changeset<Int, Int>, _ diffed: Changeset<Int, Int>
)
  -> [String]
{
  var structural = recorded
  structural.itemMoves = diffed.itemMoves
  var problems: [String] = []
  if structural != diffed { problems.append("the parts other than item moves differ") }
  if recorded.itemMoves.count != diffed.itemMoves.count {
    problems.append(
      "\(recorded.itemMoves.count) recorded moves, \(diffed.itemMoves.count) diffed")
  }
  return problems
}
