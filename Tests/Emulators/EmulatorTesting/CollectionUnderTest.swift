// A collection view of either framework, as the tests both emulators share drive it.
import Foundation

/// A collection view under test, in the members UIKit's and AppKit's collection views declare
/// alike (their own, unchanged); item calls take an array (UIKit) or a set (AppKit).
@MainActor
package protocol CollectionUnderTest: AnimatedViewUnderTest {
  associatedtype IndexPaths: ExpressibleByArrayLiteral
  where IndexPaths.ArrayLiteralElement == IndexPath

  var numberOfSections: Int { get }
  func numberOfItems(inSection section: Int) -> Int
  var emulatedBatchCount: Int { get }
  var emulatedModelResyncCount: Int { get }
  /// What the view asks its data source for, in its messages: "a view" or "an item".
  var askedFor: String { get }

  func reloadData()
  func insertSections(_ sections: IndexSet)
  func deleteSections(_ sections: IndexSet)
  func reloadSections(_ sections: IndexSet)
  func moveSection(_ section: Int, toSection newSection: Int)
  func insertItems(at indexPaths: IndexPaths)
  func deleteItems(at indexPaths: IndexPaths)
  func reloadItems(at indexPaths: IndexPaths)
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
}

extension CollectionUnderTest {
  func performBatch(_ updates: @escaping () -> Void) { performBatch(updates, completion: nil) }
  func insertItem(_ indexPath: IndexPath) { insertItems(at: [indexPath]) }
  func deleteItem(_ indexPath: IndexPath) { deleteItems(at: [indexPath]) }
  func reloadItem(_ indexPath: IndexPath) { reloadItems(at: [indexPath]) }

  /// The view's own item counts (its model is loaded: it asks its data source nothing).
  var itemCounts: [Int] { (0..<numberOfSections).map(numberOfItems(inSection:)) }
}

/// The data source of labels behind the view; the view learns of a change only from an update
/// call.
@MainActor
package protocol LabelSource: AnyObject {
  var sections: [[String]] { get set }
}
