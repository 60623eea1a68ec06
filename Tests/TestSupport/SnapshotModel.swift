import Snapshots

/// A plain reference model of `Snapshot`: an array of sections with arrays of items, plus the
/// three mark lists, with every mutation written the obvious (slow) way from `Snapshot`'s documentation.
///
/// Tests drive a `Snapshot` and a model with the same operations and compare every query after
/// each step. The model only accepts calls the API accepts without trapping; traps have their
/// own exit tests.
public struct SnapshotModel: Equatable, Sendable {
  public typealias Section = Int
  public typealias Item = Int

  /// One section of the model.
  public struct ModelSection: Equatable, Sendable {
    /// The section identifier.
    public var identifier: Section
    /// The items, in order.
    public var items: [Item]

    /// Creates a section.
    public init(_ identifier: Section, _ items: [Item] = []) {
      self.identifier = identifier
      self.items = items
    }
  }

  /// The sections in order, each with its items in order.
  public var sections: [ModelSection]
  /// Reload marks on sections, in call order without repeats.
  public var reloadedSections: [Section] = []
  /// Reconfigure marks on sections, in call order without repeats.
  public var reconfiguredSections: [Section] = []
  /// Reload marks on items, in call order without repeats.
  public var reloadedItems: [Item] = []
  /// Reconfigure marks on items, in call order without repeats.
  public var reconfiguredItems: [Item] = []

  /// Creates a model with the given sections and no marks.
  ///
  /// - Complexity: O(1).
  public init(_ sections: [ModelSection] = []) {
    self.sections = sections
  }

  // MARK: Queries

  /// The section identifiers in order.
  public var sectionIdentifiers: [Section] { sections.map { $0.identifier } }
  /// All items, flattened in section order.
  public var itemIdentifiers: [Item] { sections.flatMap { $0.items } }

  /// The position of a section, or `nil`.
  public func indexOfSection(_ section: Section) -> Int? {
    sections.firstIndex { $0.identifier == section }
  }

  /// The section position and offset of an item, or `nil`.
  public func location(of item: Item) -> (section: Int, offset: Int)? {
    for (position, section) in sections.enumerated() {
      if let offset = section.items.firstIndex(of: item) { return (position, offset) }
    }
    return nil
  }

  /// The items of a present section.
  public func items(inSection section: Section) -> [Item] {
    sections[indexOfSection(section)!].items
  }

  // MARK: Items

  /// Appends (moving present items) to a section, or the last one for `nil`.
  public mutating func appendItems(_ items: [Item], toSection section: Section?) {
    if items.isEmpty { return }
    removeItems(items)
    let position = section.map { indexOfSection($0)! } ?? sections.count - 1
    sections[position].items += items
  }

  /// Inserts (moving present items) next to a present item that is not among `items`.
  public mutating func insertItems(_ items: [Item], nextTo destination: Item, after: Bool) {
    if items.isEmpty { return }
    removeItems(items)
    let (position, offset) = location(of: destination)!
    sections[position].items.insert(contentsOf: items, at: after ? offset + 1 : offset)
  }

  /// Deletes the present items among `items`.
  public mutating func deleteItems(_ items: [Item]) { removeItems(items) }

  /// Deletes every section and item; marks stay, as they do for other deletes.
  public mutating func deleteAllItems() { sections = [] }

  /// Moves a present item next to another present item.
  public mutating func moveItem(_ item: Item, nextTo destination: Item, after: Bool) {
    insertItems([item], nextTo: destination, after: after)
  }

  mutating func removeItems(_ items: [Item]) {
    let removed = Set(items)
    for position in sections.indices { sections[position].items.removeAll(where: removed.contains) }
  }

  // MARK: Sections

  /// Appends new sections.
  public mutating func appendSections(_ identifiers: [Section]) {
    sections += identifiers.map { ModelSection($0) }
  }

  /// Inserts new sections next to a present one.
  public mutating func insertSections(
    _ identifiers: [Section], nextTo destination: Section, after: Bool
  ) {
    if identifiers.isEmpty { return }
    let position = indexOfSection(destination)!
    sections.insert(
      contentsOf: identifiers.map { ModelSection($0) }, at: after ? position + 1 : position)
  }

  /// Deletes the present sections among `identifiers`, with their items.
  public mutating func deleteSections(_ identifiers: [Section]) {
    let removed = Set(identifiers)
    sections.removeAll { removed.contains($0.identifier) }
  }

  /// Moves a present section next to another present section.
  public mutating func moveSection(_ section: Section, nextTo destination: Section, after: Bool) {
    let moving = sections.remove(at: indexOfSection(section)!)
    let position = indexOfSection(destination)!
    sections.insert(moving, at: after ? position + 1 : position)
  }

  // MARK: Marks

  /// Adds reload marks on present items.
  public mutating func reloadItems(_ items: [Item]) { Self.union(&reloadedItems, items) }
  /// Adds reconfigure marks on present items.
  public mutating func reconfigureItems(_ items: [Item]) { Self.union(&reconfiguredItems, items) }
  /// Adds reload marks on present sections.
  public mutating func reloadSections(_ identifiers: [Section]) {
    Self.union(&reloadedSections, identifiers)
  }
  /// Adds reconfigure marks on present sections.
  public mutating func reconfigureSections(_ identifiers: [Section]) {
    Self.union(&reconfiguredSections, identifiers)
  }

  static func union(_ marks: inout [Int], _ added: [Int]) {
    for element in added where !marks.contains(element) { marks.append(element) }
  }
}

extension SnapshotModel {
  /// The sections and items of this model as a snapshot without marks, built with the public
  /// API by bulk appends.
  ///
  /// - Complexity: O(*n* + *s*).
  public var structuralSnapshot: Snapshot<Section, Item> {
    var snapshot = Snapshot<Section, Item>()
    snapshot.appendSections(sectionIdentifiers)
    for section in sections { snapshot.appendItems(section.items, toSection: section.identifier) }
    return snapshot
  }

  /// Every way `snapshot`'s answers differ from this model's, as sentences; `probes` are
  /// extra item and section identifiers to look up (absent ones, say).
  ///
  /// - Complexity: O(*n* + *s*²) expected; for tests only.
  public func differences(
    from snapshot: Snapshot<Section, Item>, probingItems items: [Item] = [],
    probingSections probes: [Section] = []
  ) -> [String] {
    var found: [String] = []
    func check<T: Equatable>(_ name: @autoclosure () -> String, _ actual: T, _ expected: T) {
      if actual != expected { found.append("\(name()): \(actual), expected \(expected)") }
    }
    check("numberOfSections", snapshot.numberOfSections, sections.count)
    check("numberOfItems", snapshot.numberOfItems, itemIdentifiers.count)
    check("sectionIdentifiers", snapshot.sectionIdentifiers, sectionIdentifiers)
    check("itemIdentifiers", snapshot.itemIdentifiers, itemIdentifiers)
    check("reloadedSectionIdentifiers", snapshot.reloadedSectionIdentifiers, reloadedSections)
    check(
      "reconfiguredSectionIdentifiers", snapshot.reconfiguredSectionIdentifiers,
      reconfiguredSections)
    check("reloadedItemIdentifiers", snapshot.reloadedItemIdentifiers, reloadedItems)
    check("reconfiguredItemIdentifiers", snapshot.reconfiguredItemIdentifiers, reconfiguredItems)
    guard found.isEmpty else { return found }

    var sectionOfItem: [Item: Section] = [:]
    for (position, section) in sections.enumerated() {
      check(
        "indexOfSection(\(section.identifier))", snapshot.indexOfSection(section.identifier),
        position)
      check(
        "numberOfItems(inSection: \(section.identifier))",
        snapshot.numberOfItems(inSection: section.identifier), section.items.count)
      check(
        "itemIdentifiers(inSection: \(section.identifier))",
        snapshot.itemIdentifiers(inSection: section.identifier), section.items)
      for item in section.items { sectionOfItem[item] = section.identifier }
    }
    for (index, item) in itemIdentifiers.enumerated() {
      check("indexOfItem(\(item))", snapshot.indexOfItem(item), index)
      check(
        "sectionIdentifier(containingItem: \(item))",
        snapshot.sectionIdentifier(containingItem: item),
        sectionOfItem[item])
    }
    for item in items where sectionOfItem[item] == nil {
      check("indexOfItem(\(item)) of an absent item", snapshot.indexOfItem(item), nil)
      check(
        "sectionIdentifier(containingItem: \(item)) of an absent item",
        snapshot.sectionIdentifier(containingItem: item), nil)
    }
    for section in probes where indexOfSection(section) == nil {
      check(
        "indexOfSection(\(section)) of an absent section", snapshot.indexOfSection(section), nil)
    }
    return found
  }
}
