extension SectionSnapshot {
  /// Whether the section snapshot contains `item`.
  ///
  /// - Complexity: Expected O(1), if the identifier hashes well.
  @inlinable
  public func contains(_ item: ItemIdentifierType) -> Bool {
    _storage.slots[item] != nil
  }

  /// Whether `item` is expanded.
  ///
  /// The flag belongs to the item, whether it has children or not, and persists with the
  /// snapshot. Traps if `item` is absent.
  ///
  /// - Complexity: Expected O(1), if the identifier hashes well.
  @inlinable
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    let slot = _slot(of: item, for: "SectionSnapshot.isExpanded(_:)")
    return _storage.nodes[Int(slot)].isExpanded
  }

  /// Whether `item` is visible: all its ancestors are expanded (roots always are).
  ///
  /// Visibility is a fact about the outline, not about the screen. Traps if `item` is absent.
  ///
  /// - Complexity: Expected O(1), if the identifier hashes well.
  @inlinable
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    let slot = _slot(of: item, for: "SectionSnapshot.isVisible(_:)")
    return _storage.nodes[Int(slot)].isVisible
  }

  /// The level of `item`: 0 for roots, 1 for their children, and so on.
  ///
  /// Traps if `item` is absent.
  ///
  /// - Complexity: Expected O(1), if the identifier hashes well.
  @inlinable
  public func level(of item: ItemIdentifierType) -> Int {
    let slot = _slot(of: item, for: "SectionSnapshot.level(of:)")
    return Int(_storage.nodes[Int(slot)].level)
  }

  /// The parent of `child`, or `nil` for a root.
  ///
  /// Traps if `child` is absent.
  ///
  /// - Complexity: Expected O(1), if the identifier hashes well.
  @inlinable
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    let slot = _slot(of: child, for: "SectionSnapshot.parent(of:)")
    let parent = _storage.nodes[Int(slot)].parent
    return parent == Node.none ? nil : _storage.item(at: parent)
  }

  /// The offset of `item` in `items`, or `nil` if it is absent.
  ///
  /// - Complexity: Expected O(1), if the identifier hashes well, once the depth-first order is
  ///   cached; the first call after a structural change builds that cache in O(*n*) for *n*
  ///   items (shared with `items`).
  @inlinable
  public func index(of item: ItemIdentifierType) -> Int? {
    guard let slot = _storage.slots[item] else { return nil }
    return _storage.withOrder { Int($0.offsets[Int(slot)]) }
  }

  /// Every item, depth-first: each parent before its children, hidden items included.
  ///
  /// - Complexity: O(1) once the depth-first order is cached; the first read after a
  ///   structural change builds that cache in O(*n*) for *n* items.
  @inlinable
  public var items: [ItemIdentifierType] {
    _storage.withOrder { $0.items }
  }

  /// The items without a parent, in order.
  ///
  /// - Complexity: O(*r*) for *r* roots.
  @inlinable
  public var rootItems: [ItemIdentifierType] {
    _storage.siblingItems(from: _storage.firstRoot)
  }

  /// The items whose ancestors are all expanded, depth-first: the rows an outline shows.
  ///
  /// - Complexity: O(*v*) for *v* visible items; a collapsed item's descendants are skipped in
  ///   O(1), without being visited.
  @inlinable
  public var visibleItems: [ItemIdentifierType] {
    _storage.visibleItems()
  }

  /// The expanded items, in the order of `items`.
  ///
  /// - Complexity: O(*n*) for *n* items, without hashing.
  @inlinable
  public var expandedItems: [ItemIdentifierType] {
    _storage.expandedItems()
  }

  /// The children of `parent` in order, or the roots when `parent` is `nil`.
  ///
  /// Traps if `parent` is given and absent.
  ///
  /// - Complexity: O(*c*) for *c* children, plus an expected O(1) lookup.
  @inlinable
  public func children(of parent: ItemIdentifierType?) -> [ItemIdentifierType] {
    guard let parent else { return rootItems }
    let slot = _slot(of: parent, for: "SectionSnapshot.children(of:)")
    return _storage.siblingItems(from: _storage.nodes[Int(slot)].firstChild)
  }

  /// The number of items, hidden ones included.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int { _storage.count }

  /// The number of visible items (the count of `visibleItems`).
  ///
  /// - Complexity: O(1).
  @inlinable
  public var visibleCount: Int { _storage.visibleCount }

  /// Whether the section snapshot has no items.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { _storage.count == 0 }

  /// The first child of an item, or `nil` for a leaf or an absent item.
  ///
  /// - Complexity: Expected O(1), if the identifier hashes well.
  internal func _firstChild(of item: ItemIdentifierType) -> ItemIdentifierType? {
    guard let slot = _storage.slots[item] else { return nil }
    let child = _storage.nodes[Int(slot)].firstChild
    return child == Node.none ? nil : _storage.item(at: child)
  }
}
