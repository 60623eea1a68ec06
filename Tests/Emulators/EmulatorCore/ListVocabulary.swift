// The words of the emulated list views' exceptions, by view. UIKit's are verbatim where the
// comments of BatchPlanner.swift and ListEngine+Dequeue.swift say so; AppKit's collection view
// raises UIKit's batch messages (AppKit's could not be checked here) and paraphrases the rest
// in the same style.

/// Which list view speaks: the words that differ between their messages.
package struct ListVocabulary: Sendable {
  package enum View: Sendable { case uiCollectionView, uiTableView, nsCollectionView }

  package let view: View

  package init(_ view: View) {
    self.view = view
  }

  var isTable: Bool { view == .uiTableView }
  var item: String { isTable ? "row" : "item" }
  var items: String { isTable ? "rows" : "items" }
  var container: String { isTable ? "table view" : "collection view" }
  /// What the view asks its data source for: UIKit's views, AppKit's items.
  var asked: String { view == .nsCollectionView ? "an item" : "a view" }

  func busy(_ attempt: String) -> String {
    "attempt to \(attempt) the \(container) while it is performing batch updates or asking its "
      + "data source for \(asked)"
  }

  func countMessage(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int
  ) -> String {
    "Invalid update: invalid number of \(items) in section \(section). The number of \(items) "
      + "contained in an existing section after the update (\(after)) must be equal to the "
      + "number of \(items) contained in that section before the update (\(before)), plus or "
      + "minus the number of \(items) inserted or deleted from that section (\(inserted) "
      + "inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or "
      + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
  }

  func sectionCountMessage(after: Int, before: Int) -> String {
    "Invalid update: invalid number of sections. The number of sections contained in the "
      + "\(container) after the update (\(after)) must be equal to the number of sections "
      + "contained in the \(container) before the update (\(before)), plus or minus the number "
      + "of sections inserted or deleted (0 inserted, 0 deleted)."
  }

  func unregistered(_ identifier: String, kind: String?) -> String {
    switch view {
    case .uiTableView:
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard"
    case .uiCollectionView:
      "could not dequeue a view of kind: \(kind ?? "UICollectionElementKindCell") with "
        + "identifier \(identifier) - must register a nib or a class for the identifier or "
        + "connect a prototype cell in a storyboard"
    case .nsCollectionView:
      "could not make an item with identifier \(identifier) - must register a nib or a class "
        + "for the identifier"
    }
  }

  func wrongClass(
    _ viewClass: AnyClass, base: Any.Type, kind: String?, _ identifier: String
  )
    -> String
  {
    let what =
      kind != nil ? "a supplementary view" : view == .nsCollectionView ? "an item" : "a cell"
    return "attempt to register \(what) class which is not a subclass of \(base) (\(viewClass)) "
      + "for identifier \(identifier)"
  }

  /// A view made or dequeued outside the data source's answer to the view's question.
  var outsideRequest: String {
    if view == .nsCollectionView {
      return "Expected an item made with -makeItemWithIdentifier:forIndexPath: to be returned to "
        + "the collection view. Make exactly one item when the data source is asked for one, "
        + "and do not make items for any other reason (emulator's wording)"
    }
    return "Expected dequeued view to be returned to the \(container) in preparation for "
      + "display. When the \(container)'s data source is asked to provide a view for a "
      + "given index path, ensure that a single view is dequeued and returned to the "
      + "\(container). Also, do not dequeue views from the data source for any reason "
      + "other than the \(container) asking for them."
  }

  func wrongPath(_ indexPath: IndexPath, asked current: IndexPath) -> String {
    let (verb, noun) =
      view == .nsCollectionView ? ("make an item", "item") : ("dequeue a view", "view")
    return "attempt to \(verb) for index path (\(indexPath.emulatedDescription)) while the data "
      + "source is asked for the \(noun) at index path (\(current.emulatedDescription))"
  }

  /// A cell the data source returned that it did not dequeue (or make) for the path.
  func notDequeued(_ indexPath: IndexPath, hasIdentifier: Bool) -> String {
    switch view {
    case .uiTableView:
      "UITableView dataSource must return a cell from -tableView:cellForRowAtIndexPath: that it "
        + "dequeued with -dequeueReusableCellWithIdentifier:forIndexPath: for index path "
        + "(\(indexPath.emulatedDescription))"
    case .uiCollectionView where !hasIdentifier: noReuseIdentifier
    case .uiCollectionView, .nsCollectionView: outsideRequest
    }
  }

  func nilCell(_ indexPath: IndexPath) -> String {
    isTable
      ? "UITableView dataSource returned a nil cell for row at index path: "
        + "\(indexPath.emulatedDescription)"
      : noReuseIdentifier
  }

  var noReuseIdentifier: String {
    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
      + "reuseIdentifier - cells must be retrieved by calling "
      + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:"
  }
}
