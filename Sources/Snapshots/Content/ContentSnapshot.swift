/// A list's sections and items with their content: what the list shows now, stated once.
///
/// A ``Snapshot`` holds identifiers only, as Apple's does, so a model whose identifier stays
/// while its content changes needs a `reconfigureItems` written by hand. A content snapshot
/// holds the models themselves. Each model's identity and its content are told apart by a
/// ``ContentIdentity``: `Identifiable` and `Equatable` by default, or any closures, so that
/// models need no protocol from this package. From it come:
///
/// - ``snapshot``, the identifier snapshot, which every API of the package takes;
/// - ``changes(since:)``, the items and sections whose content changed since another state;
/// - ``item(for:)`` and ``section(for:)``, the content of the state, for the cells that show it.
///
/// ```swift
/// var content = ContentSnapshot<Folder.ID, Message.ID, Folder, Message>()
/// content.appendSections([inbox])
/// content.appendItems(messages, toSection: inbox.id)
/// dataSource.apply(content)        // a changed message reconfigures its cell, nothing else
/// ```
///
/// Its mutations are ``Snapshot``'s, taking models, and trap where a snapshot's would. An item
/// that is already present is moved, as in a snapshot, but only when it comes with the same
/// content: two models with one identifier and different content are a caller error, and
/// ``init(validating:sections:items:)`` reports them for data you do not control.
///
/// A content snapshot is a value with copy-on-write storage. A copy that is then mutated
/// remembers which models it set, so that comparing it with the value it was copied from (an
/// apply of the state an app keeps and edits) costs the models changed, not all of them; one
/// built afresh for every change is compared model by model.
public struct ContentSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable, Section, Item
> {
  /// The identifier snapshot of the same state.
  public typealias SnapshotType = Snapshot<SectionIdentifierType, ItemIdentifierType>

  /// How sections are identified and compared.
  public let sectionIdentity: ContentIdentity<Section, SectionIdentifierType>
  /// How items are identified and compared.
  public let itemIdentity: ContentIdentity<Item, ItemIdentifierType>

  @usableFromInline internal var _snapshot: SnapshotType
  @usableFromInline internal var _sections = ContentTable<SectionIdentifierType, Section>()
  @usableFromInline internal var _items = ContentTable<ItemIdentifierType, Item>()
  @usableFromInline internal var _token = ContentToken()
  @usableFromInline internal var _record: ContentRecord<SectionIdentifierType, ItemIdentifierType>?

  /// Creates an empty content snapshot whose models are identified and compared as given.
  ///
  /// ```swift
  /// ContentSnapshot(sections: .identifierOnly, items: .identifiable)   // sections are ids
  /// ```
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(
    sections: ContentIdentity<Section, SectionIdentifierType>,
    items: ContentIdentity<Item, ItemIdentifierType>
  ) {
    sectionIdentity = sections
    itemIdentity = items
    _snapshot = SnapshotType()
  }

  /// The identifier snapshot of this state, with a reload or reconfigure mark on nothing.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var snapshot: SnapshotType { _snapshot }

  /// The content of an item, or `nil` when the item is not in the snapshot.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  @inlinable
  public func item(for identifier: ItemIdentifierType) -> Item? { _items[identifier] }

  /// The content of a section, or `nil` when the section is not in the snapshot.
  ///
  /// - Complexity: Expected O(1), if section identifiers hash well.
  @inlinable
  public func section(for identifier: SectionIdentifierType) -> Section? {
    _sections[identifier]
  }

  /// The sections' content, in order.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  @inlinable
  public var sections: [Section] { _snapshot.sectionIdentifiers.compactMap { _sections[$0] } }

  /// The content of a section's items, in order. Traps if the section is not in the snapshot.
  ///
  /// - Complexity: O(*m*) for *m* items in the section.
  @inlinable
  public func items(inSection identifier: SectionIdentifierType) -> [Item] {
    _snapshot.itemIdentifiers(inSection: identifier).compactMap { _items[$0] }
  }
}

extension ContentSnapshot
where
  Section: Identifiable & Equatable, Section.ID == SectionIdentifierType,
  Item: Identifiable & Equatable, Item.ID == ItemIdentifierType
{
  /// Creates an empty content snapshot of `Identifiable` and `Equatable` models: identified by
  /// `id`, compared with `==`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() { self.init(sections: .identifiable, items: .identifiable) }
}

extension ContentSnapshot
where
  Section == SectionIdentifierType, Item: Identifiable & Equatable,
  Item.ID == ItemIdentifierType
{
  /// Creates an empty content snapshot whose sections are plain identifiers (an enum, a
  /// string) and whose items are `Identifiable` and `Equatable`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() { self.init(sections: .identifierOnly, items: .identifiable) }
}

extension ContentSnapshot: CustomStringConvertible {
  /// The counts, for logs: `ContentSnapshot(sections: 2, items: 40)`.
  ///
  /// - Complexity: O(1).
  public var description: String {
    "ContentSnapshot(sections: \(_snapshot.numberOfSections), items: \(_snapshot.numberOfItems))"
  }
}
