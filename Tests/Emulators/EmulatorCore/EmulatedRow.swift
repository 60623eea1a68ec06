// The row model of an emulated collection or table view: it knows no item, only identities.

/// One row of the view's own model: its identity and the cell (or item) it shows, if any.
@preconcurrency @MainActor
package final class EmulatedRow {
  package let serial: Int
  package var cell: AnyObject?

  init(serial: Int) {
    self.serial = serial
  }
}

/// One section of the view's own model.
@preconcurrency @MainActor
package final class EmulatedSection {
  package let serial: Int
  package var rows: [EmulatedRow]
  package var header: AnyObject?
  /// A table's footer view, made for its footer title while the section is on screen.
  package var footer: AnyObject?
  package var title: String?
  package var footerTitle: String?
  var titleLoaded = false

  init(serial: Int, rows: [EmulatedRow]) {
    self.serial = serial
    self.rows = rows
  }
}
