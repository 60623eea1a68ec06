import Foundation

/// Lists the entries of a folder: the disk in the program, anything a test likes.
///
/// The browser calls it only when the outline asks for a folder's children (a load request),
/// so a folder is read when it first expands, never before. A thrown error becomes the
/// folder's "cannot read" footer; activating the footer asks again.
struct DirectoryLoader {
  /// Returns the entries of the folder at a path, in the order to show them.
  var entries: (FileEntry) throws -> [FileEntry]

  /// The real file system through `FileManager`: folders first, then files, each by name;
  /// names starting with a dot only when `showsHidden` is set, as `ls` does.
  static func fileSystem(showsHidden: Bool = false) -> DirectoryLoader {
    DirectoryLoader { folder in
      let manager = FileManager.default
      let names = try manager.contentsOfDirectory(atPath: folder.path)
      var entries: [FileEntry] = []
      for name in names where showsHidden || !name.hasPrefix(".") {
        var isFolder: ObjCBool = false
        let path = folder.child(named: name, isFolder: false).path
        // A link to a folder browses like the folder; a broken link shows as a file.
        _ = manager.fileExists(atPath: path, isDirectory: &isFolder)
        entries.append(folder.child(named: name, isFolder: isFolder.boolValue))
      }
      return entries.sorted(by: DirectoryLoader.showsBefore)
    }
  }

  /// Folders before files, then by name: the order a file browser is expected to use.
  static func showsBefore(_ a: FileEntry, _ b: FileEntry) -> Bool {
    a.isFolder != b.isFolder ? a.isFolder : a.name < b.name
  }

  /// A short reason for a failed listing, for the footer: the system's message when there is
  /// one, without the path (the row already says which folder).
  static func reason(for error: any Error) -> String {
    // FileManager wraps the system error (EACCES, ENOENT …) in a CocoaError; its text is the
    // clearest thing to show.
    if let underlying = (error as? CocoaError)?.underlying {
      let system = underlying as NSError
      if system.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(system.code)))
      }
    }
    return "\(error)"
  }
}
