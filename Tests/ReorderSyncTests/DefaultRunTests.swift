import Foundation
import Testing

@testable import reorder_sync

/// The run with no arguments: the built-in script on a new store with the sample lists.
@Suite("reorder-sync default run")
struct DefaultRunTests {
  @Test("prints every step exactly, and leaves the final order on disk")
  func defaultRun() throws {
    try withTemporaryDirectory { directory in
      let result = runReorderSync([], scratchDirectory: directory)
      #expect(result.code == 0)
      #expect(result.errors == [])
      let expected = Self.expectedOutput(store: directory.appendingPathComponent("todos.json").path)
      #expect(result.output.count == expected.count)
      for (line, (actual, wanted)) in zip(result.output, expected).enumerated() {
        #expect(actual == wanted, "line \(line + 1)")
      }

      let onDisk = try StoreFile(url: directory.appendingPathComponent("todos.json")).load()
      #expect(
        onDisk.outline == [
          "Today: milk, review, dentist (done)",
          "Errands: notes, parcel, books, sprint",
          "Someday: (empty)",
        ])
      // The write-back moves whole tasks: titles and done flags travel with their ids.
      let sampleTasks = TodoStore.sample.lists.flatMap(\.tasks)
      let finalTasks = onDisk.lists.flatMap(\.tasks)
      #expect(finalTasks.sorted { $0.id < $1.id } == sampleTasks.sorted { $0.id < $1.id })
    }
  }

  @Test("a second run on the same store starts from where the first left it")
  func secondRun() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("todos.json").path
      #expect(runReorderSync(["--store", path], scratchDirectory: directory).code == 0)
      let again = runReorderSync(
        ["--store", path, "--moves", "1.3>1.0"], scratchDirectory: directory)
      #expect(again.code == 0)
      #expect(again.output[1] == "store: \(path)")
      #expect(again.output[4] == "  Errands: notes, parcel, books, sprint")
      #expect(again.output.contains("    Errands: sprint, notes, parcel, books"))
    }
  }

  @Test("a run without --store removes its scratch directory, whether it succeeds or fails")
  func scratchDirectoryIsRemoved() throws {
    try withTemporaryDirectory { temporary in
      var output: [String] = []
      var errors: [String] = []
      let code = ReorderSync.run(
        arguments: [], temporaryDirectory: temporary, output: { output.append($0) },
        errors: { errors.append($0) })
      #expect(code == 0)
      #expect(errors == [])
      let left = try Self.entries(of: temporary)
      #expect(left == [])
      // The run said where its store was, and that it is gone.
      #expect(output.contains { $0.hasPrefix("store: \(temporary.path)/reorder-sync-") })
      #expect(
        output.last
          == "The scratch store is removed at exit; keep a store between runs with --store PATH.")

      // A drag that fails after the store was written: the directory goes too.
      let failed = ReorderSync.run(
        arguments: ["--moves", "0.0>0.1,7.0>0.0"], temporaryDirectory: temporary,
        output: { _ in }, errors: { errors.append($0) })
      #expect(failed != 0)
      #expect(!errors.isEmpty)
      let leftAfterFailure = try Self.entries(of: temporary)
      #expect(leftAfterFailure == [])
    }
  }

  @Test("a run with --store keeps the store and creates no scratch directory")
  func storeIsKept() throws {
    try withTemporaryDirectory { temporary in
      let store = temporary.appendingPathComponent("todos.json")
      let code = ReorderSync.run(
        arguments: ["--store", store.path], temporaryDirectory: temporary, output: { _ in },
        errors: { _ in })
      #expect(code == 0)
      let kept = try Self.entries(of: temporary)
      #expect(kept == ["todos.json"])
    }
  }

  /// The names in a directory.
  static func entries(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
  }

  static func expectedOutput(store path: String) -> [String] {
    """
    reorder-sync: drags go through DiffableDataSource; didReorder writes the JSON store.
    store: \(path) (new, with the sample lists)
    loaded 3 lists, 7 tasks:
      Today: notes, review, dentist (done), sprint
      Errands: milk, parcel, books
      Someday: (empty)
    first apply:
      renderer: reload data, 3 sections, 7 items

    Drag 1 of 7: 0.0>0.2 drags "Write release notes" (notes) down within Today
      renderer: animated, move 0.0→0.2
      didReorder, difference over all tasks: remove notes at 0, insert notes at 2
        in Today: remove notes at 0, insert notes at 2
      wrote back with applyReorder(to:), saved todos.json, read it back:
        Today: review, dentist (done), notes, sprint
        Errands: milk, parcel, books
        Someday: (empty)
      store and snapshot agree

    Drag 2 of 7: 0.3>0.0 drags "Plan the sprint" (sprint) up within Today
      renderer: animated, move 0.3→0.0
      didReorder, difference over all tasks: remove sprint at 3, insert sprint at 0
        in Today: remove sprint at 3, insert sprint at 0
      wrote back with applyReorder(to:), saved todos.json, read it back:
        Today: sprint, review, dentist (done), notes
        Errands: milk, parcel, books
        Someday: (empty)
      store and snapshot agree

    Drag 3 of 7: 1.0>0.1 drags "Buy milk" (milk) from Errands into Today
      renderer: animated, move 1.0→0.1
      didReorder, difference over all tasks: remove milk at 4, insert milk at 1
        in Errands: remove milk at 0
        in Today: insert milk at 1
      wrote back with applyReorder(to:), saved todos.json, read it back:
        Today: sprint, milk, review, dentist (done), notes
        Errands: parcel, books
        Someday: (empty)
      store and snapshot agree

    Drag 4 of 7: 0.0>1.2 drags "Plan the sprint" (sprint) from Today to the end of Errands
      renderer: animated, move 0.0→1.2
      didReorder, difference over all tasks: remove sprint at 0, insert sprint at 6
        in Today: remove sprint at 0
        in Errands: insert sprint at 2
      wrote back with applyReorder(to:), saved todos.json, read it back:
        Today: milk, review, dentist (done), notes
        Errands: parcel, books, sprint
        Someday: (empty)
      store and snapshot agree

    Drag 5 of 7: 0.3>2.0 drags "Write release notes" (notes) from Today into the empty list Someday
      renderer: animated, move 0.3→2.0
      didReorder, difference over all tasks: remove notes at 3, insert notes at 6
        in Today: remove notes at 3
        in Someday: insert notes at 0
      wrote back with applyReorder(to:), saved todos.json, read it back:
        Today: milk, review, dentist (done)
        Errands: parcel, books, sprint
        Someday: notes
      store and snapshot agree

    Drag 6 of 7: 0.2>0.0 drags "Call the dentist" (dentist) up within Today
      canReorderItem said no: dentist is done, and done tasks cannot be dragged
      nothing happened: no update, no write
      store on disk and snapshot still agree

    Drag 7 of 7: 2.0>1.0 drags "Write release notes" (notes) from Someday into Errands
      renderer: animated, move 2.0→1.0
      didReorder, difference over all tasks: remove notes at 6, insert notes at 3
        in Someday: remove notes at 0
        in Errands: insert notes at 0
      wrote back with applyReorder(to:), saved todos.json, read it back:
        Today: milk, review, dentist (done)
        Errands: notes, parcel, books, sprint
        Someday: (empty)
      store and snapshot agree

    done: 6 written back, 1 refused, 0 dropped in place; the store on disk and the snapshot agree.
    """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
