import Foundation
import Snapshots

// The WWDC20 Emoji Explorer, ported by deleting prefixes: `UICollectionViewDiffableDataSource`
// became `DiffableDataSource`, `NSDiffableDataSourceSnapshot` `Snapshot`,
// `NSDiffableDataSourceSectionSnapshot` `SectionSnapshot`. Cell registrations and layout have
// no counterpart here; the renderer records what a collection view would show.

struct Emoji: Hashable {
  enum Category: CaseIterable, CustomStringConvertible {
    case recents, smileys, nature, food

    var description: String {
      switch self {
      case .recents: "Recents"
      case .smileys: "Smileys"
      case .nature: "Nature"
      case .food: "Food"
      }
    }

    var emojis: [Emoji] {
      switch self {
      case .recents: [Emoji("🎉", "party"), Emoji("🚀", "rocket")]
      case .smileys: [Emoji("😀", "grinning"), Emoji("😂", "joy"), Emoji("🥲", "smile tear")]
      case .nature: [Emoji("🐶", "dog"), Emoji("🌲", "tree")]
      case .food: [Emoji("🍎", "apple"), Emoji("🍐", "pear")]
      }
    }
  }

  let text: String
  let title: String
  init(_ text: String, _ title: String) {
    self.text = text
    self.title = title
  }
}

final class EmojiExplorerViewController {
  enum Section: Int, Hashable, CaseIterable {
    case recent, top, suggested, outline
  }

  struct Item: Hashable {
    let title: String?
    let emoji: Emoji?
    let hasChildren: Bool

    init(emoji: Emoji) {
      self.emoji = emoji
      title = nil
      hasChildren = false
    }

    init(title: String, hasChildren: Bool = false) {
      self.title = title
      emoji = nil
      self.hasChildren = hasChildren
    }
  }

  var dataSource: DiffableDataSource<Section, Item>!
  /// Categories whose emojis were loaded, in the order they were asked for.
  private(set) var loads: [String] = []
  /// What the collection view shows, one line per cell.
  private(set) var cells: [String] = []

  func viewDidLoad() {
    configureDataSource()
    applyInitialSnapshots()
  }

  func configureDataSource() {
    dataSource = DiffableDataSource<Section, Item>()
    dataSource.onUpdate = { [unowned self] update in
      self.cells = update.snapshot.itemIdentifiers.map { item in
        item.emoji.map { "\($0.text) \($0.title)" } ?? (item.title ?? "")
      }
    }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { [unowned self] parent, _ in
      // Children are loaded when the category first expands.
      var children = SectionSnapshot<Item>()
      guard let title = parent.title,
        let category = Emoji.Category.allCases.first(where: { $0.description == title })
      else { return children }
      self.loads.append(title)
      children.append([parent])
      children.append(category.emojis.map { Item(emoji: $0) }, to: parent)
      return children.snapshot(of: parent, includingParent: false)
    }
    // Smileys stays open once opened: its parent refuses to collapse.
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in item.title != "Smileys" }
  }

  func applyInitialSnapshots() {
    var snapshot = Snapshot<Section, Item>()
    snapshot.appendSections(Section.allCases)
    dataSource.apply(snapshot, animatingDifferences: false)

    var recentsSnapshot = SectionSnapshot<Item>()
    recentsSnapshot.append(Emoji.Category.recents.emojis.map { Item(emoji: $0) })
    dataSource.apply(recentsSnapshot, to: .recent, animatingDifferences: false)

    var topSnapshot = SectionSnapshot<Item>()
    topSnapshot.append([Item(emoji: Emoji("👍", "thumbs up"))])
    dataSource.apply(topSnapshot, to: .top, animatingDifferences: false)

    var suggestedSnapshot = Snapshot<Section, Item>()
    suggestedSnapshot = dataSource.snapshot()
    suggestedSnapshot.appendItems([Item(title: "Try 🌮")], toSection: .suggested)
    dataSource.apply(suggestedSnapshot, animatingDifferences: false)

    var outlineSnapshot = SectionSnapshot<Item>()
    for category in Emoji.Category.allCases where category != .recents {
      outlineSnapshot.append([Item(title: String(describing: category), hasChildren: true)])
    }
    dataSource.apply(outlineSnapshot, to: .outline, animatingDifferences: false)
  }

  /// A tap on a category's disclosure control.
  func toggle(_ title: String) -> InteractionOutcome {
    let item = Item(title: title, hasChildren: true)
    return dataSource.snapshot(for: .outline).isExpanded(item)
      ? dataSource.collapseItem(item) : dataSource.expandItem(item)
  }
}
