import AppKit
import Outline
import Snapshots
import Testing

/// The Finder-like sidebar, ported by deleting prefixes, on the emulated outline view.
@MainActor
@Suite(.serialized)
struct FinderSidebarPortTests {
  let controller = FinderSidebarViewController()

  init() {
    recordExceptions()
    controller.viewDidLoad()
  }

  /// Each row's text, indented by level, with ▾ and ▸ for expanded and collapsed rows.
  var rows: [String] {
    controller.outlineView.emulatedRows.map { row in
      let mark = row.isExpanded ? "▾ " : row.isExpandable ? "▸ " : ""
      let title = row.view.map(text) ?? "?"
      return String(repeating: "  ", count: row.level) + mark + title
    }
  }

  /// The sidebar shows exactly these rows, and nothing was raised.
  func expectShown(_ expected: String..., sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(rows == expected, sourceLocation: sourceLocation)
    expectNoExceptions(sourceLocation: sourceLocation)
  }

  func item(_ title: String) -> Any {
    controller.dataSource.item(for: .node(node(title)))!
  }

  func node(_ title: String) -> SidebarItem {
    controller.dataSource.tree.visibleItems.first { $0.title == title }!
  }

  @Test func theGroupsShowExpandedWithTheirPlaces() {
    expectShown(
      "▾ FAVORITES", "  AirDrop", "  Recents", "  Applications", "  Desktop", "  ▸ Documents",
      "  Downloads", "▾ ICLOUD", "  iCloud Drive", "▾ LOCATIONS", "  Macintosh HD",
      "  Backup Disk", "▾ TAGS", "  Red", "  Orange")
  }

  @Test func clicksOpenFoldersAndCloseGroupsButNotFavorites() {
    let view = controller.outlineView
    view.emulateDisclosureClick(onItem: item("Documents"))
    view.emulateDisclosureClick(onItem: item("TAGS".capitalized))
    view.emulateDisclosureClick(onItem: item("Favorites"))
    expectShown(
      "▾ FAVORITES", "  AirDrop", "  Recents", "  Applications", "  Desktop", "  ▾ Documents",
      "    Invoices", "    Letters", "  Downloads", "▾ ICLOUD", "  iCloud Drive",
      "▾ LOCATIONS", "  Macintosh HD", "  Backup Disk", "▸ TAGS")
  }

  @Test func ejectingADiskAndAddingATagMoveNothingElse() {
    let serials = controller.outlineView.emulatedRowSerials
    controller.eject("Backup Disk")
    controller.addTag("Green")
    #expect(rows.suffix(5) == ["  Macintosh HD", "▾ TAGS", "  Red", "  Orange", "  Green"])
    #expect(
      Array(controller.outlineView.emulatedRowSerials.prefix(11)) == Array(serials.prefix(11)))
    expectNoExceptions()
  }

  @Test func dragsReorderFavoritesAndWriteTheModelBack() {
    let view = controller.outlineView
    // Desktop up before Recents: the view counts Favorites' places as shown.
    #expect(view.emulateDrag(ofItem: item("Desktop"), toParent: item("Favorites"), childIndex: 1))
    #expect(
      controller.model.groups[0].children.map(\.item.title) == [
        "AirDrop", "Desktop", "Recents", "Applications", "Documents", "Downloads",
      ])
    // A folder of Documents dragged to Locations.
    view.emulateDisclosureClick(onItem: item("Documents"))
    #expect(view.emulateDrag(ofItem: item("Letters"), toParent: item("Locations"), childIndex: 2))
    #expect(
      controller.model.groups[2].children.map(\.item.title) == [
        "Macintosh HD", "Backup Disk", "Letters",
      ])
    #expect(rows.contains("  Letters") && rows.contains("    Invoices"))
    // Groups stay where they are.
    #expect(!view.emulateDrag(ofItem: item("Tags"), toParent: nil, childIndex: 0))
    // The model and the outline agree.
    controller.applySnapshot()
    #expect(controller.outlineView.emulatedLog.last?.hasPrefix("drag") == false)
    expectNoExceptions()
  }
}
