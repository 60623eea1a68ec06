import Snapshots
import UIKit

// An Emoji Explorer in a collection view, in the shape of the WWDC20 sample: a grid of recent
// emoji, an outline of categories whose emoji are their children, and a list of every emoji.
// Changed from the UIKit version:
// - `UICollectionViewDiffableDataSource` is `CollectionViewDiffableDataSource`,
//   `NSDiffableDataSourceSnapshot` is `Snapshot` and `NSDiffableDataSourceSectionSnapshot` is
//   `SectionSnapshot`: this package's types, which drop Apple's prefixes (and
//   `import Snapshots` joins `import UIKit`).
// - The category cell's `.outlineDisclosure` accessory has an `actionHandler` that calls the
//   data source's `expandItem(_:)` or `collapseItem(_:)`. UIKit's own data source expands or
//   collapses a parent when its disclosure is tapped, with no handler; this package's data
//   source cannot see the tap, so the handler forwards it, and `sectionSnapshotHandlers` run
//   from there as they do in UIKit.
// - The view controller subclasses nothing, so its `viewDidLoad()` overrides nothing, and the
//   layout is a `UICollectionViewFlowLayout`: the UIKit emulator these tests run against has no
//   `UIViewController` and no compositional layout or list configuration (a UIKit app lays the
//   grid and the lists out with `UICollectionViewCompositionalLayout`). The test plays UIKit's
//   part: it calls `viewDidLoad()`, then puts `view` in a window.

/// An emoji and its name.
struct Emoji: Hashable {
  enum Category: CaseIterable {
    case faces, animals, food

    var title: String {
      switch self {
      case .faces: "Faces"
      case .animals: "Animals"
      case .food: "Food"
      }
    }

    var emoji: [Emoji] {
      switch self {
      case .faces: [Emoji("😄", "beaming"), Emoji("😴", "sleepy"), Emoji("🤔", "thinking")]
      case .animals: [Emoji("🦊", "fox"), Emoji("🐢", "turtle")]
      case .food: [Emoji("🥐", "croissant"), Emoji("🍋", "lemon")]
      }
    }
  }

  let text: String
  let name: String

  init(_ text: String, _ name: String) {
    self.text = text
    self.name = name
  }

  static var all: [Emoji] { Category.allCases.flatMap(\.emoji) }
}

@MainActor
final class EmojiExplorerViewController {
  enum Section: CaseIterable {
    case recents, outline, list
  }

  /// An item of the screen. An emoji shows in several sections, and an identifier must be
  /// unique across them, so each section has its own case.
  enum Item: Hashable {
    case recent(Emoji)
    case category(Emoji.Category)
    case categorized(Emoji)
    case listed(Emoji)
  }

  let view = UIView(frame: .zero)
  var collectionView: UICollectionView!
  var dataSource: CollectionViewDiffableDataSource<Section, Item>!
  /// The categories a person has opened, kept by the section snapshot handlers (an app would
  /// save them to restore the outline).
  private(set) var expandedCategories: Set<Emoji.Category> = []
  private(set) var recentEmoji = [Emoji("🦊", "fox"), Emoji("😴", "sleepy"), Emoji("🍋", "lemon")]

  func viewDidLoad() {
    configureHierarchy()
    configureDataSource()
    applyInitialSnapshots()
  }

  private func configureHierarchy() {
    collectionView = UICollectionView(
      frame: view.frame, collectionViewLayout: UICollectionViewFlowLayout())
    view.addSubview(collectionView)
  }

  // MARK: Cells

  private typealias GridCellRegistration = UICollectionView.CellRegistration<
    UICollectionViewCell, Emoji
  >
  private typealias CategoryCellRegistration = UICollectionView.CellRegistration<
    UICollectionViewListCell, Emoji.Category
  >
  private typealias EmojiCellRegistration = UICollectionView.CellRegistration<
    UICollectionViewListCell, Emoji
  >

  private func makeGridCellRegistration() -> GridCellRegistration {
    UICollectionView.CellRegistration { cell, _, emoji in
      var content = UIListContentConfiguration.cell()
      content.text = emoji.text
      cell.contentConfiguration = content
    }
  }

  private func makeCategoryCellRegistration() -> CategoryCellRegistration {
    UICollectionView.CellRegistration { [weak self] cell, _, category in
      var content = cell.defaultContentConfiguration()
      content.text = category.title
      cell.contentConfiguration = content
      let disclosure = UICellAccessory.OutlineDisclosureOptions(style: .header)
      cell.accessories = [
        .outlineDisclosure(options: disclosure) { self?.toggle(.category(category)) }
      ]
    }
  }

  /// An emoji's list cell: in the outline its text over its name and no accessory; in the
  /// list its name over its text and a disclosure indicator.
  private func makeEmojiCellRegistration(listed: Bool) -> EmojiCellRegistration {
    UICollectionView.CellRegistration { cell, _, emoji in
      var content = cell.defaultContentConfiguration()
      content.text = listed ? emoji.name : emoji.text
      content.secondaryText = listed ? emoji.text : emoji.name
      cell.contentConfiguration = content
      cell.accessories = listed ? [.disclosureIndicator()] : []
    }
  }

  /// What a tap on a category's disclosure does in UIKit, forwarded to the data source.
  private func toggle(_ item: Item) {
    if dataSource.snapshot(for: .outline).isExpanded(item) {
      dataSource.collapseItem(item)
    } else {
      dataSource.expandItem(item)
    }
  }

  // MARK: Data source

  private func configureDataSource() {
    let gridCell = makeGridCellRegistration()
    let categoryCell = makeCategoryCellRegistration()
    let outlineCell = makeEmojiCellRegistration(listed: false)
    let listCell = makeEmojiCellRegistration(listed: true)
    dataSource = CollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      switch item {
      case .recent(let emoji):
        return collectionView.dequeueConfiguredReusableCell(
          using: gridCell, for: indexPath, item: emoji)
      case .category(let category):
        return collectionView.dequeueConfiguredReusableCell(
          using: categoryCell, for: indexPath, item: category)
      case .categorized(let emoji), .listed(let emoji):
        return collectionView.dequeueConfiguredReusableCell(
          using: item == .listed(emoji) ? listCell : outlineCell, for: indexPath, item: emoji)
      }
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in
      if case .category(let category) = item { self?.expandedCategories.insert(category) }
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in
      if case .category(let category) = item { self?.expandedCategories.remove(category) }
    }
  }

  private func applyInitialSnapshots() {
    var snapshot = Snapshot<Section, Item>()
    snapshot.appendSections(Section.allCases)
    dataSource.apply(snapshot, animatingDifferences: false)

    var recentsSnapshot = SectionSnapshot<Item>()
    recentsSnapshot.append(recentEmoji.map(Item.recent))
    dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)

    var outlineSnapshot = SectionSnapshot<Item>()
    for category in Emoji.Category.allCases {
      let parent = Item.category(category)
      outlineSnapshot.append([parent])
      outlineSnapshot.append(category.emoji.map(Item.categorized), to: parent)
    }
    dataSource.apply(outlineSnapshot, to: .outline, animatingDifferences: false)

    var listSnapshot = SectionSnapshot<Item>()
    listSnapshot.append(Emoji.all.map(Item.listed))
    dataSource.apply(listSnapshot, to: .list, animatingDifferences: false)
  }

  /// Puts an emoji a person used first among the recents, keeping four at most.
  func use(_ emoji: Emoji) {
    recentEmoji.removeAll { $0 == emoji }
    recentEmoji.insert(emoji, at: 0)
    recentEmoji = Array(recentEmoji.prefix(4))
    var recentsSnapshot = SectionSnapshot<Item>()
    recentsSnapshot.append(recentEmoji.map(Item.recent))
    dataSource.apply(recentsSnapshot, to: .recents)
  }
}
