#if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// A cell that shows a SwiftUI view: through `UIHostingConfiguration` from iOS 16 and
/// tvOS 16, in a hosting controller's view before: the cell of `SnapshotList` and of
/// `OutlineList`.
package final class HostingListCell: UICollectionViewCell {
  private static let reuseIdentifier = "HostingListCell"
  /// The hosting controller below iOS 16, kept with the cell and reused.
  private var hosting: AnyObject?

  private func show<Content: View>(_ content: Content) {
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

  /// A collection view in a list layout (iOS 14, tvOS 14; a flow layout of self-sizing cells
  /// before), with these cells registered.
  @MainActor package static func makeCollectionView() -> UICollectionView {
    let layout: UICollectionViewLayout
    if #available(iOS 14.0, tvOS 14.0, *) {
      layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
    } else {
      let flow = UICollectionViewFlowLayout()
      flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
      layout = flow
    }
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(HostingListCell.self, forCellWithReuseIdentifier: reuseIdentifier)
    return collectionView
  }

  /// A cell of `collectionView` for `indexPath`, showing `content` (`nil`: nothing yet, while
  /// the host is being made).
  @MainActor package static func dequeue<Content: View>(
    from collectionView: UICollectionView, for indexPath: IndexPath, showing content: Content?
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: reuseIdentifier, for: indexPath)
    if let content { (cell as? HostingListCell)?.show(content) }
    return cell
  }
}
#endif
