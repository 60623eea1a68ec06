// A folder tree of a million entries in SwiftUI, on OutlineList: the tree is held in @State and
// changed in place, folders load their entries when they first open, large folders show a
// page at a time behind a "show more" footer, and the selected files are a binding that keeps
// files inside closed folders.
//
// Not a package target: it needs SwiftUI, which only Apple's SDKs have. `.ci/apple-sdk-swiftui`
// typechecks it against Apple's real SDKs; in an app target, add it with the package as a
// dependency.
#if canImport(SwiftUI, _version: 6.0)
import Outline
import SwiftUI

/// A simulated disk: 1 000 folders of 1 000 files each, read a page at a time.
enum SimulatedDisk {
  static let folders = 1_000
  static let filesPerFolder = 1_000

  /// The page of a folder's files a load request asks for, after a pause as a disk would take.
  static func page(for request: OutlineLoadRequest<Int>) async throws -> OutlinePage<Int> {
    try await Task.sleep(nanoseconds: 50_000_000)
    guard let folder = request.parent else {
      return OutlinePage(.loaded(Array(0..<folders))) { _ in .unloaded(total: filesPerFolder) }
    }
    let first = folders + folder * filesPerFolder + request.offset
    let count = min(request.count, filesPerFolder - request.offset)
    return OutlinePage(.page(Array(first..<first + count), total: filesPerFolder))
  }

  static func name(of id: Int) -> String {
    id < folders ? "Folder \(id)" : "File \(id - folders)"
  }
}

struct FileBrowserView: View {
  /// The folders, each with its files on the disk; opening one shows 50, then 50 more a tap.
  @State private var tree = OutlineTree<Int>(
    roots: Array(0..<SimulatedDisk.folders),
    configuration: OutlineConfiguration(batchSize: 50, initialExpansion: .first(50))
  ) { _ in .unloaded(total: SimulatedDisk.filesPerFolder) }
  /// The selected entries: a file inside a closed folder, or one not loaded yet, stays
  /// selected and shows selected when its folder opens.
  @State private var selection: Set<Int> = []

  var body: some View {
    VStack {
      OutlineList(
        $tree, selection: $selection, allowsMultipleSelection: true, load: SimulatedDisk.page
      ) { row in
        FileRow(row: row)
      }
      Text("\(selection.count) selected")
      HStack {
        // A change of the tree held: the outline shows that change, not the whole tree.
        Button("Open the first folder") { tree.expand(0) }
        Button("Close all") { tree.collapseAll() }
        // The first file of folder 3, selected whether or not its folder was ever opened.
        Button("Select File 3000") {
          selection.insert(SimulatedDisk.folders + 3 * SimulatedDisk.filesPerFolder)
        }
      }
    }
  }
}

struct FileRow: View {
  let row: OutlineVisibleRow<Int>

  var body: some View {
    HStack {
      switch row.content {
      case .node(let isExpanded, _):
        Text(isExpanded ? "▾" : "▸")
        Text(row.id.node.map(SimulatedDisk.name) ?? "")
      case .footer(.more(let remaining)):
        Text("Show \(remaining.map(String.init) ?? "more") more").foregroundColor(.gray)
      case .footer(.loading):
        Text("Loading…").foregroundColor(.gray)
      case .footer(.failed):
        Text("Couldn't load: tap to retry").foregroundColor(.red)
      }
    }
    .padding(.leading, CGFloat(row.level) * 16)
  }
}
#endif
