import Snapshots
import Testing
import UIKit

/// The Emoji Explorer of `EmojiExplorerViewController` in an emulated collection view with
/// real list cells: every test reads what the cells show, taps the disclosure accessories the
/// cells carry, and the emulator must raise nothing.
@MainActor
@Suite(.serialized)
struct PortEmojiExplorerTests {
  typealias Item = EmojiExplorerViewController.Item

  let controller = EmojiExplorerViewController()
  let window = UIWindow(frame: .zero)

  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
    // UIKit's part: the view loads, then goes on screen.
    controller.viewDidLoad()
    window.addSubview(controller.view)
  }

  var collectionView: UICollectionView { controller.collectionView }
  var dataSource: CollectionViewDiffableDataSource<EmojiExplorerViewController.Section, Item> {
    controller.dataSource
  }

  /// What a cell's content says: its text, then its secondary text if any.
  static func shown(_ cell: UICollectionViewCell) -> String {
    let content = cell.contentConfiguration as? UIListContentConfiguration
    return [content?.text, content?.secondaryText].compactMap { $0 }.joined(separator: " ")
  }

  /// What the cell of `item` should say.
  static func expectedText(of item: Item) -> String {
    switch item {
    case .recent(let emoji): emoji.text
    case .category(let category): category.title
    case .categorized(let emoji): "\(emoji.text) \(emoji.name)"
    case .listed(let emoji): "\(emoji.name) \(emoji.text)"
    }
  }

  /// The update calls logged since `count` lines, without the empty ones the data source
  /// makes (a `deleteItems([])` changes nothing).
  func changes(after count: Int) -> [String] {
    collectionView.emulatedLog.dropFirst(count).filter { !$0.hasSuffix("[]") }
  }

  /// What the visible cells of a section say, in order.
  func shownTexts(inSection section: Int) -> [String] {
    collectionView.emulatedVisibleCells.filter { $0.indexPath.section == section }
      .map { Self.shown($0.cell) }
  }

  /// Every visible cell shows the item the data source has at its index path, every item has
  /// a cell, and the emulator raised nothing. Once the animations have ended (`settled`), the
  /// view shows the newest snapshot.
  func expectCellsShowTheirItems(
    settled: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let snapshot = dataSource.snapshot()
    let counts = (0..<dataSource.numberOfSections(in: collectionView)).map {
      dataSource.collectionView(collectionView, numberOfItemsInSection: $0)
    }
    #expect(collectionView.emulatedRowCounts == counts, sourceLocation: sourceLocation)
    if settled {
      #expect(
        counts == snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) },
        sourceLocation: sourceLocation)
    }
    for (indexPath, cell) in collectionView.emulatedVisibleCells {
      let item = dataSource.itemIdentifier(for: indexPath)
      #expect(
        item.map(Self.expectedText) == Self.shown(cell), "at \(indexPath)",
        sourceLocation: sourceLocation)
    }
    #expect(
      collectionView.emulatedVisibleCells.count == counts.reduce(0, +),
      sourceLocation: sourceLocation)
    #expect(UIKitEmulator.raisedExceptions == [], sourceLocation: sourceLocation)
  }

  /// A person's tap on the disclosure of the category's visible cell.
  func tapDisclosure(
    of category: Emoji.Category, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let indexPath = try #require(
      dataSource.indexPath(for: .category(category)), sourceLocation: sourceLocation)
    let cell = try #require(
      collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell,
      sourceLocation: sourceLocation)
    #expect(Self.shown(cell) == category.title, sourceLocation: sourceLocation)
    let disclosure = try #require(
      cell.accessories.first { $0.emulatedKind == .outlineDisclosure },
      sourceLocation: sourceLocation)
    let action = try #require(disclosure.emulatedActionHandler, sourceLocation: sourceLocation)
    action()
  }

  @Test func initialLayoutShowsTheCellsOfEachSection() {
    #expect(collectionView.emulatedRowCounts == [3, 3, 7])
    #expect(shownTexts(inSection: 0) == ["🦊", "😴", "🍋"])
    #expect(shownTexts(inSection: 1) == ["Faces", "Animals", "Food"])
    #expect(
      shownTexts(inSection: 2) == [
        "beaming 😄", "sleepy 😴", "thinking 🤔", "fox 🦊", "turtle 🐢", "croissant 🥐",
        "lemon 🍋",
      ])
    let categoryCells = collectionView.emulatedVisibleCells.filter { $0.indexPath.section == 1 }
    for (_, cell) in categoryCells {
      let accessories = (cell as? UICollectionViewListCell)?.accessories ?? []
      #expect(accessories.map(\.emulatedKind) == [.outlineDisclosure])
    }
    #expect(controller.expandedCategories.isEmpty)
    expectCellsShowTheirItems()
  }

  @Test func tappingADisclosureShowsTheChildrenAndRunsTheHandlers() throws {
    let logged = collectionView.emulatedLog.count

    try tapDisclosure(of: .animals)

    #expect(controller.expandedCategories == [.animals])
    #expect(shownTexts(inSection: 1) == ["Faces", "Animals", "🦊 fox", "🐢 turtle", "Food"])
    #expect(changes(after: logged) == ["performBatchUpdates animated", "insertItems [1-2, 1-3]"])
    #expect(dataSource.snapshot(for: .outline).isExpanded(.category(.animals)))
    // As in UIKit, the list cells of a section snapshot are indented by their level.
    let levels = collectionView.emulatedVisibleCells.filter { $0.indexPath.section == 1 }.map {
      ($0.cell as? UICollectionViewListCell)?.indentationLevel
    }
    #expect(levels == [0, 0, 1, 1, 0])
    expectCellsShowTheirItems()
    collectionView.emulateAnimationsFinishing()
    expectCellsShowTheirItems()
  }

  @Test func tappingAgainCollapsesAndHidesTheChildren() throws {
    try tapDisclosure(of: .faces)
    collectionView.emulateAnimationsFinishing()
    #expect(shownTexts(inSection: 1).count == 6)
    let logged = collectionView.emulatedLog.count

    try tapDisclosure(of: .faces)

    #expect(controller.expandedCategories.isEmpty)
    #expect(shownTexts(inSection: 1) == ["Faces", "Animals", "Food"])
    #expect(
      changes(after: logged) == ["performBatchUpdates animated", "deleteItems [1-1, 1-2, 1-3]"])
    #expect(!dataSource.snapshot(for: .outline).isExpanded(.category(.faces)))
    expectCellsShowTheirItems()
  }

  /// Taps quicker than the animations: each is shown at once, as UIKit shows it, while the
  /// batch before it still animates.
  @Test func tapsDuringAnAnimationAreShownAtOnce() throws {
    try tapDisclosure(of: .food)
    try tapDisclosure(of: .faces)
    #expect(controller.expandedCategories == [.food, .faces])
    #expect(collectionView.emulatedAnimatingBatches == 2)
    #expect(
      shownTexts(inSection: 1) == [
        "Faces", "😄 beaming", "😴 sleepy", "🤔 thinking", "Animals", "Food", "🥐 croissant",
        "🍋 lemon",
      ])
    collectionView.emulateAnimationsFinishing()
    #expect(collectionView.emulatedAnimatingBatches == 0)
    expectCellsShowTheirItems()
  }

  @Test func sectionSnapshotReturnsTheOutline() throws {
    let collapsed = dataSource.snapshot(for: .outline)
    #expect(collapsed.rootItems == Emoji.Category.allCases.map(Item.category))
    #expect(
      collapsed.children(of: .category(.food)) == Emoji.Category.food.emoji.map(Item.categorized))
    let turtle = Item.categorized(Emoji("🐢", "turtle"))
    try #require(collapsed.contains(turtle))
    #expect(collapsed.level(of: turtle) == 1)
    #expect(collapsed.parent(of: turtle) == .category(.animals))
    #expect(collapsed.count == 3 + 7)
    #expect(collapsed.visibleItems == Emoji.Category.allCases.map(Item.category))

    try tapDisclosure(of: .animals)

    let expanded = dataSource.snapshot(for: .outline)
    #expect(expanded.expandedItems == [.category(.animals)])
    #expect(
      expanded.visibleItems == [
        .category(.faces), .category(.animals), .categorized(Emoji("🦊", "fox")),
        .categorized(Emoji("🐢", "turtle")), .category(.food),
      ])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: .outline) == expanded.visibleItems)
    expectCellsShowTheirItems()
  }

  @Test func usingAnEmojiMovesItToTheFrontOfTheRecents() {
    controller.use(Emoji("🐢", "turtle"))
    #expect(shownTexts(inSection: 0) == ["🐢", "🦊", "😴", "🍋"])
    collectionView.emulateAnimationsFinishing()

    controller.use(Emoji("🍋", "lemon"))
    #expect(shownTexts(inSection: 0) == ["🍋", "🐢", "🦊", "😴"])
    collectionView.emulateAnimationsFinishing()
    #expect(collectionView.emulatedModelResyncCount == 0)
    expectCellsShowTheirItems()
  }
}
