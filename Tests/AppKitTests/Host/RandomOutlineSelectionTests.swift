// The outline host's selection on the outline view, on random steps: the host's selections
// and trees, a person's clicks on rows and disclosure triangles, against a plain model of
// what the selection must be and what must be written back.
import AdapterTesting
import AppKit
import Outline
import Snapshots
import TestSupport
import Testing

@MainActor
@Suite(.serialized)
struct RandomOutlineSelectionTests {
  init() { recordExceptions() }

  // 12 seeds with `SNAPSHOTS_LONG_RUNS=1`, 3 by default.
  @Test(arguments: Array(RunLength.seeds(12, default: 3)).map { $0 + 1 })
  func randomSteps(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let screen = OutlineHostScreen { threeChildTree(6, $0) }
    // The model: the selection the binding must hold, and the nodes it holds that the tree
    // held since they were selected (those leave when the tree loses them).
    var binding: Set<Int> = []
    var inTreeSinceSelected: Set<Int> = []
    let candidates =
      Array(0..<6) + (0..<6).flatMap { r in (1...3).map { -(10 * r + $0) } }
      + Array(100..<104)
    for step in 0..<150 {
      let context = "seed \(seed), step \(step)"
      let writes = screen.writtenSelections.count
      var expectedWrite: Set<Int>?
      func held(_ value: Int) -> Bool { screen.coordinator.tree.contains(screen.id(value)) }
      func rowOf(_ value: Int) -> Int? {
        screen.coordinator.tree.index(of: .node(screen.id(value)))
      }
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        // The host selects something else, some of it perhaps not in the tree.
        binding = Set(candidates.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
        inTreeSinceSelected = binding.filter(held)
        screen.coordinator.update(selection: Set(binding.map(screen.id)))
      case 1:
        // The host changes its tree: expands, collapses, deletes or inserts.
        var tree = screen.coordinator.tree
        let value = candidates[Int.random(in: 0..<candidates.count, using: &random)]
        let id = screen.id(value)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where tree.contains(id) && tree.isExpandable(.node(id)): tree.expand(id)
        case 1 where tree.contains(id) && tree.isExpandable(.node(id)): tree.collapse(id)
        case 2 where tree.contains(id): tree.delete(id)
        case 3 where value >= 0 && !tree.contains(id): tree.append([id])
        default: break
        }
        let lost = inTreeSinceSelected.filter { !tree.contains(screen.id($0)) }
        if !lost.isEmpty {
          binding.subtract(lost)
          expectedWrite = binding
        }
        _ = screen.coordinator.update(to: tree)
        inTreeSinceSelected = binding.filter(held)
      case 2, 3:
        // A person's click on a row, in single or multiple selection.
        guard screen.view.numberOfRows > 0 else { continue }
        screen.view.allowsMultipleSelection = Int.random(in: 0..<2, using: &random) == 0
        let row = Int.random(in: 0..<screen.view.numberOfRows, using: &random)
        guard let value = screen.coordinator.tree.row(at: row).id.node?.value else { continue }
        var new = binding
        if !screen.view.allowsMultipleSelection {
          // A click on the one row selected changes nothing: the hidden nodes stay.
          if screen.view.selectedRowIndexes != [row] { new = [value] }
        } else if screen.view.selectedRowIndexes.contains(row) {
          new.remove(value)
        } else {
          new.insert(value)
        }
        screen.view.emulateClick(row: row)
        if new != binding {
          binding = new
          inTreeSinceSelected = binding.filter(held)
          expectedWrite = binding
        }
      default:
        // A person's click on a disclosure triangle.
        let value = candidates[Int.random(in: 0..<6, using: &random)]
        guard let item = screen.coordinator.dataSource.item(for: .node(screen.id(value))) else {
          continue
        }
        screen.view.emulateDisclosureClick(onItem: item)
      }
      // What was written back, and what the view shows selected.
      let written = Array(screen.writtenSelections[writes...])
      #expect(written == (expectedWrite.map { [$0] } ?? []), "\(context)")
      #expect(Set(screen.coordinator.selection.map(\.value)) == binding, "\(context)")
      let rows = IndexSet(binding.compactMap(rowOf))
      #expect(screen.view.selectedRowIndexes == rows, "\(context)")
      // The host hands the binding and the tree back: nothing changes.
      let changes = screen.view.emulatedSelectionChangeCount
      screen.coordinator.update(selection: Set(binding.map(screen.id)))
      #expect(!screen.coordinator.update(to: screen.coordinator.tree), "\(context)")
      #expect(screen.view.emulatedSelectionChangeCount == changes, "\(context)")
      #expect(screen.writtenSelections.count == writes + written.count, "\(context)")
    }
    #expect(screen.showsTheTree())
    expectNoExceptions()
  }
}
