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
      let expected = try Self.expectedOutput(
        store: directory.appendingPathComponent("todos.json").path)
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

  /// The golden transcript of the default run, in lines, with the store's path put in. The
  /// file ends with a newline, as text files do; the run's last line has none.
  static func expectedOutput(store path: String) throws -> [String] {
    let url = try #require(Bundle.module.url(forResource: "default-run", withExtension: "txt"))
    var text = try String(contentsOf: url, encoding: .utf8)
    if text.hasSuffix("\n") { text.removeLast() }
    return text.replacingOccurrences(of: "<store>", with: path)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
