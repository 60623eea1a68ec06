/// The object an outline view holds for a row. AppKit's outline view matches items by object
/// identity, so each row gets one object, kept for as long as the row is in the outline: a
/// Swift value handed over as `Any` would be boxed anew on each call and never match itself.
package final class OutlineViewItem<ID: Hashable>: CustomStringConvertible {
  package let row: OutlineRow<ID>

  init(_ row: OutlineRow<ID>) { self.row = row }

  package var description: String { "\(row)" }
}

/// The objects of the rows an outline view has been given, one per row.
package struct OutlineViewItems<ID: Hashable> {
  private var objects: [OutlineRow<ID>: OutlineViewItem<ID>] = [:]

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

  /// The row's object if it has one.
  ///
  /// - Complexity: Expected O(1).
  package func existingObject(for row: OutlineRow<ID>) -> OutlineViewItem<ID>? { objects[row] }

  /// Forgets the objects of rows that `isInOutline` rejects.
  ///
  /// - Complexity: O(*o*) for the *o* objects made.
  package mutating func prune(keeping isInOutline: (OutlineRow<ID>) -> Bool) {
    objects = objects.filter { isInOutline($0.key) }
  }
}

/// The work of the plans an outline view's data source followed, counted in builds that check
/// invariants, so that tests hold each change's cost to the rows it touches.
package struct PlanWork {
  /// The rows the plans read from the view and the tree.
  package var rows = 0

  package init() {}
}
