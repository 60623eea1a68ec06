#if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(watchOS)
public import SwiftUI
public import UIKit

extension OutlineList: UIViewRepresentable {
  /// What the outline keeps between updates.
  public typealias Coordinator = OutlineListHost<ItemIdentifierType, Cell>

  /// Makes the collection view, in a list layout (iOS 14, tvOS 14; a flow layout before), and
  /// its coordinator, showing the tree as it is now.
  ///
  /// - Complexity: O(*n*) for the loads in flight in a tree of *n* nodes.
  public func makeCoordinator() -> Coordinator {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: listLayout())
    collectionView.register(
      OutlineListCell.self, forCellWithReuseIdentifier: OutlineListCell.reuseIdentifier)
    var host: Coordinator?
    let outline = OutlineCoordinator(collectionView: collectionView, tree: tree.wrappedValue) {
      collectionView, indexPath, row in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: OutlineListCell.reuseIdentifier, for: indexPath)
      if let host { (cell as? OutlineListCell)?.show(host.cell(row)) }
      return cell
    }
    let made = Coordinator(outline: outline, cell: cell)
    host = made
    return made
  }

  /// The coordinator's collection view.
  ///
  /// - Complexity: O(1).
  public func makeUIView(context: Context) -> UICollectionView {
    onCoordinator?(context.coordinator.outline)
    return context.coordinator.outline.collectionView
  }

  /// Hands the tree to the coordinator: nothing is applied when the view shows it already.
  ///
  /// - Complexity: As ``CollectionViewOutlineCoordinator/update(to:animatingDifferences:)``.
  public func updateUIView(_ collectionView: UICollectionView, context: Context) {
    context.coordinator.update(from: self)
  }

  @MainActor private func listLayout() -> UICollectionViewLayout {
    if #available(iOS 14.0, tvOS 14.0, *) {
      return UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
    }
    let flow = UICollectionViewFlowLayout()
    flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    return flow
  }
}

/// A cell that shows a SwiftUI view: through `UIHostingConfiguration` from iOS 16 and
/// tvOS 16, in a hosting controller's view before.
final class OutlineListCell: UICollectionViewCell {
  static let reuseIdentifier = "OutlineListCell"
  /// The hosting controller below iOS 16, kept with the cell and reused.
  private var hosting: AnyObject?

  func show<Content: View>(_ content: Content) {
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
}
#endif
