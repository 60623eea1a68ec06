import Foundation

@testable import reorder_sync

/// Runs `body` with a new, empty directory that is removed afterwards.
func withTemporaryDirectory<Result>(
  _ body: (URL) throws -> Result
) throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("reorder-sync-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// What one in-process run printed, and how it ended.
struct RunResult {
  var code: Int32
  var output: [String]
  var errors: [String]
}

/// Runs the program in-process, as `swift run reorder-sync` would with `arguments`.
func runReorderSync(_ arguments: [String], scratchDirectory: URL) -> RunResult {
  var output: [String] = []
  var errors: [String] = []
  let code = ReorderSync.run(
    arguments: arguments, scratchDirectory: scratchDirectory,
    output: {
      output.append(
        contentsOf: $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    },
    errors: { errors.append($0) })
  return RunResult(code: code, output: output, errors: errors)
}

/// `reorder-sync --moves MOVES`, run in-process in a scratch directory of its own.
func runMoves(_ moves: String) throws -> RunResult {
  try withTemporaryDirectory { directory in
    runReorderSync(["--moves", moves], scratchDirectory: directory)
  }
}
