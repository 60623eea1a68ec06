extension ContentSectionSnapshot {
  /// The items in both states, hidden or visible, whose content changed since `old`, by this
  /// value's ``itemIdentity``, in this outline's depth-first order.
  ///
  /// Applying this value after `old` refreshes those of them that are shown: see
  /// ``DiffableDataSource/apply(_:to:animatingDifferences:refreshingChangedItemsBy:completion:)``.
  ///
  /// - Complexity: O(1) when this value is `old` or a copy of it only expanded or collapsed;
  ///   expected O(*k* log *k*) for a copy of `old` that then set *k* models, plus O(*n*) for
  ///   *n* items when its structure changed since its depth-first order was last read;
  ///   otherwise expected O(*n*): one hash and one comparison each.
  @inlinable
  public func changes(since old: Self) -> [ItemIdentifierType] {
    if _token === old._token { return [] }
    var items: [ItemIdentifierType] = []
    let equals = itemIdentity.contentEquals
    if let record = _record, record.starts(at: old._token) {
      var seen = Set<ItemIdentifierType>()
      for item in record.items where seen.insert(item).inserted {
        if let new = _items[item], let before = old._items[item], !equals(before, new) {
          items.append(item)
        }
      }
    } else {
      let oldItems = old._items
      _items.forEach { item, new in
        if let before = oldItems[item], !equals(before, new) { items.append(item) }
      }
    }
    if items.count < 2 { return items }
    return items.compactMap { item in _outline.index(of: item).map { ($0, item) } }
      .sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// Checks, where invariant checks are compiled in, that content is held for exactly the
  /// items of the outline.
  ///
  /// - Complexity: O(*n*) where enabled, else O(1).
  @inlinable
  internal func _checkContent() { checkInvariantsIfEnabled(_verifyContent) }

  @inline(never)
  @usableFromInline
  internal func _verifyContent() {
    precondition(_items.count == _outline.count, "content: item count")
    for item in _outline.items {
      precondition(_items[item] != nil, "content: item \(item) has none")
    }
  }
}
