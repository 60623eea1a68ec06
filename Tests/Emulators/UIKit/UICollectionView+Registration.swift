// An emulator of UIKit for tests on Linux: cell and supplementary registrations.
import EmulatorCore

extension UICollectionView {
  /// A cell registration: the class and the handler that configures it for an item.
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    let handler: Handler
    let identifier: String

    public init(handler: @escaping Handler) {
      self.handler = handler
      UIKitEmulator.nextRegistration += 1
      self.identifier = "CellRegistration-\(UIKitEmulator.nextRegistration)"
    }
  }

  /// A supplementary registration: the class, the kind and the handler.
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    let elementKind: String
    let handler: Handler
    let identifier: String

    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      UIKitEmulator.nextRegistration += 1
      self.identifier = "SupplementaryRegistration-\(UIKitEmulator.nextRegistration)"
    }
  }

  /// Registers the class on first use, dequeues, and configures the cell with the item.
  @available(iOS 14.0, tvOS 14.0, *)
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell {
    if emulatedEngine.registeredClass(kind: nil, identifier: registration.identifier) == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: registration.identifier, for: indexPath)
    let cell = dequeued as? Cell ?? Cell(frame: .zero)
    if let item {
      registration.handler(cell, indexPath, item)
    } else {
      emulatedEngine.noteFailure(
        "dequeueConfiguredReusableCell was given a nil item for index path "
          + "(\(indexPath.emulatedDescription))")
    }
    return cell
  }

  /// Registers the class on first use, dequeues, and configures the supplementary view.
  @available(iOS 14.0, tvOS 14.0, *)
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    if emulatedEngine.registeredClass(kind: kind, identifier: registration.identifier) == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
      for: indexPath)
    let view = dequeued as? Supplementary ?? Supplementary(frame: .zero)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
