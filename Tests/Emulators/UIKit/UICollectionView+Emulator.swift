// An emulator of UIKit for tests on Linux: the collection view's emulator-only members.
import EmulatorCore

extension UICollectionView {
  /// Emulator only: the kind of section header layout asks for, if any.
  public var emulatedHeaderKind: String? {
    get { emulatedEngine.headerKind }
    set { emulatedEngine.headerKind = newValue }
  }

  /// Emulator only: the header views layout holds, per section.
  public var emulatedHeaders: [UICollectionReusableView?] {
    (emulatedEngine.sections ?? []).map { $0.header as? UICollectionReusableView }
  }

  /// Emulator only: the cells the view holds, sorted by index path.
  public var emulatedVisibleCells: [(indexPath: IndexPath, cell: UICollectionViewCell)] {
    emulatedEngine.visibleCells()
  }
}

/// The engine asks the view's data source through its host.
extension UICollectionView: UIKitListHost {
  var emulatedDataSource: ListDataSource? { dataSource.map { .collection(self, $0) } }
}
