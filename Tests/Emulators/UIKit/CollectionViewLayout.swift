// An emulator of UIKit for tests on Linux: layouts, which the emulator only carries.

/// A layout; the emulator's views place rows in flat order whatever the layout.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  public override init() {
    super.init()
  }
}

/// A flow layout.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
