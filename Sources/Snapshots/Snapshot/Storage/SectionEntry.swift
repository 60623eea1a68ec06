/// One section: its identifier, its storage slot and its items in order.
@usableFromInline
internal struct SectionEntry<SectionIdentifierType, ItemIdentifierType: Hashable> {
  @usableFromInline internal var identifier: SectionIdentifierType
  @usableFromInline internal var slot: Int
  @usableFromInline internal var items: SectionItems<ItemIdentifierType>

  @inlinable
  internal init(identifier: SectionIdentifierType, slot: Int) {
    self.identifier = identifier
    self.slot = slot
    self.items = SectionItems()
  }
}
