// A collection view of either framework, as the shared rejection tests drive it.
import Foundation

/// A collection view under test, in the members UIKit's and AppKit's collection views declare
/// alike (their own, unchanged); item calls take an array (UIKit) or a set (AppKit).
@MainActor
package protocol RejectableCollection: AnyObject {
  associatedtype IndexPaths: ExpressibleByArrayLiteral
  where IndexPaths.ArrayLiteralElement == IndexPath

  var numberOfSections: Int { get }
  func numberOfItems(inSection section: Int) -> Int
  var emulatedBatchCount: Int { get }
  var emulatedModelResyncCount: Int { get }
  /// What the view asks its data source for, in its messages: "a view" or "an item".
  var askedFor: String { get }

  /// `performBatchUpdates`, whose completion is labelled differently by each framework.
  func performBatch(_ updates: @escaping () -> Void)
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

extension RejectableCollection {
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

/// One item call of a batch, in section 0, as a value a test's arguments can carry.
package enum CollectionCall: Sendable, CustomStringConvertible {
  case delete(Int), insert(Int), reload(Int), move(Int, Int)

  @MainActor
  func send(to view: some RejectableCollection) {
    func item(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }
    switch self {
    case .delete(let i): view.deleteItem(item(i))
    case .insert(let i): view.insertItem(item(i))
    case .reload(let i): view.reloadItem(item(i))
    case .move(let from, let to): view.moveItem(at: item(from), to: item(to))
    }
  }

  package var description: String {
    switch self {
    case .delete(let item): "delete \(item)"
    case .insert(let item): "insert \(item)"
    case .reload(let item): "reload \(item)"
    case .move(let from, let to): "move \(from) to \(to)"
    }
  }
}
