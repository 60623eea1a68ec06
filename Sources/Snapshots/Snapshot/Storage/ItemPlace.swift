/// Where an item is in a snapshot: its section's position and its offset there, with the
/// identifier the snapshot stores for it.
@usableFromInline
internal struct ItemPlace<ItemIdentifierType> {
  @usableFromInline internal var section: Int
  @usableFromInline internal var offset: Int
  @usableFromInline internal var stored: ItemIdentifierType

  @inlinable
  internal init(section: Int, offset: Int, stored: ItemIdentifierType) {
    self.section = section
    self.offset = offset
    self.stored = stored
  }
}
