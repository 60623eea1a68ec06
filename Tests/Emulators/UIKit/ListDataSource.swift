// An emulator of UIKit for tests on Linux: how the engine asks either view's data source.
import EmulatorCore

/// A view's data source: the same questions for both views, asked in each view's own names.
@preconcurrency @MainActor
enum ListDataSource {
  case collection(UICollectionView, any UICollectionViewDataSource)
  case table(UITableView, any UITableViewDataSource)

  var sectionCount: Int {
    switch self {
    case .collection(let view, let source): source.numberOfSections(in: view)
    case .table(let view, let source): source.numberOfSections(in: view)
    }
  }

  func rowCount(inSection section: Int) -> Int {
    switch self {
    case .collection(let view, let source):
      source.collectionView(view, numberOfItemsInSection: section)
    case .table(let view, let source): source.tableView(view, numberOfRowsInSection: section)
    }
  }

  /// Only a table view has header titles.
  func title(inSection section: Int) -> String? {
    switch self {
    case .collection: nil
    case .table(let view, let source): source.tableView(view, titleForHeaderInSection: section)
    }
  }

  /// Only a collection view has supplementary views.
  func header(inSection section: Int, kind: String) -> UIView? {
    switch self {
    case .collection(let view, let source):
      source.collectionView(
        view, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
    case .table: nil
    }
  }

  func cell(at indexPath: IndexPath) -> UIView {
    switch self {
    case .collection(let view, let source): source.collectionView(view, cellForItemAt: indexPath)
    case .table(let view, let source): source.tableView(view, cellForRowAt: indexPath)
    }
  }

  func canMove(at indexPath: IndexPath) -> Bool {
    switch self {
    case .collection(let view, let source): source.collectionView(view, canMoveItemAt: indexPath)
    case .table(let view, let source): source.tableView(view, canMoveRowAt: indexPath)
    }
  }

  func move(from source: IndexPath, to destination: IndexPath) {
    switch self {
    case .collection(let view, let dataSource):
      dataSource.collectionView(view, moveItemAt: source, to: destination)
    case .table(let view, let dataSource):
      dataSource.tableView(view, moveRowAt: source, to: destination)
    }
  }
}

/// A UIKit list view as the shared engine's host: its questions go to `emulatedDataSource`.
@preconcurrency @MainActor
protocol UIKitListHost: UIView, EmulatedListHost {
  var emulatedDataSource: ListDataSource? { get }
}

extension UIKitListHost {
  package func emulatedAskCounts() -> [Int] {
    guard let dataSource = emulatedDataSource else { return [] }
    return (0..<dataSource.sectionCount).map { dataSource.rowCount(inSection: $0) }
  }

  package func emulatedAskTitle(inSection section: Int) -> String? {
    emulatedDataSource?.title(inSection: section)
  }

  package func emulatedAskCell(at indexPath: IndexPath) -> AnyObject? {
    emulatedDataSource?.cell(at: indexPath)
  }

  package func emulatedAskHeader(inSection section: Int, kind: String) -> AnyObject? {
    emulatedDataSource?.header(inSection: section, kind: kind)
  }

  package func emulatedAskCanMove(at indexPath: IndexPath) -> Bool {
    emulatedDataSource?.canMove(at: indexPath) ?? false
  }

  package func emulatedAskMove(from source: IndexPath, to destination: IndexPath) {
    emulatedDataSource?.move(from: source, to: destination)
  }

  package func emulatedMake(_ viewClass: AnyClass, identifier: String) -> AnyObject? {
    guard let type = viewClass as? any EmulatedReusableView.Type else { return nil }
    let made = type.emulatedMake(reuseIdentifier: identifier)
    addSubview(made)
    return made
  }

  package var emulatedIsInWindow: Bool { window != nil }

  package var emulatedBatchLogSuffix: String {
    UIView.areAnimationsEnabled ? " animated" : " not animated"
  }
}
