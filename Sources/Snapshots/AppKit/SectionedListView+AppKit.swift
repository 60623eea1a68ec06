#if canImport(AppKit) && !targetEnvironment(macCatalyst)
package import AppKit

extension NSCollectionView: SectionedListView {
  package var isInWindow: Bool { window != nil }

  package func rowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }
}
#endif
