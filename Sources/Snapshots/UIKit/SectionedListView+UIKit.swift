#if canImport(UIKit) && !os(watchOS)
package import UIKit

extension UICollectionView: SectionedListView {
  package var isInWindow: Bool { window != nil }

  package func rowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }
}

extension UITableView: SectionedListView {
  package var isInWindow: Bool { window != nil }

  package func rowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }
}
#endif
