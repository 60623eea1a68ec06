// A Finder-like sidebar, written as an app written for Apple's diffable types writes it, ported
// by deleting the prefixes: `NSDiffableDataSourceSectionSnapshot` became `SectionSnapshot`,
// and the outline view's data source is the package's, since AppKit has none for it.
import AppKit
import Outline
import Snapshots

/// One row of the sidebar: a group ("Favorites") or a place in it.
struct SidebarItem: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable { case group, place, folder }
  let title: String
  let kind: Kind

  static func group(_ title: String) -> SidebarItem { SidebarItem(title: title, kind: .group) }
  static func place(_ title: String) -> SidebarItem { SidebarItem(title: title, kind: .place) }
  static func folder(_ title: String) -> SidebarItem { SidebarItem(title: title, kind: .folder) }

  var description: String { title }
}

/// The places the sidebar shows: the app's model, which a drag writes back to.
struct SidebarModel {
  struct Node {
    var item: SidebarItem
    var children: [Node] = []
  }

  var groups: [Node] = [
    Node(
      item: .group("Favorites"),
      children: [
        Node(item: .place("AirDrop")), Node(item: .place("Recents")),
        Node(item: .place("Applications")), Node(item: .place("Desktop")),
        Node(
          item: .place("Documents"),
          children: [Node(item: .folder("Invoices")), Node(item: .folder("Letters"))]),
        Node(item: .place("Downloads")),
      ]),
    Node(item: .group("iCloud"), children: [Node(item: .place("iCloud Drive"))]),
    Node(
      item: .group("Locations"),
      children: [Node(item: .place("Macintosh HD")), Node(item: .place("Backup Disk"))]),
    Node(
      item: .group("Tags"), children: [Node(item: .place("Red")), Node(item: .place("Orange"))]),
  ]
}

/// The sidebar's controller, as the app has it.
@MainActor
final class FinderSidebarViewController {
  let outlineView = NSOutlineView()
  var model = SidebarModel()
  private(set) var dataSource: OutlineViewDiffableDataSource<SidebarItem>!

  func viewDidLoad() {
    outlineView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("place")))
    dataSource = OutlineViewDiffableDataSource(
      outlineView: outlineView, tree: OutlineTree(roots: []) { _ in .leaf }
    ) { outlineView, column, item in
      let cell =
        outlineView.makeView(
          withIdentifier: NSUserInterfaceItemIdentifier(item.kind == .group ? "header" : "cell"),
          owner: nil)
        as? NSTableCellView ?? NSTableCellView()
      cell.textField = NSTextField(
        labelWithString: item.kind == .group ? item.title.uppercased() : item.title)
      return cell
    }
    dataSource.reorderingHandlers.canReorderItem = { $0.kind != .group }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      transaction.applyReorder(to: &model.groups, children: \.children, id: \.item)
    }
    dataSource.shouldCollapseItem = { $0.title != "Favorites" }
    applySnapshot(animatingDifferences: false)
  }

  /// The whole sidebar as one section snapshot: groups expanded, folders as they were.
  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = SectionSnapshot<SidebarItem>()
    func add(_ nodes: [SidebarModel.Node], to parent: SidebarItem?) {
      snapshot.append(nodes.map(\.item), to: parent)
      for node in nodes { add(node.children, to: node.item) }
    }
    add(model.groups, to: nil)
    snapshot.expand(model.groups.map(\.item))
    let expanded = dataSource.snapshot().expandedItems.filter(snapshot.contains)
    snapshot.expand(expanded)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  /// A disk was ejected.
  func eject(_ title: String) {
    guard let index = model.groups[2].children.firstIndex(where: { $0.item.title == title })
    else { return }
    model.groups[2].children.remove(at: index)
    applySnapshot()
  }

  /// A tag was created.
  func addTag(_ title: String) {
    model.groups[3].children.append(SidebarModel.Node(item: .place(title)))
    applySnapshot()
  }
}
