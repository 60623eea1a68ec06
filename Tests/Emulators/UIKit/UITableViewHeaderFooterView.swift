// An emulator of UIKit for tests on Linux: the views a table shows its section titles in.
import EmulatorCore

/// A table's section header or footer. The emulated table makes one for each title its data
/// source gives (`tableView(_:titleForHeaderInSection:)`, `...FooterInSection:`) while the
/// section is on screen, with the title in its `textLabel`; a reload of the section makes new
/// ones.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view was created with.
  open private(set) var reuseIdentifier: String?
  private let label = UILabel(frame: .zero)

  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// The title's label; `nil` while a content configuration is set, as in UIKit.
  open var textLabel: UILabel? { contentConfiguration == nil ? label : nil }

  @available(iOS 14.0, tvOS 14.0, *)
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { storedConfiguration }
    set { storedConfiguration = newValue }
  }
  private var storedConfiguration: (any UIContentConfiguration)?

  open func prepareForReuse() {}
}
