/// One section: its identifier and its items in order.
@usableFromInline
internal struct SectionEntry<SectionIdentifierType, ItemIdentifierType: Hashable> {
  @usableFromInline internal var identifier: SectionIdentifierType
  @usableFromInline internal var items: SectionItems<ItemIdentifierType>

  @inlinable
  internal init(identifier: SectionIdentifierType) {
    self.identifier = identifier
    self.items = SectionItems()
  }
}
