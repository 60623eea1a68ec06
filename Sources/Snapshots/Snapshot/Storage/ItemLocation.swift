/// Where an item lives: the identifier of its chunk and its birth in that chunk (see
/// ``ItemChunk``). Neither changes while the item stays in its chunk, whatever is inserted or
/// removed around it.
@usableFromInline
package struct ItemLocation: Equatable {
  @usableFromInline package var chunk: UInt32
  @usableFromInline package var birth: UInt16

  @inlinable
  package init(chunk: UInt32, birth: Int) {
    self.chunk = chunk
    self.birth = UInt16(truncatingIfNeeded: birth)
  }
}
