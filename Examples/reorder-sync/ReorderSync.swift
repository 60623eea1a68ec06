import Foundation

/// The program: reads its arguments, runs the drags, and says how it went.
///
/// Everything goes through the two printing closures, so a test can run the whole program
/// in-process and read what it printed.
enum ReorderSync {
  /// Runs the program and returns its exit code.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program name.
  ///   - scratchDirectory: Where a new store is created when `--store` is not given.
  ///   - output: Prints one line of the run.
  ///   - errors: Prints the reason the run failed.
  static func run(
    arguments: [String], scratchDirectory: URL, output: @escaping (String) -> Void,
    errors: (String) -> Void
  ) -> Int32 {
    do {
      let options = try Options(arguments: arguments)
      if options.help {
        output(Options.usage)
        return 0
      }
      try run(options, scratchDirectory: scratchDirectory, output: output)
      return 0
    } catch {
      errors("reorder-sync: \(error)")
      return error.exitCode
    }
  }

  /// Runs the program with a scratch directory of its own in `temporaryDirectory`, and
  /// removes that directory when the run ends, however it ends: a run without `--store`
  /// leaves nothing behind.
  ///
  /// - Returns: The exit code.
  static func run(
    arguments: [String], temporaryDirectory: URL, output: @escaping (String) -> Void,
    errors: (String) -> Void
  ) -> Int32 {
    let scratch = temporaryDirectory.appendingPathComponent("reorder-sync-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let code = run(
      arguments: arguments, scratchDirectory: scratch, output: output, errors: errors)
    if code == 0 && FileManager.default.fileExists(atPath: scratch.path) {
      output("The scratch store is removed at exit; keep a store between runs with --store PATH.")
    }
    return code
  }

  /// Runs the program as `main.swift` does, then exits with its code.
  static func main(arguments: [String]) -> Never {
    let code = run(
      arguments: arguments, temporaryDirectory: FileManager.default.temporaryDirectory,
      output: { print($0) },
      errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    exit(code)
  }

  /// Loads the store, shows it, performs every drag and prints a summary.
  private static func run(
    _ options: Options, scratchDirectory: URL, output: @escaping (String) -> Void
  ) throws(ReorderSyncError) {
    // Read the drags first: a typo in the script should fail before any file is touched.
    let drags = try Drag.script(try scriptText(options.script))
    let file = StoreFile(
      url: options.storePath.map { URL(fileURLWithPath: $0) }
        ?? scratchDirectory.appendingPathComponent("todos.json"))

    output("reorder-sync: drags go through DiffableDataSource; didReorder writes the JSON store.")
    if file.exists {
      output("store: \(file.path)")
    } else {
      do {
        try file.save(.sample)
      } catch {
        throw .store(error)
      }
      output("store: \(file.path) (new, with the sample lists)")
    }

    let session = try ReorderSession(file: file, print: output)
    let taskCount = session.store.lists.reduce(0) { $0 + $1.tasks.count }
    output("loaded \(session.store.lists.count) lists, \(taskCount) tasks:")
    for line in session.store.outline { output("  \(line)") }
    output("first apply:")
    session.show()

    var outcomes: [ReorderSession.Outcome] = []
    for (offset, drag) in drags.enumerated() {
      output("")
      outcomes.append(try session.perform(drag, label: "Drag \(offset + 1) of \(drags.count)"))
    }
    output("")
    let moved = outcomes.count { $0 == .moved }
    let refused = outcomes.count { $0 == .refused }
    let stayed = outcomes.count { $0 == .stayed }
    output(
      "done: \(moved) written back, \(refused) refused, \(stayed) dropped in place; "
        + "the store on disk and the snapshot agree.")
  }

  /// The text of the drag script the options name.
  private static func scriptText(_ script: Options.Script) throws(ReorderSyncError) -> String {
    switch script {
    case .builtIn:
      return Drag.defaultScript
    case .inline(let text):
      return text
    case .file(let path):
      do {
        return try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        throw .usage("cannot read the drag script \(path) (\(error.localizedDescription))")
      }
    }
  }
}
