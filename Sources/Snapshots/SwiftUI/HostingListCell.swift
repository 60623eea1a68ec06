#if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// A cell that shows a SwiftUI view: through `UIHostingConfiguration` from iOS 16 and
/// tvOS 16, in a hosting controller's view before: the cell of `SnapshotList` and of
/// `OutlineList`.
package final class HostingListCell: UICollectionViewCell {
  package static let reuseIdentifier = "HostingListCell"
  /// The hosting controller below iOS 16, kept with the cell and reused.
  private var hosting: AnyObject?

  package func show<Content: View>(_ content: Content) {
    if #available(iOS 16.0, tvOS 16.0, *) {
      contentConfiguration = UIHostingConfiguration { content }
      return
    }
    if let controller = hosting as? UIHostingController<Content> {
      controller.rootView = content
      return
    }
    (hosting as? UIViewController)?.view.removeFromSuperview()
    let controller = UIHostingController(rootView: content)
    controller.view.frame = contentView.bounds
    controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.backgroundColor = .clear
    contentView.addSubview(controller.view)
    hosting = controller
  }

  /// The layout of a list of these cells: a list layout from iOS 14 and tvOS 14, a flow
  /// layout of self-sizing cells before.
  @MainActor package static func listLayout() -> UICollectionViewLayout {
    if #available(iOS 14.0, tvOS 14.0, *) {
      return UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
    }
    let flow = UICollectionViewFlowLayout()
    flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    return flow
  }
}
#endif
