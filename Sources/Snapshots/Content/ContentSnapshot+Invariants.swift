extension ContentSnapshot {
  /// Checks, where invariant checks are compiled in, that content is held for exactly the
  /// sections and items of the snapshot.
  ///
  /// - Complexity: O(*n* + *s*) where enabled, else O(1).
  @inlinable
  internal func _checkContent() { checkInvariantsIfEnabled(_verifyContent) }

  @inline(never)
  @usableFromInline
  internal func _verifyContent() {
    precondition(_sections.count == _snapshot.numberOfSections, "content: section count")
    precondition(_items.count == _snapshot.numberOfItems, "content: item count")
    for section in _snapshot.sectionIdentifiers {
      precondition(_sections[section] != nil, "content: section \(section) has none")
    }
    for item in _snapshot.itemIdentifiers {
      precondition(_items[item] != nil, "content: item \(item) has none")
    }
  }
}
