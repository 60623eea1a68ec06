/// Where a chunk is: its section's position and its index among the section's chunks. A
/// section that changes position rewrites its chunks' homes, so that a lookup goes from a
/// chunk to its section in one read.
@usableFromInline
internal struct ChunkHome {
  @usableFromInline internal var section: UInt32
  @usableFromInline internal var index: UInt32

  @inlinable
  internal init(section: Int, index: Int) {
    self.section = UInt32(truncatingIfNeeded: section)
    self.index = UInt32(truncatingIfNeeded: index)
  }

  /// The home of a chunk identifier no chunk holds.
  @inlinable
  internal static var free: ChunkHome { ChunkHome(section: Int(UInt32.max), index: 0) }

  /// Whether no chunk holds this home's identifier.
  @inlinable
  internal var isFree: Bool { section == UInt32.max }
}
