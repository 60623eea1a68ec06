// An emulator of UIKit for tests on Linux: reusable cells of collection and table views.
import EmulatorCore

/// A reusable view, collection or table, that the list engine can make for a dequeue.
@preconcurrency @MainActor
protocol EmulatedReusableView: UIView, EmulatedReusable {
  var reuseIdentifier: String? { get }
  /// Creates the view for a dequeue, as a registered class's initializer would.
  static func emulatedMake(reuseIdentifier: String) -> Self
  func prepareForReuse()
}

extension EmulatedReusableView {
  package var emulatedReuseIdentifier: String? { reuseIdentifier }
  package func emulatedPrepareForReuse() { prepareForReuse() }
}

/// A view a collection view reuses: cells and supplementary views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView, EmulatedReusableView {
  /// Set by the collection view when it creates the view for a dequeue.
  public internal(set) var reuseIdentifier: String?

  /// Emulator only: how many times the view was prepared for reuse.
  public internal(set) var emulatedPrepareForReuseCount = 0

  /// `required` is emulator only: it lets the view create registered classes, as Apple's
  /// runtime does with `-initWithFrame:`.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  open func prepareForReuse() {
    emulatedPrepareForReuseCount += 1
  }

  static func emulatedMake(reuseIdentifier: String) -> Self {
    let view = Self(frame: .zero)
    view.reuseIdentifier = reuseIdentifier
    return view
  }
}

/// A collection view cell.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  open var contentConfiguration: (any UIContentConfiguration)?
}

/// A list cell, with accessories and indentation.
@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  open var accessories: [UICellAccessory] = []
  open var indentationLevel: Int = 0

  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }
}

/// A table view cell.
@preconcurrency @MainActor
open class UITableViewCell: UIView, EmulatedReusableView {
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// The identifier the cell was created with.
  public internal(set) var reuseIdentifier: String?

  /// Emulator only: the style the cell was created with.
  public let emulatedStyle: CellStyle

  /// Emulator only: how many times the cell was prepared for reuse.
  public internal(set) var emulatedPrepareForReuseCount = 0

  open var textLabel: UILabel? = UILabel(frame: .zero)
  open var contentConfiguration: (any UIContentConfiguration)?

  /// `required` is emulator only: it lets the table view create registered classes.
  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    self.emulatedStyle = style
    super.init(frame: .zero)
  }

  open func prepareForReuse() {
    emulatedPrepareForReuseCount += 1
  }

  @available(iOS 14.0, tvOS 14.0, *)
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  static func emulatedMake(reuseIdentifier: String) -> Self {
    Self(style: .default, reuseIdentifier: reuseIdentifier)
  }
}
