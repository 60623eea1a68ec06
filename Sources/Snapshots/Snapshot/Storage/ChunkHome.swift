/// Where a chunk is: its section's slot and its index among the section's chunks.
@usableFromInline
internal struct ChunkHome {
  @usableFromInline internal var slot: UInt32
  @usableFromInline internal var index: UInt32

  @inlinable
  internal init(slot: Int, index: Int) {
    self.slot = UInt32(truncatingIfNeeded: slot)
    self.index = UInt32(truncatingIfNeeded: index)
  }

  /// The home of a chunk identifier no chunk holds.
  @inlinable
  internal static var free: ChunkHome { ChunkHome(slot: Int(UInt32.max), index: 0) }
}
