// An emulator of UIKit for tests on Linux: the table view's emulator-only members.
import EmulatorCore

extension UITableView {
  /// Emulator only: the header titles layout asked for, per section.
  public var emulatedHeaderTitles: [String?] {
    (emulatedEngine.sections ?? []).map(\.title)
  }

  /// Emulator only: the footer titles layout asked for, per section.
  public var emulatedFooterTitles: [String?] {
    (emulatedEngine.sections ?? []).map(\.footerTitle)
  }

  /// Emulator only: the cells the view holds, sorted by index path.
  public var emulatedVisibleCells: [(indexPath: IndexPath, cell: UITableViewCell)] {
    emulatedEngine.visibleCells()
  }

  /// Emulator only: a user's swipe to delete; false when the row cannot be edited.
  @discardableResult
  public func emulateSwipeToDelete(at indexPath: IndexPath) -> Bool {
    emulatedEngine.ensureModel()
    guard !emulatedEngine.isBusy, emulatedEngine.contains(indexPath) else {
      emulatedEngine.noteFailure(
        "attempt to swipe to delete index path (\(indexPath.emulatedDescription)), which does "
          + "not exist or the table view is updating")
      return false
    }
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else {
      return false
    }
    emulatedEngine.log.append("swipeToDelete \(emulatedEngine.logList([indexPath]))")
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    return true
  }
}

/// The engine asks the view's data source through its host.
extension UITableView: UIKitListHost {
  var emulatedDataSource: ListDataSource? { dataSource.map { .table(self, $0) } }

  package func emulatedAskFooterTitle(inSection section: Int) -> String? {
    dataSource?.tableView(self, titleForFooterInSection: section)
  }

  /// A title's view, added to the table as UIKit adds its header and footer views.
  package func emulatedMakeTitleView(_ title: String) -> AnyObject? {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = title
    addSubview(view)
    return view
  }
}
