/// One entry of the browsed tree, and its identity in the outline.
///
/// The outline names nodes by identifier; a full path is stable and unique, so it serves. The
/// entry also remembers whether it is a folder, so that building rows never goes back to disk.
struct FileEntry: Hashable, Sendable, CustomStringConvertible {
  /// The path, as the root was given plus the names below it (`Sources/Outline/Tree`).
  var path: String
  /// Whether the entry is a folder, whose children load when it first expands.
  var isFolder: Bool

  /// The last component of the path: what a row shows.
  var name: String {
    guard let slash = path.lastIndex(of: "/"), path.index(after: slash) < path.endIndex else {
      return path
    }
    return String(path[path.index(after: slash)...])
  }

  /// The path of a child named `name`.
  func child(named name: String, isFolder: Bool) -> FileEntry {
    FileEntry(path: path.hasSuffix("/") ? path + name : path + "/" + name, isFolder: isFolder)
  }

  var description: String { path }
}
