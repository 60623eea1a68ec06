/// A ``ContentSnapshot`` whose model types are hidden: what a data source and its renderer
/// hold of the content applied, so that a cell provider can read the model of the state being
/// shown.
///
/// ```swift
/// let message = update.content?.item(for: identifier, as: Message.self)
/// ```
///
/// It is `Sendable`, as the ``DataSourceUpdate`` that carries it is, although the models need
/// not be: it never changes what it holds, and hands out copies of the models. A model that is
/// a class with mutable state is the app's to guard.
public struct AnyContentSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  @unchecked Sendable
{
  /// The content snapshot itself: the ``ContentSnapshot`` applied or, when only outlines were
  /// applied with content, the one ``ContentSectionSnapshot`` applied, or a dictionary of them
  /// by section identifier when there are several.
  public let base: Any
  private let itemLookup: (ItemIdentifierType) -> Any?
  private let sectionLookup: (SectionIdentifierType) -> Any?

  /// Wraps `content`.
  ///
  /// - Complexity: O(1).
  public init<Section, Item>(
    _ content: ContentSnapshot<SectionIdentifierType, ItemIdentifierType, Section, Item>
  ) {
    base = content
    itemLookup = { content.item(for: $0) }
    sectionLookup = { content.section(for: $0) }
  }

  /// The content of an item, or `nil` when the item is not in the state or its model is not
  /// of type `Item`.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  public func item<Item>(
    for identifier: ItemIdentifierType, as type: Item.Type = Item.self
  )
    -> Item?
  {
    itemLookup(identifier) as? Item
  }

  /// The content of a section, or `nil` when the section is not in the state or its model is
  /// not of type `Section`.
  ///
  /// - Complexity: Expected O(1), if section identifiers hash well.
  public func section<Section>(
    for identifier: SectionIdentifierType, as type: Section.Type = Section.self
  ) -> Section? {
    sectionLookup(identifier) as? Section
  }

  /// Wraps a state whose content is looked up by the given closures.
  ///
  /// - Complexity: O(1).
  internal init(
    base: Any, itemLookup: @escaping (ItemIdentifierType) -> Any?,
    sectionLookup: @escaping (SectionIdentifierType) -> Any?
  ) {
    self.base = base
    self.itemLookup = itemLookup
    self.sectionLookup = sectionLookup
  }

  /// The model of an item, whatever its type.
  ///
  /// - Complexity: Expected O(1).
  internal func anyItem(for identifier: ItemIdentifierType) -> Any? { itemLookup(identifier) }

  /// The model of a section, whatever its type.
  ///
  /// - Complexity: Expected O(1).
  internal func anySection(for identifier: SectionIdentifierType) -> Any? {
    sectionLookup(identifier)
  }
}
