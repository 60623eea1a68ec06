/// The content of one kind of model (items, or sections) by identifier: a base that copies of a
/// ``ContentSnapshot`` share, and the changes one copy made since.
///
/// A copy that changes a few models of a million does not copy the million: its changes go to
/// a small table of their own, read before the base. Once they outgrow an eighth of the base
/// they are folded into a new base, so a run of edits costs O(1) each, amortised, and a lookup
/// at most two hashes.
@usableFromInline
internal struct ContentTable<Key: Hashable, Value> {
  /// The shared part: written in place only while one table holds it.
  @usableFromInline
  internal final class Base {
    /// Unchecked: no access to it overlaps another, and a checked one costs a lookup about
    /// as much as its hash.
    @exclusivity(unchecked) @usableFromInline internal var values: [Key: Value]

    @inlinable
    internal init(_ values: [Key: Value]) { self.values = values }
  }

  @usableFromInline internal var base = Base([:])
  /// What this table changed since it last shared `base`; `nil` removes the key.
  @usableFromInline internal var changes: [Key: Value?] = [:]

  @inlinable
  internal init() {}

  /// The number of keys.
  ///
  /// - Complexity: O(*c*) for *c* changes since the base was shared.
  @inlinable
  internal var count: Int {
    var count = base.values.count
    for (key, value) in changes {
      let inBase = base.values[key] != nil
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
    return base.values[key]
  }

  /// Sets or removes the value of `key`, and returns the value it replaces.
  ///
  /// - Complexity: Expected O(1) amortised.
  @inlinable
  @discardableResult
  internal mutating func update(_ value: Value?, for key: Key) -> Value? {
    if isKnownUniquelyReferenced(&base) {
      if !changes.isEmpty { fold() }
      guard let value else { return base.values.removeValue(forKey: key) }
      return base.values.updateValue(value, forKey: key)
    }
    let previous = self[key]
    changes[key] = .some(value)
    // Past an eighth of the base, one copy costs less than the lookups the changes slow down.
    if changes.count > 64 + base.values.count / 8 { fold() }
    return previous
  }

  /// Makes the base this table's own, with its changes in it.
  ///
  /// - Complexity: O(*n*) for *n* keys when the base is shared, O(*c*) for *c* changes when not.
  @inlinable
  internal mutating func fold() {
    if !isKnownUniquelyReferenced(&base) { base = Base(base.values) }
    for (key, value) in changes { base.values[key] = value }
    changes = [:]
  }

  /// Calls `body` with every key and its value, in no particular order.
  ///
  /// - Complexity: O(*n* + *c*) for *n* keys and *c* changes since the base was shared.
  @inlinable
  internal func forEach(_ body: (Key, Value) -> Void) {
    if changes.isEmpty {
      for (key, value) in base.values { body(key, value) }
      return
    }
    for (key, value) in base.values where changes[key] == nil { body(key, value) }
    for case (let key, let value?) in changes { body(key, value) }
  }
}
