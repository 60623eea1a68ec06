/// What a copy of a ``ContentSnapshot`` changed since it was copied: the identifiers whose
/// content it set, so that an apply compares those alone rather than every model.
///
/// It starts when a copy is first mutated, over the token of the value it was copied from
/// (held weakly, as ``SnapshotRecord`` holds its base), and is dropped past an eighth of the
/// models, where comparing everything costs about as much.
@usableFromInline
internal struct ContentRecord<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  @usableFromInline internal weak var base: ContentToken?
  /// Items whose content was set since the base, with repeats.
  @usableFromInline internal var items: [ItemIdentifierType] = []
  /// Sections whose content was set since the base, with repeats.
  @usableFromInline internal var sections: [SectionIdentifierType] = []
  @usableFromInline internal let capacity: Int

  @inlinable
  internal init(base: ContentToken, models: Int) {
    self.base = base
    capacity = 64 + models / 8
  }

  /// Whether the record leads from the value that holds `token`.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func starts(at token: ContentToken) -> Bool { base === token }

  @inlinable
  internal var isFull: Bool { items.count + sections.count > capacity }
}

/// The identity of one ``ContentSnapshot`` value and its unchanged copies: a mutation of a
/// shared token gives the mutated copy a new one.
@usableFromInline
internal final class ContentToken {
  @inlinable
  internal init() {}
}
