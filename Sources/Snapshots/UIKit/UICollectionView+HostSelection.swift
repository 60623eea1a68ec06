#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UICollectionView {
  /// Selects exactly the items at `wanted`: deselects the other selected items, then selects
  /// the ones not selected yet, each in row order; the coordinators of the SwiftUI hosts show
  /// their selection through it.
  ///
  /// - Complexity: O(*m* log *m*) for the *m* items selected before and after.
  package func selectExactly(_ wanted: Set<IndexPath>, animated: Bool) {
    let current = Set(indexPathsForSelectedItems ?? [])
    for indexPath in current.subtracting(wanted).sorted() {
      deselectItem(at: indexPath, animated: animated)
    }
    for indexPath in wanted.subtracting(current).sorted() {
      selectItem(at: indexPath, animated: animated, scrollPosition: [])
    }
  }
}
#endif
