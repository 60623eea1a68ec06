import Outline

/// The browser's state: an outline of the folder tree, the cursor, and the loader that reads
/// folders when the outline asks for them.
///
/// Every key goes through ``handle(_:)``, which returns the diffs of the visible rows that the
/// key caused, in order, for a renderer to perform. Nothing here draws.
struct Browser {
  /// The folder tree as the outline engine holds it: one root, the browsed folder. Changed
  /// only by ``handle(_:)``, so that every change reaches the renderer as a diff.
  var tree: OutlineTree<FileEntry>
  /// The browsed folder.
  let root: FileEntry
  /// What the status line calls the root: its last path component (`.` named properly).
  let rootLabel: String
  /// The offset of the row under the cursor; there is always one row, the root.
  var cursor = 0
  /// Why folders could not be read, shown in their footers until a retry succeeds.
  private(set) var failures: [FileEntry: String] = [:]
  private let loader: DirectoryLoader

  /// Opens the root folder, reading it through `loader`.
  ///
  /// - Parameters:
  ///   - root: The folder to browse.
  ///   - rootLabel: Its name on screen; the last component of `root` by default.
  ///   - pageSize: How many entries a folder shows when it opens, and how many more each
  ///     "more" footer reveals.
  ///   - loader: Reads a folder's entries when it first opens.
  init(root: FileEntry, rootLabel: String? = nil, pageSize: Int = 20, loader: DirectoryLoader) {
    self.root = root
    self.rootLabel = rootLabel ?? root.name
    self.loader = loader
    // Every folder starts unloaded: the outline asks for its entries when it first expands,
    // and shows the first page of them behind a "more" footer.
    let configuration = OutlineConfiguration<FileEntry>(
      batchSize: pageSize, initialExpansion: .first(pageSize))
    tree = OutlineTree(roots: [root], configuration: configuration) { entry in
      entry.isFolder ? .unloaded() : .leaf
    }
    // The first frame draws every row, so the diffs of opening the root are not needed.
    var diffs: [Diff] = []
    apply(tree.expand(root), to: &diffs)
  }

  /// The row under the cursor.
  var selectedRow: OutlineVisibleRow<FileEntry> { tree.row(at: cursor) }

  /// The path of the entry under the cursor (its folder's, on a footer), starting with the
  /// root's label: `Sources/Outline/Tree`.
  var selectedPath: String {
    let entry: FileEntry
    switch selectedRow.id {
    case .node(let node): entry = node
    case .footer(let parent): entry = parent ?? root
    }
    return rootLabel + entry.path.dropFirst(root.path.count)
  }

  /// Performs an outline update: records its diff, then serves the loads it started.
  ///
  /// Loading is synchronous here (a folder listing is quick), but it goes through the same
  /// request → fetch → finish steps an app with a network would use. A finished page may ask
  /// for more, so requests are served until none is left.
  mutating func apply(_ update: OutlineUpdate<FileEntry>, to diffs: inout [Diff]) {
    diffs.append(update.diff)
    var requests = update.loadRequests
    while !requests.isEmpty {
      let request = requests.removeFirst()
      // Only folders load: the root row is always there, so the roots are never paged.
      guard let folder = request.parent else { continue }
      let next: OutlineUpdate<FileEntry>
      do {
        let entries = try loader.entries(folder)
        failures[folder] = nil
        // The whole listing arrives at once; the outline still shows one page of it.
        next = tree.finishLoading(
          request, with: .page(Array(entries.dropFirst(request.offset)), total: entries.count)
        ) { entry in entry.isFolder ? .unloaded() : .leaf }
      } catch {
        failures[folder] = DirectoryLoader.reason(for: error)
        next = tree.failLoading(request)
      }
      diffs.append(next.diff)
      requests += next.loadRequests
    }
  }
}
