/// The content of one kind of model (items, or sections) by identifier: a base that copies of a
/// ``ContentSnapshot`` share, and the changes one copy made since.
///
/// A copy that changes a few models of a million does not copy the million: its changes go to
/// a small table of their own, read before the base. Once they outgrow an eighth of the base
/// they are folded into a new base, so a run of edits costs O(1) each, amortised, and a lookup
/// at most two hashes.
@usableFromInline
internal struct ContentTable<Key: Hashable, Value> {
  @usableFromInline internal var base = ContentEntries<Key, Value>()
  /// What this table changed since it last shared `base`; `nil` removes the key.
  @usableFromInline internal var changes: [Key: Value?] = [:]

  @inlinable
  internal init() {}

  /// The number of keys.
  ///
  /// - Complexity: O(*c*) for *c* changes since the base was shared.
  @inlinable
  internal var count: Int {
    var count = base.count
    for (key, value) in changes {
      let inBase = base.slot(of: key) != nil
      if value == nil && inBase { count -= 1 } else if value != nil && !inBase { count += 1 }
    }
    return count
  }

  /// The value of `key`, or `nil`.
  ///
  /// - Complexity: Expected O(1): at most two hashes.
  @inlinable
  internal subscript(key: Key) -> Value? {
    if !changes.isEmpty, let changed = changes[key] { return changed }
    return base.value(of: key)
  }

  /// Sets or removes the value of `key`, and returns the value it replaces.
  ///
  /// - Complexity: Expected O(1) amortised.
  @inlinable
  @discardableResult
  internal mutating func update(_ value: Value?, for key: Key) -> Value? {
    if isKnownUniquelyReferenced(&base) {
      if !changes.isEmpty { fold() }
      guard let value else { return base.remove(key) }
      return base.set(value, for: key)
    }
    let previous = self[key]
    changes[key] = .some(value)
    // Past an eighth of the base, one copy costs less than the lookups the changes slow down.
    if changes.count > 64 + base.count / 8 { fold() }
    return previous
  }

  /// Makes the base this table's own, with its changes in it.
  ///
  /// - Complexity: O(*n*) for *n* keys when the base is shared, O(*c*) for *c* changes when not.
  @inlinable
  internal mutating func fold() {
    if !isKnownUniquelyReferenced(&base) { base = ContentEntries(copying: base) }
    for (key, value) in changes {
      if let value { base.set(value, for: key) } else { base.remove(key) }
    }
    changes = [:]
  }

  /// Calls `body` with every key and its value, in no particular order.
  ///
  /// - Complexity: O(*n* + *c*) for *n* keys and *c* changes since the base was shared.
  @inlinable
  internal func forEach(_ body: (Key, Value) -> Void) {
    if changes.isEmpty {
      base.forEach(body)
      return
    }
    base.forEach { key, value in if changes[key] == nil { body(key, value) } }
    for case (let key, let value?) in changes { body(key, value) }
  }
}

/// Keys and values in two arrays, with a table from each key to its slot: iterating reads the
/// arrays in order, without copying a value out of a hash table, and a lookup hashes once.
@usableFromInline
internal final class ContentEntries<Key: Hashable, Value> {
  // Unchecked: no access to these overlaps another, and a checked one costs a lookup about as
  // much as its hash.
  @exclusivity(unchecked) @usableFromInline internal var keys: ContiguousArray<Key> = []
  @exclusivity(unchecked) @usableFromInline internal var values: ContiguousArray<Value> = []
  @exclusivity(unchecked) @usableFromInline internal var slots: [Key: Int] = [:]

  @inlinable
  internal init() {}

  @inlinable
  internal init(copying other: ContentEntries) {
    keys = other.keys
    values = other.values
    slots = other.slots
  }

  @inlinable
  internal var count: Int { keys.count }

  @inlinable
  internal func slot(of key: Key) -> Int? { slots[key] }

  @inlinable
  internal func value(of key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    return values.withUnsafeBufferPointer { $0[slot] }
  }

  /// Sets the value of `key` and returns the one it replaces: one hash for a new key.
  @inlinable
  @discardableResult
  internal func set(_ value: Value, for key: Key) -> Value? {
    if let slot = slots.updateValue(keys.count, forKey: key) {
      slots[key] = slot
      defer { values[slot] = value }
      return values[slot]
    }
    keys.append(key)
    values.append(value)
    return nil
  }

  /// Removes `key` and returns its value; the last entry takes its slot.
  @inlinable
  @discardableResult
  internal func remove(_ key: Key) -> Value? {
    guard let slot = slots.removeValue(forKey: key) else { return nil }
    let removed = values[slot]
    let last = keys.count - 1
    if slot != last {
      keys[slot] = keys[last]
      values[slot] = values[last]
      slots[keys[slot]] = slot
    }
    keys.removeLast()
    values.removeLast()
    return removed
  }

  /// Calls `body` with every key and its value, in slot order.
  @inlinable
  internal func forEach(_ body: (Key, Value) -> Void) {
    keys.withUnsafeBufferPointer { keys in
      values.withUnsafeBufferPointer { values in
        for slot in 0..<keys.count { body(keys[slot], values[slot]) }
      }
    }
  }
}
