// An emulator of UIKit for tests on Linux: the collection view's data source and delegate.
import EmulatorCore

/// The collection view's delegate: the emulator calls its selection methods, on a person's
/// tap only (`emulateTap(at:)`), as UIKit does. Optional methods, as below.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
  func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}

/// The collection view's data source. Linux has no `@objc optional`: the optional methods are
/// requirements with defaults, so a class implementing them with Apple's signatures compiles.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  )
    -> Bool
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  func indexTitles(for collectionView: UICollectionView) -> [String]?
  func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Raises, as UIKit does when layout needs a supplementary view the data source cannot give.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.emulatedEngine.noteFailure(
      "the data source does not implement "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), "
        + "\(indexPath.emulatedDescription))")
    return UICollectionReusableView(frame: .zero)
  }

  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  )
    -> Bool
  { false }

  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

  public func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(item: 0, section: 0)
  }
}
