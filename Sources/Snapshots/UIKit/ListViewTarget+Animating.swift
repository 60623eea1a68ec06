#if canImport(UIKit) && !os(watchOS)
import UIKit

extension ListViewTarget {
  /// Runs `body` with animations on or off, as `animatingDifferences` asks.
  package func animating(_ animated: Bool, _ body: () -> Void) {
    if animated { body() } else { UIView.performWithoutAnimation(body) }
  }
}
#endif
