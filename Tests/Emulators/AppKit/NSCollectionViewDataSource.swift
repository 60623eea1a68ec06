// An emulator of AppKit for tests on Linux: the collection view's data source.
import EmulatorCore

/// The collection view's data source. Linux has no `@objc optional`: the optional methods are
/// requirements with defaults, so a class implementing them with Apple's signatures compiles.
@preconcurrency @MainActor
public protocol NSCollectionViewDataSource: NSObjectProtocol {
  func collectionView(
    _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem
  func numberOfSections(in collectionView: NSCollectionView) -> Int
  func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView
}

extension NSCollectionViewDataSource {
  /// One section, as AppKit assumes when the data source does not say.
  public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }

  /// Raises: layout asked for a supplementary view the data source cannot give (emulator's
  /// wording).
  public func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView {
    collectionView.emulatedEngine.noteFailure(
      "the data source does not implement "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), "
        + "\(indexPath.emulatedDescription))")
    return NSView()
  }
}
