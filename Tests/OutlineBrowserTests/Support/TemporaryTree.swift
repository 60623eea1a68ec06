import Foundation

/// A folder tree made on disk for one test, and removed with it.
///
/// Each test makes its own under a fresh temporary folder, so tests can run in parallel; the
/// tree's own folder is always called `tree`, so screens read the same on every run.
final class TemporaryTree {
  /// The path of the tree's root folder.
  let root: String
  private let base: String

  /// Makes the entries: a path ending in `/` is a folder, any other an empty file; parent
  /// folders are made as needed.
  init(_ entries: [String]) throws {
    base =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("outline-browser-\(UUID().uuidString)").path
    root = base + "/tree"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for entry in entries {
      let path = root + "/" + entry
      if entry.hasSuffix("/") {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } else {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: Data()) else {
          throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
      }
    }
  }

  /// The project the tests browse: folders and files, an empty folder, a folder of 25
  /// entries (more than the tests' page of 10), and `locked`, which the tests make unreadable.
  ///
  /// Shown folders first, then files, each by name (upper case sorts first):
  /// `docs/ empty/ locked/ many/ src/ README.md build.sh`.
  static func project() throws -> TemporaryTree {
    let many = (1...25).map { "many/item\($0 < 10 ? "0" : "")\($0).txt" }
    return try TemporaryTree(
      [
        "docs/guide.md", "docs/notes/todo.txt", "empty/", "locked/secret.txt",
        "src/main.swift", "src/util/strings.swift", "src/util/numbers.swift",
        "README.md", "build.sh",
      ] + many)
  }

  /// Removes an entry (and what is in it) after the browser has started.
  func remove(_ entry: String) throws {
    try FileManager.default.removeItem(atPath: root + "/" + entry)
  }

  deinit { try? FileManager.default.removeItem(atPath: base) }
}
