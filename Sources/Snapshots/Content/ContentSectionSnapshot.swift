/// An outline's items with their content: what a ``SectionSnapshot`` holds, plus the models.
///
/// It is to ``SectionSnapshot`` what ``ContentSnapshot`` is to ``Snapshot``: each model's
/// identity and content are told apart by a ``ContentIdentity``, so that models need no
/// protocol from this package. From it come:
///
/// - ``snapshot``, the identifier section snapshot, with its expansion;
/// - ``changes(since:)``, the items whose content changed since another state;
/// - ``item(for:)``, the content of the state, for the cells that show it.
///
/// ```swift
/// var outline = ContentSectionSnapshot<Folder.ID, Folder>()
/// outline.append([inbox, archive])
/// outline.append([receipts], to: archive.id)
/// dataSource.apply(outline, to: .mail)   // a renamed folder reconfigures its cell, nothing else
/// ```
///
/// Its mutations are ``SectionSnapshot``'s, taking models, and trap where a section snapshot's
/// would: an item that is already present, whatever its content, is a repeat. Use
/// ``init(validatingRoots:children:items:)`` for data you do not control.
///
/// A content section snapshot is a value with copy-on-write storage. A copy that is then
/// mutated remembers which models it set, so that comparing it with the value it was copied
/// from costs the models changed, not all of them.
public struct ContentSectionSnapshot<ItemIdentifierType: Hashable, Item> {
  /// The identifier section snapshot of the same state.
  public typealias SnapshotType = SectionSnapshot<ItemIdentifierType>

  /// How items are identified and compared.
  public let itemIdentity: ContentIdentity<Item, ItemIdentifierType>

  @usableFromInline internal var _outline = SnapshotType()
  @usableFromInline internal var _items = ContentTable<ItemIdentifierType, Item>()
  @usableFromInline internal var _token = ContentToken()
  /// The items set since a base; an outline has no sections, so it records none.
  @usableFromInline internal var _record: ContentRecord<Never, ItemIdentifierType>?

  /// Creates an empty content section snapshot whose models are identified and compared as
  /// given.
  ///
  /// ```swift
  /// ContentSectionSnapshot(items: ContentIdentity(identifier: \File.path, revision: \.modified))
  /// ```
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(items: ContentIdentity<Item, ItemIdentifierType>) {
    itemIdentity = items
  }

  /// The identifier section snapshot of this state, with its expansion.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var snapshot: SnapshotType { _outline }

  /// The content of an item, hidden or visible, or `nil` when the item is not in the outline.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  @inlinable
  public func item(for identifier: ItemIdentifierType) -> Item? { _items[identifier] }

  /// The content of every item, depth-first, hidden ones included.
  ///
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  public var items: [Item] { _outline.items.compactMap { _items[$0] } }

  /// The content of the visible items, depth-first.
  ///
  /// - Complexity: O(*v*) for *v* visible items.
  @inlinable
  public var visibleItems: [Item] { _outline.visibleItems.compactMap { _items[$0] } }

  /// The content of a parent's children, or of the roots when `parent` is `nil`. Traps if
  /// `parent` is absent.
  ///
  /// - Complexity: O(*c*) for *c* children.
  @inlinable
  public func children(of parent: ItemIdentifierType?) -> [Item] {
    _outline.children(of: parent).compactMap { _items[$0] }
  }
}

extension ContentSectionSnapshot
where Item: Identifiable & Equatable, Item.ID == ItemIdentifierType {
  /// Creates an empty content section snapshot of `Identifiable` and `Equatable` models:
  /// identified by `id`, compared with `==`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() { self.init(items: .identifiable) }
}

extension ContentSectionSnapshot: CustomStringConvertible {
  /// The counts, for logs: `ContentSectionSnapshot(items: 40, visible: 12)`.
  ///
  /// - Complexity: O(1).
  public var description: String {
    "ContentSectionSnapshot(items: \(_outline.count), visible: \(_outline.visibleCount))"
  }
}
