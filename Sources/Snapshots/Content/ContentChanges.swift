/// The sections and items whose content changed between two states, among those in both.
public struct ContentChanges<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// Sections in both states whose own content changed, in the newer state's order.
  public var sections: [SectionIdentifierType]
  /// Items in both states whose content changed, in the newer state's order.
  public var items: [ItemIdentifierType]

  /// Creates a list of changes.
  ///
  /// - Complexity: O(1).
  public init(sections: [SectionIdentifierType] = [], items: [ItemIdentifierType] = []) {
    self.sections = sections
    self.items = items
  }

  /// Whether no content changed.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { sections.isEmpty && items.isEmpty }
}

extension ContentChanges: Equatable {}
extension ContentChanges: Hashable {}
extension ContentChanges: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
