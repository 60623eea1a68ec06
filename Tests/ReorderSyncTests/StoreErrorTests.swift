import Foundation
import Testing

@testable import reorder_sync

/// A store that cannot be used stops the run with a sentence naming the file and the problem,
/// and exit code 3; a store that drifts from the snapshot stops it with exit code 1.
@Suite("reorder-sync store errors")
struct StoreErrorTests {
  /// Writes `text` as the store, runs with it, and checks the file was left as it was.
  func run(withStore text: String) throws -> (RunResult, path: String) {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("todos.json")
      try Data(text.utf8).write(to: url)
      let result = runReorderSync(["--store", url.path], scratchDirectory: directory)
      #expect(try Data(contentsOf: url) == Data(text.utf8), "the bad store was overwritten")
      return (result, url.path)
    }
  }

  @Test("a corrupt JSON file: a clear message, exit code 3, no drag performed")
  func corruptJSON() throws {
    let (result, path) = try run(withStore: #"{"lists": [{"id": "today", "tasks": [ }"#)
    #expect(result.code == 3)
    #expect(
      result.errors == [
        "reorder-sync: the store \(path) is not valid JSON; fix it, or delete it to start again "
          + "from the sample lists"
      ])
    #expect(result.output.count == 2)
    #expect(result.output.last == "store: \(path)")
  }

  @Test("a corrupt JSON file ends the process with exit code 3 and says why on stderr")
  func corruptJSONExit() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reorder-sync-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("todos.json").path
    try Data("{ this is not JSON".utf8).write(to: URL(fileURLWithPath: path))

    let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardErrorContent])
    { [path = path as String] in
      ReorderSync.main(arguments: ["--store", path])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message == "reorder-sync: the store \(path) is not valid JSON; fix it, or delete it to start "
        + "again from the sample lists\n")
  }

  @Test("valid JSON that is not a store names the missing key or wrong value and its place")
  func wrongShape() throws {
    let hint = "; fix it, or delete it to start again from the sample lists"
    let missing = try run(
      withStore: #"{"lists": [{"id": "a", "name": "A", "tasks": [{"id": "x", "title": "X"}]}]}"#)
    #expect(missing.0.code == 3)
    #expect(
      missing.0.errors == [
        #"reorder-sync: the store \#(missing.path) misses "done" at lists[0].tasks[0]"# + hint
      ])

    let task = #"{"id": "x", "title": "X", "done": "no"}"#
    let wrongType = try run(
      withStore: #"{"lists": [{"id": "a", "name": "A", "tasks": [\#(task)]}]}"#)
    #expect(wrongType.0.code == 3)
    #expect(
      wrongType.0.errors == [
        "reorder-sync: the store \(wrongType.path) has a value that is not Bool at "
          + "lists[0].tasks[0].done" + hint
      ])
  }

  @Test("repeated ids, which a snapshot cannot hold, are named")
  func repeatedIdentifiers() throws {
    let task = #"{"id": "x", "title": "X", "done": false}"#
    let list = #"{"id": "a", "name": "A", "tasks": [\#(task), \#(task)]}"#
    let (result, path) = try run(withStore: #"{"lists": [\#(list), \#(list)]}"#)
    #expect(result.code == 3)
    #expect(
      result.errors == [
        #"reorder-sync: the store \#(path) repeats list ids ["a"] and task ids ["x"]"#
      ])
  }

  @Test("a store changed behind the data source's back is caught after the next drag")
  func disagreement() throws {
    try withTemporaryDirectory { directory in
      let file = StoreFile(url: directory.appendingPathComponent("todos.json"))
      try file.save(.sample)
      let session = try ReorderSession(file: file, print: { _ in })
      session.show()
      // A bug in the model layer: it reorders Errands without applying a snapshot.
      session.store.lists[1].tasks.reverse()
      let expected = ReorderSyncError.disagreement(
        "after Drag 1 (0.0>0.1), list Errands holds [\"books\", \"parcel\", \"milk\"] in the store "
          + "but [\"milk\", \"parcel\", \"books\"] in the snapshot")
      #expect(throws: expected) {
        try session.perform(Drag((0, 0), (0, 1)), label: "Drag 1")
      }
      #expect(expected.exitCode == 1)
      #expect(expected.description.hasPrefix("store and snapshot disagree: after Drag 1"))
    }
  }
}
