/// An object an outline view holds for a row, of any identifier type. Casting AppKit's `Any`
/// to this class is a plain class check; a cast to the generic subclass looks the subclass's
/// type up on every call, which the view's questions about each row would pay.
package class OutlineViewObject {
  /// The identifier type of the rows of the data source that made the object.
  let identifierType: ObjectIdentifier

  init(identifierType: ObjectIdentifier) { self.identifierType = identifierType }
}

/// The object an outline view holds for a row. AppKit's outline view matches items by object
/// identity, so each row gets one object, kept for as long as the row is in the outline: a
/// Swift value handed over as `Any` would be boxed anew on each call and never match itself.
package final class OutlineViewItem<ID: Hashable>: OutlineViewObject, CustomStringConvertible {
  package let row: OutlineRow<ID>
  /// The rows the view was last given under this row, and their objects: when the view asks
  /// again for the same rows, as it does when the row expands again, their objects need no
  /// lookup.
  fileprivate var children: (rows: [OutlineRow<ID>], objects: [OutlineViewObject]) = ([], [])

  init(_ row: OutlineRow<ID>) {
    self.row = row
    super.init(identifierType: ObjectIdentifier(ID.self))
  }

  /// The object's row, when `item` is an object of this identifier type.
  ///
  /// - Complexity: O(1).
  package static func row(of item: Any) -> OutlineRow<ID>? {
    guard let object = item as? OutlineViewObject,
      object.identifierType == ObjectIdentifier(ID.self)
    else { return nil }
    // Safe: only this class makes objects with this identifier type.
    return unsafeDowncast(object, to: OutlineViewItem<ID>.self).row
  }

  package var description: String { "\(row)" }
}

/// The objects of the rows an outline view has been given, one per row.
package struct OutlineViewItems<ID: Hashable> {
  private var objects: [OutlineRow<ID>: OutlineViewItem<ID>] = [:]
  /// The roots the view was last given, and their objects.
  private var roots: (rows: [OutlineRow<ID>], objects: [OutlineViewObject]) = ([], [])

  package init() {}

  /// How many objects are kept.
  package var count: Int { objects.count }

  /// The row's object, made the first time it is asked for.
  ///
  /// - Complexity: Expected O(1).
  package mutating func object(for row: OutlineRow<ID>) -> OutlineViewItem<ID> {
    if let object = objects[row] { return object }
    let object = OutlineViewItem(row)
    objects[row] = object
    return object
  }

  /// The objects of `rows`, the rows under `parent` (`nil`: the roots): those given last time
  /// when the rows are the same.
  ///
  /// - Complexity: O(*k*) for the *k* rows: *k* comparisons when they are the same as last
  ///   time, *k* expected O(1) lookups otherwise.
  package mutating func objects(
    for rows: [OutlineRow<ID>], under parent: OutlineViewItem<ID>?
  ) -> [OutlineViewObject] {
    let last = parent?.children ?? roots
    if last.rows == rows { return last.objects }
    let made = rows.map { object(for: $0) as OutlineViewObject }
    if let parent { parent.children = (rows, made) } else { roots = (rows, made) }
    return made
  }

  /// The row's object if it has one.
  ///
  /// - Complexity: Expected O(1).
  package func existingObject(for row: OutlineRow<ID>) -> OutlineViewItem<ID>? { objects[row] }

  /// Forgets the objects of rows that `isInOutline` rejects, and every object's remembered
  /// children, which may name them.
  ///
  /// - Complexity: O(*o*) for the *o* objects made.
  package mutating func prune(keeping isInOutline: (OutlineRow<ID>) -> Bool) {
    objects = objects.filter { isInOutline($0.key) }
    for object in objects.values { object.children = ([], []) }
    roots = ([], [])
  }
}

/// The work of the plans an outline view's data source followed, counted in builds that check
/// invariants, so that tests hold each change's cost to the rows it touches.
package struct PlanWork {
  /// The rows the plans read from the view and the tree.
  package var rows = 0

  package init() {}
}
